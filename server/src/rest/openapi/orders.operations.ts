/** Checkout and orders: the cart, placing, paying and following an order, as the OpenAPI document states them (operations.ts). */
import { z } from 'zod';
import { ADMIN_FILTERS, ADMIN_SORTS } from '../../modules/orders';
import {
  type Operation,
  group,
  page,
  keysOf,
  listOf,
  cart,
  orders,
  admin,
  idList,
  filePart,
  listQuery,
} from './operation';
import { orderUpdate } from '../orders.routes';
import * as S from './shapes';

const CITY =
  'A city of the province’s list (its rate), or a town not on it (the province’s rate); a city of another province is refused on city.';
const GUESSES =
  'Past 20 wrong codes in 10 minutes from one address or account, any attempt with a code answers 429 until the window ends.';

/** The back office's order list (and its export). */
export const adminOrdersQuery = listQuery(ADMIN_SORTS).extend({
  per_page: z.string().optional().meta({ description: '1 to 100.' }),
  filter: z.enum(keysOf(ADMIN_FILTERS)).optional(),
});

export const orderOperations: Operation[] = [
  ...group({ tag: orders, role: 'CUSTOMER' }, [
    {
      method: 'post',
      path: '/create-payment-intent',
      summary: 'A card payment for the cart (Stripe)',
      body: z.object({
        cart,
        amount: S.int.optional().meta({ description: 'Paisa, checked against the server’s total.' }),
        idempotency_key: z.string().optional(),
        street: z.string().optional().meta({ description: 'The province (with city: its shipping rate).' }),
        city: z.string().optional().meta({ description: CITY }),
        discount_code: z.string().optional().meta({ description: 'The discount code the order will use.' }),
      }),
      ok: z.object({ ...S.ok, client_secret: z.string(), payment_intent_id: z.string(), amount: S.int }),
      errors: [429, 503],
    },
    {
      method: 'post',
      path: '/save-order',
      summary: 'Place an order',
      description:
        'Idempotent by `Idempotency-Key` (header) or `idempotency_key`: the same key answers the first order.',
      body: z.object({
        name: z.string(),
        email: z.string(),
        street: z.string().meta({ description: 'The province; one not on the list is refused on street.' }),
        city: z.string().meta({ description: CITY }),
        address: z.string(),
        zip: z.string(),
        mobile: z.string(),
        payment_method: z.enum(['cod', 'card', 'easypaisa', 'jazzcash', 'bank']),
        payment_intent_id: z.string().optional(),
        sub_total: z.number().optional(),
        shipping: z.number().optional(),
        grand_total: z.number().optional(),
        discount: z.number().optional().meta({ description: 'Rupees; must equal the server’s discount.' }),
        discount_code: z
          .string()
          .optional()
          .meta({
            description: `A discount code (case-insensitive); 422 on discount_code when it does not apply. ${GUESSES}`,
          }),
        cart,
        idempotency_key: z.string().optional(),
      }),
      ok: S.dataOf(S.OrderDetails, { id: S.int, message: z.string() }),
      errors: [429],
    },
    {
      method: 'get',
      path: '/user/orders',
      summary: 'The customer’s orders',
      query: z.object({ search: z.string().optional(), page }),
      ok: S.dataOf(listOf(S.Order), { meta: S.Page }),
      errors: [422],
    },
    {
      method: 'get',
      path: '/user/order/details/{id}',
      summary: 'One of the customer’s orders',
      params: { id: 'The order’s id.' },
      ok: S.dataOf(S.OrderDetails),
      errors: [404],
    },
    {
      method: 'post',
      path: '/user/order/{id}/receipts',
      summary: 'Upload a payment receipt',
      description:
        'For the customer’s own unpaid Easypaisa, JazzCash or bank order (not cancelled); answers the order with its receipts. A 422 on `order` when the order takes no receipt, on `file` when the file is not a receipt or over a budget.',
      params: { id: 'The order’s id.' },
      multipart: z.object({
        file: filePart('The receipt: a JPEG, PNG, WebP or PDF file, 5 MB at most.'),
        transaction_id: z.string().optional().meta({ description: 'The payment’s transaction id.' }),
        amount_paid: z.string().optional().meta({ description: 'The amount paid, in rupees.' }),
      }),
      ok: S.dataOf(S.OrderDetails, { message: z.string() }),
      errors: [404],
    },
  ]),
  ...group({ tag: admin, role: 'ADMIN' }, [
    {
      method: 'get',
      path: '/admin/orders',
      summary: 'Orders, paged, sorted and searched',
      query: adminOrdersQuery,
      ok: S.dataOf(listOf(S.AdminOrderRow), { meta: S.Page }),
      errors: [422],
    },
    {
      method: 'get',
      path: '/admin/order/details/{id}',
      summary: 'An order, with its version',
      description:
        'Its payment status is remembered as what this session last read of the order (an update without `version` is read against it).',
      params: { id: 'The order’s id.' },
      ok: S.dataOf(S.OrderDetails),
      errors: [404],
    },
    {
      method: 'post',
      path: '/admin/update-order/{id}',
      summary: 'Change an order’s status, payment, courier or tracking number',
      description:
        'With `version` (from the details), an order changed since is refused with 409. Without it, a `payment_status` equal to the one this session (bearer token) last read of the order (details, or its own last update) is no change, and a paid order is made unpaid only after a read that showed it paid: else 409 `{errors: {payment_status}, current: {version, status, payment_status}}` (see docs/rest.md).',
      params: { id: 'The order’s id.' },
      body: orderUpdate.bodySchema({
        tracking_number: z.union([z.string(), z.null()]).optional(),
        version: S.int.optional(),
      }),
      ok: S.dataOf(S.OrderDetails, { message: z.string() }),
      errors: [404, 409],
    },
    {
      method: 'get',
      path: '/admin/packing-slips',
      summary: 'Packing slips with their invoices, as one PDF',
      description:
        'One A4 page per order, in the order given. An order’s invoice number is issued on its first print and never changes; numbers run without gaps.',
      query: z.object({
        ids: idList.meta({
          description: 'Order ids (1 to 100), repeated (`ids=1&ids=2`) or comma-separated (`ids=1,2`).',
        }),
      }),
      ok: { file: 'The PDF (`application/pdf`).', contentType: 'application/pdf' },
      errors: [404, 422],
    },
  ]),
];
