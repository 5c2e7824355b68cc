import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { bigintPaisa } from '../../platform/db/bigint-paisa';
import type { PaymentMethod } from '../../shared/payment-methods';

/** The statuses (what each means and does: order.transitions.ts); `returned`: refused at the door. */
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../shared/inputs/orders';

export { ORDER_STATUSES, PAYMENT_STATUSES };
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Money columns are integer paisa (totals 64-bit). `street` holds the province, `zip` the postal code (spec section 3). */
@Entity('orders')
export class OrderEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ name: 'user_id' }) userId!: number;
  @Column() name!: string;
  @Column() email!: string;
  @Column() address!: string;
  @Column() city!: string;
  @Column() street!: string;
  @Column() zip!: string;
  @Column() mobile!: string;
  @Column({ type: 'varchar', default: 'pending' }) status!: OrderStatus;
  @Column({ name: 'payment_status', type: 'varchar', default: 'unpaid' }) paymentStatus!: PaymentStatus;
  @Column({ name: 'payment_method', type: 'varchar' }) paymentMethod!: PaymentMethod;
  @Column({ name: 'payment_intent_id', type: 'varchar', nullable: true }) paymentIntentId!: string | null;
  @Column({ name: 'idempotency_key', type: 'varchar', nullable: true }) idempotencyKey!: string | null;
  @Column({ name: 'sub_total', type: 'bigint', transformer: bigintPaisa }) subTotal!: number;
  @Column({ type: 'bigint', transformer: bigintPaisa }) shipping!: number;
  @Column({ type: 'bigint', default: 0, transformer: bigintPaisa }) discount!: number;
  /** The discount code the order used (as it was then); null: none. */
  @Column({ name: 'discount_code', type: 'varchar', nullable: true }) discountCode!: string | null;
  @Column({ name: 'grand_total', type: 'bigint', transformer: bigintPaisa }) grandTotal!: number;
  /** The courier and tracking number the order was shipped with (required when shipped). */
  @Column({ name: 'courier_id', type: 'integer', nullable: true }) courierId!: number | null;
  @Column({ name: 'tracking_number', type: 'varchar', nullable: true }) trackingNumber!: string | null;
  /** When an admin confirmed a cash-on-delivery order by phone (null: not yet). */
  @Column({ name: 'cod_confirmed_at', type: 'timestamptz', nullable: true }) codConfirmedAt!: Date | null;
  /** How the customer of a cash-on-delivery order was asked to confirm it (null: not asked). */
  @Column({ name: 'cod_confirm_channel', type: 'varchar', nullable: true }) codConfirmChannel!:
    'whatsapp' | 'sms' | null;
  /** The WhatsApp message (wamid) the customer's button reply answers. */
  @Column({ name: 'cod_confirm_message_id', type: 'varchar', nullable: true }) codConfirmMessageId!:
    string | null;
  /** When the one reminder went out. */
  @Column({ name: 'cod_reminded_at', type: 'timestamptz', nullable: true }) codRemindedAt!: Date | null;
  /** When it was flagged unconfirmed (no answer the confirmation wait (settings: cod.confirmHours) after the reminder). */
  @Column({ name: 'cod_unconfirmed_at', type: 'timestamptz', nullable: true }) codUnconfirmedAt!: Date | null;
  /** Moved by every change of the row (a trigger, migration 1734100000000); an admin update from an older read is refused. */
  @Column({ type: 'integer', default: 1, insert: false, update: false }) version!: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

/** An order line keeps its own copy of names, prices and value texts: later catalogue edits never change it. */
@Entity('order_items')
export class OrderItemEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ name: 'order_id' }) orderId!: number;
  @Column({ name: 'product_id', type: 'integer', nullable: true }) productId!: number | null;
  @Column({ name: 'variant_id', type: 'integer', nullable: true }) variantId!: number | null;
  @Column({ name: 'attribute_value_ids', type: 'integer', array: true, default: () => "'{}'" })
  attributeValueIds!: number[];
  @Column() name!: string;
  @Column({ type: 'integer' }) qty!: number;
  @Column({ type: 'integer' }) price!: number;
  @Column({ name: 'size_name', type: 'varchar', nullable: true }) sizeName!: string | null;
  @Column({ name: 'color_name', type: 'varchar', nullable: true }) colorName!: string | null;
  @Column({ type: 'jsonb', default: () => "'{}'::jsonb" }) attributes!: Record<string, string>;
  @Column({ type: 'varchar', nullable: true }) image!: string | null;
}

@Entity('order_history')
export class OrderHistoryEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ name: 'order_id' }) orderId!: number;
  @Column({ name: 'actor_user_id', type: 'integer', nullable: true }) actorUserId!: number | null;
  /** 'customer', 'admin', 'card provider', 'payment provider', 'courier', 'system' */
  @Column({ type: 'text' }) actor!: string;
  @Column({ type: 'text' }) field!: string;
  @Column({ name: 'from_value', type: 'text', nullable: true }) fromValue!: string | null;
  @Column({ name: 'to_value', type: 'text' }) toValue!: string;
  /** What the entry is about: a receipt's file name, a rejection's reason, a courier and tracking number. */
  @Column({ type: 'text', nullable: true }) note!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
