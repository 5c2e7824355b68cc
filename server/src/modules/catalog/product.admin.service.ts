import { DataSource, EntityManager } from 'typeorm';
import { pageOfRows } from '../../platform/db/count';
import type { Logger } from '../../platform/logger';
import { isOwnKey } from '../../shared/keys';
import { ConflictError, FieldErrorShape, NotFoundError, ValidationError } from '../../shared/errors';
import { likePattern } from '../../shared/search';
import type { ProductInput, ProductWithVariantsInput, StockChange } from '../../shared/inputs/catalog';
import { M } from '../../shared/inputs/messages';
import type { ImageStorage } from '../media';
import { ProductImageEntity } from './product-image.entity';
import { sanitizeDescription } from './catalog.admin.service';
import { ProductEntity } from './product.entity';
import { ProductGallery } from './product.gallery';
import { createWithVariants } from './product.variants-form';
import { ProductVariants } from './product.variants-edit';
import {
  lastStockReads,
  lockStock,
  onlyLowStock,
  rememberRead,
  resolveStock,
  stockRequests,
  writeStock,
  type StockCell,
  type StockSession,
} from '../inventory';
import { toPaisa } from '../../shared/money';
import { PRODUCT_NOT_FOUND } from './catalog.messages';

export const MAX_GALLERY_FILES = 10;
export const PRODUCT_SORTS = {
  id: 'p.id',
  title: 'p.title',
  price: 'p.price',
  qty: 'p.qty',
  sku: 'p.sku',
  status: 'p.status',
  created_at: 'p.created_at',
} as const;
export type ProductSort = keyof typeof PRODUCT_SORTS;

/** What the back-office product list is asked for. */
export interface ProductListQuery {
  search?: string;
  sort?: ProductSort;
  direction?: 'asc' | 'desc';
  page?: number;
  perPage?: number;
  /** Only active products low on stock (inventory's onlyLowStock). */
  lowStock?: boolean;
}

interface ValueQty {
  attributeValueId: number;
  /** Its stock: for a value linked by this save at least 1 (1 when left out); see `update` for one already linked. */
  qty?: number;
}

/** A newly linked value's stock: the spec's "minimum of 1, default 1". */
const newLinkQty = (qty: number | undefined) => (qty !== undefined && qty >= 1 ? qty : 1);

/** The admin-edited columns `update` compares (stock is not among them: it is its own record). */
const EDITED = [
  'title',
  'price',
  'comparePrice',
  'sku',
  'barcode',
  'status',
  'isFeatured',
  'shortDescription',
  'description',
  'categoryId',
  'brandId',
] as const;

/**
 * A product form as checked. The optional fields are `undefined` when the request left them
 * out: an edit keeps their stored value (never 0 or empty); a new product takes the default.
 */
export interface ProductFormData {
  title: string;
  price: number;
  comparePrice?: number | null;
  qty?: number;
  sku: string;
  barcode?: string | null;
  status: number;
  isFeatured: boolean;
  shortDescription?: string | null;
  description?: string | null;
  categoryId: number;
  brandId?: number | null;
  values?: ValueQty[];
  /** An edit's stock changes. */
  stock?: StockChange[];
}

const SKU_TAKEN = 'The sku has already been taken.';
export const PRODUCT_CHANGED = 'This product was changed since you opened it. Reload to see the changes.';

export { parseVersion } from '../../shared/versions';

/** An object without its undefined properties (the fields a request left out). */
function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Products in the back office: list, create, edit, delete, gallery. */
export class ProductAdminService {
  constructor(
    private readonly ds: DataSource,
    private readonly storage: ImageStorage,
    private readonly logger: Logger,
  ) {
    this.gallery = new ProductGallery(ds, storage);
    this.variants = new ProductVariants(ds);
  }

  /** The products' galleries (product.gallery.ts). */
  readonly gallery: ProductGallery;
  /** The variants of products from the variant form, added, repriced or removed (product.variants-edit.ts). */
  readonly variants: ProductVariants;

