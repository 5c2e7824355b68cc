import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { bigintPaisa } from '../../platform/db/bigint-paisa';
import type { DiscountKind } from '../../shared/inputs/promotions';

/** A discount code: a percentage of (or fixed paisa off) the eligible lines, within its dates and uses. */
@Entity('discount_codes')
export class DiscountCodeEntity {
  @PrimaryGeneratedColumn() id!: number;
  /** Stored upper case; matched without regard to case. */
  @Column({ type: 'varchar' }) code!: string;
  @Column({ type: 'varchar' }) kind!: DiscountKind;
  /** Percent (1 to 100) for `percent`, paisa for `fixed`. */
  @Column({ type: 'bigint', transformer: bigintPaisa }) value!: number;
  /** The sub total (paisa) an order needs before the code applies. */
  @Column({ name: 'min_order', type: 'bigint', default: 0, transformer: bigintPaisa }) minOrder!: number;
  @Column({ name: 'starts_at', type: 'timestamptz', nullable: true }) startsAt!: Date | null;
  @Column({ name: 'ends_at', type: 'timestamptz', nullable: true }) endsAt!: Date | null;
  @Column({ name: 'max_uses', type: 'integer', nullable: true }) maxUses!: number | null;
  @Column({ name: 'max_uses_per_customer', type: 'integer', nullable: true }) maxUsesPerCustomer!:
    number | null;
  /** Orders placed with the code: raised in each order's own transaction, never past `max_uses`. */
  @Column({ name: 'used_count', type: 'integer', default: 0 }) usedCount!: number;
  /** When not empty, only lines of these categories (or their subcategories) or products are discounted. */
  @Column({ name: 'category_ids', type: 'integer', array: true, default: () => "'{}'" })
  categoryIds!: number[];
  @Column({ name: 'product_ids', type: 'integer', array: true, default: () => "'{}'" }) productIds!: number[];
  @Column({ default: true }) active!: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
