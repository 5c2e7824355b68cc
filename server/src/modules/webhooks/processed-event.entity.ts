import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A delivery from an outside service the shop has acted on, by the service's own id for it
 * (a WhatsApp message id, a JazzCash transaction's IPN, a courier push): recorded in the
 * transaction that acts on it, so a retried or replayed delivery finds it and does nothing.
 */
@Entity('processed_events')
export class ProcessedEventEntity {
  /** Which service and kind of delivery: whatsapp, jazzcash-ipn, easypaisa-ipn, leopards-push, … */
  @PrimaryColumn({ type: 'varchar', length: 30 }) source!: string;
  @PrimaryColumn({ name: 'event_id', type: 'varchar', length: 200 }) eventId!: string;
  @Column({ name: 'processed_at', type: 'timestamptz', default: () => 'now()' }) processedAt!: Date;
}
