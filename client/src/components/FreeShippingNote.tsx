import { formatRs } from '../lib/money';

/**
 * How much more buys free shipping (the server's `freeShippingRemaining`); nothing when there is
 * no threshold. A plain paragraph with the theme's `.free-shipping-note` class (app/recipes/product.ts).
 */
export function FreeShippingNote({
  remaining,
  className,
}: {
  remaining: number | null | undefined;
  /** More classes (spacing in its caller's layout). */
  className?: string;
}) {
  if (remaining == null) return null;
  return (
    <p
      className={className ? `free-shipping-note ${className}` : 'free-shipping-note'}
      data-testid="free-shipping-note"
    >
      {remaining > 0 ? `Add ${formatRs(remaining)} more for free shipping` : 'Your order ships free.'}
    </p>
  );
}
