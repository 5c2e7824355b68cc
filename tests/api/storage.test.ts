/**
 * One storage suite, run on both drivers: files in DATA_DIR (the default) and in an
 * S3-compatible bucket (support/fake-s3.ts, through the real AWS SDK). Product images are
 * uploaded, served with a year's cache, and removed with their thumbnails; payment receipts
 * are reached only through short-lived links handed to their customer and admins.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { thumbKey } from '../../server/src/modules/media/image.storage';
import { imageKey } from '../../server/src/modules/media/image.storage';
import { receiptKey } from '../../server/src/modules/receipts';
import { startFakeS3, type FakeS3 } from '../support/fake-s3';
import { pdfOf, receiptCustomer } from '../support/receipts';
import {
  adminToken,
  fetchRaw,
  multipart,
  orderWithReceipt,
  png,
  productWithGallery,
} from '../support/storage-shop';
import { createTestServer, TestServer } from '../support/test-server';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe.each(['file', 's3'] as const)('storage on the %s driver', (driver) => {
  let t: TestServer;
  let s3: FakeS3 | undefined;
  let admin: string;

  beforeAll(async () => {
    if (driver === 's3') s3 = await startFakeS3();
    t = await createTestServer(s3 ? s3.env('shop') : {});
    admin = await adminToken(t);
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  /** Whether the store holds a key, asked where it really lives (the folder, or the bucket under STORAGE_URL's prefix). */
  const stored = (key: string) =>
    s3 ? s3.objects.has(`shop/${key}`) : existsSync(path.join(t.config.dataDir, ...key.split('/')));

  it('stores an uploaded gallery, serves it cached for a year, and removes an image with its thumbnails', async () => {
    const product = await productWithGallery(t, admin);
    const [first, second] = product.product_images;
    // REST keeps absolute URLs (PUBLIC_URL); the web client's GraphQL gets relative ones.
    expect(first.image_url).toBe(`${t.url}/uploads/products/${first.image}`);
    const gql = await t.gql(
      'query($id: Int!) { product(id: $id) { images { image imageUrl thumbnailUrl(width: 800) } } }',
      {
        id: product.id,
      },
    );
    expect(gql.body.data.product.images[0]).toEqual({
      image: first.image,
      imageUrl: `/uploads/products/${first.image}`,
      thumbnailUrl: `/uploads/products/800/${first.image}`,
    });
    for (const key of [imageKey(first.image), thumbKey(first.image, 300), thumbKey(first.image, 800)])
      expect(stored(key)).toBe(true);
    if (s3) {
      const object = s3.objects.get(`shop/${imageKey(first.image)}`)!;
      expect(object).toMatchObject({ contentType: 'image/webp', cacheControl: IMMUTABLE });
      // Written by a signed request and never with an ACL (a bucket with ACLs disabled refuses one).
      const puts = s3.requests.filter((r) => r.method === 'PUT');
      expect(puts.length).toBeGreaterThanOrEqual(6);
      expect(puts.every((r) => r.auth === 'header' && r.status === 200)).toBe(true);
    }

    const full = await fetchRaw(t, first.image_url);
    expect(full.res.status).toBe(200);
    expect(full.res.headers.get('content-type')).toBe('image/webp');
    expect(full.res.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(await sharp(full.bytes).metadata()).toMatchObject({ format: 'webp', width: 900 });
    const thumb = await fetchRaw(t, first.thumbnail_url);
    expect((await sharp(thumb.bytes).metadata()).width).toBe(300);
    // Asked again with its ETag: nothing is sent.
    const again = await fetchRaw(t, first.image_url, { 'if-none-match': full.res.headers.get('etag')! });
    expect(again.res.status).toBe(304);
    expect(again.bytes.length).toBe(0);

    const removed = await t.rest('DELETE', `/admin/image/delete/${second.id}`, undefined, admin);
    expect(removed.status).toBe(200);
    for (const key of [imageKey(second.image), thumbKey(second.image, 300), thumbKey(second.image, 800)])
      expect(stored(key)).toBe(false);
    expect((await fetchRaw(t, second.image_url)).res.status).toBe(404);
    expect((await fetchRaw(t, second.thumbnail_url)).res.status).toBe(404);
    // The other image is untouched; deleting the product removes it too.
    expect((await fetchRaw(t, first.image_url)).res.status).toBe(200);
    expect((await t.rest('DELETE', `/admin/products/${product.id}`, undefined, admin)).status).toBe(200);
    expect(stored(imageKey(first.image))).toBe(false);
    expect((await fetchRaw(t, first.image_url)).res.status).toBe(404);
  });

  it('adds one image through the spec’s image upload path', async () => {
    const product = await productWithGallery(t, admin);
    const added = await multipart(
      t,
      admin,
      '/admin/product-image/store',
      { product_id: String(product.id) },
      [['image', await png('#aa3355', 640, 480), 'extra.png']],
    );
    expect(added.status).toBe(200);
    expect(stored(imageKey(added.body.data.image))).toBe(true);
    const served = await fetchRaw(t, added.body.data.thumbnail_url);
    expect(served.res.status).toBe(200);
    expect((await sharp(served.bytes).metadata()).width).toBe(300);
  });

  it('answers 404 for what is not an upload of ours', async () => {
    for (const p of [
      '/uploads/products/nothing-here.webp',
      '/uploads/products/%2e%2e/secrets/jwt-secret',
      '/uploads/receipts/x.pdf',
    ])
      expect((await fetchRaw(t, p)).res.status).toBe(404);
  });

  it('hands receipt links to the customer and admins only, short-lived, and never serves receipts publicly', async () => {
    const image = await orderWithReceipt(t, await png('#123456', 500, 800), 'bank slip.png');
    const { receipt, orderId, customer } = image;
    const [row] = await t.db.ds.query('SELECT file FROM order_receipts WHERE id = $1', [receipt.id]);
    expect(stored(receiptKey(row.file))).toBe(true);
    // Never reachable as an upload.
    expect((await fetchRaw(t, `/uploads/${receiptKey(row.file)}`)).res.status).toBe(404);
    expect((await fetchRaw(t, `/uploads/products/..%2F..%2F${receiptKey(row.file)}`)).res.status).toBe(404);

    if (driver === 'file')
      expect(receipt.url).toMatch(new RegExp(`^/files/receipts/${receipt.id}\\?expires=\\d+&sig=`));
    else {
      // A presigned link to the object itself, for ten to fifteen minutes.
      const link = new URL(receipt.url);
      expect(link.origin).toBe(s3!.url);
      expect(link.pathname).toBe(`/${s3!.bucket}/shop/${receiptKey(row.file)}`);
      expect(Number(link.searchParams.get('X-Amz-Expires'))).toBeGreaterThanOrEqual(600);
      expect(Number(link.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(900);
      // The object without a signature, or with another one, is refused by the bucket.
      expect((await fetchRaw(t, `${link.origin}${link.pathname}`)).res.status).toBe(403);
      const altered = receipt.url.replace(
        /X-Amz-Signature=(.)/,
        (_, c) => `X-Amz-Signature=${c === 'a' ? 'b' : 'a'}`,
      );
      expect((await fetchRaw(t, altered)).res.status).toBe(403);
      const otherKey = receipt.url.replace(row.file, `${'0'.repeat(8)}${row.file.slice(8)}`);
      expect((await fetchRaw(t, otherKey)).res.status).toBe(403);
    }
    const viaLink = await fetchRaw(t, receipt.url);
    expect(viaLink.res.status).toBe(200);
    expect(viaLink.res.headers.get('content-type')).toBe('image/webp');
    expect(viaLink.res.headers.get('content-disposition')).toBe(
      `inline; filename="receipt-${orderId}-1.webp"`,
    );
    expect(await sharp(viaLink.bytes).metadata()).toMatchObject({ format: 'webp', width: 500 });

    // Links handed out a while ago have expired.
    const stale = await t.services.receiptLinks.url(
      { ...receipt, ...row, orderId, number: 1 },
      Date.now() - 3600_000,
    );
    expect((await fetchRaw(t, stale)).res.status).toBe(403);

    // The REST order details carry a working absolute link too, for the customer and for an admin.
    for (const [p, token] of [
      [`/user/order/details/${orderId}`, customer.token],
      [`/admin/order/details/${orderId}`, admin],
    ] as const) {
      const url = (await t.rest('GET', p, undefined, token)).body.data.receipts[0].url as string;
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
      expect((await fetchRaw(t, url)).bytes.equals(viaLink.bytes)).toBe(true);
    }

    // The private file route keeps today's rules: its customer or an admin, nobody else.
    const route = `/files/receipts/${receipt.id}`;
    for (const token of [customer.token, admin]) {
      const { res, bytes } = await fetchRaw(t, route, { authorization: `Bearer ${token}` });
      if (driver === 'file') expect(bytes.equals(viaLink.bytes)).toBe(true);
      else {
        expect(res.status).toBe(302);
        expect(res.headers.get('cache-control')).toBe('private, no-store');
        expect((await fetchRaw(t, res.headers.get('location')!)).bytes.equals(viaLink.bytes)).toBe(true);
      }
    }
    const stranger = await receiptCustomer(t, 'Someone Else');
    expect((await fetchRaw(t, route, { authorization: `Bearer ${stranger.token}` })).res.status).toBe(404);
    expect((await fetchRaw(t, route)).res.status).toBe(401);
  });

  it('sends a PDF receipt as a download under the server’s name', async () => {
    const { receipt, orderId } = await orderWithReceipt(t, pdfOf(4000), 'statement.pdf');
    const { res, bytes } = await fetchRaw(t, receipt.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="receipt-${orderId}-1.pdf"`);
    expect(bytes.equals(pdfOf(4000))).toBe(true);
  });

  it('lets pages show what the store serves (Content-Security-Policy img-src)', async () => {
    const res = await fetch(`${t.url}/healthz`);
    const imgSrc = /img-src ([^;]+)/.exec(res.headers.get('content-security-policy') ?? '')?.[1].split(' ');
    expect(imgSrc).toEqual(s3 ? ["'self'", 'data:', 'blob:', s3.url] : ["'self'", 'data:', 'blob:']);
  });
});