  async list(opts: ProductListQuery) {
    const perPage = Math.min(Math.max(1, Math.floor(opts.perPage ?? 20)), 100);
    const page = Math.max(1, Math.floor(opts.page ?? 1));
    return pageOfRows(this.listQuery(opts), page, perPage);
  }

  /** Every product the list shows for `opts` (no pages), in its order, for the CSV export: at most `limit` + 1. */
  all(opts: ProductListQuery, limit: number): Promise<ProductEntity[]> {
    return this.listQuery(opts)
      .take(limit + 1)
      .getMany();
  }

  /** The back-office list's query: its search and sort, before any page is cut. */
  private listQuery(opts: ProductListQuery) {
    const qb = this.ds.getRepository(ProductEntity).createQueryBuilder('p');
    const s = opts.search?.trim().slice(0, 100);
    if (s) qb.where('(p.title ILIKE :pat OR p.sku ILIKE :pat)', { pat: likePattern(s) });
    if (opts.lowStock) onlyLowStock(qb, 'p');
    const dir = opts.direction === 'asc' ? 'ASC' : 'DESC';
    qb.orderBy(isOwnKey(PRODUCT_SORTS, opts.sort) ? PRODUCT_SORTS[opts.sort] : 'p.id', dir);
    if (opts.sort && opts.sort !== 'id') qb.addOrderBy('p.id', dir);
    return qb;
  }

  async get(id: number): Promise<ProductEntity> {
    const p = await this.ds.getRepository(ProductEntity).findOneBy({ id });
    if (!p) throw new NotFoundError(PRODUCT_NOT_FOUND);
    return p;
  }

  /** attribute_ids and attribute_values as the edit form reads them. */
  async links(id: number): Promise<{
    attributeIds: number[];
    values: Array<{ attributeValueId: number; attributeId: number; qty: number }>;
  }> {
    const rows: Array<{ attribute_value_id: number; attribute_id: number; qty: number }> =
      await this.ds.query(
        `SELECT pav.attribute_value_id, av.attribute_id, pav.qty FROM product_attribute_values pav
         JOIN attribute_values av ON av.id = pav.attribute_value_id WHERE pav.product_id = $1 ORDER BY av.attribute_id, av.position, av.id`,
        [id],
      );
    return {
      attributeIds: [...new Set(rows.map((r) => r.attribute_id))],
      values: rows.map((r) => ({
        attributeValueId: r.attribute_value_id,
        attributeId: r.attribute_id,
        qty: r.qty,
      })),
    };
  }

  /** The product form's rules that read the database (the shared input has checked the rest). */
  async check(input: ProductInput, selfId?: number): Promise<ProductFormData> {
    const errors: FieldErrorShape[] = [];
    if (!(await this.ds.query('SELECT 1 FROM categories WHERE id = $1', [input.categoryId])).length)
      errors.push({ field: 'categoryId', message: M.categoryRequired, code: 'INVALID' });
    if (
      input.brandId &&
      !(await this.ds.query('SELECT 1 FROM brands WHERE id = $1', [input.brandId])).length
    ) {
      errors.push({ field: 'brandId', message: M.brandInvalid, code: 'INVALID' });
    }
    const taken = await this.ds.query('SELECT id FROM products WHERE lower(sku) = lower($1) AND id <> $2', [
      input.sku,
      selfId ?? 0,
    ]);
    if (taken.length) errors.push({ field: 'sku', message: SKU_TAKEN, code: 'TAKEN' });
    const values = input.attributeValues;
    if (values?.length) {
      const found: Array<{ id: number }> = await this.ds.query(
        'SELECT id FROM attribute_values WHERE id = ANY($1::int[])',
        [values.map((v) => v.attributeValueId)],
      );
      if (found.length !== values.length)
        errors.push({
          field: 'attributeValues',
          message: 'An attribute value no longer exists.',
          code: 'INVALID',
        });
    }
    if (errors.length) throw new ValidationError(errors);
    return {
      title: input.title,
      price: toPaisa(input.price),
      sku: input.sku,
      status: input.status,
      isFeatured: input.isFeatured,
      categoryId: input.categoryId,
      comparePrice: input.comparePrice == null ? input.comparePrice : toPaisa(input.comparePrice),
      qty: input.qty,
      barcode: input.barcode,
      shortDescription: input.shortDescription,
      description: input.description === undefined ? undefined : sanitizeDescription(input.description),
      brandId: input.brandId,
      values,
      stock: input.stock,
    };
  }

