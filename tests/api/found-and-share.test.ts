/**
 * Found and share (issue 33 item 9): a product page, at `/product/{id}/{slug}` and at the
 * spec's `/product/{id}`, is server-rendered with a canonical URL (the slug form), Open Graph
 * and Twitter card tags with its image, and JSON-LD (`Product` with its PKR offer, availability
 * and rating; `BreadcrumbList`) that parses and follows the catalogue; `/sitemap.xml` lists
 * the public pages as the catalogue changes, and `robots.txt` names it.
 * Needs the built client (`npm run build`).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { factories } from '../support/factories';
import { adminToken, multipart, png } from '../support/storage-shop';
import { createTestServer, TestServer } from '../support/test-server';
import { catalogSettled } from '../support/wait';

const CLIENT_DIST = path.resolve(__dirname, '../../client/dist');

let t: TestServer;
let admin: string;
let categoryId: number;
let product: { id: number; image_url: string };

beforeAll(async () => {
  if (!existsSync(path.join(CLIENT_DIST, '.ssr', 'entry-server.cjs')))
    throw new Error('client/dist/.ssr/entry-server.cjs is missing: run `npm run build` before this test.');
  t = await createTestServer({ CLIENT_DIST });
  admin = await adminToken(t);
  categoryId = (await factories(t.db.ds).category({ name: 'Shawls & Wraps' })).id;
  const created = await multipart(
    t,
    admin,
    '/admin/products',
    {
      title: 'Rosé Shawl & Wrap </script>',
      short_description: 'A soft shawl, hand-crocheted in Lahore.',
      price: '1500',
      category: String(categoryId),
      status: '1',
      is_featured: 'no',
      qty: '4',
      sku: 'ROSE-SHAWL-1',
    },
    [['gallery[0]', await png('#c0392b'), 'rose.png']],
  );
  expect(created.status).toBe(200);
  product = created.body.data;
});
beforeEach(() => catalogSettled(t));
afterAll(() => t?.close());

const SLUG_PATH = () => `/product/${product.id}/rose-shawl-and-wrap-script`;

/** Character references in HTML or XML text, named or numeric, as the characters they stand for. */
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decoded = (s: string) =>
  s.replace(/&(?:#(\d+)|(\w+));/g, (m, n?: string, name?: string) =>
    n ? String.fromCharCode(+n) : (NAMED[name!] ?? m),
  );

/** The page's head tags and JSON-LD documents, parsed. */
async function page(p: string) {
  const res = await fetch(`${t.url}${p}`);
  const html = await res.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const attr = (tag: string, name: string) => {
    const value = new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
    return value === undefined ? undefined : decoded(value);
  };
  const meta = new Map<string, string>();
  for (const [tag] of head.matchAll(/<meta (?:property|name)="[^"]*" content="[^"]*">/g))
    meta.set(attr(tag, '(?:property|name)')!, attr(tag, 'content')!);
  const canonical = [...head.matchAll(/<link rel="canonical" href="([^"]*)">/g)].map((m) => m[1]);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]),
  );
  return { status: res.status, meta, canonical, jsonLd, html };
}

