import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../../gql';
import type { ProductCardFragment } from '../../../gql/graphql';
import { addToCartDialogVar } from '../../../stores/cart';
import { imageOrPlaceholder } from '../../../lib/images';
import { formatRs } from '../../../lib/money';

export const ProductCardFragmentDoc = graphql(`
  fragment ProductCard on Product {
    id
    title
    path
    price
    comparePrice
    purchasable
    purchaseOptions {
      minPrice
      maxPrice
    }
    averageRating
    reviewCount
    thumbnailUrl(width: 300)
  }
`);

/**
 * One product in a listing: its title links to the product page, its Add To Cart opens the
 * add-to-cart dialog (app/Layout.tsx loads it on first use); not purchasable (the server's
 * `purchasable`: sold out, or hidden since) it shows the Sold Out tag and no button. Plain elements styled by the theme's `.product-card` classes
 * (app/theme.ts): a listing renders and hydrates many of these.
 * `eager`: above the fold (not lazy); `priority`: the page's first image, fetched first.
 */
export function ProductCard({
  product,
  eager = false,
  priority = false,
}: {
  product: ProductCardFragment;
  eager?: boolean;
  priority?: boolean;
}) {
  const soldOut = !product.purchasable;
  const full = Math.round(product.averageRating);
  const { minPrice: low, maxPrice: high } = product.purchaseOptions;
  const varies = high > low;
  return (
    <article className="product-card" data-testid="product-card">
      <div className="product-card__media">
        <img
          src={imageOrPlaceholder(product.thumbnailUrl)}
          alt={product.title}
          width={300}
          height={300}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
        {soldOut && <span className="product-card__badge">Sold Out</span>}
      </div>
      <div className="product-card__body">
        <RouterLink to={product.path} className="product-card__link">
          <p className="product-card__title">{product.title}</p>
        </RouterLink>
        <div
          className="product-card__row"
          role="img"
          aria-label={`Rated ${product.averageRating.toFixed(1)} out of 5, ${product.reviewCount} reviews`}
        >
          <span className="stars" aria-hidden>
            {'★'.repeat(full)}
            <span className="stars__empty">{'☆'.repeat(5 - full)}</span>
          </span>
          <span className="muted-xs">({product.reviewCount})</span>
        </div>
        <div className="product-card__price" data-testid="card-price">
          {/* A price that varies with the choice (variants, values) starts "from" its lowest. */}
          {varies ? (
            <span className="price">
              <span className="price__from">from </span>
              {formatRs(low)}
            </span>
          ) : (
            <span className="price">{formatRs(low)}</span>
          )}
          {!varies && product.comparePrice != null && product.comparePrice > low && (
            <s className="price__was" aria-label={`was ${formatRs(product.comparePrice)}`}>
              {formatRs(product.comparePrice)}
            </s>
          )}
        </div>
        {!soldOut && (
          <button
            type="button"
            className="product-card__button"
            aria-haspopup="dialog"
            aria-label={`Add To Cart: ${product.title}`}
            onClick={() => addToCartDialogVar({ id: product.id, title: product.title })}
          >
            Add To Cart
          </button>
        )}
      </div>
    </article>
  );
}
