/** The catalogue read cache of one instance: what it serves, what clears it, what it never keeps. */
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { CatalogCache } from '../../server/src/modules/catalog/catalog.cache';
import { createLogger } from '../../server/src/logger';
import { factories } from '../support/factories';
import { createTestServer, TestServer } from '../support/test-server';
import { catalogSettled, waitUntil } from '../support/wait';

let t: TestServer;
let admin: string;
let productId: number;
let categoryId: number;

const settled = () => catalogSettled(t);

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${t.url}/api${path}`, { headers });
const gqlRaw = (query: string, variables: Record<string, unknown> = {}, token?: string) =>
  fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });

const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestServer({ CATALOG_CACHE_SIZE: '50', CORS_ORIGINS: 'https://app.example.pk', LOG_LEVEL: 'info' }, undefined, {
    write: (line: string) => void logLines.push(line),
  });
  await waitUntil(() => t.services.catalogCache.enabled);
  const f = factories(t.db.ds);
  categoryId = (await f.category({ name: 'Toys' })).id;
  productId = (await f.product({ categoryId, title: 'Cached Bunny', price: 1500 })).id;
  admin = (await t.rest('POST', '/admin/auth', { email: 'admin@example.com', password: 'admin-password-123' })).body.token;
});
beforeEach(() => settled());
afterAll(() => t.close());

it('serves a repeated listing from the cache, byte for byte, with an ETag that answers 304', async () => {
  const first = await get('/get-products?page=1');
  expect(first.headers.get('x-cache')).toBe('MISS');
  const body = await first.text();
  expect(JSON.parse(body).data.map((p: { title: string }) => p.title)).toEqual(['Cached Bunny']);
  const second = await get('/get-products?page=1');
  expect(second.headers.get('x-cache')).toBe('HIT');
  expect(await second.text()).toBe(body);
  const etag = second.headers.get('etag')!;
  expect(etag).toBe(first.headers.get('etag'));
  // (fetch would add `cache-control: no-cache` to a conditional request, as browsers' fetch does.)
  expect((await get('/get-products?page=1', { 'if-none-match': etag, 'cache-control': 'max-age=0' })).status).toBe(304);
});

it('counts a filter once for all its pages until the catalogue changes', async () => {
  const spy = jest.spyOn(PostgresQueryRunner.prototype, 'query');
  const counts = () => spy.mock.calls.filter(([sql]) => /COUNT\(\*\)/.test(sql as string)).length;
  try {
    await get('/get-products?page=1&brand=999');
    expect(counts()).toBe(1);
    await get('/get-products?page=2&brand=999');
    await t.gql('{ productFeed(filter: { brandIds: [999] }) { total } }');
    expect(counts()).toBe(1);
    await t.db.ds.query('UPDATE brands SET name = name');
    await settled();
    await get('/get-products?page=3&brand=999');
    expect(counts()).toBe(2);
  } finally {
    spy.mockRestore();
  }
});

it('shows an admin write through this instance on the very next read (REST and GraphQL)', async () => {
  const names = async () => (await (await get('/get-categories')).json()).data.map((c: { name: string }) => c.name);
  expect(await names()).toEqual(['Toys']);
  expect((await get('/get-categories')).headers.get('x-cache')).toBe('HIT');
  await t.rest('PUT', `/admin/categories/${categoryId}`, { name: 'Soft Toys', status: 1 }, admin);
  expect(await names()).toEqual(['Soft Toys']);
  await settled();

  const query = '{ categories { name } }';
  await gqlRaw(query);
  const hit = await gqlRaw(query);
  expect(hit.headers.get('x-cache')).toBe('HIT');
  expect((await hit.json()).data.categories).toEqual([{ name: 'Soft Toys' }]);
  const renamed = await t.gql(
    'mutation($id: Int!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { errors { message } } }',
    { id: categoryId, input: { name: 'Amigurumi', status: 1 } },
    admin,
  );
  expect(renamed.body.data.updateCategory.errors).toEqual([]);
  const after = await gqlRaw(query);
  expect(after.headers.get('x-cache')).toBe('MISS');
  expect((await after.json()).data.categories).toEqual([{ name: 'Amigurumi' }]);
});

it('answers signed-in viewers from the same cache: catalogue answers do not depend on who asks', async () => {
  const query = 'query($id: Int!) { product(id: $id) { title price } }';
  await gqlRaw(query, { id: productId });
  const res = await gqlRaw(query, { id: productId }, admin);
  expect(res.headers.get('x-cache')).toBe('HIT');
  expect((await res.json()).data.product).toEqual({ title: 'Cached Bunny', price: 1500 });
});

it('never caches search, stock checks, errors or queries that mix in private fields', async () => {
  for (let i = 0; i < 2; i++) {
    expect((await gqlRaw('query($id: Int!) { checkStock(productId: $id, qty: 1) { available } }', { id: productId })).headers.get('x-cache')).toBeNull();
    expect((await get('/search-products?search=bunny')).headers.get('x-cache')).toBeNull();
    expect((await gqlRaw('{ searchProducts(search: "bunny") { id } }')).headers.get('x-cache')).toBeNull();
    const missing = await get('/product-details/999999');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-cache')).toBeNull();
    const mixed = await gqlRaw('{ latestProducts { id } me { email } }', {}, admin);
    expect(mixed.headers.get('x-cache')).toBeNull();
  }
});

it('bypasses the cache while its LISTEN connection is down and clears it when it is back', async () => {
  await get(`/product-details/${productId}`);
  expect((await get(`/product-details/${productId}`)).headers.get('x-cache')).toBe('HIT');
  await t.db.ds.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'catalog-cache' AND datname = current_database()`);
  await waitUntil(() => !t.services.catalogCache.enabled);
  // A change made while nobody listens is still seen: nothing is served from memory.
  await t.db.ds.query(`UPDATE products SET title = 'Offline Bunny' WHERE id = $1`, [productId]);
  const during = await get(`/product-details/${productId}`);
  expect(during.headers.get('x-cache')).toBe('BYPASS');
  expect((await during.json()).data.title).toBe('Offline Bunny');
  await waitUntil(() => t.services.catalogCache.enabled);
  await settled();
  expect((await get(`/product-details/${productId}`)).headers.get('x-cache')).toBe('MISS');
  expect((await get(`/product-details/${productId}`)).headers.get('x-cache')).toBe('HIT');
});

