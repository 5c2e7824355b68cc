/**
 * What the catalogue's cached reads depend on, declared once: the tags its reads record
 * (`CatalogTags`, through `dependsOn` while they read) and which change events evict which of
 * them (`catalogCachePolicy`, read by the response cache in platform/cache). A new rule that
 * changes what a listing shows (say, "hide sold-out products") is declared here, so the
 * caches keep no total or page it would make wrong.
 */
import { dependsOnAll, type CachePolicy, type ChangeEvent, type StockColumns } from '../../platform/cache';
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
   * and `sku`; those with a price range on `list_price`; pages and slices also on their sort's
   * columns (`created_at`; `list_price`; `average_rating`, `review_count`, `created_at`).
   */
  column: (name: string) => `column:${name}`,
  /** Listings: a product was added or removed. */
  rows: 'rows',
} as const;

/**
 * - a stock change: the entries showing those products (their details, the listing pages,
 *   feed slices, search results and rendered pages they are on), never a total;
 * - other product data: those entries, and the listings (and totals) that depend on the
 *   changed columns (`CatalogTags.column`), or on membership when products come or go;
 * - reviews: those products' review lists (their rating and count come as product data);
 * - categories, brands, attributes (names shown everywhere): every response and page, and
 *   the totals when a visibility or the category tree changed;
 * - shipping's rates and the shop policy (the delivery terms beside every product's price, the
 *   shop's name): every response and page.
 */
export const catalogCachePolicy: CachePolicy = (event) => {
  const evict = (products: string[], listings: string[]) => ({ tags: [...products, ...listings] });
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
    case 'shipping':
    case 'settings':
      return { all: true, counts: false };
    default:
      return null;
  }
};

/**
 * Per product table, the columns whose change alone is a change of stock (the order flow's
 * writes): such a change moves no product in or out of a listing and changes no total, so it
 * drops only the entries showing those products. A rule that made stock decide what a listing
 * shows ("hide sold-out products") would take `qty` and `stock` out of here.
 */
export const STOCK_ONLY_COLUMNS: StockColumns = {
  products: new Set(['qty', 'version', 'updated_at']),
  product_attribute_values: new Set(['qty']),
  product_variants: new Set(['stock']),
};

/** The shop filter a listing is read with, as the cache policy needs it. */
export interface ListingFilterShape {
  search?: string;
  minPrice?: number;
  maxPrice?: number;
}

/**
 * The product columns that decide whether a product is in a listing with this filter: what
 * its total depends on (a change to another column, stock above all, recounts nothing). A
 * new filter adds its columns here: a price range, `list_price` (so a price change recounts the
 * totals of price ranges, and only those).
 */
export function listingColumns(filter: ListingFilterShape): string[] {
  const columns = ['status', 'category_id', 'brand_id'];
  if (filter.search?.trim()) columns.push('title', 'sku');
  if (filter.minPrice != null || filter.maxPrice != null) columns.push('list_price');
  return columns;
}

/**
 * Records that the read in progress shows a listing with this filter: who is in it, and (with
 * the `sortColumns` of its order) in which order: a listing by price is read again when a price
 * changes, one by rating when a rating or a review count does (a total, which has no order,
 * when neither does).
 */
export function dependsOnListing(filter: ListingFilterShape, sortColumns: readonly string[] = []): void {
  dependsOnAll([
    CatalogTags.rows,
    ...[...new Set([...listingColumns(filter), ...sortColumns])].map(CatalogTags.column),
  ]);
}

/** Records that the read in progress shows these products (its details, a page they are on). */
export function dependsOnProducts(products: readonly { id: number }[] | readonly number[]): void {
  dependsOnAll(products.map((p) => CatalogTags.product(typeof p === 'number' ? p : p.id)));
}

/** Product columns whose change changes what a search finds (or its order, or a filter on it). */
const SEARCHED_COLUMNS = new Set(['id', 'title', 'sku', 'status', 'category_id', 'brand_id', 'created_at']);

/** Whether an event changes what the search index finds: a title, SKU, order or filter column, visibility, products coming or going. */
export function changesSearch(event: ChangeEvent): boolean {
  switch (event.type) {
    case 'resync':
      return true;
    case 'product':
      return (
        event.productIds === null ||
        event.fields === null ||
        event.fields.some((f) => SEARCHED_COLUMNS.has(f))
      );
    case 'category':
    case 'brand':
      return event.fields === null || event.fields.some((f) => VISIBILITY_COLUMNS.has(f));
    default:
      return false;
  }
}
