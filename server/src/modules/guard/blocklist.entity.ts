import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { BlocklistKind } from '../../shared/inputs/guard';

/** A phone number (E.164 when it is a valid number) or an e-mail (lower case) the checkout refuses. */
@Entity('blocklist')
export class BlocklistEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ type: 'varchar' }) kind!: BlocklistKind;
  @Column({ type: 'varchar' }) value!: string;
  @Column({ type: 'text', nullable: true }) note!: string | null;
  @Column({ name: 'created_by', type: 'integer', nullable: true }) createdBy!: number | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
