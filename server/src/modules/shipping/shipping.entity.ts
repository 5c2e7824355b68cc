import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { bigintPaisa } from '../../platform/db/bigint-paisa';

/** The one row of shipping settings: the default rate and the free-shipping threshold (paisa). */
@Entity('shipping_settings')
export class ShippingSettingsEntity {
  @PrimaryColumn({ type: 'smallint', default: 1 }) id!: number;
  /** Every place without a rate of its own (the former flat Rs 200). */
  @Column({ name: 'default_rate', type: 'bigint', transformer: bigintPaisa }) defaultRate!: number;
  /** From this sub total (after the discount) shipping is free; null: never. */
  @Column({ name: 'free_threshold', type: 'bigint', nullable: true, transformer: bigintPaisa })
  freeThreshold!: number | null;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

/** A province's rate (city null) or one city's, which overrides its province's. */
@Entity('shipping_rates')
export class ShippingRateEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ type: 'varchar' }) province!: string;
  @Column({ type: 'varchar', nullable: true }) city!: string | null;
  @Column({ type: 'bigint', transformer: bigintPaisa }) rate!: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
