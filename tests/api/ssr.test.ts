/**
 * The storefront's server-rendered HTML (server/src/ssr, client/src/app/entry-server.tsx):
 * real products from the database in the first HTML, the state the browser hydrates from,
 * caching in the catalogue cache and its invalidation, not-found statuses, the plain shell
 * for browser-only pages and when rendering fails. Needs the built client (`npm run build`).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { factories } from '../support/factories';
import { createTestServer, TestServer } from '../support/test-server';
import { catalogSettled } from '../support/wait';

const CLIENT_DIST = path.resolve(__dirname, '../../client/dist');
/** A title that would break out of the state script if it were not escaped. */
const HOSTILE = 'Evil </script><script>alert(1)</script> Doll';

let t: TestServer;
let admin: string;
let categoryId: number;
let bunny: number;
let hostile: number;
const logLines: string[] = [];

const page = async (p: string) => {
  const res = await fetch(`${t.url}${p}`);
  return { res, html: await res.text() };
};

/** The JSON the page leaves for the browser in `<script type="application/json" id="...">`. */
function jsonScript(html: string, id: string): any {
  const m = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html);
  return m ? JSON.parse(m[1]) : undefined;
}

beforeAll(async () => {
  if (!existsSync(path.join(CLIENT_DIST, '.ssr', 'entry-server.cjs'))) {
    throw new Error('client/dist/.ssr/entry-server.cjs is missing: run `npm run build` before this test.');
  }
  t = await createTestServer({ CLIENT_DIST, LOG_LEVEL: 'info' }, undefined, {
    write: (line: string) => void logLines.push(line),
  });
  const f = factories(t.db.ds);
  categoryId = (await f.category({ name: 'Amigurumi' })).id;
  bunny = (
    await f.product({
      categoryId,
      title: 'Bunny Amigurumi Toy',
      price: 1500,
      comparePrice: 180000,
      isFeatured: true,
      shortDescription: 'A soft bunny, crocheted by hand.',
    })
  ).id;
  hostile = (await f.product({ categoryId, title: HOSTILE, price: 2250 })).id;
  admin = await t.adminToken();
});
beforeEach(() => catalogSettled(t));
afterAll(() => t?.close());

it('renders the home page with the real products and prices, and the state to hydrate from', async () => {
  const { res, html } = await page('/');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  expect(res.headers.get('cache-control')).toBe('no-cache');
  expect(res.headers.get('content-security-policy')).toContain("script-src 'self' https://js.stripe.com");
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toContain('>Bunny Amigurumi Toy<');
  expect(root).toContain('Rs 1,500');
  expect(root).toContain('Rs 1,800');
  expect(root).toContain('Rs 2,250');
  expect(root).toContain('New Arrivals');
  const state = jsonScript(html, 'ssr-state');
  expect(state.apollo[`Product:${bunny}`]).toMatchObject({ title: 'Bunny Amigurumi Toy', price: 1500 });
  expect(state.apollo.ROOT_QUERY.latestProducts).toEqual(
    expect.arrayContaining([{ __ref: `Product:${bunny}` }]),
  );
  expect(state.router).toMatchObject({ loaderData: {} });
  const boot = jsonScript(html, 'ssr-boot');
  expect(boot).toEqual({
    preload: expect.arrayContaining([expect.stringMatching(/^\/assets\/.+\.js$/)]),
    stages: expect.any(Array),
    // Chakra's chunks: prefetched once idle, never in the page's first load.
    later: expect.arrayContaining([expect.stringMatching(/^\/assets\/chakra-.+\.js$/)]),
  });
  expect(boot.later.filter((file: string) => boot.preload.includes(file))).toEqual([]);
});

