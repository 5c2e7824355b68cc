/**
 * The catalogue read caches of one instance, refreshed: a page and a feed slice as products change,
 * a renamed category, an admin's write seen on the next read; answers the same for every viewer,
 * what they never keep, and the cache bypassed while the change feed is down.
 */
import { cacheReads, LISTING, startCacheShop } from '../support/cache-shop';
import { factories } from '../support/factories';
import type { TestServer } from '../support/test-server';
import { catalogSettled, heard } from '../support/wait';

let t: TestServer;
let admin: string;
let buyer: string;
let productId: number;
let categoryId: number;
beforeAll(async () => ({ t, admin, buyer, productId, categoryId } = await startCacheShop()));
beforeEach(() => settled());
afterAll(() => t.close());

const settled = () => catalogSettled(t);
const { get, gqlRaw, warm } = cacheReads(() => t);

it('reads a page or feed slice as SQL orders it, as products change, hide or come', async () => {
  const f = factories(t.db.ds);
  const { categoryId: shelf, products: made, newest: now } = await f.shelf(30);
  const filter = { categoryIds: [shelf] };
  const { nextCursor } = await t.services.products.feed(filter, null, 12);
  /** Page 2 and the feed's second slice as the service reads them. */
  const read = async () => ({
    page: (await t.services.products.list(filter, 2)).items.map((p) => p.id),
    slice: (await t.services.products.feed(filter, nextCursor, 12)).items.map((p) => p.id),
  });
  /** What SQL says they are: page 2 by offset, the slice after the first slice's last product (made[11]). */
  const truth = async () => {
    const ids = async (where: string, params: unknown[], offset = 0) =>
      (
        await t.db.ds.query(
          `SELECT id FROM products WHERE category_id = $1 AND status = 1 ${where} ORDER BY created_at DESC, id DESC OFFSET ${offset} LIMIT 12`,
          [shelf, ...params],
        )
      ).map((r: { id: number }) => r.id);
    return {
      page: await ids('', [], 12),
      slice: await ids('AND (created_at, id) < (SELECT created_at, id FROM products WHERE id = $2)', [
        made[11].id,
      ]),
    };
  };
  await settled();
  expect(await read()).toEqual(await truth());
  // A stock change moves nothing.
  await t.db.ds.query('UPDATE products SET qty = qty + 1 WHERE id = $1', [made[3].id]);
  await settled();
  expect(await read()).toEqual(await truth());
  // A product on page 1 hidden, then a newer one added: page 2 starts elsewhere each time.
  await t.db.ds.query('UPDATE products SET status = 0 WHERE id = $1', [made[2].id]);
  await settled();
  const afterHiding = await read();
  expect(afterHiding).toEqual(await truth());
  expect(afterHiding.page[0]).toBe(made[13].id);
  await f.product({ categoryId: shelf, title: 'Shelf new', createdAt: new Date(now + 1000) });
  await settled();
  const afterAdding = await read();
  expect(afterAdding).toEqual(await truth());
  expect(afterAdding.page[0]).toBe(made[12].id);
  // A product on page 2 and in the slice hidden: it leaves both.
  await t.db.ds.query('UPDATE products SET status = 0 WHERE id = $1', [made[15].id]);
  await settled();
  const afterLeaving = await read();
  expect(afterLeaving).toEqual(await truth());
  expect([...afterLeaving.page, ...afterLeaving.slice]).not.toContain(made[15].id);
  // The other tests here expect the catalogue they made.
  await t.db.ds.query('DELETE FROM products WHERE category_id = $1', [shelf]);
  await t.db.ds.query('DELETE FROM categories WHERE id = $1', [shelf]);
});

it('refreshes the listing when a category is renamed (through the API, or in SQL)', async () => {
  const names = async () =>
    (await (await get('/get-products?page=1')).json()).data.map(
      (p: { category: { name: string } }) => p.category.name,
    );
  await warm(['/get-products?page=1', '/get-categories'], [[LISTING, {}]]);
  expect(
    (await t.rest('PUT', `/admin/categories/${categoryId}`, { name: 'Soft Toys', status: 1 }, admin)).status,
  ).toBe(200);
  expect(await names()).toEqual(['Soft Toys', 'Soft Toys']);
  expect(
    (await (await gqlRaw(LISTING)).json()).data.products.items.map(
      (p: { category: { name: string } }) => p.category.name,
    ),
  ).toEqual(['Soft Toys', 'Soft Toys']);
  await t.db.ds.query(`UPDATE categories SET name = 'Toys' WHERE id = $1`, [categoryId]);
  await settled();
  expect(await names()).toEqual(['Toys', 'Toys']);
});

