import { formatRs } from '../lib/money';

/**
 * A price, and the one it was when that is higher. Plain elements styled by the theme's
 * `.price*` classes (app/recipes/listing.ts, sizes in product.ts): no Chakra runtime wherever it shows.
 */
export function Price({
  price,
  comparePrice,
  size = 'md',
}: {
  price: number;
  comparePrice?: number | null;
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <div className="price-tag">
      <span className={size === 'sm' ? 'price' : `price price--${size}`}>{formatRs(price)}</span>
      {comparePrice != null && comparePrice > price && (
        <s
          className={size === 'lg' ? 'price__was price__was--lg' : 'price__was'}
          aria-label={`was ${formatRs(comparePrice)}`}
        >
          {formatRs(comparePrice)}
        </s>
      )}
    </div>
  );
}
