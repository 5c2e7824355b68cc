/**
 * The orders' domain events and every side effect hanging off them, in one place: the
 * customer's mails and the auto-cancel jobs run inside the transaction that made the change
 * (`transaction` handlers: the outbox row or the job commits with the change, or neither does,
 * so a crash loses nothing), and the admin list's remembered pages are dropped once it
 * committed (`commit` handlers: memory only; other instances hear the change feed).
 */
import type { EntityManager } from 'typeorm';
import type { Config } from '../../config';
import type { ShopPolicy } from '../../shared/inputs/shop-policy';
import { DomainEvents } from '../../platform/events/domain-events';
import type { Logger } from '../../platform/logger';
import { trackingUrl } from '../../shared/inputs/delivery';
import { CourierEntity } from './courier.entity';
import type { MailOutbox } from '../mail';
import type { OrderEntity, OrderStatus } from './order.entity';
import { MANUAL_METHODS, PREPAID_METHODS } from '../../shared/payment-methods';
import { scheduleAutoCancel, scheduleCodConfirmation } from './order.jobs';
import {
  orderConfirmedMail,
  orderStatusMail,
  paymentReceivedMail,
  receiptRejectedMail,
  type MailedStatus,
  type MailOrder,
  type Recipient,
  type Shipment,
} from './order.mails';
import { ORDER_STATUS_RULES, PAYMENT_STATUS_RULES } from './order.transitions';
import type { StockLine } from '../inventory';

export type OrderEvent =
  /** A customer placed an order (its first history entry is in). */
  | { type: 'order.placed'; to: Recipient; order: MailOrder; paid: boolean }
  /** The status moved (`historyId`: its entry); `reason` unpaid for the auto-cancel. */
  | {
      type: 'order.status-changed';
      order: Pick<OrderEntity, 'id' | 'userId' | 'city' | 'paymentMethod' | 'grandTotal'>;
      /** The order's payment status after the change (a shipped cash-on-delivery order still unpaid: the mail says what to pay). */
      paymentStatus: OrderEntity['paymentStatus'];
      from: OrderStatus;
      to: OrderStatus;
      historyId: number;
      shipment: { courierId: number | null; trackingNumber: string | null };
      reason?: 'unpaid';
    }
  /** The order was marked paid (by an admin, a receipt, or the card provider). */
  | { type: 'order.paid'; order: Pick<OrderEntity, 'id' | 'userId' | 'grandTotal'>; historyId: number }
  /** Anything else recorded in the order's history (tracking changed, confirmed by phone, marked unpaid). */
  | { type: 'order.noted'; orderId: number }
  /**
   * An order took stock (placed, or leaving cancelled): `lines` drew on their cells, whose rows
   * this transaction now holds locked, so a handler reads each cell's stock after this order.
   * `lowStock`: whether one of them fell to its product's low-stock threshold.
   */
  | { type: 'order.stock-taken'; orderId: number; lines: StockLine[]; lowStock: boolean }
  /** A customer uploaded a payment receipt. */
  | { type: 'receipt.uploaded'; orderId: number; receiptId: number }
  /** An admin rejected a receipt, with a reason. */
  | {
      type: 'receipt.rejected';
      order: Pick<OrderEntity, 'id' | 'userId' | 'paymentStatus' | 'paymentMethod'>;
      historyId: number;
      fileName: string;
      reason: string;
    };

export type OrderEvents = DomainEvents<OrderEvent>;

export function orderEvents(logger: Logger): OrderEvents {
  return new DomainEvents<OrderEvent>((err, event) =>
    logger.error({ err, event: event.type }, 'orders: an after-commit handler failed'),
  );
}

/** Order mails go to the account that placed the order (the checkout e-mail is only the delivery contact). */
async function recipient(em: EntityManager, userId: number): Promise<Recipient> {
  const [user] = await em.query('SELECT email, name FROM users WHERE id = $1', [userId]);
  return user;
}