it('shows an admin write through this instance on the very next read (REST and GraphQL)', async () => {
  const names = async () =>
    (await (await get('/get-categories')).json()).data.map((c: { name: string }) => c.name);
  expect(await names()).toEqual(['Toys']);
  expect((await get('/get-categories')).headers.get('x-cache')).toBe('HIT');
  await t.rest('PUT', `/admin/categories/${categoryId}`, { name: 'Soft Toys', status: 1 }, admin);
  expect(await names()).toEqual(['Soft Toys']);

  const query = '{ categories { name } }';
  await gqlRaw(query);
  const hit = await gqlRaw(query);
  expect(hit.headers.get('x-cache')).toBe('HIT');
  expect((await hit.json()).data.categories).toEqual([{ name: 'Soft Toys' }]);
  const renamed = await t.gql(
    'mutation($id: Int!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { errors { message } } }',
    { id: categoryId, input: { name: 'Toys', status: 1 } },
    admin,
  );
  expect(renamed.body.data.updateCategory.errors).toEqual([]);
  const after = await gqlRaw(query);
  expect(after.headers.get('x-cache')).toBe('MISS');
  expect((await after.json()).data.categories).toEqual([{ name: 'Toys' }]);
});

it('answers signed-in viewers from the same cache: catalogue answers do not depend on who asks', async () => {
  const query = 'query($id: Int!) { product(id: $id) { title price } }';
  await gqlRaw(query, { id: productId });
  const res = await gqlRaw(query, { id: productId }, admin);
  expect(res.headers.get('x-cache')).toBe('HIT');
  expect((await res.json()).data.product).toEqual({ title: 'Cached Bunny', price: 1500 });
});

it('never caches search, stock checks, errors, admin fields or queries that mix in private fields', async () => {
  for (let i = 0; i < 2; i++) {
    expect(
      (
        await gqlRaw('query($id: Int!) { checkStock(productId: $id, qty: 1) { available } }', {
          id: productId,
        })
      ).headers.get('x-cache'),
    ).toBeNull();
    expect((await get('/search-products?search=bunny')).headers.get('x-cache')).toBeNull();
    expect((await gqlRaw('{ searchProducts(search: "bunny") { id } }')).headers.get('x-cache')).toBeNull();
    const missing = await get('/product-details/999999');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-cache')).toBeNull();
    // A public field next to the buyer's own (answered, not refused): the public half alone is
    // cached, the mix never is.
    await warm([], [['{ latestProducts { id } }', {}]]);
    const mixed = await gqlRaw('{ latestProducts { id } me { email } }', {}, buyer);
    const answer = await mixed.clone().json();
    expect(answer.errors).toBeUndefined();
    expect(answer.data.me.email).toBe('buyer@cache.pk');
    expect(mixed.headers.get('x-cache')).toBeNull();
    expect(mixed.headers.get('cache-control')).toBe('no-store');
    // An admin query returning the public Product type: its root field has no public hint, so it is never kept.
    const adminOnly = await gqlRaw(`{ adminProduct(id: ${productId}) { id title } }`, {}, admin);
    expect((await adminOnly.clone().json()).data.adminProduct.title).toBe('Cached Bunny');
    expect(adminOnly.headers.get('x-cache')).toBeNull();
    expect(adminOnly.headers.get('cache-control')).toBe('no-store');
  }
});

it('bypasses the cache while the change feed is down and drops it when it is back', async () => {
  await get(`/product-details/${productId}`);
  expect((await get(`/product-details/${productId}`)).headers.get('x-cache')).toBe('HIT');
  // The feed reconnects at once after a lost connection: hold that back until the checks are done.
  const feed = t.services.changes as unknown as { connect(): Promise<void> };
  const connect = feed.connect.bind(feed);
  let reopen!: () => void;
  const gate = new Promise<void>((resolve) => (reopen = resolve));
  const spy = jest.spyOn(feed, 'connect').mockImplementation(() => gate.then(connect));
  try {
    const lost = heard(t, (e) => e.type === 'resync');
    await t.db.ds.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'change-feed' AND datname = current_database()`,
    );
    await lost;
    expect(t.services.changes.live).toBe(false);
    // A change made while nobody listens is still seen: nothing is served from memory.
    await t.db.ds.query(`UPDATE products SET title = 'Offline Bunny' WHERE id = $1`, [productId]);
    const during = await get(`/product-details/${productId}`);
    expect(during.headers.get('x-cache')).toBe('BYPASS');
    expect((await during.json()).data.title).toBe('Offline Bunny');
    const back = heard(t, (e) => e.type === 'resync');
    reopen();
    await back;
  } finally {
    spy.mockRestore();
  }
  expect(t.services.changes.live).toBe(true);
  expect((await get(`/product-details/${productId}`)).headers.get('x-cache')).toBe('MISS');
  expect((await get(`/product-details/${productId}`)).headers.get('x-cache')).toBe('HIT');
  await t.db.ds.query(`UPDATE products SET title = 'Cached Bunny' WHERE id = $1`, [productId]);
});
