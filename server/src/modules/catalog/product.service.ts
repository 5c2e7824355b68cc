import type { DataSource, SelectQueryBuilder } from 'typeorm';
import type { Remember } from '../../platform/cache';
import { countRows } from '../../platform/db/count';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { likePattern } from '../../shared/search';
import { LIMITS, type RateLimiter } from '../../shared/rate-limit';
import { dependsOnListing, dependsOnProducts } from './cache-policy';
import type { CategoryService } from './category.service';
import { ProductBatches } from './product.batches';
import { ProductEntity } from './product.entity';
import {
  afterCursor,
  decodeCursor,
  encodeCursor,
  filterKey,
  hasPriceRange,
  HOME_GRID_SIZE,
  LISTING_SORTS,
  MAX_FEED_SLICE,
  normalizedSearch,
  ordered,
  PAGE_SIZE,
  SEARCH_LIMIT,
  type ListingSort,
  type ProductFeedResult,
  type ProductFilter,
  type ProductPageResult,
} from './product.listing';
import { relationsOf } from './product.relations';
import { selectedWithRelations } from './product.sql';
import { checkStock, type LineCap, type StockRequest } from '../inventory';
import type { SearchIndex } from './search.index';
import { visibleProductSql } from './visibility';
import { PRODUCT_NOT_FOUND } from './catalog.messages';

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
    /** Listing totals per filter, kept until what they counted changes. */
    private readonly totals?: Remember<number>,
    private readonly index?: SearchIndex,
    /** The per-order cap of one item (orders/limits.ts): a stock check for more is refused with its message. */
    private readonly lineCap?: { lineCap(): Promise<LineCap> },
    /** A page's product ids per filter, sort and page, kept until who is on it or their order changes. */
    private readonly pageIds?: Remember<number[]>,
  ) {
    this.batches = new ProductBatches(ds);
  }

  /** Products and their relations by id, batched (the request's loaders). */
  readonly batches: ProductBatches;

  private visible(): SelectQueryBuilder<ProductEntity> {
    return this.ds.getRepository(ProductEntity).createQueryBuilder('p').where(visibleProductSql('p'));
  }

  /**
   * Visible products (with their relations) whose ids `qb` selects, from `offset` on, in the
   * listing order `sort` (newest first unless told), in one statement; records that the read
   * depends on them. The offset is a parameter read in a subquery, so the planner costs every
   * page alike and PostgreSQL keeps one plan for all of them instead of planning each afresh.
   */
  private async withRelations(
    qb: SelectQueryBuilder<ProductEntity>,
    sort: ListingSort = 'newest',
    offset?: number,
  ): Promise<{ products: ProductEntity[]; cursors: string[] }> {
    const [ids, idParams] = qb.select('p.id', 'id').getQueryAndParameters();
    const [sql, params] =
      offset === undefined
        ? [ids, idParams]
        : [`${ids} OFFSET (SELECT $${idParams.length + 1}::int)`, [...idParams, offset]];
    const { columns, direction } = LISTING_SORTS[sort];
    const read = await selectedWithRelations(
      this.ds,
      sql,
      params,
      columns.map((c) => `p.${c} ${direction}`).join(', '),
    );
    dependsOnProducts(read.products);
    return read;
  }

  async latest(limit = HOME_GRID_SIZE): Promise<ProductEntity[]> {
    dependsOnListing({}, LISTING_SORTS.newest.columns);
    return (await this.withRelations(ordered(this.visible(), 'newest').limit(limit))).products;
  }

  async featured(limit = HOME_GRID_SIZE): Promise<ProductEntity[]> {
    dependsOnListing({}, [...LISTING_SORTS.newest.columns, 'is_featured']);
    return (
      await this.withRelations(ordered(this.visible().andWhere('p.is_featured'), 'newest').limit(limit))
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
    dependsOnProducts(ids);
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
    dependsOnProducts(items);
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
    if (filter.minPrice != null) qb.andWhere('p.list_price >= :minPrice', { minPrice: filter.minPrice });
    if (filter.maxPrice != null) qb.andWhere('p.list_price <= :maxPrice', { maxPrice: filter.maxPrice });
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
    if (ids) dependsOnListing(filter, LISTING_SORTS[sort].columns);
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
      dependsOnListing(filter);
      return countRows(await this.filtered(filter));
    };
    return this.totals ? this.totals.get(key, load) : load();
  }

  /**
   * Where a numbered page stands: its page figures, and either its ids (from the search index,
   * or none past the last page) or the offset of its first row in the listing order.
   */
  private async numberedPage(
    filter: ProductFilter,
    page: number,
    sort: ListingSort,
    perPage: number,
  ): Promise<{ meta: Omit<ProductPageResult, 'items'> } & ({ ids: number[] } | { from: number })> {
    const currentPage = Math.max(1, Math.floor(page));
    const from = (currentPage - 1) * perPage;
    const indexed = await this.indexed(filter, sort);
    const total = indexed ? indexed.length : await this.count(filter);
    const meta = { currentPage, lastPage: Math.max(1, Math.ceil(total / perPage)), perPage, total };
    if (indexed) return { meta, ids: indexed.slice(from, from + perPage) };
    dependsOnListing(filter, LISTING_SORTS[sort].columns);
    return currentPage > meta.lastPage ? { meta, ids: [] } : { meta, from };
  }

  /** A numbered page (REST and the GraphQL `products` query): offset pagination. */
  async list(
    filter: ProductFilter,
    page = 1,
    sort: ListingSort = 'newest',
    perPage = PAGE_SIZE,
  ): Promise<ProductPageResult> {
    const at = await this.numberedPage(filter, page, sort, perPage);
    if ('ids' in at) return { items: await this.visibleByIds(at.ids), ...at.meta };
    // The offset walks the sort's index alone, within the same statement as the page's rows.
    const rows = ordered(await this.filtered(filter), sort).limit(perPage);
    const { products: items } = await this.withRelations(rows, sort, at.from);
    return { items, ...at.meta };
  }

  /**
   * A numbered page as the ids of its products (no product read), kept (`pageIds`) until its
   * membership or order changes, not when a product on it changes: a page assembled from
   * them and each product's own kept answer recomputes only the product that changed.
   */
  async listIds(
    filter: ProductFilter,
    page = 1,
    sort: ListingSort = 'newest',
    perPage = PAGE_SIZE,
  ): Promise<Omit<ProductPageResult, 'items'> & { ids: number[] }> {
    const at = await this.numberedPage(filter, page, sort, perPage);
    if ('ids' in at) return { ...at.meta, ids: at.ids };
    const load = async () => {
      dependsOnListing(filter, LISTING_SORTS[sort].columns);
      const [sql, params] = ordered(await this.filtered(filter), sort)
        .select('p.id', 'id')
        .offset(at.from)
        .limit(perPage)
        .getQueryAndParameters();
      return ((await this.ds.query(sql, params)) as { id: number }[]).map((r) => r.id);
    };
    const key = `${filterKey(filter)}|${sort}|${at.meta.currentPage}|${perPage}`;
    return { ...at.meta, ids: this.pageIds ? await this.pageIds.get(key, load) : await load() };
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
    dependsOnListing(filter, LISTING_SORTS[sort].columns);
    const slice = (qb: SelectQueryBuilder<ProductEntity>) => {
      if (cursor) afterCursor(qb, cursor, sort);
      return ordered(qb, sort).limit(first + 1);
    };
    const from = indexed && cursor ? indexed.indexOf(cursor.id) + 1 : 0;
    // Without the index, or a cursor product no longer among its matches: SQL finds where to go on.
    const qb =
      !indexed || (cursor && from === 0)
        ? await this.filtered(filter)
        : this.ds
            .getRepository(ProductEntity)
            .createQueryBuilder('p')
            .where('p.id = ANY(:ids)', { ids: indexed.slice(from, from + first + 1) });
    const { products, cursors } = await this.withRelations(slice(qb), sort);
    const items = products.slice(0, first);
    if (products.length <= first) return { items, nextCursor: null };
    return { items, nextCursor: encodeCursor(sort, products[first - 1], cursors[first - 1]) };
  }

  /** A publicly visible product, or NotFoundError. */
  async details(id: number): Promise<ProductEntity> {
    dependsOnProducts([id]);
    const [product] = (await this.withRelations(this.visible().andWhere('p.id = :id', { id }))).products;
    if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
    return product;
  }

  /**
   * Whether a quantity of a visible product is available (spec 7, check-stock;
   * inventory's checkStock): NotFoundError for an unknown or hidden product.
   */
  async checkStock(
    productId: number,
    req: StockRequest,
    meta?: { ip: string },
  ): Promise<{ available: true; stock: number }> {
    if (meta && this.limiter) await this.limiter.hit(`stock:ip:${meta.ip}`, LIMITS.stockPerIp);
    const [product, cap] = await Promise.all([this.details(productId), this.lineCap?.lineCap()]);
    return checkStock({ title: product.title, qty: product.qty, ...relationsOf(product)! }, req, cap);
  }
}
