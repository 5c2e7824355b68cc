/** The order mails: what each says, built from the same lines for the text and the HTML part. */
import { formatRupees } from '../../shared/money';
import { composeMail, type MailMessage } from '../mail';
import type { OrderStatus } from './order.entity';
import { paymentInstructionsFor, type PaymentMethod } from '../../shared/payment-methods';

/** How a shipped order travels, as far as the shop knows: its courier, tracking number and the courier's tracking page. */
export interface Shipment {
  courier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
}

/** Who gets order mails: the account that placed the order (its own e-mail and name). */
export interface Recipient {
  email: string;
  name: string;
}

/** The order as its mails describe it. */
export interface MailOrder {
  id: number;
  /** Delivery contact typed at checkout. */
  name: string;
  address: string;
  city: string;
  /** The province. */
  street: string;
  zip: string;
  mobile: string;
  paymentMethod: PaymentMethod;
  subTotal: number;
  /** Paisa off (0: none) and the code that gave it. */
  discount: number;
  discountCode: string | null;
  shipping: number;
  grandTotal: number;
  items: Array<{
    name: string;
    qty: number;
    price: number;
    sizeName: string | null;
    colorName: string | null;
  }>;
}

const orderUrl = (publicUrl: string, id: number) => `${publicUrl}/user/order/details/${id}`;

export function orderConfirmedMail(
  to: Recipient,
  order: MailOrder,
  publicUrl: string,
  paid = false,
): MailMessage {
  const options = (i: MailOrder['items'][number]) =>
    i.sizeName || i.colorName ? ` (${[i.sizeName, i.colorName].filter(Boolean).join(', ')})` : '';
  return composeMail({
    to: to.email,
    name: to.name,
    subject: `Order #${order.id} confirmed`,
    lines: [
      `Thank you for your order #${order.id}. We will start crocheting and packing it soon.`,
      ...order.items.map((i) => `${i.name}${options(i)} × ${i.qty} — ${formatRupees(i.price * i.qty)}`),
      `Sub Total: ${formatRupees(order.subTotal)}`,
      ...(order.discount > 0
        ? [
            `Discount${order.discountCode ? ` (${order.discountCode})` : ''}: -${formatRupees(order.discount)}`,
          ]
        : []),
      `Shipping: ${formatRupees(order.shipping)}`,
      `Grand Total: ${formatRupees(order.grandTotal)}`,
      `Payment: ${paymentInstructionsFor(order.paymentMethod, paid ? 'paid' : 'unpaid')}`,
      `Delivery to: ${order.name}, ${order.address}, ${order.city}, ${order.street} ${order.zip}, ${order.mobile}`,
    ],
    action: { label: 'View your order', url: orderUrl(publicUrl, order.id) },
  });
}

/** The statuses a customer hears about (`mailed` in order.transitions.ts; pending is the confirmation itself). */
export type MailedStatus = Extract<OrderStatus, 'shipped' | 'delivered' | 'cancelled' | 'returned'>;

export function orderStatusMail(
  to: Recipient,
  order: Pick<MailOrder, 'id' | 'city' | 'paymentMethod' | 'grandTotal'> & { paymentStatus: string },
  status: MailedStatus,
  publicUrl: string,
  reason?: 'unpaid',
  hours?: number,
  shipment?: Shipment,
): MailMessage {
  const text: Record<MailedStatus, { subject: string; lines: string[] }> = {
    shipped: {
      subject: `Order #${order.id} has been shipped`,
      lines: [
        `Good news: your order #${order.id} is on its way to ${order.city}.`,
        ...(shipment?.courier ? [`Courier: ${shipment.courier}`] : []),
        ...(shipment?.trackingNumber ? [`Tracking number: ${shipment.trackingNumber}`] : []),
        ...(shipment?.trackingUrl ? [`Track your parcel: ${shipment.trackingUrl}`] : []),
        ...(order.paymentMethod === 'cod' && order.paymentStatus === 'unpaid'
          ? [`Cash on delivery: please keep ${formatRupees(order.grandTotal)} ready to pay the courier.`]
          : []),
      ],
    },
    delivered: {
      subject: `Order #${order.id} has been delivered`,
      lines: [`Your order #${order.id} has been delivered. We hope you love it!`],
    },
    cancelled: {
      subject: `Order #${order.id} has been cancelled`,
      lines:
        reason === 'unpaid'
          ? [
              `Your order #${order.id} has been cancelled because we did not receive its payment within ${hours} hours.`,
              'You are welcome to place it again whenever you like.',
            ]
          : [`Your order #${order.id} has been cancelled. If you did not expect this, please contact us.`],
    },
    returned: {
      subject: `Order #${order.id} has come back to us`,
      lines: [
        `Your order #${order.id} was not accepted at delivery and has been returned to us.`,
        'If this is a mistake, please contact us: we are happy to send it again.',
      ],
    },
  };
  return composeMail({
    to: to.email,
    name: to.name,
    ...text[status],
    action: { label: 'View your order', url: orderUrl(publicUrl, order.id) },
  });
}

export function paymentReceivedMail(
  to: Recipient,
  order: Pick<MailOrder, 'id' | 'grandTotal'>,
  publicUrl: string,
): MailMessage {
  return composeMail({
    to: to.email,
    name: to.name,
    subject: `Payment received for order #${order.id}`,
    lines: [
      `We have received your payment of ${formatRupees(order.grandTotal)} for order #${order.id}. Thank you!`,
    ],
    action: { label: 'View your order', url: orderUrl(publicUrl, order.id) },
  });
}

/** A payment receipt the shop could not match to the payment: the reason, and how to send another. */
export function receiptRejectedMail(
  to: Recipient,
  order: Pick<MailOrder, 'id'>,
  receipt: { fileName: string; reason: string },
  publicUrl: string,
  hours: number,
): MailMessage {
  return composeMail({
    to: to.email,
    name: to.name,
    subject: `Payment receipt for order #${order.id} not accepted`,
    lines: [
      `We could not verify the payment receipt you uploaded for order #${order.id} (${receipt.fileName}).`,
      `Reason: ${receipt.reason}`,
      `Please upload a new receipt on your order page within ${hours} hours, or send it to us over chat, so that we can keep your order.`,
    ],
    action: { label: 'Upload a new receipt', url: orderUrl(publicUrl, order.id) },
  });
}
