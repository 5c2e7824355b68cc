import { Badge } from '@chakra-ui/react';

/** Spec colours: pending warning, shipped secondary, delivered success, cancelled danger; paid green, other red. */
const STATUS: Record<string, string> = {
  pending: 'orange',
  shipped: 'gray',
  delivered: 'green',
  cancelled: 'red',
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge
      colorPalette={STATUS[status] ?? 'gray'}
      variant="solid"
      textTransform="capitalize"
      data-testid="status-badge"
    >
      {status}
    </Badge>
  );
}

export function PaymentBadge({ status }: { status: string }) {
  return (
    <Badge
      colorPalette={status === 'paid' ? 'green' : 'red'}
      variant="solid"
      textTransform="capitalize"
      data-testid="payment-badge"
    >
      {status}
    </Badge>
  );
}