describe('hits served ahead of the framework', () => {
  /** Headers that differ between any two responses, or with how the body is framed. */
  const PER_RESPONSE = new Set(['date', 'x-request-id', 'x-cache', 'content-length', 'transfer-encoding']);
  const headersOf = (res: Response) => Object.fromEntries([...res.headers].filter(([name]) => !PER_RESPONSE.has(name)));
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  /** Sends the same request twice: a miss, then a hit with the same bytes and headers. */
  const missThenHit = async (send: () => Promise<Response>) => {
    const miss = await send();
    expect(miss.headers.get('x-cache')).toBe('MISS');
    const body = await miss.text();
    const hit = await send();
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(await hit.text()).toBe(body);
    expect(headersOf(hit)).toEqual(headersOf(miss));
    return { miss, hit, body };
  };

  it('answers a REST hit with the same bytes and headers as the miss (security, CORS, compression, request id, 304)', async () => {
    // Enough products for a body over compression's 1 KB threshold.
    const f = factories(t.db.ds);
    for (let i = 0; i < 8; i++) await f.product({ categoryId, title: `Bulk Toy ${i}` });
    await settled();
    const headers = { origin: 'https://app.example.pk', 'accept-encoding': 'gzip, deflate, br', 'x-request-id': 'hit-request-0001' };
    const path = '/get-products?page=1';
    const { hit, body: missBody } = await missThenHit(() => get(path, headers));
    expect(hit.headers.get('content-encoding')).toBe('br');
    expect(hit.headers.get('access-control-allow-origin')).toBe('https://app.example.pk');
    expect(hit.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(hit.headers.get('x-request-id')).toBe('hit-request-0001');
    const gzip = await get(path, { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(missBody);
    const other = await get(path, { origin: 'https://evil.example' });
    expect(other.headers.get('x-cache')).toBe('HIT');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(other.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await get(path, { 'if-none-match': hit.headers.get('etag')!, 'cache-control': 'max-age=0' })).status).toBe(304);
    expect((await get(path, { 'if-none-match': hit.headers.get('etag')!, 'cache-control': 'no-cache' })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    const logged = logLines.map((l) => JSON.parse(l)).filter((e) => e.req?.id === 'hit-request-0001');
    expect(logged.map((e) => [e.req.url, e.res.statusCode])).toEqual([['/api/get-products', 200], ['/api/get-products', 200]]);
  });

  it('answers a repeated GraphQL query by its exact body with the bytes and headers of the first answer', async () => {
    const body = JSON.stringify({ query: `query($id: Int!) { product(id: $id) { id title } }`, variables: { id: productId } });
    const accept = { accept: 'application/graphql-response+json,application/json;q=0.9' };
    const { miss } = await missThenHit(() => post(body, accept));
    expect(miss.headers.get('content-type')).toBe('application/graphql-response+json; charset=utf-8');
    // Another Accept is another answer (Apollo negotiates the media type).
    const plain = await post(body);
    expect(plain.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect((await post(body)).headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('hands bodies it read but cannot serve to the application: invalid JSON, uncached queries', async () => {
    for (let i = 0; i < 2; i++) {
      const bad = await post('{"query": ');
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ status: 400, message: 'The request body is not valid JSON.' });
      expect((await post('"just a string"')).status).toBe(400);
      const search = await post(JSON.stringify({ query: '{ searchProducts(search: "bunny") { title } }' }));
      expect(search.headers.get('x-cache')).toBeNull();
      expect((await search.json()).data.searchProducts).toEqual([{ title: expect.stringMatching(/Bunny$/) }]);
    }
    const stock = JSON.stringify({ query: 'query($id: Int!) { checkStock(productId: $id, qty: 1) { available } }', variables: { id: productId } });
    await post(stock);
    expect((await post(stock)).headers.get('x-cache')).toBeNull();
  });

  it('serves no hit once a write cleared the cache', async () => {
    const body = JSON.stringify({ query: '{ brands { name } }' });
    await post(body);
    expect((await post(body)).headers.get('x-cache')).toBe('HIT');
    await t.db.ds.query(`INSERT INTO brands (name, status) VALUES ('Fresh Brand', 1)`);
    await settled();
    const after = await post(body);
    expect(after.headers.get('x-cache')).toBe('MISS');
    expect((await after.json()).data.brands).toContainEqual({ name: 'Fresh Brand' });
  });
});

describe('CatalogCache', () => {
  let cache: CatalogCache;
  beforeAll(async () => {
    cache = new CatalogCache(2, t.db.url, createLogger('silent'));
    await cache.start();
  });
  afterAll(() => cache.stop());

  it('refuses a result read before an invalidation (a read racing a write)', () => {
    const before = cache.generation();
    cache.invalidate();
    cache.set('k', before, { value: 'old' });
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', cache.generation(), { value: 'new' });
    expect(cache.get('k')?.value).toBe('new');
  });

  it('keeps at most its size, dropping the least recently used', () => {
    cache.invalidate();
    const g = cache.generation();
    cache.set('a', g, { value: 1 });
    cache.set('b', g, { value: 2 });
    cache.get('a');
    cache.set('c', g, { value: 3 });
    expect([cache.get('a')?.value, cache.get('b')?.value, cache.get('c')?.value]).toEqual([1, undefined, 3]);
  });
});
