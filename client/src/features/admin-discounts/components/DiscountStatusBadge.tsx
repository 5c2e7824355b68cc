import { Badge } from '@chakra-ui/react';
import type { DiscountCodeStatus } from '../../../gql/graphql';

/** What each standing the server reports reads as, and its colour: green only when checkout takes the code. */
const LOOK: Record<DiscountCodeStatus, { label: string; palette: string }> = {
  ACTIVE: { label: 'Active', palette: 'green' },
  SCHEDULED: { label: 'Scheduled', palette: 'blue' },
  EXPIRED: { label: 'Expired', palette: 'red' },
  USED_UP: { label: 'Used up', palette: 'orange' },
  INACTIVE: { label: 'Inactive', palette: 'gray' },
};

/** A discount code's standing in the back office's list. */
export function DiscountStatusBadge({ status }: { status: DiscountCodeStatus }) {
  const { label, palette } = LOOK[status];
  return (
    <Badge colorPalette={palette} variant="subtle">
      {label}
    </Badge>
  );
}
