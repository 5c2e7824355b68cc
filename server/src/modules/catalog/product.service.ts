import { DataSource, SelectQueryBuilder } from 'typeorm';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { countRows } from '../../shared/count';
import { isOwnKey } from '../../shared/keys';
import { priceRangeInput } from '../../shared/inputs/listing';
import { parseInput } from '../../shared/parse';
import { STOCK_MESSAGES } from '../../shared/inputs/shop';
import type { SearchIndex } from './search.index';
import { CatalogTags, type CatalogCache } from './catalog.cache';
import { dependsOn, dependsOnAll } from '../../shared/tagged-cache';
import { LIMITS, RateLimiter } from '../../shared/rate-limit';
import { ProductImageEntity } from '../media/product-image.entity';
import { CategoryService } from './category.service';
import { ProductEntity, ProductVariantEntity } from './product.entity';
import { productsWithRelations, relationsOf } from './product.rows';
import { availableFor, shownStock, stockShortfall, type ProductStock } from './availability';
import { likePattern } from '../../shared/search';
import { visibleProductSql } from './visibility';

export const PAGE_SIZE = 12;
export const HOME_GRID_SIZE = 8;
export const SEARCH_LIMIT = 10;
export const MAX_FEED_SLICE = 48;

export interface ProductFilter {
  categoryIds?: number[];
  brandIds?: number[];
  search?: string;
  /**
   * A price range in paisa, both bounds included, on the product's own (base) price: the
   * price its card shows. A product with variants is in the range by that price, not by a
   * variant's (its page shows the variants' range once opened), so what a shopper filtered
   * and sorted by is what the listing shows. See `priceRange` for the rupees at the edges.
   */
  minPrice?: number;
  maxPrice?: number;
}

/**
 * The shop listing's orders, each a list of product columns (all in one direction, so one
 * index serves it, forwards or backwards, and a keyset cursor is one row comparison), the id
 * last so that ties keep one order from page to page. Rating: average rating, then the
 * number of reviews, then newest. Prices are base prices (see ProductFilter).
 */
