/**
 * Order statuses and payment statuses, and every way an order moves between them: one table
 * (DESIGN decision 21). Each path that changes an order (the admin's update, REST's
 * update-order, a receipt verified or rejected, the card webhook, "confirmed by phone", the
 * auto-cancel, placing it) names its row here and goes through `order.lifecycle.ts`, which
 * checks the row and does what it says; the mails and jobs hang off the events it emits
 * (`order.events.ts`).
 */
import { ValidationError } from '../../shared/errors';
import type { OrderStatus, PaymentStatus } from './order.entity';
import { SETTABLE_PAYMENT_STATUSES } from '../../shared/inputs/orders';
import {
  ALREADY_PAID,
  COD_NOT_PENDING,
  CUSTOMER_ANSWER_TOO_LATE,
  NOT_REFUNDABLE,
  REFUND_STATUS_BY_REFUND,
} from './order.messages';

/** Who changes an order, as its history records them. */
export type ActorKind = 'customer' | 'admin' | 'system' | 'card provider' | 'payment provider' | 'courier';

/** Who made a change, as the order's history records it. */
export interface Actor {
  userId: number | null;
  actor: ActorKind;
}

/** A change by the signed-in admin `userId`. */
export const byAdmin = (userId: number): Actor => ({ userId, actor: 'admin' });

/** A change by the order's customer (null: a guest's order). */
export const byCustomer = (userId: number | null): Actor => ({ userId, actor: 'customer' });

/** A change no signed-in person made: the shop's own jobs, a courier, a payment provider. */
export const byService = (actor: Exclude<ActorKind, 'admin' | 'customer'>): Actor => ({
  userId: null,
  actor,
});

/**
 * What an order in each status is. `holdsStock`: its units are taken from stock (placing an
 * order takes them; entering a status that does not hold them gives them back, leaving it for
 * one that does takes them again or fails, naming the product). `mailed`: entering it mails
 * the customer. `label`: as people read it (pages, mails, the admin's select).
 */
export const ORDER_STATUS_RULES = {
  pending: { holdsStock: true, mailed: false, label: 'Pending' },
  shipped: { holdsStock: true, mailed: true, label: 'Shipped' },
  delivered: { holdsStock: true, mailed: true, label: 'Delivered' },
  cancelled: { holdsStock: false, mailed: true, label: 'Cancelled' },
  /** Refused at the door: the parcel came back, and its goods with it. */
  returned: { holdsStock: false, mailed: true, label: 'Returned' },
} as const satisfies Record<OrderStatus, { holdsStock: boolean; mailed: boolean; label: string }>;

/**
 * Entering `paid` mails the customer (payment received); `unpaid` mails nobody. The refund
 * statuses come only from refunds (modules/payments/refunds.ts), which mail the customer each
 * refund themselves: an admin's update may keep them, never set them.
 */
export const PAYMENT_STATUS_RULES = {
  paid: { mailed: true, label: 'Paid' },
  unpaid: { mailed: false, label: 'Unpaid' },
  partially_refunded: { mailed: false, label: 'Partially refunded' },
  refunded: { mailed: false, label: 'Refunded' },
} as const satisfies Record<PaymentStatus, { mailed: boolean; label: string }>;

/** Any status, or the order's own (`same`: the path leaves the status alone). */
type StatusSet = readonly OrderStatus[] | 'any';

/** One path by which an order changes: who takes it, from which statuses to which, and what it does. */
export interface Transition {
  by: ActorKind;
  /** Statuses the order may be in (none: placing it). */
  from: StatusSet | 'none';
  /** The status it ends in: one, any the caller names, or the one it had. */
  to: OrderStatus | 'any' | 'same';
  /** Payment statuses it moves between (absent: left alone). */
  payment?: { from: readonly PaymentStatus[] | 'any'; to: PaymentStatus | 'any' };
  /** The message and code when the payment status is not one `payment.from` names (default: already paid). */
  paymentRefusal?: { message: string; code: string };
  /**
   * What it does besides the row and a history entry per changed field: stock by the status
   * rules above; the mail of each status or payment entered that is mailed; and these.
   */
  also: readonly string[];
  /** The message (per status, or one for all) when the order is in a status this path does not start from. */
  refusal?: Partial<Record<OrderStatus, string>> | string;
  /** The error code of that refusal (default: the order's status in capitals). */
  refusalCode?: string;
}

