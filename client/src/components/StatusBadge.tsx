import { Badge } from '@chakra-ui/react';

/*
 * Spec colours: pending warning, shipped secondary, delivered success, cancelled danger; paid
 * green, other red. The theme's `status.*` tokens are the dark shades of those colours, so the
 * small white text keeps WCAG AA contrast (4.5:1).
 */
const STATUS: Record<string, string> = {
  pending: 'status.pending',
  shipped: 'status.shipped',
  delivered: 'status.delivered',
  cancelled: 'status.cancelled',
  returned: 'status.cancelled',
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge
      variant="solid"
      bg={STATUS[status] ?? 'status.shipped'}
      color="white"
      textTransform="capitalize"
      data-testid="status-badge"
    >
      {status}
    </Badge>
  );
}

/**
 * An order's payment: paid green, anything else red (the spec's colours). A cash-on-delivery
 * order not yet paid is money the courier collects, not a debt, so while it is on its way its
 * red badge reads 'Collect on delivery'.
 */
export function PaymentBadge({
  status,
  paymentMethod,
  orderStatus,
}: {
  status: string;
  paymentMethod?: string | null;
  orderStatus?: string;
}) {
  const collect =
    status === 'unpaid' &&
    paymentMethod === 'cod' &&
    (orderStatus === 'pending' || orderStatus === 'shipped');
  return (
    <Badge
      variant="solid"
      bg={status === 'paid' ? 'status.paid' : 'status.unpaid'}
      color="white"
      textTransform={collect ? undefined : 'capitalize'}
      data-testid="payment-badge"
    >
      {collect ? 'Collect on delivery' : status.replace('_', ' ')}
    </Badge>
  );
}
