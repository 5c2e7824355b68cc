/**
 * The owner hears about the shop: each alert hangs off a committed domain event of the module
 * that owns the change (orders, receipts, reviews, the contact form) and is written to the mail
 * outbox inside that event's transaction, so the alert commits with the change or not at all.
 * Each reads the owner's switches (the settings catalogue's `alerts`) in that transaction.
 */
import type { EntityManager } from 'typeorm';
import type { Config } from '../../config';
import type { ContactEvents } from '../contact';
import type { MailMessage, MailOutbox } from '../mail';
import type { OrderEvents } from '../orders';
import type { ReviewEvents } from '../reviews';
import type { SettingsService } from '../settings';
import { contactAlert, lowStockAlert, newOrderAlert, receiptAlert, reviewAlert } from './alert.mails';
import { alertSettings, type AlertKind } from './alert.settings';
import { lowStockCrossed } from '../inventory';

export interface AlertSources {
  orders: OrderEvents;
  reviews: ReviewEvents;
  contact: ContactEvents;
}

export interface AlertDeps {
  config: Pick<Config, 'publicUrl'>;
  outbox: MailOutbox;
  settings: SettingsService;
}

/** This transaction's id: a key part unique to one crossing (one order can take stock more than once). */
async function transactionId(em: EntityManager): Promise<string> {
  const [{ id }] = await em.query('SELECT txid_current()::text AS id');
  return id;
}

export function subscribeOwnerAlerts(sources: AlertSources, deps: AlertDeps): void {
  const { outbox, settings } = deps;
  const { publicUrl } = deps.config;

  /** Enqueues the alert `kind` built by `mail` (for the owner's addresses), unless it is switched off. */
  const alert = async (
    em: EntityManager,
    kind: AlertKind,
    key: string,
    mail: (recipients: string[]) => MailMessage | Promise<MailMessage | null> | null,
  ) => {
    const s = await alertSettings(settings, em);
    if (!s.on[kind] || s.recipients.length === 0) return;
    const msg = await mail(s.recipients);
    if (msg) await outbox.enqueue(em, `alert:${key}`, msg);
  };

  // Paid or not as the order was placed: the event says so, as it does for the customer's mail.
  sources.orders.on('transaction', ['order.placed'], async ({ order, paid }, em) => {
    await alert(em, 'newOrder', `order:${order.id}:placed`, (to) =>
      newOrderAlert(to, order, paid, publicUrl),
    );
  });

  sources.orders.on('transaction', ['receipt.uploaded'], async (e, em) => {
    await alert(em, 'receiptUploaded', `receipt:${e.receiptId}`, async (to) => {
      const [o] = await em.query('SELECT id, grand_total, payment_method, name FROM orders WHERE id = $1', [
        e.orderId,
      ]);
      return receiptAlert(
        to,
        { id: o.id, grandTotal: Number(o.grand_total), paymentMethod: o.payment_method, name: o.name },
        publicUrl,
      );
    });
  });

  // The order holds its stock rows locked until it commits: which cells fell is read only when one did.
  sources.orders.on('transaction', ['order.stock-taken'], async (e, em) => {
    if (!e.lowStock) return;
    const crossed = await lowStockCrossed(em, e.lines);
    if (!crossed.length) return;
    const s = await alertSettings(settings, em);
    if (!s.on.lowStock || s.recipients.length === 0) return;
    const key = `alert:low-stock:order:${e.orderId}:tx:${await transactionId(em)}`;
    await outbox.enqueue(em, key, lowStockAlert(s.recipients, crossed, publicUrl));
  });

  sources.reviews.on('transaction', ['review.posted'], async ({ review }, em) => {
    await alert(em, 'review', `review:${review.id}`, (to) => reviewAlert(to, review, publicUrl));
  });

  sources.contact.on('transaction', ['contact.received'], async ({ message }, em) => {
    await alert(em, 'contact', `contact:${message.id}`, (to) => contactAlert(to, message));
  });
}
