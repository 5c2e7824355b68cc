/**
 * Files in a bucket beyond one instance: two instances with no shared disk (each its own
 * DATA_DIR) serving each other's uploads and receipts, images straight from MEDIA_PUBLIC_URL,
 * `npm run storage:migrate` copying a DATA_DIR into the bucket (again and again), and
 * `npm run backup` / `npm run restore` taking the bucket's files with the database.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { imageKey } from '../../server/src/modules/media/image.storage';
import { receiptKey } from '../../server/src/modules/payments/receipt.storage';
import { runCli } from '../support/shop-process';
import { createTestDatabase } from '../support/database';
import { startFakeS3, type FakeS3 } from '../support/fake-s3';
import { adminToken, fetchRaw, orderWithReceipt, png, productWithGallery } from '../support/storage-shop';
import { createTestServer, TestServer } from '../support/test-server';

const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const d = mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(d);
  return d;
};

/** An operator command as `npm run …` runs it. */
const run = runCli;

let s3: FakeS3;
let a: TestServer;
let b: TestServer;
let admin: string;

beforeAll(async () => {
  s3 = await startFakeS3({ pageSize: 2 });
  a = await createTestServer(s3.env());
  // Another instance on the same database and bucket, with a DATA_DIR of its own.
  b = await createTestServer({ ...s3.env(), DATA_DIR: path.join(tempDir('shop-b-'), '.data') }, a);
  admin = await adminToken(a);
});
afterAll(async () => {
  await b.close();
  await a.close();
  await s3.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

it('serves each other’s uploads and receipts from two instances with no shared disk', async () => {
  expect(a.config.dataDir).not.toBe(b.config.dataDir);
  const product = await productWithGallery(a, admin);
  const [image] = product.product_images;
  const fromA = await fetchRaw(a, `/uploads/products/${image.image}`);
  const fromB = await fetchRaw(b, `/uploads/products/${image.image}`);
  expect(fromB.res.status).toBe(200);
  expect(fromB.bytes.equals(fromA.bytes)).toBe(true);
  expect((await b.rest('GET', `/product-details/${product.id}`)).body.data.image_url).toBe(
    `${b.url}/uploads/products/${image.image}`,
  );

  // A receipt sent through B, read by the admin through A (the link and the file route).
  const { receipt, orderId } = await orderWithReceipt(b, await png('#404080', 300, 500));
  const details = (await a.rest('GET', `/admin/order/details/${orderId}`, undefined, admin)).body.data;
  const viaLink = await fetchRaw(a, details.receipts[0].url);
  expect(viaLink.res.status).toBe(200);
  const viaRoute = await fetchRaw(a, `/files/receipts/${receipt.id}`, { authorization: `Bearer ${admin}` });
  expect(viaRoute.res.status).toBe(302);
  expect((await fetchRaw(a, viaRoute.res.headers.get('location')!)).bytes.equals(viaLink.bytes)).toBe(true);

  // Deleted through B: gone for A too.
  expect((await b.rest('DELETE', `/admin/image/delete/${image.id}`, undefined, admin)).status).toBe(200);
  expect((await fetchRaw(a, `/uploads/products/${image.image}`)).res.status).toBe(404);
  // Neither instance wrote a file of its own.
  for (const t of [a, b])
    for (const folder of ['uploads', 'receipts'])
      expect(existsSync(path.join(t.config.dataDir, folder))).toBe(false);
});

it('links images to MEDIA_PUBLIC_URL, whose public prefix the bucket serves without the shop, and receipts to the public_endpoint of STORAGE_URL', async () => {
  s3.publicRead('cdn/uploads/');
  const media = `${s3.url}/${s3.bucket}/cdn/uploads`;
  // Browsers reach the bucket by another name than the shop does (the shop: STORAGE_URL's endpoint, 127.0.0.1).
  const browserSide = s3.url.replace('127.0.0.1', 'localhost');
  const c = await createTestServer({
    ...s3.env('cdn', browserSide),
    MEDIA_PUBLIC_URL: media,
  });
  try {
    const token = await adminToken(c);
    const product = await productWithGallery(c, token);
    const [image] = product.product_images;
    expect(image.image_url).toBe(`${media}/products/${image.image}`);
    const gql = await c.gql('query($id: Int!) { product(id: $id) { imageUrl } }', { id: product.id });
    expect(gql.body.data.product.imageUrl).toBe(`${media}/products/${product.product_images[0].image}`);
    const anonymous = await fetchRaw(c, image.thumbnail_url);
    expect(anonymous.res.status).toBe(200);
    expect(anonymous.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(s3.requests.at(-1)).toMatchObject({ auth: 'anonymous', status: 200 });
    // Receipts stay private, whatever is public; their links are signed for the browsers' address.
    const { receipt } = await orderWithReceipt(c, await png('#808080', 200, 200));
    const object = new URL(receipt.url);
    expect(object.origin).toBe(browserSide);
    expect((await fetchRaw(c, receipt.url)).res.status).toBe(200);
    expect((await fetchRaw(c, receipt.url.replace(browserSide, s3.url))).res.status).toBe(403);
    expect((await fetchRaw(c, `${object.origin}${object.pathname}`)).res.status).toBe(403);
    const csp = (await fetch(`${c.url}/healthz`)).headers.get('content-security-policy');
    expect(csp).toContain(`img-src 'self' data: blob: ${s3.url} ${browserSide};`);
  } finally {
    await c.close();
  }
});

it('copies a DATA_DIR into the bucket with storage:migrate, sending only what is missing when run again', async () => {
  const f = await createTestServer(); // files on disk
  try {
    const token = await adminToken(f);
    const product = await productWithGallery(f, token);
    const { receipt, orderId } = await orderWithReceipt(f, await png('#aa8844', 320, 480));
    const [row] = await f.db.ds.query('SELECT file FROM order_receipts WHERE id = $1', [receipt.id]);
    const env = { DATA_DIR: f.config.dataDir, ...s3.env('moved') };

    const first = await run('storage-migrate', [], env);
    // (On Node 20 the AWS SDK also warns, once, that its releases from 2027 on need Node 22.)
    expect(first.code).toBe(0);
    expect(first.out).toMatch(
      new RegExp(
        `^Copied ${f.config.dataDir} to s3://${s3.bucket}/moved: uploads: 6 copied, 0 already there; receipts: 1 copied, 0 already there\\.$`,
        'm',
      ),
    );
    const key = imageKey(product.product_images[0].image);
    expect(s3.objects.get(`moved/${key}`)!.body.equals(readFileSync(path.join(f.config.dataDir, key)))).toBe(
      true,
    );
    expect(s3.objects.get(`moved/${key}`)!.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(s3.objects.get(`moved/${receiptKey(row.file)}`)!.contentType).toBe('image/webp');

    // Again: nothing sent. An object that differs (damaged meanwhile) is sent again, alone.
    expect((await run('storage-migrate', [], env)).out).toContain(
      'uploads: 0 copied, 6 already there; receipts: 0 copied, 1 already there',
    );
    s3.objects.get(`moved/${key}`)!.body = Buffer.from('damaged');
    expect((await run('storage-migrate', [], env)).out).toContain('uploads: 1 copied, 5 already there');

    // An instance on the bucket serves what the disk had.
    const moved = await createTestServer(
      { ...s3.env('moved'), DATA_DIR: path.join(tempDir('shop-m-'), '.data') },
      f,
    );
    try {
      expect(
        (await fetchRaw(moved, `/${key}`)).bytes.equals(readFileSync(path.join(f.config.dataDir, key))),
      ).toBe(true);
      const url = (await moved.rest('GET', `/admin/order/details/${orderId}`, undefined, token)).body.data
        .receipts[0].url;
      expect(
        (await fetchRaw(moved, url)).bytes.equals(
          readFileSync(path.join(f.config.dataDir, receiptKey(row.file))),
        ),
      ).toBe(true);
    } finally {
      await moved.close();
    }
    // Nothing to copy, or no bucket: said so.
    expect(await run('storage-migrate', [], { DATA_DIR: f.config.dataDir })).toMatchObject({
      code: 1,
      out: expect.stringContaining('STORAGE_URL is file: (the default)'),
    });
  } finally {
    await f.close();
  }
});

it('backs the bucket’s files up with the database, and restores them into a bucket', async () => {
  const keys = () => [...s3.objects.keys()].filter((k) => /^(uploads|receipts)\//.test(k)).sort();
  const out = path.join(tempDir('shop-backup-'), 'b');
  const backup = await run('backup', ['--out', out], {
    DATABASE_URL: a.db.url,
    DATA_DIR: tempDir('shop-op-'),
    ...s3.env(),
  });
  expect(backup.code).toBe(0);
  const files = keys();
  expect(backup.out).toContain(
    `${files.filter((k) => k.startsWith('uploads/')).length} uploaded files and ${files.filter((k) => k.startsWith('receipts/')).length} payment receipts`,
  );
  for (const k of files) expect(readFileSync(path.join(out, k)).equals(s3.objects.get(k)!.body)).toBe(true);

  // Into another database and another place in the bucket, where a stray file waits.
  const target = await createTestDatabase();
  await target.ds.destroy();
  s3.objects.set('restored/uploads/products/stray.webp', { ...s3.objects.get(files[0])! });
  const restore = await run('restore', [out, '--yes'], {
    DATABASE_URL: target.url,
    DATA_DIR: tempDir('shop-op-'),
    ...s3.env('restored'),
  });
  expect(restore.code).toBe(0);
  const restored = [...s3.objects.keys()]
    .filter((k) => k.startsWith('restored/'))
    .map((k) => k.slice('restored/'.length))
    .sort();
  expect(restored).toEqual(files);
  expect(readdirSync(path.join(out, 'receipts')).length).toBeGreaterThan(0);
});
