import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { loadConfig } from '../../server/src/config';
import { DEMO_PRODUCTS } from '../../server/src/db/seed/demo-catalogue';
import { DEMO_IMAGES_DIR, DEMO_IMAGE_SIZE, demoImageName } from '../../server/src/db/seed/demo-images';
import { seedDatabase } from '../../server/src/db/seed/seed';
import { createLogger } from '../../server/src/platform/logger';
import { verifyPassword } from '../../server/src/modules/accounts/password';
import { GeoService } from '../../server/src/modules/geo/geo.service';
import { ImageStorage } from '../../server/src/modules/media';
import { FileStore } from '../../server/src/platform/storage';
import { createTestDatabase, TestDatabase } from '../support/database';

describe('seed', () => {
  let db: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    db = await createTestDatabase();
    dir = mkdtempSync(path.join(os.tmpdir(), 'shop-seed-'));
  });
  afterAll(async () => {
    await db.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const counts = async () =>
    (
      await db.ds.query(`SELECT
      (SELECT count(*)::int FROM users WHERE role = 'ADMIN') AS admins,
      (SELECT count(*)::int FROM products) AS products,
      (SELECT count(*)::int FROM products WHERE qty = 0 AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = products.id)) AS sold_out,
      (SELECT count(*)::int FROM products WHERE is_featured) AS featured,
      (SELECT count(*)::int FROM product_images) AS images,
      (SELECT count(*)::int FROM reviews) AS reviews,
      (SELECT count(*)::int FROM product_variants) AS variants,
      (SELECT count(DISTINCT sku)::int FROM products) AS skus,
      (SELECT count(*)::int FROM categories WHERE parent_id IS NOT NULL) AS children`)
    )[0];

  it('seeds the admin and a believable demo catalogue once', async () => {
    // As `npm start` runs it (NODE_ENV=test hashes at a light cost), so the admin's hash is the shop's own.
    const config = loadConfig({
      NODE_ENV: 'development',
      DATA_DIR: dir,
      ADMIN_EMAIL: 'owner@crochet.pk',
      ADMIN_PASSWORD: 'owner-password-1',
    });
    const storage = new ImageStorage(new FileStore(config.dataDir));
    const logger = createLogger('silent');
    const first = await seedDatabase(db.ds, config, logger, storage);
    expect(first).toEqual({ adminCreated: true, demoSeeded: true });
    const c = await counts();
    expect(c.admins).toBe(1);
    expect(c.products).toBeGreaterThanOrEqual(32);
    expect(c.skus).toBe(c.products);
    expect(c.sold_out).toBeGreaterThanOrEqual(3);
    expect(c.featured).toBeGreaterThanOrEqual(8);
    expect(c.reviews).toBeGreaterThanOrEqual(15);
    expect(c.variants).toBeGreaterThanOrEqual(2);
    expect(c.children).toBeGreaterThanOrEqual(8);

    const [admin] = await db.ds.query(`SELECT email, password_hash FROM users WHERE role = 'ADMIN'`);
    expect(admin.email).toBe('owner@crochet.pk');
    expect(admin.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword(admin.password_hash, 'owner-password-1')).toBe(true);

    const files: { image: string }[] = await db.ds.query('SELECT image FROM product_images');
    for (const { image } of files) {
      expect(existsSync(path.join(config.uploadsDir, 'products', image))).toBe(true);
      expect(existsSync(path.join(config.uploadsDir, 'products', '300', image))).toBe(true);
      expect(existsSync(path.join(config.uploadsDir, 'products', '800', image))).toBe(true);
    }
    const multi = await db.ds.query(
      'SELECT product_id FROM product_images GROUP BY product_id HAVING count(*) >= 3',
    );
    expect(multi.length).toBeGreaterThanOrEqual(5);

    // Every product has the pictures the catalogue gives it, in order, each the committed photograph.
    const seeded: Array<{ sku: string; images: Array<{ image: string; width: number; height: number }> }> =
      await db.ds.query(`
        SELECT p.sku, json_agg(json_build_object('image', i.image, 'width', i.width, 'height', i.height)
                               ORDER BY i.position) AS images
          FROM products p JOIN product_images i ON i.product_id = p.id GROUP BY p.sku`);
    const bySku = new Map(seeded.map((r) => [r.sku, r.images]));
    for (const p of DEMO_PRODUCTS) {
      const rows = bySku.get(p.sku) ?? [];
      expect({ sku: p.sku, images: rows.length }).toEqual({ sku: p.sku, images: p.images ?? 1 });
      for (const [n, row] of rows.entries()) {
        expect(row).toMatchObject({ width: DEMO_IMAGE_SIZE, height: DEMO_IMAGE_SIZE });
        // The same picture (compared small: re-encoding moves a few levels, another picture far more).
        const small = (file: string) => sharp(file).resize(96, 96).raw().toBuffer();
        const committed = await small(path.join(DEMO_IMAGES_DIR, demoImageName(p.sku, n)));
        const stored = await small(path.join(config.uploadsDir, 'products', row.image));
        expect(meanDifference(stored, committed)).toBeLessThan(4);
      }
    }

    const second = await seedDatabase(db.ds, config, logger, storage);
    expect(second).toEqual({ adminCreated: false, demoSeeded: false });
    expect(await counts()).toEqual(c);
    // It writes 50 photographs, each re-encoded with two thumbnails: minutes on a busy 2-core machine.
  }, 240_000);
});

