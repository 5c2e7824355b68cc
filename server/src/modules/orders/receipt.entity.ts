import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { bigintPaisa } from '../../platform/db/bigint-paisa';

export const RECEIPT_STATUSES = ['waiting', 'accepted', 'rejected'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];
/** A receipt upload's kind by its magic bytes. */
export type DetectedType = 'pdf' | 'jpeg' | 'png' | 'webp';

/** A payment receipt a customer uploaded for a manual-payment order; the file is private (DATA_DIR/receipts). */
@Entity('order_receipts')
export class ReceiptEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ name: 'order_id' }) orderId!: number;
  /** Its place in the order (1, 2, ...): the download is named `receipt-<order>-<number>.<ext>`. */
  @Column({ type: 'integer' }) number!: number;
  @Column({ name: 'uploaded_by', type: 'integer', nullable: true }) uploadedBy!: number | null;
  /** The server-chosen file name in the receipts folder. */
  @Column() file!: string;
  /** What the magic bytes said the upload was (null when unknown: receipts stored without it). */
  @Column({ name: 'detected_type', type: 'varchar', nullable: true }) detectedType!: DetectedType | null;
  /** The customer's file name, a label for display only (never a file or download name). */
  @Column({ name: 'original_name' }) originalName!: string;
  @Column({ name: 'content_type' }) contentType!: string;
  @Column({ type: 'integer' }) size!: number;
  @Column({ name: 'transaction_id', type: 'varchar', nullable: true }) transactionId!: string | null;
  /** The transaction id as compared across orders (computed by the database: letters and digits, upper case). */
  @Column({ name: 'transaction_key', type: 'varchar', nullable: true, insert: false, update: false })
  transactionKey!: string | null;
  /** Paisa, as the customer typed it (optional). */
  @Column({ name: 'amount_paid', type: 'bigint', nullable: true, transformer: bigintPaisa })
  amountPaid!: number | null;
  @Column({ type: 'varchar', default: 'waiting' }) status!: ReceiptStatus;
  @Column({ name: 'reviewed_by', type: 'integer', nullable: true }) reviewedBy!: number | null;
  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true }) reviewedAt!: Date | null;
  @Column({ name: 'reject_reason', type: 'varchar', nullable: true }) rejectReason!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
