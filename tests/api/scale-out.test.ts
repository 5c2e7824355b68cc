/** Two app instances on one PostgreSQL and one upload directory, through real HTTP. */
import { Client } from 'pg';
import { factories } from '../support/factories';
import { createTestServer, TestServer } from '../support/test-server';
import { catalogSettled, waitUntil } from '../support/wait';
import { checkoutBody } from '../support/checkout';

let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  a = await createTestServer({ RATE_LIMIT_SCALE: '0.5' });
  b = await createTestServer({ RATE_LIMIT_SCALE: '0.5' }, a);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

/** Signed-in customers, each of their own (the unverified-account limit counts per account). */
function buyerTokens(n: number): Promise<string[]> {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const [u] = await a.db.ds.query(
        `INSERT INTO users (name, email) VALUES ($1, $2) RETURNING id, role, token_version`,
        [`B${i}`, `b${i}-${Date.now()}-${Math.random()}@x.pk`],
      );
      return await a.services.tokens.sign({ id: u.id, role: u.role, tokenVersion: u.token_version });
    }),
  );
}

/** A cash-on-delivery checkout of `qty` units of `productId`. */
const checkout = (productId: number, qty = 1) =>
  checkoutBody([{ product_id: productId, qty }], { name: 'B', email: 'b@x.pk', address: 'A' });

/** A product's stock in a REST read, and whether it came from the cache. */
async function stockOf(t: TestServer, path: string, id: number) {
  const res = await fetch(`${t.url}/api${path}`);
  const items = [].concat((await res.json()).data) as { id: number; stock: number }[];
  return { state: res.headers.get('x-cache'), stock: items.find((p) => p.id === id)?.stock };
}

it('shows a catalogue write on one instance on the other, through both read caches', async () => {
  const admin = await a.adminToken();
  const cat = (await a.rest('POST', '/admin/categories', { name: 'Scarves', status: 1 }, admin)).body.data;
  const created = await a.rest(
    'POST',
    '/products',
    {
      name: 'Twin Scarf',
      base_price: 900,
      category_id: cat.id,
      variants: [{ sku: 'TWIN-1', price: 900, stock: 4, attributes: { size: 'M', color: 'Red' } }],
    },
    admin,
  );
  expect(created.status).toBe(200);
  const id = created.body.data.id;
  expect((await b.rest('GET', `/product-details/${id}`)).body.data).toMatchObject({
    title: 'Twin Scarf',
    stock: 4,
  });
  const categoryNames = async (t: TestServer) =>
    (await t.rest('GET', '/get-categories')).body.data.map((c: { name: string }) => c.name);
  const productTitle = `query($id: Int!) { product(id: $id) { title } }`;
  // Both instances cache the category tree and the product (REST and GraphQL).
  await catalogSettled(a, b);
  for (const t of [a, b]) {
    await categoryNames(t);
    await t.gql(productTitle, { id });
    expect((await fetch(`${t.url}/api/get-categories`)).headers.get('x-cache')).toBe('HIT');
  }

  await b.rest('PUT', `/admin/categories/${cat.id}`, { name: 'Winter Scarves', status: 1 }, admin);
  expect(await categoryNames(b)).toContain('Winter Scarves'); // the writer's own cache: at once
  await waitUntil(async () => (await categoryNames(a)).includes('Winter Scarves'));

  // A write that no instance made (psql, a migration) reaches every cache too.
  await a.db.ds.query(`UPDATE products SET title = 'Renamed by SQL' WHERE id = $1`, [id]);
  for (const t of [a, b])
    await waitUntil(
      async () => (await t.gql(productTitle, { id })).body.data.product.title === 'Renamed by SQL',
    );
});