export const ORDER_TRANSITIONS = {
  /** The customer's checkout: priced by the server, stock taken, confirmation mailed. */
  place: {
    by: 'customer',
    from: 'none',
    to: 'pending',
    also: [
      'the confirmation mail',
      'the auto-cancel job of an easypaisa, JazzCash or bank order',
      'the confirmation job of a cash-on-delivery order (WhatsApp, else SMS)',
    ],
  },
  /** The admin's update (GraphQL updateOrder, REST update-order): any status to any other, as the spec says. */
  adminUpdate: {
    by: 'admin',
    from: 'any',
    to: 'any',
    payment: { from: 'any', to: 'any' },
    also: ['courier and tracking number when given (optional on every status)'],
  },
  /** "Mark paid": a waiting receipt accepted. */
  receiptVerified: {
    by: 'admin',
    from: ['pending', 'shipped', 'delivered'],
    to: 'same',
    payment: { from: ['unpaid'], to: 'paid' },
    also: ['the receipt marked accepted'],
    refusal: {
      cancelled: 'This order was cancelled: set it back to pending first.',
      returned: 'This order was returned: set it back to pending first.',
    },
  },
  /** A receipt turned down with a reason: the customer is mailed and has unpaidOrderHours again. */
  receiptRejected: {
    by: 'admin',
    from: 'any',
    to: 'same',
    also: ['the rejection mail', 'the auto-cancel moved unpaidOrderHours on (unpaid manual orders)'],
  },
  /** The customer's receipt upload: the auto-cancel waits for the shop's look. */
  receiptUploaded: {
    by: 'customer',
    from: ['pending', 'shipped', 'delivered'],
    to: 'same',
    also: ['the auto-cancel moved to receiptReviewHours (never sooner than unpaidOrderHours)'],
    refusal: { cancelled: 'This order has been cancelled.', returned: 'This order has been returned.' },
  },
  /** payment_intent.succeeded from the card provider, for the order's intent and amount. */
  cardPaid: {
    by: 'card provider',
    from: 'any',
    to: 'same',
    payment: { from: ['unpaid'], to: 'paid' },
    also: [],
  },
  /**
   * A wallet's hosted checkout (JazzCash, easypaisa): its signed answer verified and its status
   * inquiry agreeing on the transaction, the order and the amount (modules/payments).
   */
  walletPaid: {
    by: 'payment provider',
    from: 'any',
    to: 'same',
    payment: { from: ['unpaid'], to: 'paid' },
    also: ['the payment attempt marked paid'],
  },
  /** Booked through a courier's API from the order page (modules/couriers). */
  courierBooked: {
    by: 'admin',
    from: ['pending'],
    to: 'shipped',
    also: ['courier and tracking number from the booking'],
    refusal: 'Only a pending order can be booked with a courier.',
    refusalCode: 'NOT_PENDING',
  },
  /** That booking cancelled with the courier before pickup: pending again, courier and tracking number cleared. */
  bookingCancelled: {
    by: 'admin',
    from: ['shipped'],
    to: 'pending',
    also: ['courier and tracking number cleared'],
    refusal: 'Only a shipped order can have its booking cancelled.',
    refusalCode: 'NOT_SHIPPED',
  },
  /** The courier's tracking (the status pull) says the parcel was delivered. */
  courierDelivered: { by: 'courier', from: ['shipped'], to: 'delivered', also: [] },
  /** The courier's COD payment report: the cash it collected for a delivered parcel was paid to the shop. */
  codRemitted: {
    by: 'courier',
    from: ['delivered'],
    to: 'same',
    payment: { from: ['unpaid'], to: 'paid' },
    also: [],
  },
  /** The courier's tracking says the parcel came back to the shop. */
  courierReturned: { by: 'courier', from: ['shipped', 'delivered'], to: 'returned', also: [] },
  /** An admin called the customer of a pending cash-on-delivery order. */
  codConfirmed: {
    by: 'admin',
    from: ['pending'],
    to: 'same',
    also: ['cod_confirmed_at set'],
    refusal: COD_NOT_PENDING,
    refusalCode: 'NOT_PENDING',
  },
  /** The customer tapped Confirm on WhatsApp or on the SMS link's page. */
  customerConfirmedCod: {
    by: 'customer',
    from: ['pending'],
    to: 'same',
    also: ['cod_confirmed_at set', "history 'confirmed by customer on WhatsApp' (or 'on the SMS link')"],
    refusal: CUSTOMER_ANSWER_TOO_LATE,
    refusalCode: 'NOT_PENDING',
  },
  /** The customer tapped Cancel on WhatsApp or on the SMS link's page: stock returned, the cancelled mail. */
  customerCancelledCod: {
    by: 'customer',
    from: ['pending'],
    to: 'cancelled',
    also: ['a WhatsApp message saying so (when asked on WhatsApp)'],
    refusal: CUSTOMER_ANSWER_TOO_LATE,
    refusalCode: 'NOT_PENDING',
  },
  /** The worker, when the owner turned auto-cancel on: no answer the confirmation wait (settings: cod.confirmHours) after the reminder. */
  codUnconfirmedCancel: {
    by: 'system',
    from: ['pending'],
    to: 'cancelled',
    also: ['cod_unconfirmed_at set (flagged Unconfirmed in the admin list either way)'],
  },
  /** Part of the money paid given back (modules/payments/refunds.ts): through the provider's API, or by hand and recorded. */
  refundedPart: {
    by: 'admin',
    from: 'any',
    to: 'same',
    payment: { from: ['paid', 'partially_refunded'], to: 'partially_refunded' },
    paymentRefusal: { message: NOT_REFUNDABLE, code: 'NOT_PAID' },
    also: ['the refund recorded', 'the refund mail', "history 'refund'"],
  },
  /** The last of the money paid given back: nothing more is refundable. */
  refundedAll: {
    by: 'admin',
    from: 'any',
    to: 'same',
    payment: { from: ['paid', 'partially_refunded'], to: 'refunded' },
    paymentRefusal: { message: NOT_REFUNDABLE, code: 'NOT_PAID' },
    also: ['the refund recorded', 'the refund mail', "history 'refund'"],
  },
  /** The worker: a pending manual-payment order still unpaid after unpaidOrderHours. */
  autoCancel: {
    by: 'system',
    from: ['pending'],
    to: 'cancelled',
    payment: { from: ['unpaid'], to: 'unpaid' },
    also: ['the cancelled mail says the payment did not arrive in time'],
  },
} as const satisfies Record<string, Transition>;

