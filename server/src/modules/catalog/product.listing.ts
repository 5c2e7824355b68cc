/**
 * What a shop listing is: its page sizes, filters, sorts (each an index), price ranges in
 * rupees, and keyset cursors. The reads themselves are ProductService's.
 */
import type { SelectQueryBuilder } from 'typeorm';
import { ValidationError } from '../../shared/errors';
import { isOwnKey } from '../../shared/keys';
import { priceRangeInput } from '../../shared/inputs/listing';
import { parseInput } from '../../shared/parse';
import type { ProductEntity } from './product.entity';

export const PAGE_SIZE = 12;
export const HOME_GRID_SIZE = 8;
export const SEARCH_LIMIT = 10;
export const MAX_FEED_SLICE = 48;

export interface ProductFilter {
  categoryIds?: number[];
  brandIds?: number[];
  search?: string;
  /**
   * A price range in paisa, both bounds included, on the product's listed price
   * (`products.list_price`): the lowest price a shopper can pay, which its card shows ("from"
   * when its variants' prices differ). So what a shopper filtered and sorted by is what the
   * listing shows. See `priceRange` for the rupees at the edges.
   */
  minPrice?: number;
  maxPrice?: number;
}

/**
 * The shop listing's orders, each a list of product columns (all in one direction, so one
 * index serves it, forwards or backwards, and a keyset cursor is one row comparison), the id
 * last so that ties keep one order from page to page. Rating: average rating, then the
 * number of reviews, then newest. Prices are listed prices (see ProductFilter).
 */
export const LISTING_SORTS = {
  newest: { columns: ['created_at', 'id'], direction: 'DESC' },
  price_asc: { columns: ['list_price', 'id'], direction: 'ASC' },
  price_desc: { columns: ['list_price', 'id'], direction: 'DESC' },
  rating: { columns: ['average_rating', 'review_count', 'created_at', 'id'], direction: 'DESC' },
} as const satisfies Record<string, { columns: readonly SortColumn[]; direction: 'ASC' | 'DESC' }>;
export type ListingSort = keyof typeof LISTING_SORTS;
type SortColumn = 'created_at' | 'list_price' | 'average_rating' | 'review_count' | 'id';

/** Each transport's range schema, built once: building a zod schema costs more than a listing's parse. */
const rangeSchemas = new Map<string, ReturnType<typeof priceRangeInput<string, string>>>();

/**
 * A price range from a client, in rupees (numbers, or a query string's text; absent, null or
 * '' for no bound), as a filter's paisa; a ValidationError on the field named by `fields`
 * (each transport's own parameter names) when a bound is not an amount or the range is
 * upside down (the shared rules of `priceRangeInput`, which the shop's price form uses too).
 */
export function priceRange(
  min: unknown,
  max: unknown,
  fields: { min: string; max: string },
): Pick<ProductFilter, 'minPrice' | 'maxPrice'> {
  const key = `${fields.min}\0${fields.max}`;
  let schema = rangeSchemas.get(key);
  if (!schema) rangeSchemas.set(key, (schema = priceRangeInput(fields)));
  const range = parseInput(schema, { [fields.min]: min, [fields.max]: max });
  const minPrice = range[fields.min];
  const maxPrice = range[fields.max];
  return { ...(minPrice !== undefined ? { minPrice } : {}), ...(maxPrice !== undefined ? { maxPrice } : {}) };
}

export interface ProductPageResult {
  items: ProductEntity[];
  currentPage: number;
  lastPage: number;
  perPage: number;
  total: number;
}

export interface ProductFeedResult {
  items: ProductEntity[];
  /** Pass as `after` for the next products; null at the end of the list. */
  nextCursor: string | null;
}

const INVALID_CURSOR = 'The cursor is not valid: start again from the first page.';
const INT_MAX = 2_147_483_647;