it('converges on an order through one instance: both show that product’s new stock and keep the rest', async () => {
  const f = factories(a.db.ds);
  const categoryId = (await f.category()).id;
  const bought = await f.product({ categoryId, title: 'Bought Bear', qty: 9 });
  const other = await f.product({ categoryId, title: 'Untouched Owl', qty: 4 });
  const [u] = await a.db.ds.query(
    `INSERT INTO users (name, email) VALUES ('C', $1) RETURNING id, role, token_version`,
    [`c-${Date.now()}@x.pk`],
  );
  const token = await a.services.tokens.sign({ id: u.id, role: u.role, tokenVersion: u.token_version });
  await catalogSettled(a, b);
  const paths = [`/product-details/${bought.id}`, `/get-products?category=${categoryId}`];
  for (const t of [a, b])
    for (const p of [...paths, `/product-details/${other.id}`]) await stockOf(t, p, bought.id);
  expect(await stockOf(b, paths[0], bought.id)).toEqual({ state: 'HIT', stock: 9 });

  const order = await a.rest('POST', '/save-order', checkout(bought.id, 3), token);
  expect(order.status).toBe(200);
  // Both instances drop those responses and read them again: the writer before it acknowledged the
  // order, the other once it heard of it.
  for (const p of paths) expect(await stockOf(a, p, bought.id)).toMatchObject({ stock: 6 });
  await catalogSettled(b);
  for (const p of paths) expect(await stockOf(b, p, bought.id)).toMatchObject({ stock: 6 });
  for (const t of [a, b])
    expect(await stockOf(t, `/product-details/${other.id}`, other.id)).toEqual({ state: 'HIT', stock: 4 });
});

it('drops a hidden product from every instance’s listing page', async () => {
  const { categoryId, products: made } = await factories(a.db.ds).shelf(15);
  const page2 = async (t: TestServer) =>
    ((await t.rest('GET', `/get-products?category=${categoryId}&page=2`)).body.data as { id: number }[]).map(
      (p) => p.id,
    );
  await catalogSettled(a, b);
  // Both instances read page 2 once: its body is kept on each.
  for (const t of [a, b]) expect(await page2(t)).toEqual(made.slice(12).map((p) => p.id));
  // Hidden by a write no instance made (psql, a migration): each hears it through the change feed.
  await a.db.ds.query('UPDATE products SET status = 0 WHERE id = $1', [made[13].id]);
  const expected = [made[12].id, made[14].id];
  for (const t of [a, b])
    await waitUntil(async () => JSON.stringify(await page2(t)) === JSON.stringify(expected));
});

it('shares rate limits between instances', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++)
    statuses.push(
      (await (i % 2 ? a : b).rest('POST', '/user/auth', { email: 'someone@example.pk', password: 'wrong' }))
        .status,
    );
  // 10 per account per 15 minutes, halved: the 6th attempt overall is refused, whichever instance gets it.
  expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
  expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
});

it('never oversells with concurrent orders through both instances', async () => {
  const f = factories(a.db.ds);
  const p = await f.product({ categoryId: (await f.category()).id, title: 'Shared Stock', qty: 5 });
  const buyers = await buyerTokens(30);
  const results = await Promise.all(
    buyers.map((token, i) => (i % 2 ? a : b).rest('POST', '/save-order', checkout(p.id), token)),
  );
  expect(results.filter((r) => r.status === 200)).toHaveLength(5);
  expect((await a.db.ds.query('SELECT qty FROM products WHERE id = $1', [p.id]))[0].qty).toBe(0);
});

it('refuses a revoked token and shows a renamed user on every instance that remembered them', async () => {
  const [u] = await a.db.ds.query(
    `INSERT INTO users (name, email) VALUES ('Revoked', $1) RETURNING id, role, token_version`,
    [`r-${Date.now()}@x.pk`],
  );
  const token = await a.services.tokens.sign({ id: u.id, role: u.role, tokenVersion: u.token_version });
  const me = (t: TestServer) => t.rest('GET', '/user/profile', undefined, token);
  // Both instances check the token and remember the user.
  for (const t of [a, b]) expect((await me(t)).status).toBe(200);

  // A name change through one instance: it forgets its remembered users itself (not waiting for
  // its own notification); the other instance hears it.
  const forget = jest.spyOn(a.services.tokens, 'forget');
  expect(
    (await a.rest('POST', `/user/update/profile/${u.id}`, { name: 'Renamed Buyer' }, token)).status,
  ).toBe(200);
  expect(forget).toHaveBeenCalled();
  forget.mockRestore();
  expect(await a.services.tokens.verify(token)).toMatchObject({ name: 'Renamed Buyer' });
  await catalogSettled(a, b);
  expect(await b.services.tokens.verify(token)).toMatchObject({ name: 'Renamed Buyer' });

  // A password reset elsewhere (here: straight SQL) bumps the token version: refused everywhere once heard.
  await a.db.ds.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [u.id]);
  await catalogSettled(a, b);
  for (const t of [a, b]) expect((await me(t)).status).toBe(401);
});