it('answers at the slug and the bare id with one canonical address, tags for previews and JSON-LD that parses', async () => {
  expect(
    (
      await t.rest('POST', '/product-reviews', {
        product_id: product.id,
        name: 'Ayesha',
        comment: 'Lovely',
        rating: 4,
      })
    ).status,
  ).toBe(200);
  await catalogSettled(t);
  const canonical = `${t.url}${SLUG_PATH()}`;
  for (const p of [SLUG_PATH(), `/product/${product.id}`, `/product/${product.id}/an-old-name`]) {
    const { status, meta, canonical: links, jsonLd } = await page(p);
    expect(status).toBe(200);
    expect(links).toEqual([canonical]);
    const [ld, crumbs] = jsonLd;
    expect(jsonLd).toHaveLength(2);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Rosé Shawl & Wrap </script>',
      description: 'A soft shawl, hand-crocheted in Lahore.',
      sku: 'ROSE-SHAWL-1',
      url: canonical,
      category: 'Shawls & Wraps',
      offers: {
        '@type': 'Offer',
        priceCurrency: 'PKR',
        price: '1500.00',
        availability: 'https://schema.org/InStock',
        url: canonical,
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.00', reviewCount: 1 },
    });
    expect(ld.image).toHaveLength(1);
    expect(ld.image[0]).toMatch(new RegExp(`^${t.url}/uploads/products/.+\\.webp$`));
    expect((await fetch(ld.image[0])).status).toBe(200);
    expect(crumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${t.url}/` },
        { '@type': 'ListItem', position: 2, name: 'Shop', item: `${t.url}/shop` },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Shawls & Wraps',
          item: `${t.url}/shop?category=${categoryId}`,
        },
        { '@type': 'ListItem', position: 4, name: 'Rosé Shawl & Wrap </script>', item: canonical },
      ],
    });
    expect(meta.get('og:type')).toBe('product');
    expect(meta.get('og:title')).toBe('Rosé Shawl & Wrap </script>');
    expect(meta.get('og:url')).toBe(canonical);
    expect(meta.get('og:image')).toBe(ld.image[0]);
    expect(meta.get('twitter:card')).toBe('summary_large_image');
    expect(meta.get('twitter:image')).toBe(ld.image[0]);
    expect(meta.get('product:price:currency')).toBe('PKR');
  }
  // GraphQL gives clients the same address to link to.
  const gql = await t.gql(`query { product(id: ${product.id}) { path } }`);
  expect(gql.body.data.product.path).toBe(SLUG_PATH());
});

it('gives every other indexable page one canonical address: home, shop (its filters, not a search), content pages', async () => {
  const expected: Array<[string, string[]]> = [
    ['/', [`${t.url}/`]],
    ['/shop', [`${t.url}/shop`]],
    [`/shop?category=${categoryId}`, [`${t.url}/shop?category=${categoryId}`]],
    ['/shop?search=shawl', [`${t.url}/shop`]],
    ['/aboutus', [`${t.url}/aboutus`]],
    ['/contactus', [`${t.url}/contactus`]],
  ];
  for (const [p, links] of expected) {
    const { status, canonical } = await page(p);
    expect({ p, status, canonical }).toEqual({ p, status: 200, canonical: links });
  }
  // A page that is not found is not indexable.
  const missing = await page('/no-such-page');
  expect(missing.status).toBe(404);
  expect(missing.canonical).toEqual([]);
});

it('follows the catalogue: sold out shows as out of stock, a hidden product has no page data', async () => {
  await t.db.ds.query('UPDATE products SET qty = 0 WHERE id = $1', [product.id]);
  await catalogSettled(t);
  const soldOut = await page(SLUG_PATH());
  expect(soldOut.jsonLd[0].offers.availability).toBe('https://schema.org/OutOfStock');
  await t.db.ds.query('UPDATE products SET qty = 4 WHERE id = $1', [product.id]);
  await catalogSettled(t);
  expect((await page(SLUG_PATH())).jsonLd[0].offers.availability).toBe('https://schema.org/InStock');

  const hidden = (await factories(t.db.ds).product({ categoryId, title: 'Hidden Hat', status: 0 })).id;
  const gone = await page(`/product/${hidden}/hidden-hat`);
  expect(gone.status).toBe(404);
  expect(gone.jsonLd).toEqual([]);
  expect(gone.canonical).toEqual([]);
});

it('lists the public pages in /sitemap.xml as the catalogue changes, and robots.txt names it', async () => {
  const robots = await fetch(`${t.url}/robots.txt`);
  expect(robots.status).toBe(200);
  const rules = await robots.text();
  expect(rules).toContain(`Sitemap: ${t.url}/sitemap.xml`);
  expect(rules).toContain('Disallow: /admin');

  const locs = async () => {
    const res = await fetch(`${t.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decoded(m[1]));
  };
  const before = await locs();
  for (const p of ['/', '/shop', '/aboutus', '/contactus', `/shop?category=${categoryId}`, SLUG_PATH()])
    expect(before).toContain(`${t.url}${p}`);
  expect(before.some((l) => l.includes('hidden-hat'))).toBe(false);

  const added = await factories(t.db.ds).product({ categoryId, title: 'Baby Booties' });
  await t.db.ds.query('UPDATE products SET status = 0 WHERE id = $1', [product.id]);
  const after = await locs();
  expect(after).toContain(`${t.url}/product/${added.id}/baby-booties`);
  expect(after).not.toContain(`${t.url}${SLUG_PATH()}`);
});