it('escapes catalogue text: a product title cannot close the state script or run', async () => {
  const { html } = await page('/');
  expect(html).not.toContain('<script>alert(1)</script>');
  // Every script is either a file (CSP: 'self') or inert JSON.
  for (const tag of html.match(/<script[^>]*>/g) ?? [])
    expect(tag).toMatch(/ src="\/assets\/|type="application\/json"/);
  expect(jsonScript(html, 'ssr-state').apollo[`Product:${hostile}`].title).toBe(HOSTILE);
  expect(html).toContain('Evil &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; Doll');
});

it('renders the shop with its filters and products, and a product page with its title, price and description', async () => {
  const shop = await page(`/shop?category=${categoryId}`);
  expect(shop.res.status).toBe(200);
  expect(shop.html).toMatch(/>2(<!-- -->)? products</);
  expect(shop.html).toContain('>Bunny Amigurumi Toy<');
  expect(shop.html).toContain('>Amigurumi<');
  expect(jsonScript(shop.html, 'ssr-state').apollo.ROOT_QUERY).toHaveProperty([
    `productFeed:{"filter":{"brandIds":[],"categoryIds":[${categoryId}],"search":""},"sort":"NEWEST"}`,
  ]);

  const product = await page(`/product/${bunny}`);
  expect(product.res.status).toBe(200);
  expect(product.html).toContain('<title>Bunny Amigurumi Toy | Crochet Corner</title>');
  expect(product.html).toContain('<meta name="description" content="A soft bunny, crocheted by hand." />');
  expect(product.html).toMatch(/<h1[^>]*>Bunny Amigurumi Toy<\/h1>/);
  expect(product.html).toContain('Rs 1,500');
  expect(product.html).toContain('Add To Cart');
});

it('answers 404 with the not-found content for an unknown product or page', async () => {
  const product = await page('/product/999999');
  expect(product.res.status).toBe(404);
  expect(product.res.headers.get('cache-control')).toBe('no-cache');
  expect(product.html).toContain('Product not found');
  expect(jsonScript(product.html, 'ssr-state').apollo.ROOT_QUERY['product({"id":999999})']).toBeNull();
  expect((await page('/product/not-a-number')).res.status).toBe(404);

  const missing = await page('/no-such-page');
  expect(missing.res.status).toBe(404);
  expect(missing.html).toContain('Page not found');
  // Build output outside assets/ is never served.
  for (const p of ['/.ssr/entry-server.cjs', '/.vite/manifest.json']) {
    const r = await page(p);
    expect(r.res.status).toBe(404);
    expect(r.html).toContain('Page not found');
  }
});

it('keeps a rendered page until the next catalogue write (through any instance: it follows the catalogue cache)', async () => {
  const url = `/product/${bunny}`;
  await page(url);
  const hit = await page(url);
  expect(hit.res.headers.get('x-ssr')).toBe('HIT');
  const etag = hit.res.headers.get('etag')!;
  // (fetch would add `cache-control: no-cache` to a conditional request, as browsers' fetch does.)
  expect(
    (await fetch(`${t.url}${url}`, { headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' } }))
      .status,
  ).toBe(304);

  const upd = await t.rest(
    'PUT',
    `/admin/products/${bunny}`,
    {
      title: 'Bunny Amigurumi Toy (Pink)',
      category: categoryId,
      price: 1600,
      sku: 'BUNNY-1',
      is_featured: 'yes',
      status: 1,
    },
    admin,
  );
  expect(upd.status).toBe(200);
  const after = await page(url);
  expect(after.res.headers.get('x-ssr')).toBe('MISS');
  expect(after.html).toContain('<title>Bunny Amigurumi Toy (Pink) | Crochet Corner</title>');
  expect(after.html).toContain('Rs 1,600');
  expect((await page('/')).html).toContain('>Bunny Amigurumi Toy (Pink)<');
});

it('renders searches every time (not cached)', async () => {
  const first = await page('/shop?search=bunny');
  expect(first.res.status).toBe(200);
  expect(first.res.headers.get('x-ssr')).toBe('RENDERED');
  expect(first.html).toContain('Results for “bunny”');
  expect((await page('/shop?search=bunny')).res.headers.get('x-ssr')).toBe('RENDERED');
});

it('sends the plain shell for the browser-only pages: cart, account, checkout, admin', async () => {
  for (const p of [
    '/cart',
    '/user/login',
    '/user/dashboard',
    '/user/checkout',
    '/admin',
    '/admin/products',
  ]) {
    const { res, html } = await page(p);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-ssr')).toBe('SHELL');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="ssr-state"');
  }
});

it('falls back to the shell, and logs why, when a page cannot be rendered', async () => {
  const spy = jest.spyOn(t.services.products, 'latest').mockRejectedValue(new Error('boom'));
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined); // the page reports its failed query
  try {
    await t.db.ds.query('UPDATE products SET qty = qty + 1 WHERE id = $1', [bunny]); // a product on the cached home page changes
    await catalogSettled(t);
    const { res, html } = await page('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ssr')).toBe('SHELL');
    expect(html).toContain('<div id="root"></div>');
    expect(logLines.some((l) => l.includes('server render failed') && l.includes('boom'))).toBe(true);
  } finally {
    spy.mockRestore();
    quiet.mockRestore();
  }
  expect((await page('/')).res.headers.get('x-ssr')).toBe('MISS');
});
