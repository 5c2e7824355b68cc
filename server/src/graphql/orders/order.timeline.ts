/** The order history as its timeline reads it: one sentence per entry, the same on the customer's and the admin's pages. */
import type { OrderHistoryEntity } from '../../modules/orders';

const STATUS_TEXT: Record<string, string> = {
  pending: 'Back to pending',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned: 'Returned: refused at the door',
};

/** A shipment note, "Courier · tracking number" (either part may be empty), as its parts. */
function shipment(note: string): { courier: string; tracking: string } {
  const [courier = '', tracking = ''] = note.split(' · ');
  return { courier, tracking };
}

export function historySummary(
  h: Pick<OrderHistoryEntity, 'actor' | 'field' | 'fromValue' | 'toValue' | 'note'>,
): string {
  switch (h.field) {
    case 'status':
      if (h.fromValue === null && h.toValue === 'pending') return 'Order placed';
      if (h.toValue === 'shipped' && h.note) {
        const { courier, tracking } = shipment(h.note);
        return `Shipped${courier ? ` with ${courier}` : ''}${tracking ? `, tracking number ${tracking}` : ''}`;
      }
      if (h.toValue === 'cancelled' && h.note) return `Cancelled: ${h.note}`;
      if (h.toValue === 'cancelled' && h.actor === 'system')
        return 'Cancelled: the payment did not arrive in time';
      if (h.toValue === 'cancelled' && h.actor === 'customer') return 'Cancelled by the customer';
      // What the courier's tracking or push said ("Leopards: Delivered").
      if (h.actor === 'courier' && h.note) return `${STATUS_TEXT[h.toValue] ?? h.toValue} (${h.note})`;
      return STATUS_TEXT[h.toValue] ?? `Status: ${h.toValue}`;
    case 'payment_status':
      if (h.toValue === 'unpaid') return 'Marked unpaid';
      if (h.toValue === 'refunded') return 'Everything paid is refunded';
      if (h.toValue === 'partially_refunded') return 'Partly refunded';
      if (h.actor === 'card provider') return 'Paid by card';
      // "paid by JazzCash, ref T…" (modules/payments); "COD paid by Leopards, ref …" (modules/couriers).
      if ((h.actor === 'payment provider' || h.actor === 'courier') && h.note)
        return h.note.charAt(0).toUpperCase() + h.note.slice(1);
      return h.note ? `Payment verified (receipt ${h.note})` : 'Marked paid';
    case 'receipt':
      return h.toValue === 'rejected'
        ? `Payment receipt${h.fromValue ? ` ${h.fromValue}` : ''} rejected: ${h.note ?? ''}`
        : `Payment receipt uploaded${h.note ? `: ${h.note}` : ''}`;
    // The refund's amount, and its reason and reference (modules/payments/refunds.ts).
    case 'refund':
      return `Refunded ${h.toValue}${h.note ? `: ${h.note}` : ''}`;
    case 'tracking': {
      const { courier, tracking } = shipment(h.toValue);
      return `Tracking changed to ${[courier, tracking && `tracking number ${tracking}`].filter(Boolean).join(', ')}`;
    }
    case 'cod_confirmed':
    case 'cod_confirmation':
      // 'confirmed by phone', 'confirmed by customer on WhatsApp', 'asked on WhatsApp', 'flagged unconfirmed', …
      return h.toValue.charAt(0).toUpperCase() + h.toValue.slice(1);
    default:
      return `${h.field.replace(/_/g, ' ')}: ${h.fromValue ? `${h.fromValue} → ` : ''}${h.toValue}`;
  }
}
