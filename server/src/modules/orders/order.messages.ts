/** What the orders say to people, written once (the REST adapter and GraphQL answer with these). */
export const ORDER_PLACED = 'Order placed successfully';
export const ORDER_UPDATED = 'Order updated successfully.';
export const ORDER_NOT_FOUND = 'Order not found.';
export const ORDER_CHANGED =
  'This order was changed since you opened it. Review the changes, then apply yours again.';
export const PAID_SINCE_READ =
  'This order is paid now, and you have not opened it since: open it again to mark it unpaid. Nothing was saved.';
export { COURIER_INVALID as CHOOSE_COURIER, TRACKING_INVALID } from '../../shared/inputs/orders';
export const PAYMENT_MISSING = 'The card payment is missing.';
export const PAYMENT_USED = 'This card payment was already used for another order.';
export const ORDER_CONFIRMED_BY_PHONE = 'Order confirmed by phone.';
export const COD_ONLY = 'Only cash-on-delivery orders are confirmed by phone.';
export const COD_ALREADY_CONFIRMED = 'This order was already confirmed by phone.';
export const COD_NOT_PENDING = 'Only pending orders are confirmed by phone.';
export const ALREADY_PAID = 'This order is already paid.';
export const CUSTOMER_ANSWER_TOO_LATE =
  'This order can no longer be changed here: it is not pending any more. Please contact the shop.';
/** The COD confirmation as the admin list and order page show it. */
export const COD_CONFIRMATION_LABELS = {
  confirmed: 'Confirmed',
  unconfirmed: 'Unconfirmed',
  reminded: 'Reminded, no answer yet',
  asked: 'Awaiting answer',
  'not asked': 'Not asked yet',
} as const;
/** The note of an order cancelled because nobody confirmed it (the auto-cancel setting). */
export const UNCONFIRMED_NOTE = 'not confirmed by the customer';
export const NOT_REFUNDABLE = 'Only a paid order can be refunded.';
export const REFUND_STATUS_BY_REFUND =
  'Refunded and partially refunded come from a refund: use Refund on the order page.';
