/**
 * The couriers' COD payment reports (Leopards' payment details, PostEx's payment status, Trax's
 * shipment payments): a delivered order whose parcel carried cash to collect is marked paid once
 * its courier reports that cash paid to the shop (transition `codRemitted`, history "COD paid by
 * Leopards, ref …"). Run with the tracking pull; each order moves at most once, whoever asks.
 */
import type { DataSource } from 'typeorm';
import type { Logger } from '../../platform/logger';
import { COURIER_LABELS, type BookingCourier } from '../../shared/inputs/courier-booking';
import { byService, type Orders } from '../orders';
import { askCouriers, bookedParcels } from './booked-parcels';
import type { CourierBookingEntity } from './booking.entity';
import type { CodPayment } from './provider';
import type { CourierProviders } from './registry';

/** The history note of a payment the courier reported. */
export function codPaidNote(provider: BookingCourier, reference?: string): string {
  return `COD paid by ${COURIER_LABELS[provider]}${reference ? `, ref ${reference.slice(0, 100)}` : ''}`;
}

export class CodPaymentReport {
  constructor(
    private readonly ds: DataSource,
    private readonly orders: Orders,
    private readonly providers: CourierProviders,
    private readonly logger: Logger,
  ) {}

  /** Asks each courier about its delivered parcels still unpaid, or whose report was never read; answers how many orders were marked paid. */
  async pull(): Promise<number> {
    // Also asked: parcels of orders marked paid by hand whose courier's report was never read
    // (the reconciliation compares what the courier paid with what the shop recorded).
    const waiting = await bookedParcels(
      this.ds,
      `b.cod_amount > 0 AND o.status = 'delivered' AND (o.payment_status = 'unpaid' OR b.cod_reported_at IS NULL)`,
    );
    const reports = await askCouriers(
      this.providers,
      this.logger,
      waiting,
      (api, numbers) => api.payments(numbers),
      'COD payment report failed',
    );
    let paid = 0;
    for (const [booking, payment] of reports) {
      if (!payment.paid) continue;
      await this.remember(booking, payment);
      if (await this.markPaid(booking, payment)) paid++;
    }
    return paid;
  }

  /** What the courier said of the paid parcel, kept once (the first report read). */
  private async remember(booking: CourierBookingEntity, payment: CodPayment): Promise<void> {
    await this.ds.query(
      `UPDATE courier_bookings SET cod_payment_ref = $2, cod_paid_amount = $3, cod_paid_fee = $4,
         cod_paid_on = coalesce($5::date, current_date), cod_reported_at = now()
       WHERE id = $1 AND cod_reported_at IS NULL`,
      [
        booking.id,
        payment.reference?.slice(0, 100) ?? null,
        payment.amount ?? null,
        payment.fee ?? null,
        payment.settledOn ?? null,
      ],
    );
  }

  private markPaid(booking: CourierBookingEntity, payment: CodPayment): Promise<boolean> {
    return this.orders.lifecycle.transaction(async (em, emit) => {
      const order = await this.orders.lifecycle.lockOrder(em, booking.orderId);
      // Marked paid meanwhile (by hand, or by another worker's pull), or no longer delivered.
      if (!order || order.status !== 'delivered' || order.paymentStatus !== 'unpaid') return false;
      await this.orders.lifecycle.apply(em, order, 'codRemitted', byService('courier'), emit, {
        paymentNote: codPaidNote(booking.provider, payment.reference),
      });
      return true;
    });
  }
}
