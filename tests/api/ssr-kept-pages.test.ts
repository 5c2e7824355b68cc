/**
 * Kept server-rendered pages (server/src/ssr, the fast path): a hit is answered ahead of the
 * application with the bytes and headers of the page it rendered, compressed once per page and
 * not per request; the next page after a change to a product on it shows the change; and a page
 * is the same for every visitor (rendered as an anonymous one), so nothing of a signed-in
 * visitor's reaches another. Needs the built client (`npm run build`).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { factories } from '../support/factories';
import { createTestServer, TestServer } from '../support/test-server';
import { catalogSettled, waitUntil } from '../support/wait';

const CLIENT_DIST = path.resolve(__dirname, '../../client/dist');
const APP_ORIGIN = 'https://app.example.pk';

let t: TestServer;
let categoryId: number;
let bunny: number;
const logLines: string[] = [];

const page = (server: TestServer, p: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${p}`, { headers });

const COMPRESSORS = ['brotliCompressSync', 'gzipSync', 'createBrotliCompress', 'createGzip'] as const;

/**
 * Counts the compressions made while `run` runs: synchronous ones and the compression
 * middleware's streams (zlib's stream factories are read-only properties: wrapped by hand).
 */
async function compressions(run: () => Promise<void>) {
  const counts = Object.fromEntries(COMPRESSORS.map((name) => [name, 0]));
  const originals = COMPRESSORS.map((name) => [name, Object.getOwnPropertyDescriptor(zlib, name)!] as const);
  for (const [name, descriptor] of originals) {
    const original = descriptor.value as (...args: unknown[]) => unknown;
    Object.defineProperty(zlib, name, {
      ...descriptor,
      value: (...args: unknown[]) => {
        counts[name]++;
        return original(...args);
      },
    });
  }
  try {
    await run();
    return counts;
  } finally {
    for (const [name, descriptor] of originals) Object.defineProperty(zlib, name, descriptor);
  }
}

beforeAll(async () => {
  if (!existsSync(path.join(CLIENT_DIST, '.ssr', 'entry-server.cjs'))) {
    throw new Error('client/dist/.ssr/entry-server.cjs is missing: run `npm run build` before this test.');
  }
  t = await createTestServer({ CLIENT_DIST, CORS_ORIGINS: APP_ORIGIN, LOG_LEVEL: 'info' }, undefined, {
    write: (line: string) => void logLines.push(line),
  });
  const f = factories(t.db.ds);
  categoryId = (await f.category({ name: 'Amigurumi' })).id;
  // Enough products for a page well over the compression threshold.
  for (let i = 0; i < 6; i++) await f.product({ categoryId, title: `Shelf Toy ${i}`, price: 1000 + i });
  bunny = (await f.product({ categoryId, title: 'Kept Bunny', price: 1500, qty: 20 })).id;
});
beforeEach(() => catalogSettled(t));
afterAll(() => t?.close());