  /** Links values to a product with their first stock (callers hold the product row in this transaction). */
  private async linkValues(em: EntityManager, productId: number, values: ValueQty[]) {
    if (!values.length) return;
    await em.query(
      'INSERT INTO product_attribute_values (product_id, attribute_value_id, qty) SELECT $1, x.id, x.qty FROM unnest($2::int[], $3::int[]) AS x(id, qty)',
      [productId, values.map((v) => v.attributeValueId), values.map((v) => newLinkQty(v.qty))],
    );
  }

  /** Creates a product; gallery files are checked and stored first, and removed again if anything fails. */
  async create(input: ProductInput, files: Buffer[] = []): Promise<ProductEntity> {
    if (files.length > MAX_GALLERY_FILES)
      throw ValidationError.single('gallery', `At most ${MAX_GALLERY_FILES} images at a time.`);
    const data = await this.check(input);
    const saved: Array<{ file: string; width: number; height: number }> = [];
    try {
      for (const [i, f] of files.entries())
        saved.push(await this.storage.saveProductImage(f, `gallery.${i}`));
      const id = await this.ds.transaction(async (em) => {
        const p = await this.createIn(em, data);
        for (const [i, img] of saved.entries()) {
          await em.getRepository(ProductImageEntity).insert({
            productId: p,
            image: img.file,
            isDefault: i === 0,
            position: i,
            width: img.width,
            height: img.height,
          });
        }
        return p;
      });
      return this.get(id);
    } catch (err) {
      await Promise.all(saved.map((s) => this.storage.removeProductImage(s.file).catch(() => undefined)));
      if ((err as { code?: string; driverError?: { code?: string } }).driverError?.code === '23505')
        throw ValidationError.single('sku', SKU_TAKEN, 'TAKEN');
      throw err;
    }
  }

  /** Inserts a checked product form with its linked values in the caller's transaction; answers its id. */
  async createIn(em: EntityManager, data: ProductFormData): Promise<number> {
    const { values, stock: _edits, ...given } = data;
    const fields = {
      comparePrice: null,
      qty: 0,
      barcode: null,
      shortDescription: null,
      description: null,
      brandId: null,
      ...stripUndefined(given),
    };
    const p = await em.getRepository(ProductEntity).save(em.getRepository(ProductEntity).create(fields));
    if (values?.length) await this.linkValues(em, p.id, values);
    return p.id;
  }

  /**
   * Saves the edit form. `expectedVersion` is the `version` the form was read with: when an
   * admin changed the product since (its fields, values or images; never its stock), nothing
   * changes and the save is refused (409). Without a version (legacy clients) the save applies,
   * and fields it leaves out keep their stored values.
   *
   * Stock changes only where the edit asks (inventory's `stock.adjust.ts`): its `stock` changes (a set
   * naming the quantity read, or an adjustment) and the bare numbers of `qty` and of values
   * already linked, read against what `session` last read of them (the same number: no change;
   * another: a set with that read as its compare quantity; no read: only the current quantity).
   * A value linked by this save starts at its `qty` (at least 1); an unlinked one goes with its
   * stock. The version moves only when a field or a link changed: a save that changes nothing
   * writes nothing.
   */
  async update(
    id: number,
    input: ProductInput,
    expectedVersion: number | null = null,
    session: StockSession | null = null,
  ): Promise<ProductEntity> {
    await this.get(id);
    const data = await this.check(input, id);
    const sent = await this.ds.transaction((em) => this.updateIn(em, id, data, expectedVersion, session));
    if (session && sent.length) await rememberRead(this.ds.manager, session, id, sent);
    return this.get(id);
  }