export const LISTING_SORTS = {
  newest: { columns: ['created_at', 'id'], direction: 'DESC' },
  price_asc: { columns: ['price', 'id'], direction: 'ASC' },
  price_desc: { columns: ['price', 'id'], direction: 'DESC' },
  rating: { columns: ['average_rating', 'review_count', 'created_at', 'id'], direction: 'DESC' },
} as const satisfies Record<string, { columns: readonly SortColumn[]; direction: 'ASC' | 'DESC' }>;
export type ListingSort = keyof typeof LISTING_SORTS;
type SortColumn = 'created_at' | 'price' | 'average_rating' | 'review_count' | 'id';

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
  const range = parseInput(priceRangeInput(fields), { [fields.min]: min, [fields.max]: max });
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
  price: {
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
interface Cursor {
  sort: ListingSort;
  keys: unknown[];
  id: number;
}

/** The cursor after `product` (its created_at as `at`, to the microsecond, from the row). */
function encodeCursor(sort: ListingSort, product: ProductEntity, at: string): string {
  const value: Record<SortColumn, unknown> = {
    created_at: at,
    price: product.price,
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
function decodeCursor(after: string, sort: ListingSort): Cursor {
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

/** An attribute value as linked to a product, with that value's stock (the pivot qty). */
export interface LinkedAttributeValue {
  productId: number;
  id: number;
  value: string;
  code: string | null;
  position: number;
  attributeId: number;
  attributeName: string;
  qty: number;
}

export interface StockRequest {
  qty?: number;
  items?: { attributeValueId: number; qty: number }[];
  /** An explicit variant of the product (its own stock): checked with `qty`. */
  variantId?: number;
}

/**
 * The product columns that decide whether a product is in a listing with this filter: what
 * its total depends on (a change to another column, stock above all, recounts nothing). A
 * new filter adds its columns here: a price range, `price` (so a price change recounts the
 * totals of price ranges, and only those).
 */
export function listingColumns(filter: ProductFilter): string[] {
  const columns = ['status', 'category_id', 'brand_id'];
  if (normalizedSearch(filter)) columns.push('title', 'sku');
  if (hasPriceRange(filter)) columns.push('price');
  return columns;
}

function hasPriceRange(filter: ProductFilter): boolean {
  return filter.minPrice != null || filter.maxPrice != null;
}

function normalizedSearch(filter: ProductFilter): string {
  return filter.search?.trim().slice(0, 100) ?? '';
}

/** A filter as a key: every field that is set, lists sorted, so a new filter field is part of it by itself. */
function filterKey(filter: ProductFilter): string {
  const fields = Object.entries({ ...filter, search: normalizedSearch(filter) })
    .filter(([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && !v.length))
    .map(([k, v]) => [k, Array.isArray(v) ? [...(v as number[])].sort((a, b) => a - b) : v]);
  return JSON.stringify(fields.sort(([a], [b]) => String(a).localeCompare(String(b))));
}

/**
 * Tags of a listing with this filter: who is in it, and (with a `sort`) in which order: a
 * listing by price is read again when a price changes, one by rating when a rating or a
 * review count does (a total, which has no order, when neither does).
 */
function listingTags(filter: ProductFilter, sort: ListingSort | null): string[] {
  const columns = new Set([...listingColumns(filter), ...(sort ? LISTING_SORTS[sort].columns : [])]);
  return [CatalogTags.rows, ...[...columns].map(CatalogTags.column)];
}

const productTags = (items: { id: number }[]) => items.map((p) => CatalogTags.product(p.id));

/**
 * Public catalogue reads: only visible products (`visibility.ts`: active, in a category
 * whose whole line of parents is active, with an active brand or none). Each read records what it depended on
 * (`dependsOn`: the products it shows, the columns that decide a listing), so the caches
 * keep its result until exactly those change.
 */
export class ProductService {
  constructor(
    private readonly ds: DataSource,
    private readonly categories: CategoryService,
    private readonly limiter?: RateLimiter,
    private readonly cache?: CatalogCache,
    private readonly index?: SearchIndex,
    /** The per-order cap of one item (orders/limits.ts): a stock check for more is refused with its message. */
    private readonly lineCap?: { checkLineQty(qty: number, title: string, field?: string): void },
  ) {}

  private visible(): SelectQueryBuilder<ProductEntity> {
    return this.ds.getRepository(ProductEntity).createQueryBuilder('p').where(visibleProductSql('p'));
  }

  /**
   * Visible products (with their relations) whose ids `qb` selects, in the listing order
   * `sort` (newest first unless told); records that the read depends on them.
   */
  private async withRelations(
    qb: SelectQueryBuilder<ProductEntity>,
    sort: ListingSort = 'newest',
  ): Promise<{ products: ProductEntity[]; cursors: string[] }> {
    const [sql, params] = qb.select('p.id', 'id').getQueryAndParameters();
    const ids = ((await this.ds.query(sql, params)) as { id: number }[]).map((r) => r.id);
    return this.rowsOf(ids, sort);
  }

  /** Products `ids` with their relations, in the listing order `sort`: one prepared query. */
  private async rowsOf(
    ids: readonly number[],
    sort: ListingSort,
  ): Promise<{ products: ProductEntity[]; cursors: string[] }> {
    const { columns, direction } = LISTING_SORTS[sort];
    const read = await productsWithRelations(
      this.ds,
      ids,
      columns.map((c) => `p.${c} ${direction}`).join(', '),
    );
    dependsOnAll(productTags(read.products));
    return read;
  }

  /**
   * The products of a listing page or feed slice (`key`, tagged `tags`), with their relations:
   * when a read of it since the listing last changed kept their ids (`CatalogCache.members`),
   * one query by primary key; else `ids` (the ids' query, then their rows), keeping the ids.
   */
  private async membersOf(
    key: string,
    tags: string[],
    sort: ListingSort,
    ids: () => Promise<SelectQueryBuilder<ProductEntity>>,
  ): Promise<{ products: ProductEntity[]; cursors: string[] }> {
    const members = this.cache?.members;
    const since = members?.now() ?? 0;
    const known = members?.get(key);
    if (known) return this.rowsOf(known, sort);
    const read = await this.withRelations(await ids(), sort);
    members?.set(
      key,
      read.products.map((p) => p.id),
      tags,
      since,
    );
    return read;
  }

  /** `qb` in the listing order `sort`. */
  private ordered(
    qb: SelectQueryBuilder<ProductEntity>,
    sort: ListingSort,
  ): SelectQueryBuilder<ProductEntity> {
    const { columns, direction } = LISTING_SORTS[sort];
    qb.orderBy(`p.${columns[0]}`, direction);
    for (const column of columns.slice(1)) qb.addOrderBy(`p.${column}`, direction);
    return qb;
  }

  async latest(limit = HOME_GRID_SIZE): Promise<ProductEntity[]> {
    dependsOnAll(listingTags({}, 'newest'));
    return (await this.withRelations(this.ordered(this.visible(), 'newest').limit(limit))).products;
  }

  async featured(limit = HOME_GRID_SIZE): Promise<ProductEntity[]> {
    dependsOnAll([...listingTags({}, 'newest'), CatalogTags.column('is_featured')]);
    return (
      await this.withRelations(this.ordered(this.visible().andWhere('p.is_featured'), 'newest').limit(limit))
    ).products;
  }

  /**
   * Live search from the in-memory index: ids in result order, or null while the index is
   * not ready (then `search` asks PostgreSQL).
   */
  searchIds(text: string, limit = SEARCH_LIMIT): number[] | null {
    const q = text.trim().slice(0, 100);
    if (!q) return [];
    return this.index?.find(q, limit) ?? null;
  }

  /** The visible products among `ids`, in the order of `ids`. */
  async visibleByIds(ids: number[]): Promise<ProductEntity[]> {
    if (!ids.length) return [];
    dependsOnAll(ids.map(CatalogTags.product));
    const { products } = await this.withRelations(this.visible().andWhere('p.id = ANY(:ids)', { ids }));
    const byId = new Map(products.map((p) => [p.id, p]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Live search (drawer): title or sku contains the text; titles starting with it first, then newest. */
  async search(text: string, limit = SEARCH_LIMIT): Promise<ProductEntity[]> {
    const ids = this.searchIds(text, limit);
    if (ids) return this.visibleByIds(ids);
    const q = text.trim().slice(0, 100);
    if (!q) return [];
    const items = await this.visible()
      .andWhere('(p.title ILIKE :pat OR p.sku ILIKE :pat)', { pat: likePattern(q) })
      .orderBy('(p.title ILIKE :prefix)', 'DESC')
      .setParameter('prefix', likePattern(q).slice(1))
      .addOrderBy('p.created_at', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .limit(limit)
      .getMany();
    dependsOnAll(productTags(items));
    return items;
  }

  /** Visible products matching a shop filter (categories include their descendants). */
  private async filtered(filter: ProductFilter): Promise<SelectQueryBuilder<ProductEntity>> {
    const qb = this.visible();
    const categoryIds = await this.categoryIds(filter);
    if (categoryIds) qb.andWhere('p.category_id = ANY(:cats)', { cats: categoryIds });
    if (filter.brandIds?.length) qb.andWhere('p.brand_id = ANY(:brands)', { brands: filter.brandIds });
    const search = normalizedSearch(filter);
    if (search) qb.andWhere('(p.title ILIKE :pat OR p.sku ILIKE :pat)', { pat: likePattern(search) });
    if (filter.minPrice != null) qb.andWhere('p.price >= :minPrice', { minPrice: filter.minPrice });
    if (filter.maxPrice != null) qb.andWhere('p.price <= :maxPrice', { maxPrice: filter.maxPrice });
    return qb;
  }

  /** The filter's categories with their descendants, or null for every category. */
  private async categoryIds(filter: ProductFilter): Promise<number[] | null> {
    return filter.categoryIds?.length ? this.categories.expandWithDescendants(filter.categoryIds) : null;
  }

  /**
   * The filter's matches from the search index (all of them, newest first), or null when it
   * has no search or the index is not ready, or the listing is in another order or has a
   * price range (the index keeps neither prices nor ratings: PostgreSQL answers those, on
   * the trigram indexes).
   */
  private async indexed(filter: ProductFilter, sort: ListingSort): Promise<number[] | null> {
    const search = normalizedSearch(filter);
    if (!search || !this.index?.ready || sort !== 'newest' || hasPriceRange(filter)) return null;
    const categoryIds = await this.categoryIds(filter);
    const ids = this.index.matching(search, {
      categoryIds,
      brandIds: filter.brandIds?.length ? filter.brandIds : null,
    });
    if (ids) dependsOnAll(listingTags(filter, sort));
    return ids;
  }

  /**
   * How many visible products match. Totals do not depend on stock: one per filter is kept
   * (and shared by every page, every sort and the GraphQL feed's total) until a product's
   * visibility, category, brand or, for a search, title or SKU, or for a price range, price
   * changes, or products come or go; a search is counted by the index.
   */
  async count(filter: ProductFilter): Promise<number> {
    const indexed = await this.indexed(filter, 'newest');
    if (indexed) return indexed.length;
    const key = filterKey(filter);
    const load = async () => {
      dependsOnAll(listingTags(filter, null));
      return countRows(await this.filtered(filter));
    };
    if (!this.cache) return load();
    return (await this.cache.read(this.cache.counts, key, load)).value;
  }

  /** A numbered page (REST and the GraphQL `products` query): offset pagination. */
  async list(
    filter: ProductFilter,
    page = 1,
    sort: ListingSort = 'newest',
    perPage = PAGE_SIZE,
  ): Promise<ProductPageResult> {
    const currentPage = Math.max(1, Math.floor(page));
    const indexed = await this.indexed(filter, sort);
    if (indexed) {
      const items = await this.visibleByIds(
        indexed.slice((currentPage - 1) * perPage, currentPage * perPage),
      );
      return {
        items,
        currentPage,
        lastPage: Math.max(1, Math.ceil(indexed.length / perPage)),
        perPage,
        total: indexed.length,
      };
    }
    const total = await this.count(filter);
    const tags = listingTags(filter, sort);
    dependsOnAll(tags);
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    if (currentPage > lastPage) return { items: [], currentPage, lastPage, perPage, total };
    // The offset walks the sort's index alone, then one page of rows with their relations; a
    // page read again since the listing last changed is its rows alone.
    const { products: items } = await this.membersOf(
      `page\0${filterKey(filter)}\0${sort}\0${currentPage}\0${perPage}`,
      tags,
      sort,
      async () =>
        this.ordered(await this.filtered(filter), sort)
          .offset((currentPage - 1) * perPage)
          .limit(perPage),
    );
    return { items, currentPage, lastPage, perPage, total };
  }

  /** Narrows `qb` to the products after `cursor` in the listing order `sort`: one row comparison, an index range. */
  private afterCursor(qb: SelectQueryBuilder<ProductEntity>, cursor: Cursor, sort: ListingSort): void {
    const { columns, direction } = LISTING_SORTS[sort];
    const params = Object.fromEntries(cursor.keys.map((k, i) => [`cursor${i}`, k]));
    const row = columns.map((c, i) => `CAST(:cursor${i} AS ${CURSOR_KEYS[c].sqlType})`).join(', ');
    qb.andWhere(
      `(${columns.map((c) => `p.${c}`).join(', ')}) ${direction === 'DESC' ? '<' : '>'} (${row})`,
      params,
    );
  }

  /**
   * The next `first` products after a cursor, in the listing order `sort` (infinite
   * scroll): keyset pagination on the sort's columns (the cursor holds their values for the
   * last product shown, and its sort), so the thousandth screen costs what the first does.
   * A search newest first is answered from the index (its matches are in the same order).
   */
  async feed(
    filter: ProductFilter,
    after: string | null,
    first = PAGE_SIZE,
    sort: ListingSort = 'newest',
  ): Promise<ProductFeedResult> {
    if (!Number.isInteger(first) || first < 1 || first > MAX_FEED_SLICE) {
      throw ValidationError.single('first', `first must be between 1 and ${MAX_FEED_SLICE}.`);
    }
    const cursor = after ? decodeCursor(after, sort) : null;
    const indexed = await this.indexed(filter, sort);
    const tags = listingTags(filter, sort);
    dependsOnAll(tags);
    const slice = (qb: SelectQueryBuilder<ProductEntity>) => {
      if (cursor) this.afterCursor(qb, cursor, sort);
      return this.ordered(qb, sort).limit(first + 1);
    };
    let read: { products: ProductEntity[]; cursors: string[] };
    if (indexed) {
      const from = cursor ? indexed.indexOf(cursor.id) + 1 : 0;
      // A cursor product no longer among the matches: the SQL search finds where to go on.
      const qb =
        cursor && from === 0
          ? await this.filtered(filter)
          : this.ds
              .getRepository(ProductEntity)
              .createQueryBuilder('p')
              .where('p.id = ANY(:ids)', { ids: indexed.slice(from, from + first + 1) });
      read = await this.withRelations(slice(qb), sort);
    } else {
      read = await this.membersOf(
        `feed\0${filterKey(filter)}\0${sort}\0${after ?? ''}\0${first}`,
        tags,
        sort,
        async () => slice(await this.filtered(filter)),
      );
    }
    const { products, cursors } = read;
    const items = products.slice(0, first);
    if (products.length <= first) return { items, nextCursor: null };
    return { items, nextCursor: encodeCursor(sort, products[first - 1], cursors[first - 1]) };
  }

  /** A publicly visible product, or NotFoundError. */
  async details(id: number): Promise<ProductEntity> {
    dependsOn(CatalogTags.product(id));
    const [product] = (await this.withRelations(this.visible().andWhere('p.id = :id', { id }))).products;
    if (!product) throw new NotFoundError('Product not found.');
    return product;
  }

  async byIds(ids: readonly number[]): Promise<ProductEntity[]> {
    return this.ds
      .getRepository(ProductEntity)
      .createQueryBuilder('p')
      .where('p.id = ANY(:ids)', { ids })
      .getMany();
  }

  // ---- batched relations (one query per relation for any number of products) ----

  async imagesFor(productIds: readonly number[]): Promise<ProductImageEntity[]> {
    return this.ds
      .getRepository(ProductImageEntity)
      .createQueryBuilder('i')
      .where('i.product_id = ANY(:ids)', { ids: productIds })
      .orderBy('i.product_id')
      .addOrderBy('i.is_default', 'DESC')
      .addOrderBy('i.position')
      .addOrderBy('i.id')
      .getMany();
  }

  async attributeValuesFor(productIds: readonly number[]): Promise<LinkedAttributeValue[]> {
    const rows: Array<Record<string, unknown>> = await this.ds.query(
      `SELECT pav.product_id, pav.qty, av.id, av.value, av.code, av.position, a.id AS attribute_id, a.name AS attribute_name
         FROM product_attribute_values pav
         JOIN attribute_values av ON av.id = pav.attribute_value_id
         JOIN attributes a ON a.id = av.attribute_id
        WHERE pav.product_id = ANY($1::int[])
        ORDER BY pav.product_id, a.id, av.position, av.id`,
      [productIds],
    );
    return rows.map((r) => ({
      productId: r.product_id as number,
      id: r.id as number,
      value: r.value as string,
      code: (r.code as string | null) ?? null,
      position: r.position as number,
      attributeId: r.attribute_id as number,
      attributeName: r.attribute_name as string,
      qty: r.qty as number,
    }));
  }

  async variantsFor(productIds: readonly number[]): Promise<ProductVariantEntity[]> {
    return this.ds
      .getRepository(ProductVariantEntity)
      .createQueryBuilder('v')
      .where('v.product_id = ANY(:ids)', { ids: productIds })
      .orderBy('v.product_id')
      .addOrderBy('v.id')
      .getMany();
  }

  async attributeValuesByIds(
    ids: readonly number[],
  ): Promise<Array<{ id: number; value: string; code: string | null; attributeId: number }>> {
    const rows: Array<{ id: number; value: string; code: string | null; attribute_id: number }> =
      await this.ds.query(
        'SELECT id, value, code, attribute_id FROM attribute_values WHERE id = ANY($1::int[])',
        [ids],
      );
    return rows.map((r) => ({ id: r.id, value: r.value, code: r.code, attributeId: r.attribute_id }));
  }

  /**
   * Whether a quantity is available (spec 7, check-stock): a plain qty against the
   * product's stock; items of attribute value id and qty, each against that value's stock
   * and the product's; or a variant id and qty against that variant's stock (a product with
   * explicit variants is bought by variant only). Throws NotFoundError for an unknown or
   * hidden product and ValidationError (the spec's message) when not available.
   */
  async checkStock(
    productId: number,
    req: StockRequest,
    meta?: { ip: string },
  ): Promise<{ available: true; stock: number }> {
    if (meta && this.limiter) await this.limiter.hit(`stock:ip:${meta.ip}`, LIMITS.stockPerIp);
    const product = await this.details(productId);
    const { variants, attributeValues } = relationsOf(product)!;
    const stock: ProductStock = {
      qty: product.qty,
      values: new Map(attributeValues.map((v) => [v.id, v.qty])),
      variants: new Map(variants.map((v) => [v.id, v.stock])),
    };
    const shown = shownStock(product.qty, variants);
    const fail = (message: string, field = 'qty') =>
      new ValidationError([{ field, message, code: 'OUT_OF_STOCK' }], message);

    if (variants.length) {
      // Its variants are what a shopper buys: named by id, or by their size and colour values
      // (the spec's items of attribute value ids); a request naming none cannot be ordered.
      let variantId = req.variantId ?? null;
      let qty = req.qty ?? 1;
      if (variantId == null && req.items?.length) {
        const chosen = new Set(req.items.map((i) => i.attributeValueId));
        variantId =
          variants.find((v) => {
            const own = [v.sizeValueId, v.colorValueId].filter((id) => id != null);
            return own.length === chosen.size && own.every((id) => chosen.has(id));
          })?.id ?? null;
        qty = Math.max(...req.items.map((i) => i.qty));
        if (variantId == null) throw fail(STOCK_MESSAGES.unknownVariant, 'items');
      }
      if (variantId == null) {
        if (shown <= 0) throw fail(STOCK_MESSAGES.outOfStock);
        if (qty > shown) throw fail(STOCK_MESSAGES.noMore);
        throw fail(STOCK_MESSAGES.chooseEach, 'variant_id');
      }
      const line = { variantId, attributeValueIds: [] };
      const short = stockShortfall(stock, line, () => qty);
      if (short) throw fail(short.message, short.field);
      this.lineCap?.checkLineQty(qty, product.title);
      return { available: true, stock: availableFor(stock, line)! };
    }
    if (req.variantId != null) throw fail(STOCK_MESSAGES.unknownVariant, 'variant_id');

    // Each chosen value (the spec's items, each with its quantity), then the product's own qty.
    const items = req.items ?? [];
    const wanted = items.length ? Math.max(...items.map((i) => i.qty)) : (req.qty ?? 1);
    const short = stockShortfall(
      stock,
      { attributeValueIds: items.map((i) => i.attributeValueId) },
      (cell) =>
        cell.kind === 'value'
          ? Math.max(...items.filter((i) => i.attributeValueId === cell.id).map((i) => i.qty))
          : wanted,
    );
    if (short) throw fail(short.message, short.field);
    this.lineCap?.checkLineQty(wanted, product.title);
    return { available: true, stock: shown };
  }
}