export type TransitionName = keyof typeof ORDER_TRANSITIONS;

/** The refund's path: all the money paid back (`refunded`) or part of it (`partially_refunded`). */
export const refundTransition = (paid: number, refundedAfter: number): TransitionName =>
  refundedAfter >= paid ? 'refundedAll' : 'refundedPart';

/** What moving from `from` to `to` does to stock: take it again, give it back, or nothing. */
export function stockMove(from: OrderStatus, to: OrderStatus): 'take' | 'return' | null {
  const held = ORDER_STATUS_RULES[from].holdsStock;
  const holds = ORDER_STATUS_RULES[to].holdsStock;
  return held === holds ? null : holds ? 'take' : 'return';
}

/** The message when leaving `from` for `to` needs stock that is no longer there. */
export const stockGoneMessage = (from: OrderStatus, title: string) =>
  `This order cannot leave "${from}": "${title}" no longer has enough stock.`;

/**
 * The status and payment status `name` leads to from the order's, when it may start there:
 * `wanted` is what the caller asked for (an admin's update); a path that may not start from
 * the order's status is refused with its message (field `field`).
 */
export function transitionTo(
  name: TransitionName,
  current: { status: OrderStatus; paymentStatus: PaymentStatus },
  wanted: { status?: OrderStatus; paymentStatus?: PaymentStatus } = {},
  field = 'order',
): { status: OrderStatus; paymentStatus: PaymentStatus } {
  const t: Transition = ORDER_TRANSITIONS[name];
  if (t.from === 'none') throw new Error(`${name} starts no existing order`);
  let paymentStatus = current.paymentStatus;
  if (t.payment) {
    if (t.payment.from !== 'any' && !t.payment.from.includes(current.paymentStatus))
      throw ValidationError.single(
        field,
        t.paymentRefusal?.message ?? ALREADY_PAID,
        t.paymentRefusal?.code ?? 'ALREADY_PAID',
      );
    paymentStatus = t.payment.to === 'any' ? (wanted.paymentStatus ?? current.paymentStatus) : t.payment.to;
    if (t.payment.to === 'any') {
      // A path open to any payment status (the admin's update) never enters a refund status, and
      // keeps the one an order has: that is its refunds' record (modules/payments/refunds.ts).
      if (paymentStatus !== current.paymentStatus && !SETTABLE_PAYMENT_STATUSES.includes(paymentStatus))
        throw ValidationError.single('payment_status', REFUND_STATUS_BY_REFUND, 'REFUND_ONLY');
      if (!SETTABLE_PAYMENT_STATUSES.includes(current.paymentStatus)) paymentStatus = current.paymentStatus;
    }
  }
  if (t.from !== 'any' && !t.from.includes(current.status)) {
    const message =
      (typeof t.refusal === 'string' ? t.refusal : t.refusal?.[current.status]) ??
      `This cannot be done to a ${ORDER_STATUS_RULES[current.status].label.toLowerCase()} order.`;
    throw ValidationError.single(field, message, t.refusalCode ?? current.status.toUpperCase());
  }
  const status = t.to === 'same' ? current.status : t.to === 'any' ? (wanted.status ?? current.status) : t.to;
  return { status, paymentStatus };
}

/** SQL condition: the order row `alias` is in a status that holds its stock (an order still under way or done). */
export const HOLDING_STOCK_SQL = (alias: string) =>
  `${alias}.status IN (${(Object.keys(ORDER_STATUS_RULES) as OrderStatus[])
    .filter((s) => ORDER_STATUS_RULES[s].holdsStock)
    .map((s) => `'${s}'`)
    .join(', ')})`;
