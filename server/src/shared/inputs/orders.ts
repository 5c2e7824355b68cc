/** The back office's order form: status, payment status, and the courier and tracking number of a parcel. */
import { z } from 'zod';
import { oneOf, optionalField, optionalId } from './fields';

export const ORDER_STATUSES = ['pending', 'shipped', 'delivered', 'cancelled', 'returned'] as const;
/** `partially_refunded` and `refunded` come only from refunds (order.transitions.ts); an admin sets `paid` or `unpaid`. */
export const PAYMENT_STATUSES = ['paid', 'unpaid', 'partially_refunded', 'refunded'] as const;
/** The payment statuses an admin's update may set; the others it may only keep. */
export const SETTABLE_PAYMENT_STATUSES: readonly string[] = ['paid', 'unpaid'];
/** The statuses of an order on its way or arrived: the ones a courier and a tracking number go with. */
export const PARCEL_STATUSES: readonly string[] = ['shipped', 'delivered'];

export const TRACKING_NUMBER_RE = /^[A-Za-z0-9][A-Za-z0-9 ./-]{2,59}$/;
export const TRACKING_INVALID =
  'The tracking number may hold letters, digits, spaces, dots, slashes and dashes (3 to 60).';
export const COURIER_INVALID = 'Please choose a courier from the list.';

/**
 * An admin's change of an order: both statuses required; a courier (an id, or none) and a
 * tracking number (trimmed; blank is none) optional, each kept only for a shipped or delivered
 * order (the order service's rule).
 */
export const orderUpdateInput = z.object({
  status: oneOf('The status field is required', 'status', ORDER_STATUSES),
  paymentStatus: oneOf('The payment status field is required', 'payment status', PAYMENT_STATUSES),
  courierId: optionalId(COURIER_INVALID),
  trackingNumber: optionalField<string | null>((v) => {
    if (v === null || (typeof v === 'string' && v.trim() === '')) return { value: null };
    return typeof v === 'string' && TRACKING_NUMBER_RE.test(v.trim())
      ? { value: v.trim() }
      : { message: TRACKING_INVALID };
  }),
});
export type OrderUpdateInput = z.output<typeof orderUpdateInput>;
