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

beforeAll(async () => {
  t = await createTestServer({ CATALOG_CACHE_SIZE: '50' });
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
