import { Text, type TextProps } from '@chakra-ui/react';
import { formatRs } from '../lib/money';

/** How much more buys free shipping (the server's `freeShippingRemaining`); nothing when there is no threshold. */
export function FreeShippingNote({
  remaining,
  ...props
}: { remaining: number | null | undefined } & TextProps) {
  if (remaining == null) return null;
  return (
    <Text fontSize="sm" color="brand.700" data-testid="free-shipping-note" {...props}>
      {remaining > 0 ? `Add ${formatRs(remaining)} more for free shipping` : 'Your order ships free.'}
    </Text>
  );
}
