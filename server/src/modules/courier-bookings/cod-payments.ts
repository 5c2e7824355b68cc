/**
 * The couriers' COD payment reports (Leopards' payment details, PostEx's payment status, Trax's
 * shipment payments): a delivered order whose parcel carried cash to collect is marked paid once
 * its courier reports that cash paid to the shop (transition `codRemitted`, history "COD paid by
 * Leopards, ref …"). Run with the tracking pull; each order moves at most once, whoever asks.
 */
import type { DataSource } from 'typeorm';
import type { Logger } from '../../platform/logger';
import type { BookingCourier } from '../../shared/inputs/courier-booking';
import type { CodPayment } from '../couriers-api';
import { byService, type Orders } from '../orders';
import { askCouriers, bookedParcels } from './booked-parcels';
import type { CourierBookingEntity } from './courier-booking.entity';
import { COURIER_LABELS, type CourierGateways } from './courier-gateways';

/** The history note of a payment the courier reported. */
export function codPaidNote(provider: BookingCourier, reference?: string): string {
  return `COD paid by ${COURIER_LABELS[provider]}${reference ? `, ref ${reference.slice(0, 100)}` : ''}`;
}

export class CodPaymentReport {
  constructor(
    private readonly ds: DataSource,
    private readonly orders: Orders,
    private readonly gateways: CourierGateways,
    private readonly logger: Logger,
  ) {}

  /** Asks each courier about its delivered, still unpaid parcels; answers how many orders were marked paid. */
  async pull(): Promise<number> {
    const waiting = await bookedParcels(
      this.ds,
      `b.cod_amount > 0 AND o.status = 'delivered' AND o.payment_status = 'unpaid'`,
    );
    const reports = await askCouriers(
      this.gateways,
      this.logger,
      waiting,
      (gateway, numbers) => gateway.payments(numbers),
      'COD payment report failed',
    );
    let paid = 0;
    for (const [booking, payment] of reports)
      if (payment.paid && (await this.markPaid(booking, payment))) paid++;
    return paid;
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
