/**
 * Parcels booked with a courier's API from the admin order page. Booking claims the order's one
 * live booking first (a row `booking`; a second admin at the same moment is refused), calls the
 * courier outside any transaction, then in one transaction ships the order through the
 * transitions table (`courierBooked`: courier and tracking number saved, the shipped mail) and
 * records the booking. A courier's refusal is a 422 in its own words, and the claim is let go.
 * The tracking pull (a job) moves shipped orders to delivered or returned by what the courier
 * says (airway bills: labels.ts).
 */
import { In, type DataSource } from 'typeorm';
import type { Logger } from '../../platform/logger';
import { IntegrationError } from '../../platform/http/outbound';
import { AppError, ConflictError, ValidationError } from '../../shared/errors';
import {
  COURIER_LABELS,
  courierBookingInput,
  type BookingCourier,
} from '../../shared/inputs/courier-booking';
import { parseInput } from '../../shared/parse';
import { storedPhone } from '../../shared/phone';
import { ProcessedEvents } from '../webhooks';
import { byAdmin, byService, transitionTo, type OrderDetails, type Orders } from '../orders';
import { askCouriers, bookedParcels } from './booked-parcels';
import { CourierBookingEntity } from './booking.entity';
import type { CourierService } from '../orders';
import type { Parcel, ShipmentState } from './provider';
import { readLeopardsPush } from './providers/leopards';
import type { CourierProviders } from './registry';

export const BOOKED = 'Booked: the order is shipped.';
export const BOOKING_CANCELLED = 'Booking cancelled: the order is pending again.';
export const ALREADY_BOOKED = 'This order is already booked with a courier (or being booked right now).';
export const NO_BOOKING = 'This order has no courier booking.';
/** At most this many airway bills in one PDF (and orders booked at once). */
export const MAX_LABELS = 50;

/** The orders of a selection, each once: at least one, at most MAX_LABELS `things` at a time. */
export function selection(orderIds: number[], things: 'orders' | 'labels'): number[] {
  const ids = [...new Set(orderIds)];
  if (!ids.length) throw ValidationError.single('orders', 'Choose at least one order.', 'REQUIRED');
  if (ids.length > MAX_LABELS)
    throw ValidationError.single('orders', `At most ${MAX_LABELS} ${things} at a time.`, 'TOO_MANY');
  return ids;
}

/** What booking a selection did, as the back office says it. */
export function selectionBooked(outcomes: SelectionOutcome[]): string {
  const booked = outcomes.filter((o) => o.trackingNumber).length;
  return `Booked ${booked} of ${outcomes.length} order${outcomes.length === 1 ? '' : 's'}.`;
}

/** One order of a selection booked at once: its tracking number, or why it was not booked. */
export interface SelectionOutcome {
  orderId: number;
  trackingNumber: string | null;
  error: string | null;
}

/** A courier's refusal (it answered) as a 422 in its words; no answer at all stays a 502. */
export function refusal(err: unknown): unknown {
  if (err instanceof IntegrationError && err.upstream.status !== undefined)
    return ValidationError.single('courier', err.message, 'COURIER_REFUSED');
  return err;
}

export class CourierBookingService {
  constructor(
    private readonly ds: DataSource,
    private readonly orders: Orders,
    private readonly couriers: CourierService,
    readonly providers: CourierProviders,
    private readonly logger: Logger,
  ) {}

  private repo() {
    return this.ds.getRepository(CourierBookingEntity);
  }

  /** What the order page offers: the couriers set up, and the cash to collect. */
  async options(order: Pick<OrderDetails, 'paymentStatus' | 'grandTotal'>) {
    return { couriers: await this.providers.configured(), codAmount: this.amountDue(order) };
  }

  /** The amount due at the door: nothing once paid (refunded in part or in full too), else the order's total. */
  amountDue(order: Pick<OrderDetails, 'paymentStatus' | 'grandTotal'>): number {
    return order.paymentStatus === 'unpaid' ? order.grandTotal : 0;
  }

  /** The order's live booking (booked), or its latest one, or null. */
  async bookingOf(orderId: number): Promise<CourierBookingEntity | null> {
    return this.repo().findOne({
      where: { orderId, status: In(['booked', 'cancelled']) },
      order: { status: 'ASC', id: 'DESC' },
    });
  }

