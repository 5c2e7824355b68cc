/**
 * The live search's in-memory index: the same answers as the SQL search, rebuilt on the
 * writes that change what a search finds and only on those, SQL while it is rebuilding.
 */
import { print } from 'graphql';
import { SearchProductsDocument } from '../../client/src/gql/graphql';
import { factories } from '../support/factories';
import { createTestServer, TestServer } from '../support/test-server';
import { catalogSettled, heard } from '../support/wait';

let t: TestServer;
/** A second instance on the same database without the response cache or the index: the SQL search. */
let sql: TestServer;
let toys: number;
let hidden: number;

const search = async (server: TestServer, text: string) => {
  const res = await fetch(`${server.url}/api/search-products?search=${encodeURIComponent(text)}`);
  expect(res.status).toBe(200);
  return res.text();
};
const titles = async (text: string) =>
  JSON.parse(await search(t, text)).data.map((p: { title: string }) => p.title);
const indexReady = () => t.services.searchIndex.whenReady();

beforeAll(async () => {
  t = await createTestServer();
  sql = await createTestServer({ SPEED_OFF: 'responseCache,searchIndex' }, t);
  const f = factories(t.db.ds);
  toys = (await f.category({ name: 'Toys' })).id;
  hidden = (await f.category({ name: 'Hidden', status: 0 })).id;
  const offBrand = (await f.brand({ status: 0 })).id;
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
  const products: [string, string, Partial<{ categoryId: number; status: number; brandId: number }>?][] = [
    ['Bunny Rattle', 'BN-001'],
    ['Crochet Bunny 12', 'BN-012'],
    ['Crochet Bunny 120', 'BN-120'],
    ['bunny slippers', 'SL-77'],
    ['Big BUNNY blanket', 'BL-BUN'],
    ['Teddy Bear', 'TD-BUNNY-1'],
    ['50% off coaster', 'CO-50'],
    ['Snake_case mat', 'SN_01'],
    ['Gudiya doll گڑیا', 'GD-1'],
    ['Hidden Bunny', 'HB-1', { categoryId: hidden }],
    ['Draft Bunny', 'DB-1', { status: 0 }],
    ['Off-brand Bunny', 'OB-1', { brandId: offBrand }],
    ['Kitten', 'KT-1'],
    ['Amigurumi Kitten Bunny', 'AK-1'],
  ];
  let minute = 0;
  for (const [title, sku, over] of products)
    await f.product({ title, sku, categoryId: toys, createdAt: at(minute++), ...over });
  for (let i = 0; i < 14; i++)
    await f.product({
      title: `Bunny Keychain ${i}`,
      sku: `KC-${i}`,
      categoryId: toys,
      createdAt: at(100 + i),
    });
  await catalogSettled(t);
  await indexReady();
});
afterAll(async () => {
  await sql.close();
  await t.close();
});

it('answers exactly what the SQL search answers: contains in title or SKU, any case, title prefixes first, then newest', async () => {
  const queries = [
    'bunny k',
    'key',
    'bunny',
    'BUNNY',
    'bunny 12',
    'Bunny Rattle',
    'bun',
    'bu',
    'b',
    'n',
    'BN-',
    'bn-012',
    'td-bunny',
    'keychain 1',
    'kitten',
    '50%',
    '%',
    '_',
    'snake_',
    'گڑیا',
    'zzz',
    'unny 1',
    'rattle bunny',
  ];
  // And pieces of every title and SKU, at every length from 1 to 6, from a seeded walk.
  const texts: string[] = (await t.db.ds.query('SELECT title, sku FROM products')).flatMap(
    (r: { title: string; sku: string }) => [r.title, r.sku],
  );
  let seed = 7;
  const random = (n: number) => (seed = (seed * 16807) % 2147483647) % n;
  for (let k = 0; k < 80; k++) {
    const text = texts[random(texts.length)];
    const start = random(text.length);
    queries.push(text.slice(start, start + 1 + random(6)).trim() || 'x');
  }
  for (const q of queries) {
    expect(t.services.products.searchIds(q)).not.toBeNull();
    expect([q, await search(t, q)]).toEqual([q, await search(sql, q)]);
  }
  expect(await titles('bunny')).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4].map((i) => `Bunny Keychain ${i}`));
  // A title that starts with the text comes before newer ones that only contain it.
  expect(await titles('kitten')).toEqual(['Kitten', 'Amigurumi Kitten Bunny']);
  // Hidden, draft and off-brand products are never found.
  expect(await titles('hidden bunny')).toEqual([]);
  expect(await titles('draft')).toEqual([]);
  expect(await titles('off-brand')).toEqual([]);
});

