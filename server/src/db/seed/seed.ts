import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../../config';
import type { Logger } from '../../platform/logger';
import { createFirstAdmin } from '../../modules/accounts';
import type { ImageStorage } from '../../modules/media';
import { STARTUP_LOCK, withAdvisoryLock } from '../data-source';
import { DEMO_ATTRIBUTES, DEMO_BRANDS, DEMO_CATEGORIES, DEMO_PRODUCTS, DEMO_REVIEWS } from './demo-catalogue';
import { demoImage } from './demo-images';
import { toPaisa } from '../../shared/money';

/**
 * On an empty database: the admin account (when no admin exists) and, with SEED_DEMO,
 * the demo crochet catalogue with generated images. Running it again changes nothing.
 * Instances starting together take turns (an advisory lock): one seeds, the others see it done.
 */
export async function seedDatabase(
  ds: DataSource,
  config: Config,
  logger: Logger,
  storage: ImageStorage,
): Promise<{ adminCreated: boolean; demoSeeded: boolean }> {
  const url = (ds.options as { url?: string }).url;
  if (!url) throw new Error('seedDatabase needs a data source opened from a URL');
  return withAdvisoryLock(url, STARTUP_LOCK.seed, () => seed(ds, config, logger, storage));
}

async function seed(
  ds: DataSource,
  config: Config,
  logger: Logger,
  storage: ImageStorage,
): Promise<{ adminCreated: boolean; demoSeeded: boolean }> {
  const adminCreated = await createFirstAdmin(ds, config.admin, config.passwordCost);
  if (adminCreated) logger.info({ email: config.admin.email }, 'seeded the admin account');

  let demoSeeded = false;
  const [{ n }] = await ds.query('SELECT count(*)::int AS n FROM products');
  if (config.seedDemo && n === 0) {
    const started = Date.now();
    // Images first (outside the transaction): files are written once, rows reference them.
    const images = new Map<string, Array<{ file: string; width: number; height: number }>>();
    for (const p of DEMO_PRODUCTS) {
      const list = [];
      for (let i = 0; i < (p.images ?? 1); i++)
        list.push(await storage.saveProductImage(await demoImage(p.sku, i)));
      images.set(p.sku, list);
    }
    await ds.transaction((em) => insertCatalogue(em, images));
    demoSeeded = true;
    logger.info({ products: DEMO_PRODUCTS.length, ms: Date.now() - started }, 'seeded the demo catalogue');
  }
  return { adminCreated, demoSeeded };
}

async function insertCatalogue(
  em: EntityManager,
  images: Map<string, Array<{ file: string; width: number; height: number }>>,
) {
  const one = async <T>(sql: string, params: unknown[]): Promise<T> => (await em.query(sql, params))[0] as T;

  const categoryIds = new Map<string, number>();
  for (const c of DEMO_CATEGORIES) {
    const parent = await one<{ id: number }>(
      'INSERT INTO categories (name, status) VALUES ($1, $2) RETURNING id',
      [c.name, c.inactive ? 0 : 1],
    );
    categoryIds.set(c.name, parent.id);
    for (const child of c.children) {
      const row = await one<{ id: number }>(
        'INSERT INTO categories (name, status, parent_id) VALUES ($1, 1, $2) RETURNING id',
        [child, parent.id],
      );
      categoryIds.set(child, row.id);
    }
  }
  const brandIds = new Map<string, number>();
  for (const b of DEMO_BRANDS) {
    const row = await one<{ id: number }>('INSERT INTO brands (name, status) VALUES ($1, $2) RETURNING id', [
      b.name,
      b.inactive ? 0 : 1,
    ]);
    brandIds.set(b.name, row.id);
  }
  const valueIds = new Map<string, number>();
  for (const a of DEMO_ATTRIBUTES) {
    const attr = await one<{ id: number }>('INSERT INTO attributes (name) VALUES ($1) RETURNING id', [
      a.name,
    ]);
    for (const [i, v] of a.values.entries()) {
      const row = await one<{ id: number }>(
        'INSERT INTO attribute_values (attribute_id, value, code, position) VALUES ($1, $2, $3, $4) RETURNING id',
        [attr.id, v.value, v.code, i],
      );
      valueIds.set(v.code, row.id);
    }
  }

  const productIds = new Map<string, number>();
  const now = Date.now();
  for (const [i, p] of DEMO_PRODUCTS.entries()) {
    // Spread over the last 60 days, first product oldest, so "latest" is deterministic.
    const createdAt = new Date(now - (DEMO_PRODUCTS.length - i) * 40 * 3600_000);
    const description = `<p>${p.short}</p><ul><li>100% handmade in Pakistan</li><li>Soft milk-cotton yarn</li><li>Hand wash cold, dry flat</li></ul>`;
    const row = await one<{ id: number }>(
      `INSERT INTO products (title, price, compare_price, qty, sku, barcode, status, is_featured, short_description, description,
                             category_id, brand_id, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) RETURNING id`,
      [
        p.title,
        toPaisa(p.price),
        p.comparePrice ? toPaisa(p.comparePrice) : null,
        p.qty,
        p.sku,
        `890${String(1000000 + i)}`,
        p.inactive ? 0 : 1,
        p.featured ?? false,
        p.short,
        description,
        categoryIds.get(p.category),
        p.brand ? brandIds.get(p.brand) : null,
        createdAt,
      ],
    );
    productIds.set(p.sku, row.id);
    for (const [code, qty] of Object.entries(p.values ?? {})) {
      await em.query(
        'INSERT INTO product_attribute_values (product_id, attribute_value_id, qty) VALUES ($1, $2, $3)',
        [row.id, valueIds.get(code), qty],
      );
    }
    for (const v of p.variants ?? []) {
      await em.query(
        'INSERT INTO product_variants (product_id, sku, price, stock, size_value_id, color_value_id) VALUES ($1, $2, $3, $4, $5, $6)',
        [row.id, v.sku, toPaisa(v.price), v.stock, valueIds.get(v.size), valueIds.get(v.colour)],
      );
    }
    for (const [pos, img] of (images.get(p.sku) ?? []).entries()) {
      await em.query(
        'INSERT INTO product_images (product_id, image, is_default, position, width, height) VALUES ($1, $2, $3, $4, $5, $6)',
        [row.id, img.file, pos === 0, pos, img.width, img.height],
      );
    }
  }

  for (const [i, r] of DEMO_REVIEWS.entries()) {
    await em.query(
      'INSERT INTO reviews (product_id, name, comment, rating, created_at) VALUES ($1, $2, $3, $4, $5)',
      [
        productIds.get(r.sku),
        r.name,
        r.comment,
        r.rating,
        new Date(now - (DEMO_REVIEWS.length - i) * 3600_000),
      ],
    );
  }
  await em.query(`
    UPDATE products p SET review_count = s.n, average_rating = s.avg
      FROM (SELECT product_id, count(*)::int AS n, round(avg(rating)::numeric, 2) AS avg FROM reviews GROUP BY product_id) s
     WHERE s.product_id = p.id`);
}
