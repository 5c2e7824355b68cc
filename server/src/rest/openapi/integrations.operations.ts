/**
 * The adapter's paths for paying an order online (JazzCash, easypaisa, Safepay) and for courier bookings
 * with their airway bills, as the OpenAPI document states them (operations.ts).
 */
import { z } from 'zod';
import { BOOKING_COURIERS } from '../../shared/inputs/courier-booking';
import { booking } from '../integrations.routes';
import { group, admin, orders, type Operation } from './operation';
import * as S from './shapes';

const orderParam = { id: 'The order’s id.' };

const Booking = z
  .object({
    courier: z.enum(BOOKING_COURIERS),
    courier_label: z.string(),
    status: z.enum(['booked', 'cancelled']),
    tracking_number: z.string().nullable(),
    cod_amount: z.number().meta({ description: 'Rupees the courier collects (0: paid already).' }),
    weight_grams: S.int,
    pieces: S.int,
    courier_status: z.string().nullable(),
  })
  .meta({ id: 'CourierBooking' });

export const INTEGRATION_OPERATIONS: Operation[] = [
  {
    method: 'post',
    path: '/user/order/{id}/pay-online',
    tag: orders,
    summary: 'Pay an order online (JazzCash, easypaisa or Safepay hosted checkout)',
    description:
      'A new payment attempt for one of the customer’s unpaid pending JazzCash or easypaisa orders, when the shop has that wallet set up, or card (`stripe`) orders when the shop takes cards through Safepay: open `redirect_url` in a browser, or send `fields` to `action` (POST as a form; with `method` get, as the query of a GET). Safepay returns the customer to the order’s page. 422 when the order cannot be paid online.',
    role: 'CUSTOMER',
    params: orderParam,
    ok: S.dataOf(
      z.object({
        redirect_url: z.string(),
        action: z.string(),
        fields: z.record(z.string(), z.string()),
        method: z.enum(['post', 'get']).optional(),
      }),
    ),
    errors: [404, 422],
  },
  ...group({ tag: admin, role: 'ADMIN' }, [
    {
      method: 'post',
      path: '/admin/order/{id}/book-courier',
      summary: 'Book a pending order’s parcel with a courier’s API',
      description:
        'The cash to collect is the amount due (0 once paid). The order is shipped with the tracking number; a courier’s refusal is a 422 in its words, a second booking a 409.',
      params: orderParam,
      body: booking.bodySchema(),
      ok: S.dataOf(Booking, { message: z.string() }),
      errors: [404, 409, 502],
    },
    {
      method: 'post',
      path: '/admin/orders/book-courier',
      summary: 'Book a selection of pending orders with one courier',
      description:
        'Each order is booked as `/admin/order/{id}/book-courier` books it, the same parcel each, one after another; an order that cannot be booked says why in its `error` and the others go on.',
      body: booking.bodySchema({
        orders: z.array(S.int).min(1).max(50).meta({ description: 'The orders’ ids (at most 50).' }),
      }),
      ok: S.dataOf(
        z.array(
          z.object({
            order_id: S.int,
            tracking_number: z.string().nullable(),
            error: z.string().nullable(),
          }),
        ),
        { message: z.string() },
      ),
    },
    {
      method: 'post',
      path: '/admin/order/{id}/cancel-booking',
      summary: 'Cancel the order’s courier booking (before pickup)',
      params: orderParam,
      ok: S.dataOf(Booking.nullable(), { message: z.string() }),
      errors: [404, 422, 502],
    },
    {
      method: 'get',
      path: '/admin/labels',
      summary: 'Airway bills of booked orders, as one PDF',
      description:
        'The answer is `application/pdf`: the couriers’ airway bills of these orders, in their order.',
      query: z.object({
        orders: z.string().meta({ description: 'Order ids, comma-separated (at most 50).' }),
      }),
      ok: { file: 'The airway bills, one PDF.', contentType: 'application/pdf' },
      errors: [422, 502],
    },
  ]),
];
