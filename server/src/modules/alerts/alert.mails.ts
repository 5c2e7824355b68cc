/** The owner's alert mails: plain lines in the shop's mail layout, each with a link into the back office. */
import { composeMail, type MailMessage } from '../mail';
import { PAYMENT_METHOD_LABELS, type OrderEvent } from '../orders';
import { formatRupees } from '../../shared/money';
import type { LowStockCell } from '../inventory';

type Placed = Extract<OrderEvent, { type: 'order.placed' }>['order'];

const adminOrderUrl = (publicUrl: string, id: number) => `${publicUrl}/admin/order/details/${id}`;
/** A mail to the owner's alert recipients, greeting the shop. */
const ownerMail = (recipients: string[], mail: Omit<Parameters<typeof composeMail>[0], 'to' | 'name'>) =>
  composeMail({ to: recipients.join(', '), name: 'Crochet Corner', ...mail });

/** How the order is paid, as the subject says it: cash on delivery, paid (card), or awaiting a manual payment. */
export function paymentNote(order: Pick<Placed, 'paymentMethod'>, paid: boolean): string {
  if (order.paymentMethod === 'cod') return 'COD';
  return paid ? 'paid' : `awaiting ${PAYMENT_METHOD_LABELS[order.paymentMethod]} payment`;
}

export function newOrderAlert(recipients: string[], order: Placed, paid: boolean, publicUrl: string) {
  return ownerMail(recipients, {
    subject: `New order #${order.id}: ${formatRupees(order.grandTotal)} (${paymentNote(order, paid)})`,
    lines: [
      `${order.name} from ${order.city} placed order #${order.id}.`,
      ...order.items.map((i) => {
        const options = [i.sizeName, i.colorName].filter(Boolean).join(', ');
        return `${i.name}${options ? ` (${options})` : ''} × ${i.qty}`;
      }),
      `Grand Total: ${formatRupees(order.grandTotal)}`,
      `Payment: ${PAYMENT_METHOD_LABELS[order.paymentMethod]}${paid ? ' (paid)' : ''}`,
    ],
    action: { label: 'Open the order', url: adminOrderUrl(publicUrl, order.id) },
  });
}

export function receiptAlert(
  recipients: string[],
  order: { id: number; grandTotal: number; paymentMethod: Placed['paymentMethod']; name: string },
  publicUrl: string,
): MailMessage {
  return ownerMail(recipients, {
    subject: `Payment receipt for order #${order.id}`,
    lines: [
      `${order.name} uploaded a ${PAYMENT_METHOD_LABELS[order.paymentMethod]} receipt for order #${order.id} (${formatRupees(order.grandTotal)}).`,
      'Check it against your account and accept or reject it.',
    ],
    action: { label: 'Review the receipt', url: adminOrderUrl(publicUrl, order.id) },
  });
}

export function lowStockAlert(recipients: string[], cells: LowStockCell[], publicUrl: string): MailMessage {
  const named = (c: LowStockCell) => `${c.title}${c.option ? ` (${c.option})` : ''}`;
  return ownerMail(recipients, {
    subject: cells.length === 1 ? `Low stock: ${named(cells[0])}` : `Low stock: ${cells.length} items`,
    lines: cells.map((c) => `${named(c)}: ${c.left} left (you are told at ${c.threshold} or fewer).`),
    action: { label: 'Open the products', url: `${publicUrl}/admin/products` },
  });
}

export function reviewAlert(
  recipients: string[],
  review: { productTitle: string; name: string; rating: number; comment: string; status: string },
  publicUrl: string,
): MailMessage {
  return ownerMail(recipients, {
    subject: `New review of ${review.productTitle}: ${review.rating} of 5`,
    lines: [
      `${review.name} rated ${review.productTitle} ${review.rating} of 5:`,
      review.comment,
      ...(review.status === 'pending' ? ['It waits for your approval.'] : []),
    ],
    action: { label: 'Moderate reviews', url: `${publicUrl}/admin/reviews` },
  });
}

export function contactAlert(
  recipients: string[],
  message: { name: string; email: string; mobile: string; subject: string; message: string },
): MailMessage {
  return ownerMail(recipients, {
    subject: `Contact message: ${message.subject}`,
    lines: [`From ${message.name} <${message.email}>, ${message.mobile}:`, message.message],
  });
}

export interface SummaryFigures {
  /** The day summarised (YYYY-MM-DD in SHOP_TIMEZONE). */
  day: string;
  orders: number;
  /** Paisa of that day's paid orders. */
  revenue: number;
  toShip: number;
  receiptsWaiting: number;
}

export function dailySummaryMail(recipients: string[], f: SummaryFigures, publicUrl: string): MailMessage {
  return ownerMail(recipients, {
    subject: `Daily summary for ${f.day}: ${f.orders} order${f.orders === 1 ? '' : 's'}, ${formatRupees(f.revenue)} paid`,
    lines: [
      `Orders in the last 24 hours: ${f.orders}`,
      `Revenue of those paid: ${formatRupees(f.revenue)}`,
      `To ship: ${f.toShip}`,
      `Receipts waiting: ${f.receiptsWaiting}`,
    ],
    action: { label: 'Open the reports', url: `${publicUrl}/admin/reports` },
  });
}
