import { DataSource, SelectQueryBuilder } from 'typeorm';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { countRows } from '../../shared/count';
import type { SearchIndex } from './search.index';
import { CatalogTags, type CatalogCache } from './catalog.cache';
import { dependsOn, dependsOnAll } from '../../shared/tagged-cache';
import { LIMITS, RateLimiter } from '../../shared/rate-limit';
import { ProductImageEntity } from '../media/product-image.entity';
import { CategoryService } from './category.service';
import { ProductEntity, ProductVariantEntity } from './product.entity';
import { productsWithRelations } from './product.rows';

export const PAGE_SIZE = 12;
export const HOME_GRID_SIZE = 8;
export const SEARCH_LIMIT = 10;
export const MAX_FEED_SLICE = 48;

export interface ProductFilter {
  categoryIds?: number[];
  brandIds?: number[];
  search?: string;
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

const CURSOR_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

function encodeCursor(at: string, id: number): string {
  return Buffer.from(JSON.stringify([at, id])).toString('base64url');
}

function decodeCursor(cursor: string): { at: string; id: number } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'string' && CURSOR_AT.test(at) && Number.isInteger(id) && (id as number) > 0) return { at, id: id as number };
  } catch {
    /* falls through to the error */
  }
  throw ValidationError.single('after', 'The cursor is not valid: start again from the first page.');
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

export const STOCK_MESSAGES = {
  outOfStock: 'Product is out of stock.',
  noMore: 'No more stock available.',
  variantOut: 'This variant is out of stock.',
  variantShort: 'Required Quantity not available for this product variant.',
  chooseEach: 'Please select one value for each attribute.',
  unknownVariant: 'This variant is not available for this product.',
} as const;

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
}

/** Visible: active, in an active category, with an active brand or none (the hidden ones are read once per query). */
const VISIBLE = [
  'p.status = 1',
  'p.category_id <> ALL (ARRAY(SELECT hc.id FROM categories hc WHERE hc.status <> 1))',
  '(p.brand_id IS NULL OR p.brand_id <> ALL (ARRAY(SELECT hb.id FROM brands hb WHERE hb.status <> 1)))',
];

/**
 * The product columns that decide whether a product is in a listing with this filter: what
 * its total depends on (a change to another column, stock above all, recounts nothing). A
 * new filter adds its columns here, e.g. a price range `price`.
 */
export function listingColumns(filter: ProductFilter): string[] {
  const columns = ['status', 'category_id', 'brand_id'];
  if (normalizedSearch(filter)) columns.push('title', 'sku');
  return columns;
}

/** The columns a listing's order follows (newest first); another sort names its own (price, average_rating). */
const ORDER_COLUMNS = ['created_at', 'id'];

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

/** Tags of a listing with this filter: who is in it, and (`ordered`) in which order. */
function listingTags(filter: ProductFilter, ordered: boolean): string[] {
  const columns = ordered ? [...listingColumns(filter), ...ORDER_COLUMNS] : listingColumns(filter);
  return [CatalogTags.rows, ...columns.map(CatalogTags.column)];
}

const productTags = (items: { id: number }[]) => items.map((p) => CatalogTags.product(p.id));

