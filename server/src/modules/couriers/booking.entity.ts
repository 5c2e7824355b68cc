import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { bigintPaisa } from '../../platform/db/bigint-paisa';
import type { BookingCourier } from '../../shared/inputs/courier-booking';

/**
 * A parcel booked for an order through a courier's API. `booking` while the courier is being
 * called (it holds the order's one live booking, so a second admin's booking is refused), then
 * `booked` with the tracking number, or `cancelled`.
 */
@Entity('courier_bookings')
export class CourierBookingEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ name: 'order_id' }) orderId!: number;
  @Column({ type: 'varchar' }) provider!: BookingCourier;
  @Column({ type: 'varchar', default: 'booking' }) status!: 'booking' | 'booked' | 'cancelled';
  @Column({ name: 'tracking_number', type: 'varchar', nullable: true }) trackingNumber!: string | null;
  /** Cash the courier collects at the door, in paisa (0: paid already). */
  @Column({ name: 'cod_amount', type: 'bigint', transformer: bigintPaisa }) codAmount!: number;
  @Column({ name: 'weight_grams', type: 'integer' }) weightGrams!: number;
  @Column({ type: 'integer' }) pieces!: number;
  /** Where the courier serves the airway bill, when it said (Leopards' slip link). */
  @Column({ name: 'label_url', type: 'text', nullable: true }) labelUrl!: string | null;
  /** The courier's latest status in its own words, and what it means to the shop. */
  @Column({ name: 'courier_status', type: 'text', nullable: true }) courierStatus!: string | null;
  @Column({ name: 'courier_state', type: 'varchar', nullable: true }) courierState!: string | null;
  @Column({ name: 'booked_by', type: 'integer', nullable: true }) bookedBy!: number | null;
  /** What the courier's COD payment report said once it reported the cash paid (reconciliation reads these). */
  @Column({ name: 'cod_payment_ref', type: 'varchar', nullable: true }) codPaymentRef!: string | null;
  @Column({ name: 'cod_paid_amount', type: 'bigint', nullable: true, transformer: bigintPaisa })
  codPaidAmount!: number | null;
  @Column({ name: 'cod_paid_fee', type: 'bigint', nullable: true, transformer: bigintPaisa })
  codPaidFee!: number | null;
  @Column({ name: 'cod_paid_on', type: 'date', nullable: true }) codPaidOn!: string | null;
  @Column({ name: 'cod_reported_at', type: 'timestamptz', nullable: true }) codReportedAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
