/** The customer's mail for a refund: how much went back, how, and why. */
import { formatRupees } from '../../shared/money';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../shared/payment-methods';
import { composeMail, type MailMessage } from '../mail';

export interface RefundMailFacts {
  orderId: number;
  paymentMethod: PaymentMethod;
  amount: number;
  reason: string;
  /** All the money paid has now gone back. */
  whole: boolean;
  /** Through the provider's API (the money goes back to the card or wallet paid with) or by hand. */
  via: 'provider' | 'recorded';
  reference: string | null;
}

export function refundMail(
  to: { email: string; name: string },
  r: RefundMailFacts,
  publicUrl: string,
): MailMessage {
  const method = PAYMENT_METHOD_LABELS[r.paymentMethod] ?? r.paymentMethod;
  return composeMail({
    to: to.email,
    name: to.name,
    subject: `Refund of ${formatRupees(r.amount)} for order #${r.orderId}`,
    lines: [
      r.whole
        ? `We have refunded ${formatRupees(r.amount)} for your order #${r.orderId}: everything you paid is now refunded.`
        : `We have refunded ${formatRupees(r.amount)} of your payment for order #${r.orderId}.`,
      `Reason: ${r.reason}`,
      r.via === 'provider'
        ? `The money goes back to the ${method} account you paid with; your bank or wallet may take a few working days to show it.`
        : `The money was sent back to you by hand (paid by ${method}).`,
      ...(r.reference ? [`Refund reference: ${r.reference}`] : []),
    ],
    action: { label: 'View your order', url: `${publicUrl}/user/order/details/${r.orderId}` },
  });
}