  async book(adminId: number, orderId: number, raw: unknown): Promise<OrderDetails> {
    const input = parseInput(courierBookingInput, raw);
    const order = await this.orders.queries.details(orderId);
    transitionTo('courierBooked', order);
    const api = await this.providers.of(input.courier);
    const claim = await this.claim(orderId, input.courier, {
      codAmount: this.amountDue(order),
      weightGrams: input.weightGrams,
      pieces: input.pieces,
      bookedBy: adminId,
    });
    let booking;
    try {
      booking = await api.book(this.parcel(order, claim));
    } catch (err) {
      await this.repo().delete({ id: claim.id, status: 'booking' });
      throw refusal(err);
    }
    try {
      await this.ship(adminId, claim, input.courier, booking);
    } catch (err) {
      // The order moved meanwhile (cancelled by someone else): the parcel is not sent.
      await api
        .cancel?.(booking.trackingNumber)
        .catch((e: unknown) =>
          this.logger.error({ err: e, orderId }, 'a booking the order could not take was not cancelled'),
        );
      await this.repo().delete({ id: claim.id, status: 'booking' });
      throw err;
    }
    return this.orders.queries.details(orderId);
  }

  /**
   * Books each order of a selection with one courier and the same parcel, one after another (each
   * as `book` does); an order that cannot be booked says why and the others go on.
   */
  async bookSelection(adminId: number, orderIds: number[], raw: unknown): Promise<SelectionOutcome[]> {
    const ids = selection(orderIds, 'orders');
    parseInput(courierBookingInput, raw);
    const outcomes: SelectionOutcome[] = [];
    for (const orderId of ids) {
      try {
        const order = await this.book(adminId, orderId, raw);
        outcomes.push({ orderId, trackingNumber: order.trackingNumber, error: null });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        const first = err instanceof ValidationError ? err.fieldErrors[0]?.message : undefined;
        outcomes.push({ orderId, trackingNumber: null, error: first ?? err.message });
      }
    }
    return outcomes;
  }

  private async claim(
    orderId: number,
    provider: BookingCourier,
    values: Pick<CourierBookingEntity, 'codAmount' | 'weightGrams' | 'pieces' | 'bookedBy'>,
  ): Promise<CourierBookingEntity> {
    const inserted = await this.repo()
      .createQueryBuilder()
      .insert()
      .values({ orderId, provider, status: 'booking', ...values })
      .orIgnore()
      .returning('*')
      .execute();
    if (!(inserted.raw as unknown[]).length)
      throw new ConflictError(ALREADY_BOOKED, [
        { field: 'courier', message: ALREADY_BOOKED, code: 'ALREADY_BOOKED' },
      ]);
    return this.repo().findOneByOrFail({ id: (inserted.raw as Array<{ id: number }>)[0].id });
  }

  private parcel(order: OrderDetails, claim: CourierBookingEntity): Parcel {
    return {
      orderNumber: String(order.id),
      codAmountPaisa: claim.codAmount,
      weightGrams: claim.weightGrams,
      pieces: claim.pieces,
      description:
        order.items
          .map((i) => `${i.qty} x ${i.name}`)
          .join(', ')
          .slice(0, 250) || `Order ${order.id}`,
      consignee: {
        name: order.name,
        phone: storedPhone(order.mobile),
        email: order.email,
        address: [order.address, order.street].filter(Boolean).join(', '),
        city: order.city,
      },
    };
  }

  /** The order shipped with the booking's courier and tracking number, and the booking recorded. */
  private async ship(
    adminId: number,
    claim: CourierBookingEntity,
    provider: BookingCourier,
    booking: { trackingNumber: string; labelUrl?: string },
  ): Promise<void> {
    const courierId = await this.courierId(provider);
    await this.orders.lifecycle.transaction(async (em, emit) => {
      const order = await this.orders.lifecycle.lockExistingOrder(em, claim.orderId);
      await this.orders.lifecycle.apply(em, order, 'courierBooked', byAdmin(adminId), emit, {
        shipment: { courierId, trackingNumber: booking.trackingNumber },
        field: 'courier',
      });
      await em.getRepository(CourierBookingEntity).update(claim.id, {
        status: 'booked',
        trackingNumber: booking.trackingNumber,
        labelUrl: booking.labelUrl ?? null,
      });
    });
  }

