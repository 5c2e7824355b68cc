import express, { type Response, Router } from 'express';
import { BOOKED, BOOKING_CANCELLED, selectionBooked } from '../modules/couriers';
import { ORDER_NOT_FOUND } from '../modules/orders';
import { COURIER_LABELS, courierBookingInput } from '../shared/inputs/courier-booking';
import { ValidationError } from '../shared/errors';
import { parseId } from '../shared/inputs/fields';
import { toRupees } from '../shared/money';
import type { Services } from '../services';
import { RestDialect } from './dialect';
import { bodyObject, route, pathId } from './http';

/** A parcel to book: the shared courier booking input, its weight under the body's name. */
export const booking = new RestDialect(courierBookingInput, { weight_grams: 'weightGrams' });

/**
 * Paying an order online and courier bookings with their airway bills (each in the OpenAPI
 * operations, integrations.operations.ts).
 */
export function integrationRoutes(services: Services): Router {
  const r = express.Router();
  const { courierBookings: bookings } = services;

  r.post(
    '/user/order/:id/pay-online',
    route(services, async ({ req }) => {
      const started = await services.onlinePayments.start(req.user!.id, pathId(req, ORDER_NOT_FOUND));
      return {
        status: 200,
        data: { redirect_url: services.config.publicUrl + started.redirectUrl, ...started.form },
      };
    }),
  );

  const bookingOf = async (id: number) => {
    const b = await bookings.bookingOf(id);
    return b
      ? {
          courier: b.provider,
          courier_label: COURIER_LABELS[b.provider],
          status: b.status,
          tracking_number: b.trackingNumber,
          cod_amount: toRupees(b.codAmount),
          weight_grams: b.weightGrams,
          pieces: b.pieces,
          courier_status: b.courierStatus,
        }
      : null;
  };

  r.post(
    '/admin/order/:id/book-courier',
    route(services, async ({ req }) => {
      const id = pathId(req, ORDER_NOT_FOUND);
      await booking.translate(bodyObject(req), (parcel) => bookings.book(req.user!.id, id, parcel));
      return { status: 200, message: BOOKED, data: await bookingOf(id) };
    }),
  );

  r.post(
    '/admin/orders/book-courier',
    route(services, async ({ req }) => {
      const b = bodyObject(req);
      const ids = Array.isArray(b.orders) ? b.orders.map((x) => parseId(String(x))) : [];
      if (!ids.length || ids.some((x) => x === null))
        throw ValidationError.single('orders', 'Name the orders by their numbers, as a list.');
      const outcomes = await booking.translate(b, (parcel) =>
        bookings.bookSelection(req.user!.id, ids as number[], parcel),
      );
      return {
        status: 200,
        message: selectionBooked(outcomes),
        data: outcomes.map((o) => ({
          order_id: o.orderId,
          tracking_number: o.trackingNumber,
          error: o.error,
        })),
      };
    }),
  );

  r.post(
    '/admin/order/:id/cancel-booking',
    route(services, async ({ req }) => {
      const id = pathId(req, ORDER_NOT_FOUND);
      await bookings.cancel(req.user!.id, id);
      return { status: 200, message: BOOKING_CANCELLED, data: await bookingOf(id) };
    }),
  );

  // The airway bills of one order or a selection, as one PDF.
  r.get(
    '/admin/labels',
    route(services, async ({ req, res }) => {
      await sendLabels(services, labelOrders(req.query.orders), res);
      return undefined;
    }),
  );

  return r;
}

/** `orders=1,2` of the labels' path: the order ids, or 422. */
export function labelOrders(raw: unknown): number[] {
  const text = typeof raw === 'string' ? raw : '';
  const ids = text.split(',').map((s) => parseId(s.trim()));
  if (!text || ids.some((id) => id === null))
    throw ValidationError.single('orders', 'Name the orders by their numbers, comma-separated.');
  return ids as number[];
}

/** Sends the airway bills of `ids` as one PDF. */
export async function sendLabels(services: Services, ids: number[], res: Response): Promise<void> {
  const pdf = await services.courierLabels.pdf(ids);
  res
    .status(200)
    .set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="labels-${ids.join('-').slice(0, 80)}.pdf"`,
      'Cache-Control': 'no-store',
    })
    .send(pdf);
}