it('GraphQL search uses the same index and returns the same products', async () => {
  const query = '{ searchProducts(search: "kitten") { title } }';
  const indexed = await t.gql(query);
  expect(indexed.body.data.searchProducts).toEqual([
    { title: 'Kitten' },
    { title: 'Amigurumi Kitten Bunny' },
  ]);
  expect(indexed.body).toEqual((await sql.gql(query)).body);
});

it('finds a rename and drops a hidden category once the write is heard, searching in SQL while it rebuilds', async () => {
  const rattle = JSON.parse(await search(t, 'rattle')).data[0];
  await t.db.ds.query(`UPDATE products SET title = 'Lamb Rattle' WHERE id = $1`, [rattle.id]);
  await catalogSettled(t);
  // Heard, not yet rebuilt: the answer comes from SQL and is already right.
  expect(t.services.searchIndex.ready).toBe(false);
  expect(await titles('rattle')).toEqual(['Lamb Rattle']);
  await indexReady();
  expect(t.services.products.searchIds('rattle')).toEqual([rattle.id]);
  expect(await titles('bunny rattle')).toEqual([]);

  await t.db.ds.query('UPDATE categories SET status = 0 WHERE id = $1', [toys]);
  await catalogSettled(t);
  await indexReady();
  expect(t.services.products.searchIds('kitten')).toEqual([]);
  await t.db.ds.query('UPDATE categories SET status = 1 WHERE id = $1', [toys]);
  await catalogSettled(t);
  await indexReady();
  expect(await titles('kitten')).toEqual(['Kitten', 'Amigurumi Kitten Bunny']);
});

it('is not rebuilt by stock or review writes, but their new values show in the results', async () => {
  await indexReady();
  const builds = t.services.searchIndex.builds;
  const [kitten] = JSON.parse(await search(t, 'KT-1')).data;
  const stock = heard(t, (e) => e.type === 'stock');
  await t.db.ds.query('UPDATE products SET qty = 3 WHERE id = $1', [kitten.id]);
  await t.db.ds.query(
    `INSERT INTO reviews (product_id, name, comment, rating) VALUES ($1, 'Hira', 'Cute', 5)`,
    [kitten.id],
  );
  await stock;
  await catalogSettled(t);
  // A change that concerned the index would have dropped it at once (it rebuilds later).
  expect(t.services.searchIndex.ready).toBe(true);
  expect(t.services.searchIndex.builds).toBe(builds);
  expect(JSON.parse(await search(t, 'KT-1')).data[0].qty).toBe(3);
});

it('answers the shop’s searched listing (REST pages and totals, GraphQL feed) as SQL does, from the index', async () => {
  await indexReady();
  const reads = jest.spyOn(t.services.catalogCache, 'read');
  const urls = [
    '/api/get-products?search=bunny&page=1',
    '/api/get-products?search=bunny&page=2',
    '/api/get-products?search=KEY&page=1',
    `/api/get-products?search=bunny&category[]=${toys}&page=1`,
    `/api/get-products?search=bunny&category[]=${hidden}&page=1`,
    '/api/get-products?search=zzz',
  ];
  for (const url of urls) {
    const [indexed, fromSql] = await Promise.all([
      fetch(t.url + url).then((r) => r.json()),
      fetch(sql.url + url).then((r) => r.json()),
    ]);
    expect([url, indexed]).toEqual([url, fromSql]);
  }
  const feed = `query($after: String) { productFeed(filter: { search: "bunny" }, first: 5, after: $after) { items { title } nextCursor total } }`;
  let after: string | null = null;
  for (let i = 0; i < 4; i++) {
    const [a, b] = await Promise.all([t.gql(feed, { after }), sql.gql(feed, { after })]);
    expect(a.body).toEqual(b.body);
    after = a.body.data.productFeed.nextCursor as string | null;
  }
  // The totals came from the index: none was counted (or looked up among the counted ones).
  expect(reads.mock.calls.filter(([cache]) => cache === t.services.catalogCache.counts)).toEqual([]);
  reads.mockRestore();
});