it('ends a signed-out session on every instance that remembered its user', async () => {
  const [u] = await a.db.ds.query(
    `INSERT INTO users (name, email) VALUES ('Leaving', $1) RETURNING id, role, token_version`,
    [`l-${Date.now()}@x.pk`],
  );
  const [leaving, staying] = await Promise.all(
    [0, 1].map(() => a.services.tokens.sign({ id: u.id, role: u.role, tokenVersion: u.token_version })),
  );
  for (const t of [a, b])
    for (const token of [leaving, staying])
      expect((await t.rest('GET', '/user/profile', undefined, token)).status).toBe(200);
  expect((await a.rest('POST', '/user/logout', undefined, leaving)).status).toBe(200);
  await catalogSettled(a, b);
  for (const t of [a, b]) {
    expect((await t.rest('GET', '/user/profile', undefined, leaving)).status).toBe(401);
    expect((await t.rest('GET', '/user/profile', undefined, staying)).status).toBe(200);
  }
});

it('tells the other instances of a burst of orders in one notification, kept in the outbox until it is sent', async () => {
  // This instance gathers its order changes for a minute: nothing it collects is sent unless flushed.
  const c = await createTestServer({}, a, undefined, { changeBatchMs: 60_000 });
  const listener = new Client({ connectionString: a.db.url });
  const waiting = async () =>
    (await a.db.ds.query('SELECT count(*)::int AS n FROM change_outbox'))[0].n as number;
  try {
    const f = factories(a.db.ds);
    const p = await f.product({ categoryId: (await f.category()).id, title: 'Burst Bunny', qty: 50 });
    const buyers = await buyerTokens(20);
    const detail = `/product-details/${p.id}`;
    await catalogSettled(a, b, c);
    for (const t of [b, c]) {
      await stockOf(t, detail, p.id);
      expect(await stockOf(t, detail, p.id)).toEqual({ state: 'HIT', stock: 50 });
    }
    await listener.connect();
    const payloads: string[] = [];
    listener.on('notification', (m) => payloads.push(m.payload ?? ''));
    await listener.query('LISTEN shop_changes');

    const placed = await Promise.all(
      buyers.map((token) => c.rest('POST', '/save-order', checkout(p.id), token)),
    );
    expect(placed.map((r) => r.status)).toEqual(Array(20).fill(200));
    // The instance that took them shows them at once; the others have not been told yet, and
    // what they will be told is committed with the orders (a crash of c would not lose it).
    expect(await stockOf(c, detail, p.id)).toMatchObject({ stock: 30 });
    expect(await stockOf(b, detail, p.id)).toEqual({ state: 'HIT', stock: 50 });
    expect(await waiting()).toBe(20);

    await c.services.changes.flush();
    expect(await waiting()).toBe(0);
    await catalogSettled(a, b);
    expect(await stockOf(b, detail, p.id)).toMatchObject({ stock: 30 });
    // 20 orders: one notification (it was two per order: the stock statement's and the order row's).
    const heard = payloads.filter((x) => !x.includes('"marker"'));
    expect(heard).toHaveLength(1);
    const batch = JSON.parse(heard[0]) as { changes: { t: string; ids: number[] }[] };
    expect(batch.changes.find((ch) => ch.t === 'products')?.ids).toEqual([p.id]);
    expect(batch.changes.find((ch) => ch.t === 'orders')?.ids).toHaveLength(20);
  } finally {
    await listener.end();
    await c.close();
  }
});