  /** The shop's courier for `provider` (by name), added to its list on the first booking. */
  private async courierId(provider: BookingCourier): Promise<number> {
    const name = COURIER_LABELS[provider];
    const find = async () => {
      const [row] = await this.ds.query(
        'SELECT id FROM couriers WHERE lower(name) = lower($1) ORDER BY id LIMIT 1',
        [name],
      );
      return row?.id as number | undefined;
    };
    const found = await find();
    if (found) return found;
    try {
      return (
        await this.couriers.create({
          name,
          trackingUrlTemplate: this.providers.provider(provider).trackingPage!,
          active: true,
        })
      ).id;
    } catch (err) {
      // Another booking added it at the same moment.
      const again = await find();
      if (again) return again;
      throw err;
    }
  }

  /** Cancels the order's booking with the courier (before pickup); the order is pending again. */
  async cancel(adminId: number, orderId: number): Promise<OrderDetails> {
    const booking = await this.repo().findOneBy({ orderId, status: 'booked' });
    if (!booking) throw ValidationError.single('courier', NO_BOOKING, 'NOT_BOOKED');
    const api = await this.providers.of(booking.provider);
    if (!api.cancel)
      throw ValidationError.single(
        'courier',
        `${COURIER_LABELS[booking.provider]} bookings cannot be cancelled here.`,
      );
    try {
      await api.cancel(booking.trackingNumber!);
    } catch (err) {
      throw refusal(err);
    }
    await this.orders.lifecycle.transaction(async (em, emit) => {
      const order = await this.orders.lifecycle.lockExistingOrder(em, orderId);
      await em
        .getRepository(CourierBookingEntity)
        .update(booking.id, { status: 'cancelled', courierState: 'cancelled' });
      if (order.status === 'shipped')
        await this.orders.lifecycle.apply(em, order, 'bookingCancelled', byAdmin(adminId), emit, {
          clearShipment: true,
        });
    });
    return this.orders.queries.details(orderId);
  }

  /**
   * The job: every booked parcel of a shipped order, tracked with its courier; delivered or
   * returned moves the order (history: the courier's words). Answers how many orders moved.
   */
  async pullStatuses(): Promise<number> {
    const live = await bookedParcels(this.ds, `o.status = 'shipped'`);
    const trackings = await askCouriers(
      this.providers,
      this.logger,
      live,
      (api, numbers) => api.track(numbers),
      'tracking pull failed',
    );
    let moved = 0;
    for (const [booking, t] of trackings) if (await this.apply(booking, t.status, t.state)) moved++;
    return moved;
  }

  /**
   * Leopards' push (its key and body checked by the client: LeopardsPushError, 401 or 400):
   * each update applied once per (tracking number, status, time); a parcel the shop did not
   * book, or whose order is no longer shipped (cancelled meanwhile), is recorded and moves nothing.
   */
  async leopardsPush(headers: Record<string, string | string[] | undefined>, body: unknown): Promise<number> {
    const updates = await readLeopardsPush(this.providers.settings, headers, body);
    let moved = 0;
    for (const u of updates) {
      const booking = await this.repo().findOneBy({
        provider: 'leopards',
        trackingNumber: u.trackingNumber,
        status: 'booked',
      });
      if (!booking) continue;
      if (await this.apply(booking, u.status, u.state, `${u.trackingNumber}:${u.status}:${u.at ?? ''}`))
        moved++;
    }
    return moved;
  }

  /** One courier status for a booking: recorded; delivered or returned moves its shipped order. */
  private async apply(
    booking: CourierBookingEntity,
    status: string,
    state: ShipmentState,
    pushId?: string,
  ): Promise<boolean> {
    return this.orders.lifecycle.transaction(async (em, emit) => {
      if (pushId && !(await ProcessedEvents.claim(em, 'leopards-push', pushId.slice(0, 200)))) return false;
      await em
        .getRepository(CourierBookingEntity)
        .update(booking.id, { courierStatus: status.slice(0, 200), courierState: state });
      const name =
        state === 'delivered' ? 'courierDelivered' : state === 'returned' ? 'courierReturned' : null;
      if (!name) return false;
      const order = await this.orders.lifecycle.lockOrder(em, booking.orderId);
      if (!order || order.status !== 'shipped') return false;
      await this.orders.lifecycle.apply(em, order, name, byService('courier'), emit, {
        statusNote: `${COURIER_LABELS[booking.provider]}: ${status}`,
      });
      return true;
    });
  }
}
