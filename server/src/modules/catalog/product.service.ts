import { DataSource, SelectQueryBuilder } from 'typeorm';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { countRows } from '../../shared/count';
import type { SearchIndex } from './search.index';
import type { CatalogCache } from './catalog.cache';
import { LIMITS, RateLimiter } from '../../shared/rate-limit';
import { ProductImageEntity } from '../media/product-image.entity';
import { CategoryService } from './category.service';
import { ProductEntity, ProductVariantEntity } from './product.entity';

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

/**
 * Public catalogue reads. Only active products in active categories (and active or
 * no brand) are visible to the public.
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
    return this.ds
      .getRepository(ProductEntity)
      .createQueryBuilder('p')
      .where('p.status = 1')
      .andWhere('EXISTS (SELECT 1 FROM categories c WHERE c.id = p.category_id AND c.status = 1)')
      .andWhere('(p.brand_id IS NULL OR EXISTS (SELECT 1 FROM brands b WHERE b.id = p.brand_id AND b.status = 1))');
  }

  async latest(limit = HOME_GRID_SIZE): Promise<ProductEntity[]> {
    return this.visible().orderBy('p.created_at', 'DESC').addOrderBy('p.id', 'DESC').limit(limit).getMany();
  }

  async featured(limit = HOME_GRID_SIZE): Promise<ProductEntity[]> {
    return this.visible()
      .andWhere('p.is_featured')
      .orderBy('p.created_at', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .limit(limit)
      .getMany();
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
    const rows = await this.visible().andWhere('p.id = ANY(:ids)', { ids }).getMany();
    const byId = new Map(rows.map((p) => [p.id, p]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Live search (drawer): title or sku contains the text; titles starting with it first, then newest. */
  async search(text: string, limit = SEARCH_LIMIT): Promise<ProductEntity[]> {
    const ids = this.searchIds(text, limit);
    if (ids) return this.visibleByIds(ids);
    const q = text.trim().slice(0, 100);
    if (!q) return [];
    return this.visible()
      .andWhere('(p.title ILIKE :pat OR p.sku ILIKE :pat)', { pat: likePattern(q) })
      .orderBy('(p.title ILIKE :prefix)', 'DESC')
      .setParameter('prefix', likePattern(q).slice(1))
      .addOrderBy('p.created_at', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .limit(limit)
      .getMany();
  }

  /** Visible products matching a shop filter (categories include their descendants). */
  private async filtered(filter: ProductFilter): Promise<SelectQueryBuilder<ProductEntity>> {
    const qb = this.visible();
    if (filter.categoryIds?.length) {
      const ids = await this.categories.expandWithDescendants(filter.categoryIds);
      qb.andWhere('p.category_id = ANY(:cats)', { cats: ids });
    }
    if (filter.brandIds?.length) qb.andWhere('p.brand_id = ANY(:brands)', { brands: filter.brandIds });
    const search = filter.search?.trim().slice(0, 100);
    if (search) qb.andWhere('(p.title ILIKE :pat OR p.sku ILIKE :pat)', { pat: likePattern(search) });
    return qb;
  }

  /**
   * How many visible products match: a count over the whole match (a full scan for an
   * unfiltered shop), so it is kept in the catalogue cache per filter and shared by every
   * page and by the GraphQL feed's total.
   */
  async count(filter: ProductFilter): Promise<number> {
    const key = `count:${JSON.stringify([filter.categoryIds ?? [], filter.brandIds ?? [], filter.search?.trim().slice(0, 100) ?? ''])}`;
    const hit = this.cache?.get<number>(key);
    if (hit) return hit.value;
    const generation = this.cache?.generation() ?? 0;
    const total = await countRows(await this.filtered(filter));
    this.cache?.set(key, generation, { value: total });
    return total;
  }

  /** A numbered page (REST and the GraphQL `products` query): offset pagination. */
  async list(filter: ProductFilter, page = 1, perPage = PAGE_SIZE): Promise<ProductPageResult> {
    const [qb, total] = await Promise.all([this.filtered(filter), this.count(filter)]);
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const currentPage = Math.max(1, Math.floor(page));
    const items =
      currentPage > lastPage
        ? []
        : await qb
            .orderBy('p.created_at', 'DESC')
            .addOrderBy('p.id', 'DESC')
            .offset((currentPage - 1) * perPage)
            .limit(perPage)
            .getMany();
    return { items, currentPage, lastPage, perPage, total };
  }

  /**
   * The next `first` products after a cursor, newest first (infinite scroll): keyset
   * pagination on (created_at, id), so the thousandth screen costs what the first does.
   */
  async feed(filter: ProductFilter, after: string | null, first = PAGE_SIZE): Promise<ProductFeedResult> {
    if (!Number.isInteger(first) || first < 1 || first > MAX_FEED_SLICE) {
      throw ValidationError.single('first', `first must be between 1 and ${MAX_FEED_SLICE}.`);
    }
    const qb = await this.filtered(filter);
    if (after) {
      const cursor = decodeCursor(after);
      qb.andWhere('(p.created_at, p.id) < (CAST(:cursorAt AS timestamptz), :cursorId)', { cursorAt: cursor.at, cursorId: cursor.id });
    }
    const { entities, raw } = await qb
      .addSelect(`to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`, 'cursor_at')
      .orderBy('p.created_at', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .limit(first + 1)
      .getRawAndEntities<{ cursor_at: string }>();
    if (entities.length <= first) return { items: entities, nextCursor: null };
    return { items: entities.slice(0, first), nextCursor: encodeCursor(raw[first - 1].cursor_at, entities[first - 1].id) };
  }

  /** A publicly visible product, or NotFoundError. */
  async details(id: number): Promise<ProductEntity> {
    const product = await this.visible().andWhere('p.id = :id', { id }).getOne();
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
