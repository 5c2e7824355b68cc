/** What the storage tests share: an image, the admin's multipart uploads, a customer's receipt and links fetched. */
import sharp from 'sharp';
import { factories } from './factories';
import { manualOrder, receiptCustomer, uploadReceipt } from './receipts';
export { adminToken } from './shop-orders';
import type { TestServer } from './test-server';

export const png = (color: string, w = 900, h = 700) =>
  sharp({ create: { width: w, height: h, channels: 3, background: color } })
    .png()
    .toBuffer();

/** A REST multipart request (the spec's product create and image upload; a list is sent as repeated fields). */
export async function multipart(
  t: TestServer,
  token: string,
  p: string,
  fields: Record<string, string | string[]>,
  files: Array<[string, Buffer, string]>,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields))
    for (const item of Array.isArray(v) ? v : [v]) form.append(k, item);
  for (const [name, buf, filename] of files) form.append(name, new Blob([new Uint8Array(buf)]), filename);
  const res = await fetch(`${t.url}/api${p}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

/** A visible product with a two-image gallery, created by the admin through REST. */
export async function productWithGallery(t: TestServer, token: string) {
  const categoryId = (await factories(t.db.ds).category()).id;
  const created = await multipart(
    t,
    token,
    '/admin/products',
    {
      title: 'Stored Scarf',
      price: '1200',
      category: String(categoryId),
      status: '1',
      is_featured: 'no',
      qty: '5',
      sku: `S-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`,
    },
    [
      ['gallery[0]', await png('#f5c542'), 'a.png'],
      ['gallery[1]', await png('#7cc6c0'), 'b.png'],
    ],
  );
  if (created.status !== 200) throw new Error(`product refused: ${JSON.stringify(created.body)}`);
  return created.body.data as {
    id: number;
    image_url: string;
    thumbnail_url: string;
    product_images: Array<{ id: number; image: string; image_url: string; thumbnail_url: string }>;
  };
}

/** A customer, their easypaisa order of a fresh product, and a receipt uploaded to it (GraphQL). */
export async function orderWithReceipt(t: TestServer, file: Buffer, name = 'receipt.png') {
  const f = factories(t.db.ds);
  const product = await f.product({ categoryId: (await f.category()).id, qty: 50 });
  const customer = await receiptCustomer(t);
  const orderId = await manualOrder(t, customer.token, product.id);
  const res = await uploadReceipt(t, customer.token, orderId, file, name, 'id url contentType');
  if (res.errors.length) throw new Error(`receipt refused: ${JSON.stringify(res.errors)}`);
  return { customer, orderId, receipt: res.receipt as { id: number; url: string; contentType: string } };
}

/** GET a URL (relative ones on `t`), redirects not followed. */
export async function fetchRaw(t: TestServer, url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url.startsWith('/') ? t.url + url : url, { headers, redirect: 'manual' });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}