/** Mean absolute difference per channel of two raw images of one size (re-encoding moves a few levels). */
function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i] - b[i]);
  return sum / a.length;
}

describe('demo photographs', () => {
  const files = DEMO_PRODUCTS.flatMap((p) =>
    Array.from({ length: p.images ?? 1 }, (_, n) => ({ sku: p.sku, file: demoImageName(p.sku, n) })),
  );

  it('are committed for every picture of every product, and nothing else is in their folder', () => {
    expect(readdirSync(DEMO_IMAGES_DIR).sort()).toEqual(files.map((f) => f.file).sort());
  });

  it('are 800 × 800 WebP photographs, each its own', async () => {
    const seen = new Map<string, string>();
    for (const { sku, file } of files) {
      const image = sharp(path.join(DEMO_IMAGES_DIR, file));
      expect({ file, ...(await image.metadata()) }).toMatchObject({
        file,
        format: 'webp',
        width: DEMO_IMAGE_SIZE,
        height: DEMO_IMAGE_SIZE,
      });
      // The old pictures were drawn (a flat background, one colour, the name printed in): an
      // entropy near 2 bits. A photograph has light, shade and texture everywhere: 5 and more.
      const stats = await image.stats();
      expect({ file, photograph: stats.entropy > 4.5 }).toEqual({ file, photograph: true });
      const pixels = await image.clone().resize(64, 64).raw().toBuffer();
      const key = createHash('sha256').update(pixels).digest('hex');
      expect({ file, sameAs: seen.get(key) }).toEqual({ file, sameAs: undefined });
      seen.set(key, `${sku}/${file}`);
    }
  });
});

describe('GeoService', () => {
  const geo = new GeoService();
  it('knows the provinces and their cities', () => {
    expect(geo.provinces()).toEqual(
      expect.arrayContaining([
        'Punjab',
        'Sindh',
        'Khyber Pakhtunkhwa',
        'Balochistan',
        'Islamabad Capital Territory',
      ]),
    );
    const punjab = geo.cities(' punjab ').map((c) => c.name);
    expect(punjab).toEqual(expect.arrayContaining(['Lahore', 'Faisalabad', 'Multan']));
    expect(punjab).toEqual([...punjab].sort());
    expect(geo.cities('Atlantis')).toEqual([]);
  });
});

describe('ImageStorage', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'shop-img-'));
  const dir = path.join(root, 'uploads');
  const storage = new ImageStorage(new FileStore(root));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('re-encodes an image to WebP with two thumbnails, and removes them', async () => {
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c0ffee' } })
      .png()
      .toBuffer();
    const saved = await storage.saveProductImage(png);
    expect(saved).toMatchObject({ width: 1200, height: 900 });
    expect(saved.file).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect((await sharp(path.join(dir, 'products', '300', saved.file)).metadata()).width).toBe(300);
    expect((await sharp(path.join(dir, 'products', '800', saved.file)).metadata()).format).toBe('webp');
    await storage.removeProductImage(saved.file);
    expect(readdirSync(path.join(dir, 'products')).filter((f) => f.endsWith('.webp'))).toEqual([]);
  });

  it('refuses content that is not an image, whatever its name', async () => {
    await expect(storage.saveProductImage(Buffer.from('just text, named photo.jpg'))).rejects.toThrow(
      'The image must be a JPEG, PNG or WebP file.',
    );
    const fakePng = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('garbage'),
    ]);
    await expect(storage.saveProductImage(fakePng)).rejects.toThrow(
      'The image must be a JPEG, PNG or WebP file.',
    );
  });

  it('refuses to delete outside its folder', async () => {
    await expect(storage.removeProductImage('../x')).rejects.toThrow();
    await expect(storage.removeProductImage('a/b.webp')).rejects.toThrow();
  });
});
