import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { bigintPaisa } from '../../platform/db/bigint-paisa';

/** The hosted checkouts, as their attempts and the customer name them (Safepay takes cards when the owner picks it). */
export const PROVIDER_LABELS = { jazzcash: 'JazzCash', easypaisa: 'easypaisa', safepay: 'Safepay' } as const;
export type OnlineProvider = keyof typeof PROVIDER_LABELS;
export type AttemptStatus = 'pending' | 'paid' | 'failed';

/**
 * One trip of a customer to a wallet's hosted checkout for an order: the reference sent (the
 * provider's transaction or order reference, unique), the amount asked in paisa, and what the
 * verified answers and the status inquiry said of it.
 */
@Entity('payment_attempts')
export class PaymentAttemptEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ name: 'order_id' }) orderId!: number;
  @Column({ type: 'varchar' }) provider!: OnlineProvider;
  @Column({ type: 'bigint', transformer: bigintPaisa }) amount!: number;
  @Column({ type: 'varchar' }) reference!: string;
  @Column({ type: 'varchar', default: 'pending' }) status!: AttemptStatus;
  /** Why it failed or is still pending, in the provider's words. */
  @Column({ type: 'text', nullable: true }) message!: string | null;
  /** The provider's last verified answer (return, IPN or inquiry), as received. */
  @Column({ name: 'raw_response', type: 'jsonb', nullable: true }) rawResponse!: unknown;
  /** How many status inquiries the job has made for it. */
  @Column({ type: 'integer', default: 0 }) inquiries!: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
