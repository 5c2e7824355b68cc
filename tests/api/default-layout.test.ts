/**
 * The default data layout (`DATA_DIR=./.data`, a folder whose name starts with a dot): the
 * files the shop keeps there are served like anywhere else. A static file sender that
 * refuses dot folders anywhere in a file's path turned every receipt into a 404 on a plain
 * `npm start` (issue 29, item 14). The server here runs on `<tmp>/.data` explicitly.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { factories } from '../support/factories';
import { createTestServer, TestServer } from '../support/test-server';
import { checkoutBody } from '../support/checkout';

let t: TestServer;
let parent: string;
let admin: string;

beforeAll(async () => {
  parent = mkdtempSync(path.join(os.tmpdir(), 'shop-default-layout-'));
  t = await createTestServer({ DATA_DIR: path.join(parent, '.data') });
  admin = await t.adminToken();
});
afterAll(async () => {
  await t.close();
  rmSync(parent, { recursive: true, force: true });
});

const png = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: '#c45d3b' } })
    .png()
    .toBuffer();

it('runs on a data folder whose name starts with a dot', () => {
  expect(path.basename(t.config.dataDir)).toBe('.data');
  expect(t.config.receiptsDir.startsWith(path.join(parent, '.data'))).toBe(true);
});

it("serves a product's images and thumbnails from DATA_DIR/uploads under .data", async () => {
  const f = factories(t.db.ds);
  const product = await f.product({ categoryId: (await f.category()).id, title: 'Dotted Dragon' });
  const form = new FormData();
  form.append('product_id', String(product.id));
  form.append('image', new Blob([new Uint8Array(await png())]), 'dragon.png');
  const stored = await fetch(`${t.url}/api/admin/product-image/store`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}` },
    body: form,
  });
  expect(stored.status).toBe(200);
  const { image_url, thumbnail_url } = (await stored.json()).data as Record<string, string>;
  expect(image_url).toContain('/uploads/products/');
  for (const url of [image_url, thumbnail_url]) {
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
  }
  // The dot rule still guards what is under the folder itself.
  expect((await fetch(`${t.url}/uploads/.hidden`)).status).toBe(404);
});

it('opens a payment receipt for its customer, an admin and a signed link under .data', async () => {
  const f = factories(t.db.ds);
  const product = await f.product({ categoryId: (await f.category()).id, qty: 5, price: 900 });
  const [u] = await t.db.ds.query(
    `INSERT INTO users (name, email, role, verified_at) VALUES ('Dot Tester', 'dot@example.pk', 'CUSTOMER', now()) RETURNING id, token_version`,
  );
  const token = await t.services.tokens.sign({ id: u.id, role: 'CUSTOMER', tokenVersion: u.token_version });
  const placed = await t.rest(
    'POST',
    '/save-order',
    checkoutBody([{ product_id: product.id, qty: 1 }], {
      name: 'Dot Tester',
      email: 'dot@example.pk',
      address: 'House 4, Model Town',
      zip: '54700',
      payment_method: 'easypaisa',
    }),
    token,
  );
  expect(placed.status).toBe(200);
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query:
        'mutation($o: Int!, $f: Upload!) { uploadPaymentReceipt(orderId: $o, file: $f) { receipt { id url } errors { message } } }',
      variables: { o: placed.body.id, f: null },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.f'] }));
  form.append('0', new Blob([new Uint8Array(await png())]), 'receipt.png');
  const uploaded = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${token}` },
    body: form,
  });
  const { receipt, errors } = (await uploaded.json()).data.uploadPaymentReceipt;
  expect(errors).toEqual([]);

  for (const [who, headers] of [
    ['customer', { authorization: `Bearer ${token}` }],
    ['admin', { authorization: `Bearer ${admin}` }],
  ] as const) {
    const res = await fetch(`${t.url}/files/receipts/${receipt.id}`, { headers });
    expect({ who, status: res.status }).toEqual({ who, status: 200 });
    expect(res.headers.get('content-type')).toBe('image/webp');
  }
  expect((await fetch(t.url + receipt.url)).status).toBe(200);
});
