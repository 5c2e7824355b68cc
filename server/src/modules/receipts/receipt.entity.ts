import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { bigintPaisa } from '../../db/bigint-paisa';

export const RECEIPT_STATUSES = ['waiting', 'accepted', 'rejected'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

/** A payment receipt a customer uploaded for a manual-payment order; the file is private (DATA_DIR/receipts). */
@Entity('order_receipts')
export class ReceiptEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ name: 'order_id' }) orderId!: number;
  @Column({ name: 'uploaded_by', type: 'integer', nullable: true }) uploadedBy!: number | null;
  /** The server-chosen file name in the receipts folder. */
  @Column() file!: string;
  /** The customer's file name, for display only. */
  @Column({ name: 'original_name' }) originalName!: string;
  @Column({ name: 'content_type' }) contentType!: string;
  @Column({ type: 'integer' }) size!: number;
  @Column({ name: 'transaction_id', type: 'varchar', nullable: true }) transactionId!: string | null;
  /** Paisa, as the customer typed it (optional). */
  @Column({ name: 'amount_paid', type: 'bigint', nullable: true, transformer: bigintPaisa })
  amountPaid!: number | null;
  @Column({ type: 'varchar', default: 'waiting' }) status!: ReceiptStatus;
  @Column({ name: 'reviewed_by', type: 'integer', nullable: true }) reviewedBy!: number | null;
  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true }) reviewedAt!: Date | null;
  @Column({ name: 'reject_reason', type: 'varchar', nullable: true }) rejectReason!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