/** Each sort column's key in a cursor: how it is checked, and its SQL type in the row comparison. */
const CURSOR_KEYS: Record<SortColumn, { valid(v: unknown): boolean; sqlType: string }> = {
  created_at: {
    valid: (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(v),
    sqlType: 'timestamptz',
  },
  list_price: {
    valid: (v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= INT_MAX,
    sqlType: 'integer',
  },
  // numeric(3,2) as text, exactly as stored.
  average_rating: {
    valid: (v) => typeof v === 'string' && /^[0-5]\.\d{2}$/.test(v) && Number(v) <= 5,
    sqlType: 'numeric',
  },
  review_count: {
    valid: (v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= INT_MAX,
    sqlType: 'integer',
  },
  id: {
    valid: (v) => Number.isInteger(v) && (v as number) > 0 && (v as number) <= INT_MAX,
    sqlType: 'integer',
  },
};

/** A listing's position: its sort and the sort columns' values of the last product shown. */
export interface Cursor {
  sort: ListingSort;
  keys: unknown[];
  id: number;
}

/** The cursor after `product` (its created_at as `at`, to the microsecond, from the row). */
export function encodeCursor(sort: ListingSort, product: ProductEntity, at: string): string {
  const value: Record<SortColumn, unknown> = {
    created_at: at,
    list_price: product.listPrice,
    average_rating: product.averageRating.toFixed(2),
    review_count: product.reviewCount,
    id: product.id,
  };
  return Buffer.from(JSON.stringify([sort, ...LISTING_SORTS[sort].columns.map((c) => value[c])])).toString(
    'base64url',
  );
}

/**
 * The cursor `after` for a listing in `sort`: refused when it is not one, or was handed out
 * for another sort (its keys would mean other columns). A cursor of created_at and id alone
 * (handed out before listings had sorts) is one of the newest-first listing.
 */
export function decodeCursor(after: string, sort: ListingSort): Cursor {
  try {
    const parsed = JSON.parse(Buffer.from(after, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(parsed)) {
      const [named, ...keys] =
        typeof parsed[0] === 'string' && isOwnKey(LISTING_SORTS, parsed[0]) ? parsed : ['newest', ...parsed];
      const columns = LISTING_SORTS[sort].columns;
      if (
        named === sort &&
        keys.length === columns.length &&
        columns.every((c, i) => CURSOR_KEYS[c].valid(keys[i]))
      ) {
        return { sort, keys, id: keys[keys.length - 1] as number };
      }
    }
  } catch {
    /* falls through to the error */
  }
  throw ValidationError.single('after', INVALID_CURSOR);
}

export function hasPriceRange(filter: ProductFilter): boolean {
  return filter.minPrice != null || filter.maxPrice != null;
}

export function normalizedSearch(filter: ProductFilter): string {
  return filter.search?.trim().slice(0, 100) ?? '';
}

/** A filter as a key: every field that is set, lists sorted, so a new filter field is part of it by itself. */
export function filterKey(filter: ProductFilter): string {
  const fields = Object.entries({ ...filter, search: normalizedSearch(filter) })
    .filter(([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && !v.length))
    .map(([k, v]) => [k, Array.isArray(v) ? [...(v as number[])].sort((a, b) => a - b) : v]);
  return JSON.stringify(fields.sort(([a], [b]) => String(a).localeCompare(String(b))));
}

/** `qb` in the listing order `sort`. */
export function ordered(
  qb: SelectQueryBuilder<ProductEntity>,
  sort: ListingSort,
): SelectQueryBuilder<ProductEntity> {
  const { columns, direction } = LISTING_SORTS[sort];
  qb.orderBy(`p.${columns[0]}`, direction);
  for (const column of columns.slice(1)) qb.addOrderBy(`p.${column}`, direction);
  return qb;
}

/** Narrows `qb` to the products after `cursor` in the listing order `sort`: one row comparison, an index range. */
export function afterCursor(qb: SelectQueryBuilder<ProductEntity>, cursor: Cursor, sort: ListingSort): void {
  const { columns, direction } = LISTING_SORTS[sort];
  const params = Object.fromEntries(cursor.keys.map((k, i) => [`cursor${i}`, k]));
  const row = columns.map((c, i) => `CAST(:cursor${i} AS ${CURSOR_KEYS[c].sqlType})`).join(', ');
  qb.andWhere(
    `(${columns.map((c) => `p.${c}`).join(', ')}) ${direction === 'DESC' ? '<' : '>'} (${row})`,
    params,
  );
}