it('answers the search drawer’s exact GraphQL request from the index ahead of Apollo, byte for byte as Apollo would', async () => {
  await indexReady();
  const drawer = JSON.stringify({
    operationName: 'SearchProducts',
    variables: { search: 'bunny' },
    extensions: { clientLibrary: { name: '@apollo/client', version: '4.3.8' } },
    query:
      'query SearchProducts($search: String!) {\n  searchProducts(search: $search) {\n    id\n    title\n    price\n    comparePrice\n    thumbnailUrl(width: 300)\n    __typename\n  }\n}',
  });
  const send = (server: TestServer, accept?: string) =>
    fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(accept ? { accept } : {}) },
      body: drawer,
    });
  const apollo = jest.spyOn(t.services.products, 'search');
  for (const accept of [undefined, 'application/graphql-response+json,application/json;q=0.9']) {
    const [indexed, fromApollo] = await Promise.all([send(t, accept), send(sql, accept)]);
    expect(await indexed.text()).toBe(await fromApollo.text());
    for (const header of ['content-type', 'cache-control', 'content-security-policy', 'vary']) {
      expect([header, indexed.headers.get(header)]).toEqual([header, fromApollo.headers.get(header)]);
    }
  }
  expect(apollo).not.toHaveBeenCalled();
  apollo.mockRestore();
  // Anything else goes to Apollo: another root field beside it, a bad variable.
  const mixed = await t.gql('query($s: String!) { searchProducts(search: $s) { id } brands { id } }', {
    s: 'bunny',
  });
  expect(mixed.body.data.searchProducts.length).toBe(10);
  const bad = await t.gql('query($s: String!) { searchProducts(search: $s) { id } }', { s: 12 });
  expect(bad.body.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
});

it('answers the drawer’s own query (the client’s document) with every field as Apollo does, kept parts or not', async () => {
  // Prices, a compare price and images, so that every field of the drawer has a value to show.
  const f = factories(t.db.ds);
  const [kitten] = await t.db.ds.query(`SELECT id FROM products WHERE title = 'Kitten'`);
  await t.db.ds.query('UPDATE products SET price = 123456, compare_price = 150000 WHERE id = $1', [
    kitten.id,
  ]);
  await f.image(kitten.id, { isDefault: false, position: 0 });
  await f.image(kitten.id, { isDefault: true, position: 1 });
  await catalogSettled(t);
  await indexReady();
  // Apollo Client's request: the document with __typename added, its name and variables.
  const query = print(SearchProductsDocument).replace(
    /(\n\s*)(thumbnailUrl\(width: 300\))/,
    '$1$2$1__typename',
  );
  const ask = async (server: TestServer, search: string) => {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json,application/json;q=0.9',
      },
      body: JSON.stringify({ operationName: 'SearchProducts', variables: { search }, query }),
    });
    expect(res.status).toBe(200);
    return res.text();
  };
  // The index with its kept parts (twice: made, then kept), and with the response cache off (made each time).
  const uncached = await createTestServer({ SPEED_OFF: 'responseCache' }, t);
  try {
    await uncached.services.searchIndex.whenReady();
    const apollo = [
      jest.spyOn(t.services.products, 'search'),
      jest.spyOn(uncached.services.products, 'search'),
    ];
    for (const text of ['kitten', 'Kitten', 'bunny', 'b', 'KT-1', 'گڑیا', 'nothing like it']) {
      const expected = await ask(sql, text);
      const kittenShown = JSON.parse(expected).data.searchProducts.find(
        (p: { id: number }) => p.id === kitten.id,
      );
      if (text.toLowerCase().startsWith('k'))
        expect(kittenShown).toEqual({
          id: kitten.id,
          title: 'Kitten',
          path: `/product/${kitten.id}/kitten`,
          price: 1234.56,
          comparePrice: 1500,
          thumbnailUrl: expect.stringMatching(/^\/uploads\/.+\.webp$/),
          __typename: 'Product',
        });
      for (const server of [t, t, uncached])
        expect([text, await ask(server, text)]).toEqual([text, expected]);
    }
    for (const spy of apollo) {
      expect(spy).not.toHaveBeenCalled();
      spy.mockRestore();
    }
  } finally {
    await uncached.close();
  }
});
