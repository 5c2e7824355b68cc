/**
 * The catalogue read caches of one instance: what they serve, what evicts what (only the
 * changes a write commits, and only the entries that show them), what they never keep,
 * and concurrent misses sharing one read.
 */
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { Invalidations, TaggedCache } from '../../server/src/platform/cache/tagged-cache';
import { factories } from '../support/factories';
import { createTestServer, TestServer } from '../support/test-server';
import { catalogSettled, heard, waitUntil } from '../support/wait';
import { checkoutBody } from '../support/checkout';

let t: TestServer;
let admin: string;
let buyer: string;
/** One unit of `productId`, cash on delivery, as the buyer's checkout sends it. */
const buyOne = (productId: number, qty = 1) =>
  checkoutBody([{ product_id: productId, qty }], { email: 'buyer@cache.pk' });
let productId: number;
let otherId: number;
let categoryId: number;

const settled = () => catalogSettled(t);

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${t.url}/api${path}`, { headers });
const gqlRaw = (query: string, variables: Record<string, unknown> = {}, token?: string) =>
  fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
/** The x-cache state of a REST read and of a GraphQL read. */
const restState = async (path: string) => (await get(path)).headers.get('x-cache');
const gqlState = async (query: string, variables: Record<string, unknown> = {}) =>
  (await gqlRaw(query, variables)).headers.get('x-cache');
/** Reads everything once so that each is cached. */
const warm = async (paths: string[], queries: [string, Record<string, unknown>][] = []) => {
  for (const p of paths) await get(p);
  for (const [q, v] of queries) await gqlRaw(q, v);
  for (const p of paths) expect([p, await restState(p)]).toEqual([p, 'HIT']);
  for (const [q, v] of queries) expect([q, await gqlState(q, v)]).toEqual([q, 'HIT']);
};

/** SQL statements sent while `action` runs, by what they read. */
async function statements(action: () => Promise<unknown>) {
  const spy = jest.spyOn(PostgresQueryRunner.prototype, 'query');
  try {
    await action();
    return spy.mock.calls.map(([sql]) => sql as string);
  } finally {
    spy.mockRestore();
  }
}
const counts = (sqls: string[]) => sqls.filter((s) => /COUNT\(\*\)/.test(s)).length;

const logLines: string[] = [];
const logged = (matches: (entry: any) => boolean) =>
  waitUntil(() => logLines.some((l) => matches(JSON.parse(l))));

const PRODUCT =
  'query($id: Int!) { product(id: $id) { id title stock reviewCount averageRating category { name } } }';
const FEED =
  'query { productFeed(filter: { categoryIds: [], brandIds: [], search: "" }) { items { id title stock reviewCount } total } }';
const LISTING = 'query { products(page: 1) { items { id stock category { name } } meta { total } } }';

beforeAll(async () => {
  t = await createTestServer({ CORS_ORIGINS: 'https://app.example.pk', LOG_LEVEL: 'info' }, undefined, {
    write: (line: string) => void logLines.push(line),
  });
  const f = factories(t.db.ds);
  categoryId = (await f.category({ name: 'Toys' })).id;
  otherId = (
    await f.product({
      categoryId,
      title: 'Quiet Lamb',
      price: 900,
      createdAt: new Date(Date.UTC(2025, 0, 1)),
    })
  ).id;
  productId = (await f.product({ categoryId, title: 'Cached Bunny', price: 1500, qty: 20 })).id;
  admin = await t.adminToken();
  const [u] = await t.db.ds.query(
    `INSERT INTO users (name, email, verified_at) VALUES ('Buyer', 'buyer@cache.pk', now()) RETURNING id, role, token_version`,
  );
  buyer = await t.services.tokens.sign({ id: u.id, role: u.role, tokenVersion: u.token_version });
});
beforeEach(() => settled());
afterAll(() => t.close());

it('serves a repeated listing from the cache, byte for byte, with an ETag that answers 304', async () => {
  const first = await get('/get-products?page=1');
  expect(first.headers.get('x-cache')).toBe('MISS');
  const body = await first.text();
  expect(JSON.parse(body).data.map((p: { title: string }) => p.title)).toEqual([
    'Cached Bunny',
    'Quiet Lamb',
  ]);
  const second = await get('/get-products?page=1');
  expect(second.headers.get('x-cache')).toBe('HIT');
  expect(await second.text()).toBe(body);
  const etag = second.headers.get('etag')!;
  expect(etag).toBe(first.headers.get('etag'));
  // (fetch would add `cache-control: no-cache` to a conditional request, as browsers' fetch does.)
  expect(
    (await get('/get-products?page=1', { 'if-none-match': etag, 'cache-control': 'max-age=0' })).status,
  ).toBe(304);
});

it('evicts nothing for requests that change nothing: a 404 POST, failed logins and mutations, a contact message', async () => {
  await warm(
    ['/get-products?page=1', `/product-details/${productId}`],
    [
      [LISTING, {}],
      [PRODUCT, { id: productId }],
    ],
  );
  expect((await fetch(`${t.url}/api/no-such-path`, { method: 'POST' })).status).toBe(404);
  expect(
    (await t.rest('POST', '/user/auth', { email: 'nobody@example.pk', password: 'wrong-password' })).status,
  ).toBe(401);
  const login = await t.gql(
    'mutation { login(input: { email: "nobody@example.pk", password: "wrong" }) { errors { message } } }',
  );
  expect(login.body.data.login.errors).not.toEqual([]);
  const review = await t.gql(
    'mutation($id: Int!) { createReview(input: { productId: $id, name: "", comment: "", rating: 0 }) { errors { message } } }',
    { id: productId },
  );
  expect(review.body.data.createReview.errors).not.toEqual([]);
  const contact = await t.rest('POST', '/contactus/submit', {
    name: 'Ayesha',
    email: 'ayesha@example.pk',
    mobile: '03001234567',
    subject: 'Custom order',
    message: 'A blue bunny, please.',
  });
  expect(contact.status).toBe(200);
  await settled();
  for (const p of ['/get-products?page=1', `/product-details/${productId}`])
    expect([p, await restState(p)]).toEqual([p, 'HIT']);
  expect(await gqlState(LISTING)).toBe('HIT');
  expect(await gqlState(PRODUCT, { id: productId })).toBe('HIT');
});

it('refreshes an ordered product’s stock everywhere it is shown, at once for the buyer, and leaves other products and totals alone', async () => {
  const shown = [
    '/get-products?page=1',
    `/product-details/${productId}`,
    '/get-products?page=1&search=bunny',
  ];
  await warm(
    [...shown, `/product-details/${otherId}`, '/get-categories'],
    [
      [PRODUCT, { id: productId }],
      [PRODUCT, { id: otherId }],
      [FEED, {}],
      [LISTING, {}],
    ],
  );
  const before = JSON.parse(await (await get(`/product-details/${productId}`)).text()).data.stock;
  const details = jest.spyOn(t.services.products, 'details');
  const reads = jest.spyOn(t.services.products, 'visibleByIds');

  let placed: { status: number } = { status: 0 };
  const sent = await statements(async () => {
    placed = await t.rest('POST', '/save-order', buyOne(productId, 2), buyer);
    // Read straight after the acknowledgement, without waiting for anything: the buyer sees the
    // new stock, from entries refreshed in place (they were served lately: nobody waits for them).
    for (const p of shown) {
      const res = await get(p);
      expect([p, res.headers.get('x-cache')]).toEqual([p, 'HIT']);
      const items = [].concat((await res.json()).data) as { id: number; stock: number }[];
      expect([p, items.find((i) => i.id === productId)?.stock]).toEqual([p, before - 2]);
    }
    expect((await (await gqlRaw(PRODUCT, { id: productId })).json()).data.product.stock).toBe(before - 2);
    const feed = await gqlRaw(FEED);
    expect(feed.headers.get('x-cache')).toBe('HIT');
    const refreshed = await feed.text();
    const { data } = JSON.parse(refreshed);
    expect(data.productFeed.items.find((i: { id: number }) => i.id === productId).stock).toBe(before - 2);
    expect(data.productFeed.total).toBe(2);
    // The refreshed answer is the one Apollo gives now (the same query, another body: read afresh).
    const afresh = await gqlRaw(`${FEED} `);
    expect(afresh.headers.get('x-cache')).toBe('MISS');
    expect(await afresh.text()).toBe(refreshed);
  });
  expect(placed.status).toBe(200);
  // A stock change recounts nothing, and reads nothing of the other product.
  expect(counts(sent)).toBe(0);
  expect(details.mock.calls.filter(([id]) => id === otherId)).toEqual([]);
  expect(reads.mock.calls.filter(([ids]) => ids.includes(otherId))).toEqual([]);
  details.mockRestore();
  reads.mockRestore();
  // Entries that do not show the product were kept.
  expect(await restState(`/product-details/${otherId}`)).toBe('HIT');
  expect(await restState('/get-categories')).toBe('HIT');
  expect(await gqlState(PRODUCT, { id: otherId })).toBe('HIT');
});

it('acknowledges an order only once the responses showing its product are refreshed in place', async () => {
  await warm(['/get-products?page=1', `/product-details/${productId}`]);
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const original = t.services.products.list.bind(t.services.products);
  const list = jest.spyOn(t.services.products, 'list').mockImplementation(async (...args) => {
    await held;
    return original(...args);
  });
  try {
    let acknowledged = false;
    const order = t
      .rest('POST', '/save-order', buyOne(productId), buyer)
      .then((r) => ((acknowledged = true), r));
    await waitUntil(() => list.mock.calls.length > 0); // the listing is being read again
    expect(acknowledged).toBe(false);
    release();
    expect((await order).status).toBe(200);
    const stock = (await (await get(`/product-details/${productId}`)).json()).data.stock;
    const listing = await get('/get-products?page=1');
    expect(listing.headers.get('x-cache')).toBe('HIT');
    expect((await listing.json()).data.find((p: { id: number }) => p.id === productId).stock).toBe(stock);
  } finally {
    release();
    list.mockRestore();
  }
});

it('answers a write only once its instance has heard the change, however late notifications arrive', async () => {
  // Notifications held back (as on a slow link) but kept in order with query results: the
  // writer's own read must still see its write, the instance waiting for its own change.
  const client = (t.services.changes as unknown as { client: import('pg').Client }).client;
  const held: unknown[][] = [];
  const emit = client.emit.bind(client);
  const flush = () => held.splice(0).forEach((args) => emit(...(args as [string])));
  client.emit = ((event: string, ...args: unknown[]) => {
    if (event !== 'notification') return emit(event, ...args);
    held.push([event, ...args]);
    setTimeout(flush, 2000).unref();
    return true;
  }) as typeof client.emit;
  const query = client.query.bind(client);
  client.query = ((...args: unknown[]) =>
    (query as (...a: unknown[]) => Promise<unknown>)(...args).finally(flush)) as typeof client.query;
  try {
    await warm([`/product-details/${productId}`, `/product-reviews/${otherId}`]);
    const before = (await (await get(`/product-details/${productId}`)).json()).data.stock;
    const placed = await t.rest('POST', '/save-order', buyOne(productId), buyer);
    expect(placed.status).toBe(200);
    expect((await (await get(`/product-details/${productId}`)).json()).data.stock).toBe(before - 1);
    const review = await t.gql(
      'mutation($id: Int!) { createReview(input: { productId: $id, name: "Zara", comment: "Neat", rating: 5 }) { errors { message } } }',
      { id: otherId },
    );
    expect(review.body.data.createReview.errors).toEqual([]);
    expect(
      (await (await get(`/product-reviews/${otherId}`)).json()).data.map(
        (r: { comment: string }) => r.comment,
      ),
    ).toEqual(['Neat']);
  } finally {
    client.emit = emit as typeof client.emit;
    client.query = query as typeof client.query;
    flush();
  }
});

it('refreshes only the reviewed product (rating, count, reviews) wherever it is shown', async () => {
  const reviews = `/product-reviews/${productId}`;
  await warm(
    [
      reviews,
      `/product-details/${productId}`,
      '/get-products?page=1',
      `/product-details/${otherId}`,
      `/product-reviews/${otherId}`,
    ],
    [[PRODUCT, { id: productId }]],
  );
  const res = await t.rest('POST', '/product-reviews', {
    product_id: productId,
    name: 'Sana',
    comment: 'So soft!',
    rating: 4,
  });
  expect(res.status).toBe(200);
  expect((await (await get(reviews)).json()).data.map((r: { comment: string }) => r.comment)).toEqual([
    'So soft!',
  ]);
  expect((await (await get(`/product-details/${productId}`)).json()).data).toMatchObject({
    review_count: 1,
    average_rating: 4,
  });
  expect(
    (await (await get('/get-products?page=1')).json()).data.find((p: { id: number }) => p.id === productId),
  ).toMatchObject({ review_count: 1 });
  expect((await (await gqlRaw(PRODUCT, { id: productId })).json()).data.product).toMatchObject({
    reviewCount: 1,
    averageRating: 4,
  });
  expect(await restState(`/product-details/${otherId}`)).toBe('HIT');
  expect(await restState(`/product-reviews/${otherId}`)).toBe('HIT');
});

it('counts a filter once for all its pages: a stock change keeps the total, a hidden product changes it', async () => {
  const sql = await statements(async () => {
    await get('/get-products?page=1&category=' + categoryId);
    await get('/get-products?page=2&category=' + categoryId);
    await t.gql(`{ productFeed(filter: { categoryIds: [${categoryId}] }) { total } }`);
  });
  expect(counts(sql)).toBe(1);
  await t.db.ds.query('UPDATE products SET qty = qty + 5 WHERE id = $1', [productId]);
  await settled();
  expect(counts(await statements(() => get('/get-products?page=3&category=' + categoryId)))).toBe(0);
  await t.db.ds.query('UPDATE products SET status = 0 WHERE id = $1', [otherId]);
  await settled();
  let total = 0;
  expect(
    counts(
      await statements(
        async () =>
          (total = (await (await get('/get-products?page=1&category=' + categoryId)).json()).meta.total),
      ),
    ),
  ).toBe(1);
  expect(total).toBe(1);
  await t.db.ds.query('UPDATE products SET status = 1 WHERE id = $1', [otherId]);
  await settled();
});

it('reads a page or feed slice again by its products’ ids alone, until the listing changes', async () => {
  const f = factories(t.db.ds);
  const { categoryId: shelf, products: made, newest: now } = await f.shelf(30);
  const filter = { categoryIds: [shelf] };
  const { nextCursor } = await t.services.products.feed(filter, null, 12);
  /** Page 2 and the feed's second slice as the service reads them, and how often it looked for their products. */
  const read = async () => {
    let page: number[] = [];
    let slice: number[] = [];
    const sql = await statements(async () => {
      page = (await t.services.products.list(filter, 2)).items.map((p) => p.id);
      slice = (await t.services.products.feed(filter, nextCursor, 12)).items.map((p) => p.id);
    });
    return {
      page,
      slice,
      idReads: sql.filter((q) => /SELECT "p"\."id" AS "id" FROM "products"/.test(q)).length,
    };
  };
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
  expect(await read()).toEqual({ ...(await truth()), idReads: 2 });
  // Read again: their rows by primary key, no ids read, no offset walked.
  expect(await read()).toEqual({ ...(await truth()), idReads: 0 });
  // A stock change moves nothing.
  await t.db.ds.query('UPDATE products SET qty = qty + 1 WHERE id = $1', [made[3].id]);
  await settled();
  expect(await read()).toEqual({ ...(await truth()), idReads: 0 });
  // A product on page 1 hidden, then a newer one added: page 2 starts elsewhere each time.
  await t.db.ds.query('UPDATE products SET status = 0 WHERE id = $1', [made[2].id]);
  await settled();
  const afterHiding = await read();
  expect(afterHiding).toEqual({ ...(await truth()), idReads: 2 });
  expect(afterHiding.page[0]).toBe(made[13].id);
  await f.product({ categoryId: shelf, title: 'Shelf new', createdAt: new Date(now + 1000) });
  await settled();
  const afterAdding = await read();
  expect(afterAdding).toEqual({ ...(await truth()), idReads: 2 });
  expect(afterAdding.page[0]).toBe(made[12].id);
  // A product on page 2 and in the slice hidden: it leaves both.
  await t.db.ds.query('UPDATE products SET status = 0 WHERE id = $1', [made[15].id]);
  await settled();
  const afterLeaving = await read();
  expect(afterLeaving).toEqual({ ...(await truth()), idReads: 2 });
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

describe('concurrent misses', () => {
  /** Holds `method` of `target` until `ready()` holds, counting its calls. */
  function gate<T extends object>(target: T, method: keyof T, ready: () => boolean) {
    const original = (target[method] as (...args: unknown[]) => Promise<unknown>).bind(target);
    let calls = 0;
    const spy = jest.spyOn(target, method as never).mockImplementation((async (...args: unknown[]) => {
      calls++;
      await waitUntil(ready);
      return original(...args);
    }) as never);
    return { calls: () => calls, restore: () => spy.mockRestore() };
  }

  it('share one read: 10 concurrent requests for one uncached listing send its queries once (REST and GraphQL)', async () => {
    const cache = t.services.catalogCache;
    const waiting = jest.spyOn(cache, 'pending');
    const list = gate(t.services.products, 'list', () => waiting.mock.calls.length >= 10);
    try {
      const url = `/get-products?page=1&brand[]=${(await factories(t.db.ds).brand()).id}`;
      await settled();
      const answers = await Promise.all(Array.from({ length: 10 }, () => get(url)));
      expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
      expect(new Set(await Promise.all(answers.map((r) => r.text()))).size).toBe(1);
      expect(list.calls()).toBe(1);

      waiting.mockClear();
      const bodies = await Promise.all(
        Array.from({ length: 10 }, () =>
          gqlRaw(
            'query { products(page: 1, filter: { brandIds: [424242] }) { items { id } meta { total } } }',
          ),
        ),
      );
      expect(bodies.map((r) => r.headers.get('x-cache'))).toEqual(Array(10).fill('MISS'));
      expect(list.calls()).toBe(2);
    } finally {
      list.restore();
      waiting.mockRestore();
    }
  });

  it('share one read with the response cache off too, and never a read that began before a change', async () => {
    const cold = await createTestServer({ CATALOG_CACHE_SIZE: '0' }, t);
    try {
      const waiting = jest.spyOn(cold.services.catalogCache, 'pending');
      const details = gate(cold.services.products, 'details', () => waiting.mock.calls.length >= 10);
      try {
        const answers = await Promise.all(
          Array.from({ length: 10 }, () => fetch(`${cold.url}/api/product-details/${productId}`)),
        );
        expect(answers.map((r) => r.headers.get('x-cache'))).toEqual(Array(10).fill('BYPASS'));
        expect(details.calls()).toBe(1);
      } finally {
        details.restore();
        waiting.mockRestore();
      }
      // A read in flight when a change arrives is not shared with requests that come after it.
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      const original = cold.services.products.details.bind(cold.services.products);
      // Its read done (not merely begun: under load the change could land before it reads), it waits.
      let read = false;
      const spy = jest.spyOn(cold.services.products, 'details').mockImplementation(async (id) => {
        const product = await original(id);
        read = true;
        await held;
        return product;
      });
      try {
        const early = fetch(`${cold.url}/api/product-details/${productId}`).then((r) => r.json());
        await waitUntil(() => read);
        const changed = heard(cold, (e) => e.type === 'product');
        await t.db.ds.query(`UPDATE products SET title = 'Renamed Bunny' WHERE id = $1`, [productId]);
        await changed;
        release();
        const late = await (await fetch(`${cold.url}/api/product-details/${productId}`)).json();
        expect(late.data.title).toBe('Renamed Bunny');
        expect((await early).data.title).toBe('Cached Bunny');
      } finally {
        spy.mockRestore();
        await t.db.ds.query(`UPDATE products SET title = 'Cached Bunny' WHERE id = $1`, [productId]);
      }
    } finally {
      await cold.close();
    }
  });
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

describe('hits served ahead of the framework', () => {
  /** Headers that differ between any two responses, or with how the body is framed. */
  const PER_RESPONSE = new Set(['date', 'x-request-id', 'x-cache', 'content-length', 'transfer-encoding']);
  const headersOf = (res: Response) =>
    Object.fromEntries([...res.headers].filter(([name]) => !PER_RESPONSE.has(name)));
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
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
    const headers = {
      origin: 'https://app.example.pk',
      'accept-encoding': 'gzip, deflate, br',
      'x-request-id': 'hit-request-0001',
    };
    const path = '/get-products?page=1';
    const { hit, body: missBody } = await missThenHit(() => get(path, headers));
    expect(hit.headers.get('content-encoding')).toBe('br');
    expect(hit.headers.get('access-control-allow-origin')).toBe('https://app.example.pk');
    expect(hit.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(hit.headers.get('x-request-id')).toBe('hit-request-0001');
    const gzip = await get(path, { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(missBody);
    // Encodings chosen as the compression middleware chooses them (negotiator): by q-value, brotli on a tie.
    expect(
      (await get(path, { 'accept-encoding': 'gzip;q=1, br;q=0.5' })).headers.get('content-encoding'),
    ).toBe('gzip');
    expect((await get(path, { 'accept-encoding': 'identity' })).headers.get('content-encoding')).toBeNull();
    const other = await get(path, { origin: 'https://evil.example' });
    expect(other.headers.get('x-cache')).toBe('HIT');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(other.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      (await get(path, { 'if-none-match': hit.headers.get('etag')!, 'cache-control': 'max-age=0' })).status,
    ).toBe(304);
    expect(
      (await get(path, { 'if-none-match': hit.headers.get('etag')!, 'cache-control': 'no-cache' })).status,
    ).toBe(200);
    await logged(
      (e) =>
        e.req?.id === 'hit-request-0001' &&
        e.res?.statusCode === 200 &&
        logLines.filter((l) => l.includes('hit-request-0001')).length >= 2,
    );
    const entries = logLines.map((l) => JSON.parse(l)).filter((e) => e.req?.id === 'hit-request-0001');
    expect(entries.map((e) => [e.req.url, e.res.statusCode])).toEqual([
      ['/api/get-products', 200],
      ['/api/get-products', 200],
    ]);
  });

  it('answers a repeated GraphQL query by its exact body with the bytes and headers of the first answer', async () => {
    const body = JSON.stringify({
      query: `query($id: Int!) { product(id: $id) { id title } }`,
      variables: { id: productId },
    });
    const accept = { accept: 'application/graphql-response+json,application/json;q=0.9' };
    const { miss } = await missThenHit(() => post(body, accept));
    expect(miss.headers.get('content-type')).toBe('application/graphql-response+json; charset=utf-8');
    expect(miss.headers.get('cache-control')).toBe('no-cache');
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
    }
    const stock = JSON.stringify({
      query: 'query($id: Int!) { checkStock(productId: $id, qty: 1) { available } }',
      variables: { id: productId },
    });
    await post(stock);
    expect((await post(stock)).headers.get('x-cache')).toBeNull();
  });

  it('serves no hit once a change evicted it', async () => {
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

describe('TaggedCache', () => {
  const make = (maxEntries: number, maxBytes?: number) => {
    const invalidations = new Invalidations();
    let live = true;
    const cache = new TaggedCache<string>(invalidations, () => live, {
      maxEntries,
      maxBytes,
      sizeOf: (v) => v.length,
    });
    return { cache, invalidations, down: () => (live = false) };
  };

  it('refuses a value read before a change to one of its tags, and keeps one read before an unrelated change', () => {
    const { cache, invalidations } = make(10);
    const since = invalidations.now();
    invalidations.invalidate(['product:1']);
    expect(cache.set('a', 'old', ['product:1'], since)).toBe(false);
    expect(cache.set('b', 'fine', ['product:2'], since)).toBe(true);
    expect(cache.get('b')).toBe('fine');
  });

  it('drops exactly the entries carrying an evicted tag', () => {
    const { cache, invalidations } = make(10);
    const now = invalidations.now();
    cache.set('listing', 'L', ['product:1', 'product:2'], now);
    cache.set('one', 'P1', ['product:1'], now);
    cache.set('two', 'P2', ['product:2'], now);
    expect(cache.evict(['product:1'])).toBeNull(); // nothing to refresh: dropped at once
    expect([cache.get('listing'), cache.get('one'), cache.get('two')]).toEqual([undefined, undefined, 'P2']);
  });

  it('refreshes an entry served lately in place (served meanwhile), reads again after a change during the read, drops one not served lately', async () => {
    const { cache, invalidations } = make(10);
    let version = 1;
    let reads = 0;
    let release!: () => void;
    const refresh = async () => {
      const read = `v${version}`;
      reads++;
      await new Promise<void>((r) => (release = r));
      return { value: read, tags: ['product:1'] };
    };
    cache.set('hot', 'v0', ['product:1'], invalidations.now(), refresh);
    cache.set('cold', 'c0', ['product:1'], invalidations.now(), refresh, Date.now() - 60_000);
    invalidations.invalidate(['product:1']);
    const first = cache.evict(['product:1'], 10_000)!;
    expect(cache.get('cold')).toBeUndefined();
    expect(cache.get('hot')).toBe('v0'); // still served while it is read again
    // Another change while the read runs: its result is refused and it reads again.
    version = 2;
    invalidations.invalidate(['product:1']);
    const second = cache.evict(['product:1'], 10_000)!;
    release();
    await waitUntil(() => reads === 2);
    release();
    await Promise.all([first, second]);
    expect(cache.get('hot')).toBe('v2');
  });

  it('keeps at most its entry count and byte budget, least recently used out first, and nothing while down', () => {
    const { cache, invalidations, down } = make(2);
    const now = invalidations.now();
    cache.set('a', '1', [], now);
    cache.set('b', '2', [], now);
    cache.get('a');
    cache.set('c', '3', [], now);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['1', undefined, '3']);
    const bytes = make(100, 250);
    const page = (n: number) => String(n).repeat(100);
    bytes.cache.set('/a', page(1), [], 0);
    bytes.cache.set('/b', page(2), [], 0);
    bytes.cache.get('/a');
    bytes.cache.set('/c', page(3), [], 0); // 300 bytes: the least recently used (/b) goes
    expect([bytes.cache.get('/a'), bytes.cache.get('/b'), bytes.cache.get('/c')]).toEqual([
      page(1),
      undefined,
      page(3),
    ]);
    expect(bytes.cache.set('/big', page(4).repeat(3), [], 0)).toBe(false);
    down();
    expect(cache.get('a')).toBeUndefined();
  });
});
