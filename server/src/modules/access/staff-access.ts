/**
 * What a STAFF account may use in the back office: this file is the whole list.
 *
 * Default deny: every GraphQL field guarded `@Auth('ADMIN')` and every REST path guarded
 * `requireRole('ADMIN')` is the OWNER's alone unless it is named here, so an operation added
 * later is owner-only until someone opens it to staff on purpose. Staff run the shop floor:
 * orders, payment receipts, packing slips, shipping orders (courier and tracking); never prices,
 * the catalogue, discounts, settings, staff, deletes or reports. schema.graphql shows the result
 * (`@auth(requires: STAFF)` on the fields below) and tests/api/staff-access.test.ts walks every
 * guarded field and route against it.
 */
import type { AdminRole } from '../accounts';

/** GraphQL fields (`Type.field`) staff may use. */
export const STAFF_GRAPHQL_FIELDS: ReadonlySet<string> = new Set([
  // Who is signed in, and their own password.
  'Query.adminMe',
  'Mutation.adminChangePassword',
  // Orders: the list, an order, its status, payment, courier and tracking.
  'Query.adminOrders',
  'Query.adminOrder',
  'Mutation.updateOrder',
  'Order.codConfirmation',
  'Order.returnRecord',
  'Order.reviewableReceiptIds',
  'Order.transactionIdNote',
  // Couriers to choose from when shipping an order (their settings stay the owner's), and
  // parcels booked through a courier's API.
  'Query.adminCouriers',
  'Query.courierChoices',
  'Order.courierBooking',
  'Order.courierBookingOptions',
  'Mutation.bookCourier',
  'Mutation.bookCourierSelection',
  'Mutation.cancelCourierBooking',
  // Packing slips of the orders to ship (a short-lived signed link to the PDF).
  'Mutation.packingSlipLink',
  'Mutation.courierLabelsLink',
  // Cash on delivery confirmed by phone; payment receipts accepted or refused.
  'Mutation.confirmCodOrder',
  'Mutation.verifyPaymentReceipt',
  'Mutation.rejectPaymentReceipt',
  'Receipt.transactionIdAlsoOn',
  // An order's refunds, to read (making one is the owner's).
  'Order.refunds',
]);

/** REST paths (`METHOD /path` under /api, `:name` for a path parameter) staff may use. */
export const STAFF_REST_ROUTES: readonly string[] = [
  'POST /admin/logout',
  'GET /admin/orders',
  'GET /admin/order/details/:id',
  'POST /admin/update-order/:id',
  'GET /admin/packing-slips',
  'POST /admin/order/:id/book-courier',
  'POST /admin/orders/book-courier',
  'POST /admin/order/:id/cancel-booking',
  'GET /admin/labels',
];

const restPatterns = STAFF_REST_ROUTES.map((r) => {
  const [method, path] = r.split(' ');
  return { method, segments: path.split('/') };
});

function matches(pattern: string[], path: string[]): boolean {
  return (
    pattern.length === path.length &&
    pattern.every((p, i) => (p.startsWith(':') ? path[i] !== '' : p === path[i]))
  );
}

/** Whether a back-office caller of `role` may use the GraphQL field `type.field`. */
export function mayUseField(role: AdminRole | null, type: string, field: string): boolean {
  return role === 'OWNER' || (role === 'STAFF' && STAFF_GRAPHQL_FIELDS.has(`${type}.${field}`));
}

/** Whether a back-office caller of `role` may use the REST path `path` (under /api) with `method`. */
export function mayUseRoute(role: AdminRole | null, method: string, path: string): boolean {
  if (role === 'OWNER') return true;
  if (role !== 'STAFF') return false;
  const verb = method === 'HEAD' ? 'GET' : method;
  const segments = path.replace(/\/+$/, '').split('/');
  return restPatterns.some((p) => p.method === verb && matches(p.segments, segments));
}
