import { useQuery } from '../../../lib/graphql';
import { lazy, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { usePageMeta } from '../../../components/PageTitle';
import { Stars } from '../components/Stars';
import { useDateFormat } from '../../../lib/dates';
import { useSsrStatus } from '../../../lib/ssr';
import { ChakraLayer } from '../../../lib/chakra-layer';
import { useOpenedOnce } from '../../../lib/useOpenedOnce';
import { Gallery } from '../components/Gallery';
import { ProductPurchase } from '../components/ProductPurchase';
import { ProductDetailsDocument, ProductReviewsDocument } from '../api/product';
import { DeliveryTerms } from '../components/DeliveryTerms';

// The review form's code (a Chakra dialog, fields, validation) loads when it is first opened.
const ReviewDialog = lazy(() =>
  import('../components/ReviewDialog').then((m) => ({ default: m.ReviewDialog })),
);

// Its own query: for an unknown product it fails ("not found") while the product is a cached null.

/**
 * Description and Reviews as WAI-ARIA tabs (arrow keys move between them), in plain elements
 * styled by the theme's `.tabs*` classes: the product page hydrates no tab machine.
 */
function Tabs({ tabs }: { tabs: Array<{ id: string; label: string; content: ReactNode }> }) {
  const [active, setActive] = useState(tabs[0].id);
  const list = useRef<HTMLDivElement>(null);
  function onKeyDown(e: KeyboardEvent) {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = tabs[(tabs.findIndex((t) => t.id === active) + step + tabs.length) % tabs.length].id;
    setActive(next);
    list.current?.querySelector<HTMLButtonElement>(`#tab-${next}`)?.focus();
  }
  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" ref={list} onKeyDown={onKeyDown}>
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            className="tabs__trigger"
            aria-selected={t.id === active}
            aria-controls={`panel-${t.id}`}
            tabIndex={t.id === active ? 0 : -1}
            onClick={() => setActive(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t) => (
        <div
          key={t.id}
          role="tabpanel"
          id={`panel-${t.id}`}
          aria-labelledby={`tab-${t.id}`}
          className="tabs__panel"
          hidden={t.id !== active}
        >
          {t.content}
        </div>
      ))}
    </div>
  );
}

function Reviews({
  productId,
  reviews,
  loading,
  onCreated,
}: {
  productId: number;
  reviews: Array<{ id: number; name: string; comment: string; rating: number; createdAt: string }>;
  loading: boolean;
  onCreated: () => void;
}) {
  const [open, setOpen] = useState(false);
  const used = useOpenedOnce(open);
  const date = useDateFormat();
  return (
    <div className="reviews">
      {reviews.length === 0 ? (
        <p className="muted">{loading ? 'Loading reviews…' : 'No reviews yet.'}</p>
      ) : (
        reviews.map((r) => (
          <article key={r.id} className="review" data-testid="review">
            <div className="review__head">
              <strong>{r.name}</strong>
              <Stars rating={r.rating} />
            </div>
            <p className="review__comment">{r.comment}</p>
            <p className="muted-xs">
              <time dateTime={r.createdAt} suppressHydrationWarning>
                {date(r.createdAt)}
              </time>
            </p>
          </article>
        ))
      )}
      <div>
        <button
          type="button"
          className="review__add"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          Add a Review
        </button>
        {used && (
          <ChakraLayer>
            <ReviewDialog productId={productId} open={open} setOpen={setOpen} onCreated={onCreated} />
          </ChakraLayer>
        )}
      </div>
    </div>
  );
}

export function ProductPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, loading, error, refetch } = useQuery(ProductDetailsDocument, {
    variables: { id },
    skip: !valid,
  });
  const reviews = useQuery(ProductReviewsDocument, {
    variables: { id },
    skip: !valid || data?.product === null,
  });
  const product = data?.product;
  usePageMeta(
    product?.title ?? (data || !valid ? 'Product not found' : 'Product'),
    product?.shortDescription ?? undefined,
  );
  useSsrStatus(!valid || (data && !product) ? 404 : 200);

  if (loading && !data)
    return (
      <div className="product-page__loading">
        <span className="spinner" />
      </div>
    );
  if (error && !error.message.includes('not found')) console.error(error);
  if (!product) {
    return (
      <div className="product-page__missing">
        <h1 className="product-page__missing-title">Product not found</h1>
        <RouterLink className="product-page__shop-link" to="/shop">
          Go to Shop
        </RouterLink>
      </div>
    );
  }

  const list = reviews.data?.productReviews ?? [];
  return (
    <div className="product-page">
      <div className="product-layout">
        <Gallery images={product.images} title={product.title} />
        <div className="product-info">
          {product.category && <p className="product-info__category">{product.category.name}</p>}
          <h1 className="product-page__title">{product.title}</h1>
          <div className="product-info__rating">
            <Stars rating={product.averageRating} />
            <span className="muted-sm">
              {product.reviewCount} {product.reviewCount === 1 ? 'review' : 'reviews'}
            </span>
          </div>
          {product.shortDescription && <p className="product-info__short">{product.shortDescription}</p>}
          <p className="muted-sm">SKU: {product.sku}</p>
          <ProductPurchase
            product={product}
            detailPage
            belowPrice={data?.shop && <DeliveryTerms terms={data.shop.delivery} />}
          />
        </div>
      </div>
      <Tabs
        tabs={[
          {
            id: 'description',
            label: 'Description',
            // Descriptions are admin HTML, sanitized by the server when saved.
            content: (
              <div
                className="product-description"
                dangerouslySetInnerHTML={{ __html: product.description ?? '' }}
              />
            ),
          },
          {
            id: 'reviews',
            label: `Reviews (${reviews.data?.productReviews.length ?? product.reviewCount})`,
            content: (
              <Reviews
                productId={product.id}
                reviews={list}
                loading={reviews.loading}
                onCreated={() => void Promise.all([refetch(), reviews.refetch()])}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
