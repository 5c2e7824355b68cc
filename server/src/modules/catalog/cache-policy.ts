/**
 * What the catalogue's cached reads depend on, declared once: the tags its reads record
 * (`CatalogTags`, through `dependsOn` while they read) and which change events evict which of
 * them (`catalogCachePolicy`, read by the response cache in platform/cache). A new rule that
 * changes what a listing shows (say, "hide sold-out products") is declared here, so the
 * caches keep no total or page it would make wrong.
 */
import type { CachePolicy } from '../../platform/cache/response-cache';
import { VISIBILITY_COLUMNS } from './visibility';

/**
 * The tags catalogue reads depend on (services record them with `dependsOn` while they read).
 * A change event evicts exactly the entries carrying its tags.
 */
export const CatalogTags = {
  /** Anything showing this product: its details, and every listing, feed slice, page or search result it is on. */
  product: (id: number) => `product:${id}`,
  /** A product's review list. */
  reviews: (productId: number) => `reviews:${productId}`,
  /**
   * Listings (pages, feed slices, totals) whose membership or order depends on this product
   * column: every listing on `status`, `category_id`, `brand_id`; searched ones on `title`
   * and `sku`; those with a price range on `price`; pages and slices also on their sort's
   * columns (`created_at`; `price`; `average_rating`, `review_count`, `created_at`).
   */
  column: (name: string) => `column:${name}`,
  /** Listings: a product was added or removed. */
  rows: 'rows',
} as const;

/**
 * A response served within this many ms before a change to a product it shows is read
 * again in its place (and served meanwhile) rather than evicted: its readers do not wait.
 */
const REFRESH_USED_WITHIN_MS = 10_000;

/**
 * - a stock change: the entries showing those products (their details, the listing pages,
 *   feed slices, search results and rendered pages they are on), never a total;
 * - other product data: those entries, and the listings (and totals) that depend on the
 *   changed columns (`CatalogTags.column`), or on membership when products come or go;
 * - reviews: those products' review lists (their rating and count come as product data);
 * - categories, brands, attributes (names shown everywhere): every response and page, and
 *   the totals when a visibility or the category tree changed.
 */
export const catalogCachePolicy: CachePolicy = (event) => {
  const evict = (products: string[], dropped: string[]) => ({
    products,
    dropped,
    refreshWithinMs: REFRESH_USED_WITHIN_MS,
  });
  switch (event.type) {
    case 'stock':
      if (!event.productIds) return { all: true, counts: false };
      return evict(event.productIds.map(CatalogTags.product), []);
    case 'product': {
      if (!event.productIds) return { all: true, counts: true };
      const listings = event.fields === null ? [CatalogTags.rows] : event.fields.map(CatalogTags.column);
      return evict(event.productIds.map(CatalogTags.product), listings);
    }
    case 'reviews':
      if (!event.productIds) return { all: true, counts: false };
      return evict([], event.productIds.map(CatalogTags.reviews));
    case 'category':
    case 'brand':
      return {
        all: true,
        counts: event.fields === null || event.fields.some((f) => VISIBILITY_COLUMNS.has(f)),
      };
    case 'attribute':
      return { all: true, counts: false };
    default:
      return null;
  }
};