it('answers a kept page ahead of the application with the bytes and headers of its render, compressed once', async () => {
  const url = `/shop?category=${categoryId}`;
  const miss = await page(t, url, { 'accept-encoding': 'identity' });
  expect(miss.headers.get('x-ssr')).toBe('MISS');
  const html = await miss.text();
  expect(html).toContain('>Kept Bunny<');

  const browser = {
    origin: APP_ORIGIN,
    'accept-encoding': 'gzip, deflate, br',
    'x-request-id': 'kept-page-00001',
  };
  const counted = await compressions(async () => {
    for (let i = 0; i < 3; i++) {
      const hit = await page(t, url, browser);
      expect(hit.status).toBe(200);
      expect(hit.headers.get('x-ssr')).toBe('HIT');
      expect(hit.headers.get('content-encoding')).toBe('br');
      expect(await hit.text()).toBe(html);
      expect(hit.headers.get('etag')).toBe(miss.headers.get('etag'));
      expect(hit.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(hit.headers.get('cache-control')).toBe('no-cache');
      expect(hit.headers.get('vary')).toMatch(/Accept-Encoding/);
      expect(hit.headers.get('content-security-policy')).toContain("script-src 'self' https://js.stripe.com");
      expect(hit.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
      expect(hit.headers.get('x-request-id')).toBe('kept-page-00001');
    }
    for (let i = 0; i < 2; i++) {
      const gzip = await page(t, url, { 'accept-encoding': 'gzip' });
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      expect(await gzip.text()).toBe(html);
    }
  });
  // Each encoding made once for the kept page, none per request.
  expect(counted).toEqual({ brotliCompressSync: 1, gzipSync: 1, createBrotliCompress: 0, createGzip: 0 });

  const plain = await page(t, url, { 'accept-encoding': 'identity', origin: 'https://evil.example' });
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(plain.headers.get('access-control-allow-origin')).toBeNull();
  expect(await plain.text()).toBe(html);
  const etag = miss.headers.get('etag')!;
  expect((await page(t, url, { 'if-none-match': etag, 'cache-control': 'max-age=0' })).status).toBe(304);
  expect((await page(t, url, { 'if-none-match': etag, 'cache-control': 'no-cache' })).status).toBe(200);
  // Logged as the application logs a request.
  await waitUntil(() =>
    logLines.some((l) => {
      const e = JSON.parse(l);
      return e.req?.id === 'kept-page-00001' && e.req.url === '/shop' && e.res?.statusCode === 200;
    }),
  );
});

it('shows a change to a product on a kept page on the next page: its price, its stock', async () => {
  const url = `/shop?category=${categoryId}`;
  await page(t, url);
  expect((await page(t, url)).headers.get('x-ssr')).toBe('HIT');

  // Prices are kept in paisa: Rs 1,750.
  await t.db.ds.query('UPDATE products SET price = 175000 WHERE id = $1', [bunny]);
  await catalogSettled(t);
  const repriced = await page(t, url);
  expect(repriced.headers.get('x-ssr')).toBe('MISS');
  const repricedHtml = await repriced.text();
  expect(repricedHtml).toContain('Rs 1,750');
  expect(repricedHtml).not.toContain('Rs 1,500');
  const kept = await page(t, url);
  expect(kept.headers.get('x-ssr')).toBe('HIT');
  expect(await kept.text()).toContain('Rs 1,750');

  const card = (html: string) =>
    html.slice(html.indexOf('>Kept Bunny<') - 2000, html.indexOf('>Kept Bunny<'));
  expect(card(repricedHtml)).not.toContain('Sold Out');
  await t.db.ds.query('UPDATE products SET qty = 0 WHERE id = $1', [bunny]);
  await catalogSettled(t);
  const soldOut = await page(t, url);
  expect(soldOut.headers.get('x-ssr')).toBe('MISS');
  expect(card(await soldOut.text())).toContain('Sold Out');
  await t.db.ds.query('UPDATE products SET qty = 20 WHERE id = $1', [bunny]);
});

it('renders a page as an anonymous visitor: a signed-in request gets the same page, and none of it reaches others', async () => {
  const [u] = await t.db.ds.query(
    `INSERT INTO users (name, email, verified_at) VALUES ('Zarmina Qureshi', 'zarmina@private.pk', now()) RETURNING id, role, token_version`,
  );
  const token = await t.services.tokens.sign({ id: u.id, role: u.role, tokenVersion: u.token_version });
  // A page not kept yet: the signed-in visitor's request renders it.
  const url = '/';
  const signedIn = await page(t, url, {
    authorization: `Bearer ${token}`,
    cookie: `device=${token}`,
    'x-request-id': 'rendering-request-1',
  });
  expect(signedIn.headers.get('x-ssr')).toBe('MISS');
  expect(signedIn.headers.get('set-cookie')).toBeNull();
  const theirs = await signedIn.text();
  expect(theirs).toContain('>Kept Bunny<');
  // Nothing of the request that rendered it: neither the visitor nor the request itself.
  for (const own of ['Zarmina', 'zarmina@private.pk', token, 'rendering-request-1'])
    expect(theirs).not.toContain(own);

  const anonymous = await page(t, url);
  expect(anonymous.headers.get('x-ssr')).toBe('HIT');
  expect(anonymous.headers.get('set-cookie')).toBeNull();
  expect(await anonymous.text()).toBe(theirs);
  // And the other way round: a kept page is served to a signed-in visitor as it is.
  const again = await page(t, url, { authorization: `Bearer ${token}` });
  expect(again.headers.get('x-ssr')).toBe('HIT');
  expect(await again.text()).toBe(theirs);
});

it('serves a kept page from the application, compressed once, when the fast path is off', async () => {
  const ordinary = await createTestServer({ CLIENT_DIST, SPEED_OFF: 'fastPath' }, t);
  try {
    await catalogSettled(ordinary);
    const url = `/product/${bunny}`;
    const miss = await page(ordinary, url, { 'accept-encoding': 'identity' });
    expect(miss.headers.get('x-ssr')).toBe('MISS');
    const html = await miss.text();
    const counted = await compressions(async () => {
      for (let i = 0; i < 3; i++) {
        const hit = await page(ordinary, url, { 'accept-encoding': 'gzip, deflate, br' });
        expect(hit.headers.get('x-ssr')).toBe('HIT');
        expect(hit.headers.get('content-encoding')).toBe('br');
        expect(hit.headers.get('vary')).toMatch(/Accept-Encoding/);
        expect(hit.headers.get('etag')).toBe(miss.headers.get('etag'));
        expect(await hit.text()).toBe(html);
      }
    });
    expect(counted).toEqual({ brotliCompressSync: 1, gzipSync: 0, createBrotliCompress: 0, createGzip: 0 });
    // deflate is left to the compression middleware.
    const deflate = await page(ordinary, url, { 'accept-encoding': 'deflate' });
    expect(deflate.headers.get('content-encoding')).toBe('deflate');
    expect(await deflate.text()).toBe(html);
  } finally {
    await ordinary.close();
  }
});
