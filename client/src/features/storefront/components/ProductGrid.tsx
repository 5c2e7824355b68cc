import type { ProductCardFragment } from '../../../gql/graphql';
import { ProductCard } from './ProductCard';

/**
 * Product cards in a grid of 2, 3 or 4 columns (the theme's `.product-grid`, app/recipes/listing.ts).
 * `eagerCount` first images load at once (above the fold), the first two of them with high priority.
 */
export function ProductGrid({
  products,
  eagerCount = 0,
}: {
  products: ProductCardFragment[];
  eagerCount?: number;
}) {
  return (
    <div className="product-grid">
      {products.map((p, i) => (
        <ProductCard key={p.id} product={p} eager={i < eagerCount} priority={i < Math.min(2, eagerCount)} />
      ))}
    </div>
  );
}