  /**
   * `update`'s writes in the caller's transaction (a checked form); answers the stock numbers
   * the form holds now, which `update` remembers as its session's last read.
   */
  async updateIn(
    em: EntityManager,
    id: number,
    data: ProductFormData,
    expectedVersion: number | null = null,
    session: StockSession | null = null,
  ): Promise<Array<{ cell: StockCell; qty: number }>> {
    const { values, qty, stock: changes, ...given } = data;
    const sent: Array<{ cell: StockCell; qty: number }> = [];
    // The product row first, then its values' and variants' rows, as orders lock them.
    const row = await em
      .getRepository(ProductEntity)
      .createQueryBuilder('p')
      .setLock('for_no_key_update')
      .where('p.id = :id', { id })
      .getOne();
    if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND);
    if (expectedVersion !== null && row.version !== expectedVersion) throw new ConflictError(PRODUCT_CHANGED);
    const stock = await lockStock(em, id, row.qty);
    const linked = values?.filter((v) => stock.values.has(v.attributeValueId)) ?? [];
    const added = values?.filter((v) => !stock.values.has(v.attributeValueId)) ?? [];
    const kept = new Set(values?.map((v) => v.attributeValueId));
    const removed = values ? [...stock.values.keys()].filter((v) => !kept.has(v)) : [];
    const requests = stockRequests(stock, changes, { qty, values: linked });
    const writes = resolveStock(stock, requests, await lastStockReads(em, session, id));

    const fields = stripUndefined(given);
    const edited = EDITED.filter((k) => k in fields && fields[k] !== row[k]);
    if (edited.length || added.length || removed.length) {
      await em
        .createQueryBuilder()
        .update(ProductEntity)
        .set({ ...Object.fromEntries(edited.map((k) => [k, fields[k]])), version: () => 'version + 1' })
        .where('id = :id', { id })
        .execute();
    }
    if (removed.length)
      await em.query(
        'DELETE FROM product_attribute_values WHERE product_id = $1 AND attribute_value_id = ANY($2::int[])',
        [id, removed],
      );
    await this.linkValues(em, id, added);
    await writeStock(em, id, writes);
    // What the app's form holds now: the numbers it sent, and the stock of values it linked.
    if (qty !== undefined) sent.push({ cell: { kind: 'product' }, qty });
    for (const v of values ?? [])
      if (v.qty !== undefined)
        sent.push({
          cell: { kind: 'value', id: v.attributeValueId },
          qty: added.includes(v) ? newLinkQty(v.qty) : v.qty,
        });
    return sent;
  }

  /** Remembers the stock a REST admin session read of a product (its edit form is filled from it) as its last read. */
  async stockShown(session: StockSession, productId: number, qty: number, values: ValueQty[]): Promise<void> {
    await rememberRead(this.ds.manager, session, productId, [
      { cell: { kind: 'product' }, qty },
      ...values.map((v) => ({ cell: { kind: 'value' as const, id: v.attributeValueId }, qty: v.qty ?? 0 })),
    ]);
  }

  /** Deletes the product and its image files. Past orders keep their own copy of the item. */
  async delete(id: number): Promise<void> {
    await this.get(id);
    const images = await this.ds.getRepository(ProductImageEntity).find({ where: { productId: id } });
    await this.ds.getRepository(ProductEntity).delete({ id });
    await Promise.all(
      images.map((i) =>
        this.storage
          .removeProductImage(i.image)
          .catch((err) => this.logger.warn({ err }, 'image file not removed')),
      ),
    );
  }

  /** name, description, base price and variants (sku, price, stock, size, colour) → a product with real variant rows. */
  async createWithVariants(input: ProductWithVariantsInput): Promise<ProductEntity> {
    return this.get(await createWithVariants(this.ds, input));
  }
}