/** What an order has of its courier, tracking number and tracking link, or null when it has neither. */
async function shipmentOf(
  em: EntityManager,
  o: { courierId: number | null; trackingNumber: string | null },
): Promise<Shipment | null> {
  const courier =
    o.courierId == null ? null : await em.getRepository(CourierEntity).findOneBy({ id: o.courierId });
  if (!courier && !o.trackingNumber) return null;
  return {
    courier: courier?.name ?? null,
    trackingNumber: o.trackingNumber,
    trackingUrl:
      courier && o.trackingNumber ? trackingUrl(courier.trackingUrlTemplate, o.trackingNumber) : null,
  };
}

/**
 * Hangs the orders' side effects on `events`: mails through the outbox and the auto-cancel
 * jobs in the transaction.
 */
export function subscribeOrderEffects(
  events: OrderEvents,
  deps: {
    config: Pick<Config, 'publicUrl'>;
    /** The owner's shop policy: how long unpaid orders and waiting receipts are kept. */
    policy: () => Promise<ShopPolicy>;
    outbox: MailOutbox;
  },
): void {
  const { config, policy, outbox } = deps;
  const key = (orderId: number, historyId: number) => `order:${orderId}:history:${historyId}`;

  events.on('transaction', ['order.placed'], async ({ to, order, paid }, em) => {
    await outbox.enqueue(
      em,
      `order:${order.id}:confirmed`,
      orderConfirmedMail(to, order, config.publicUrl, paid),
    );
    if (!paid && PREPAID_METHODS.includes(order.paymentMethod))
      await scheduleAutoCancel(em, order.id, (await policy()).orders.unpaidOrderHours);
    // The customer is asked to confirm (WhatsApp, else SMS) once the order is committed.
    if (order.paymentMethod === 'cod') await scheduleCodConfirmation(em, order.id);
  });

  events.on('transaction', ['order.status-changed'], async (e, em) => {
    if (!ORDER_STATUS_RULES[e.to].mailed) return;
    // The shipped mail names the courier and links its tracking page, when the order has them.
    const shipped = await shipmentOf(em, e.shipment);
    const mail = orderStatusMail(
      await recipient(em, e.order.userId),
      { ...e.order, paymentStatus: e.paymentStatus },
      e.to as MailedStatus,
      config.publicUrl,
      e.reason,
      (await policy()).orders.unpaidOrderHours,
      shipped ?? undefined,
    );
    await outbox.enqueue(em, key(e.order.id, e.historyId), mail);
  });

  events.on('transaction', ['order.paid'], async (e, em) => {
    if (!PAYMENT_STATUS_RULES.paid.mailed) return;
    const mail = paymentReceivedMail(await recipient(em, e.order.userId), e.order, config.publicUrl);
    await outbox.enqueue(em, key(e.order.id, e.historyId), mail);
  });

  // The shop now owes a look: the auto-cancel waits for it, receiptReviewHours at most (and
  // counts again from a rejection); an upload never shortens the order's unpaidOrderHours.
  events.on('transaction', ['receipt.uploaded'], async (e, em) => {
    const { unpaidOrderHours, receiptReviewHours } = (await policy()).orders;
    await scheduleAutoCancel(em, e.orderId, Math.max(unpaidOrderHours, receiptReviewHours));
  });

  events.on('transaction', ['receipt.rejected'], async (e, em) => {
    const { unpaidOrderHours } = (await policy()).orders;
    const mail = receiptRejectedMail(
      await recipient(em, e.order.userId),
      e.order,
      { fileName: e.fileName, reason: e.reason },
      config.publicUrl,
      unpaidOrderHours,
    );
    await outbox.enqueue(em, key(e.order.id, e.historyId), mail);
    if (e.order.paymentStatus === 'unpaid' && MANUAL_METHODS.includes(e.order.paymentMethod))
      await scheduleAutoCancel(em, e.order.id, unpaidOrderHours);
  });

  // This instance forgets the admin list at once, without waiting for its own notification.
}