/**
 * Public catalogue reads. Only active products in active categories (and active or
 * no brand) are visible to the public. Each read records what it depended on
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
  ) {}

  private visible(): SelectQueryBuilder<ProductEntity> {
    const qb = this.ds.getRepository(ProductEntity).createQueryBuilder('p').where(VISIBLE[0]);
    for (const condition of VISIBLE.slice(1)) qb.andWhere(condition);
    return qb;
  }

  /** Visible products (with their relations) whose ids `ids` selects, newest first; records that the read depends on them. */
  private async withRelations(ids: SelectQueryBuilder<ProductEntity>): Promise<{ products: ProductEntity[]; cursors: string[] }> {
    const [sql, params] = ids.select('p.id', 'id').getQueryAndParameters();
    const read = await productsWithRelations(this.ds, sql, params);
    dependsOnAll(productTags(read.products));
    return read;
  }

  private newest(qb: SelectQueryBuilder<ProductEntity>): SelectQueryBuilder<ProductEntity> {
    return qb.orderBy('p.created_at', 'DESC').addOrderBy('p.id', 'DESC');
  }

  async latest(limit = HOME_GRID_SIZE): Promise<ProductEntity[]> {
    dependsOnAll(listingTags({}, true));
    return (await this.withRelations(this.newest(this.visible()).limit(limit))).products;
  }

  async featured(limit = HOME_GRID_SIZE): Promise<ProductEntity[]> {
    dependsOnAll([...listingTags({}, true), CatalogTags.column('is_featured')]);
    return (await this.withRelations(this.newest(this.visible().andWhere('p.is_featured')).limit(limit))).products;
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
    return qb;
  }

  /** The filter's categories with their descendants, or null for every category. */
  private async categoryIds(filter: ProductFilter): Promise<number[] | null> {
    return filter.categoryIds?.length ? this.categories.expandWithDescendants(filter.categoryIds) : null;
  }

  /** The filter's matches from the search index (all of them, newest first), or null when it has no search or the index is not ready. */
  private async indexed(filter: ProductFilter): Promise<number[] | null> {
    const search = normalizedSearch(filter);
    if (!search || !this.index?.ready) return null;
    const categoryIds = await this.categoryIds(filter);
    const ids = this.index.matching(search, { categoryIds, brandIds: filter.brandIds?.length ? filter.brandIds : null });
    if (ids) dependsOnAll(listingTags(filter, true));
    return ids;
  }

  /**
   * How many visible products match. Totals do not depend on stock: one per filter is kept
   * (and shared by every page and by the GraphQL feed's total) until a product's
   * visibility, category, brand or, for a search, title or SKU changes, or products come
   * or go; a search is counted by the index.
   */
  async count(filter: ProductFilter): Promise<number> {
    const indexed = await this.indexed(filter);
    if (indexed) return indexed.length;
    const key = filterKey(filter);
    const load = async () => {
      dependsOnAll(listingTags(filter, false));
      return countRows(await this.filtered(filter));
    };
    if (!this.cache) return load();
    return (await this.cache.read(this.cache.counts, key, load)).value;
  }

  /** A numbered page (REST and the GraphQL `products` query): offset pagination. */
  async list(filter: ProductFilter, page = 1, perPage = PAGE_SIZE): Promise<ProductPageResult> {
    const currentPage = Math.max(1, Math.floor(page));
    const indexed = await this.indexed(filter);
    if (indexed) {
      const items = await this.visibleByIds(indexed.slice((currentPage - 1) * perPage, currentPage * perPage));
      return { items, currentPage, lastPage: Math.max(1, Math.ceil(indexed.length / perPage)), perPage, total: indexed.length };
    }
    const [qb, total] = await Promise.all([this.filtered(filter), this.count(filter)]);
    dependsOnAll(listingTags(filter, true));
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    if (currentPage > lastPage) return { items: [], currentPage, lastPage, perPage, total };
    // The offset walks the listing's index alone; then one page of rows is read, with their relations.
    const { products: items } = await this.withRelations(this.newest(qb).offset((currentPage - 1) * perPage).limit(perPage));
    return { items, currentPage, lastPage, perPage, total };
  }

  /**
   * The next `first` products after a cursor, newest first (infinite scroll): keyset
   * pagination on (created_at, id), so the thousandth screen costs what the first does.
   * A search is answered from the index (its matches are in the same order).
   */
  async feed(filter: ProductFilter, after: string | null, first = PAGE_SIZE): Promise<ProductFeedResult> {
    if (!Number.isInteger(first) || first < 1 || first > MAX_FEED_SLICE) {
      throw ValidationError.single('first', `first must be between 1 and ${MAX_FEED_SLICE}.`);
    }
    const cursor = after ? decodeCursor(after) : null;
    const indexed = await this.indexed(filter);
    let qb: SelectQueryBuilder<ProductEntity>;
    if (indexed) {
      const from = cursor ? indexed.indexOf(cursor.id) + 1 : 0;
      qb = this.ds.getRepository(ProductEntity).createQueryBuilder('p').where('p.id = ANY(:ids)', { ids: indexed.slice(from, from + first + 1) });
      // A cursor product no longer among the matches: the SQL search finds where to go on.
      if (cursor && from === 0) qb = await this.filtered(filter);
    } else {
      qb = await this.filtered(filter);
    }
    dependsOnAll(listingTags(filter, true));
    if (cursor) {
      qb.andWhere('(p.created_at, p.id) < (CAST(:cursorAt AS timestamptz), :cursorId)', { cursorAt: cursor.at, cursorId: cursor.id });
    }
    const { products, cursors } = await this.withRelations(this.newest(qb).limit(first + 1));
    const items = products.slice(0, first);
    if (products.length <= first) return { items, nextCursor: null };
    return { items, nextCursor: encodeCursor(cursors[first - 1], products[first - 1].id) };
  }

  /** A publicly visible product, or NotFoundError. */
  async details(id: number): Promise<ProductEntity> {
    dependsOn(CatalogTags.product(id));
    const [product] = (await this.withRelations(this.visible().andWhere('p.id = :id', { id }))).products;
    if (!product) throw new NotFoundError('Product not found.');
    return product;
  }

  async byIds(ids: readonly number[]): Promise<ProductEntity[]> {
    return this.ds.getRepository(ProductEntity).createQueryBuilder('p').where('p.id = ANY(:ids)', { ids }).getMany();
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

  async attributeValuesByIds(ids: readonly number[]): Promise<Array<{ id: number; value: string; code: string | null; attributeId: number }>> {
    const rows: Array<{ id: number; value: string; code: string | null; attribute_id: number }> = await this.ds.query(
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
  async checkStock(productId: number, req: StockRequest, meta?: { ip: string }): Promise<{ available: true; stock: number }> {
    if (meta && this.limiter) await this.limiter.hit(`stock:ip:${meta.ip}`, LIMITS.stockPerIp);
    const product = await this.details(productId);
    const variants = await this.variantsFor([productId]);
    const stock = variants.length ? variants.reduce((s, v) => s + v.stock, 0) : product.qty;
    const fail = (message: string, field = 'qty') => new ValidationError([{ field, message, code: 'OUT_OF_STOCK' }], message);

    if (variants.length) {
      // Its variants are what a shopper buys: named by id, or by their size and colour values
      // (the spec's items of attribute value ids); a request naming none cannot be ordered.
      let variant = req.variantId != null ? variants.find((v) => v.id === req.variantId) : undefined;
      let qty = req.qty ?? 1;
      if (req.variantId == null && req.items?.length) {
        const chosen = new Set(req.items.map((i) => i.attributeValueId));
        variant = variants.find((v) => {
          const own = [v.sizeValueId, v.colorValueId].filter((id) => id != null);
          return own.length === chosen.size && own.every((id) => chosen.has(id));
        });
        qty = Math.max(...req.items.map((i) => i.qty));
        if (!variant) throw fail(STOCK_MESSAGES.unknownVariant, 'items');
      }
      if (!variant) {
        if (req.variantId != null) throw fail(STOCK_MESSAGES.unknownVariant, 'variant_id');
        if (stock <= 0) throw fail(STOCK_MESSAGES.outOfStock);
        if (qty > stock) throw fail(STOCK_MESSAGES.noMore);
        throw fail(STOCK_MESSAGES.chooseEach, 'variant_id');
      }
      if (variant.stock <= 0) throw fail(STOCK_MESSAGES.variantOut, 'variant_id');
      if (qty > variant.stock) throw fail(STOCK_MESSAGES.variantShort);
      return { available: true, stock: variant.stock };
    }
    if (req.variantId != null) throw fail(STOCK_MESSAGES.unknownVariant, 'variant_id');

    if (req.items?.length) {
      const linked = new Map((await this.attributeValuesFor([productId])).map((v) => [v.id, v]));
      let maxQty = 0;
      for (const item of req.items) {
        const value = linked.get(item.attributeValueId);
        if (!value) throw fail(STOCK_MESSAGES.unknownVariant, 'items');
        if (value.qty <= 0) throw fail(STOCK_MESSAGES.variantOut, 'items');
        if (item.qty > value.qty) throw fail(STOCK_MESSAGES.variantShort, 'items');
        maxQty = Math.max(maxQty, item.qty);
      }
      if (stock <= 0) throw fail(STOCK_MESSAGES.outOfStock);
      if (maxQty > stock) throw fail(STOCK_MESSAGES.noMore);
      return { available: true, stock };
    }
    const qty = req.qty ?? 1;
    if (stock <= 0) throw fail(STOCK_MESSAGES.outOfStock);
    if (qty > stock) throw fail(STOCK_MESSAGES.noMore);
    return { available: true, stock };
  }
}
