/**
 * The admin order list at scale: pages read through the sort's index (deferred join) in
 * exactly the order of a plain ORDER BY … OFFSET; pages and totals remembered until orders
 * are added, changed or removed, by any instance.
 */
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { factories } from '../support/factories';
import { createTestServer, TestServer } from '../support/test-server';
import { catalogSettled } from '../support/wait';
import { checkoutBody } from '../support/checkout';

let t: TestServer;
let admin: string;
let productId: number;
let buyer: { id: number; token_version: number };

const list = async (query: string) => {
  const res = await t.rest('GET', `/admin/orders?${query}`, undefined, admin);
  expect(res.status).toBe(200);
  return res.body as { data: { id: number }[]; meta: { total: number; last_page: number } };
};
const insertOrder = (i: number) =>
  t.db.ds.query(
    `INSERT INTO orders (user_id, name, email, address, city, street, zip, mobile, status, payment_status, payment_method, sub_total, shipping, discount, grand_total, created_at)
     VALUES ($7, $1, $2, 'A', 'Lahore', 'Punjab', '54000', '03001234567', $3, 'unpaid', 'cod', $4, 200, 0, $5, $6)`,
    [
      `Customer ${i % 7}`,
      `c${i}@example.pk`,
      ['pending', 'shipped', 'delivered'][i % 3],
      (i % 5) * 100,
      (i % 5) * 100 + 200,
      new Date(Date.UTC(2026, 0, 1, 0, i % 9)),
      buyer.id,
    ],
  );
/** The statements on orders that `action` sends: counts and page reads. */
const ordersQueries = async (action: () => Promise<unknown>) => {
  const spy = jest.spyOn(PostgresQueryRunner.prototype, 'query');
  try {
    await action();
    const sent = spy.mock.calls.map(([sql]) => sql as string).filter((sql) => /FROM "orders"/.test(sql));
    return {
      counts: sent.filter((sql) => /COUNT\(\*\)/.test(sql)).length,
      pages: sent.filter((sql) => !/COUNT\(\*\)/.test(sql)).length,
    };
  } finally {
    spy.mockRestore();
  }
};
const countQueries = async (action: () => Promise<unknown>) => (await ordersQueries(action)).counts;

beforeAll(async () => {
  t = await createTestServer();
  [buyer] = await t.db.ds.query(
    `INSERT INTO users (name, email, role, verified_at) VALUES ('Buyer', 'buyer@example.pk', 'CUSTOMER', now()) RETURNING id, token_version`,
  );
  const f = factories(t.db.ds);
  productId = (await f.product({ categoryId: (await f.category()).id, qty: 100, price: 500 })).id;
  for (let i = 0; i < 40; i++) await insertOrder(i);
  admin = await t.adminToken();
  await catalogSettled(t);
});
afterAll(() => t.close());

it('pages every sort in both directions exactly as ORDER BY … OFFSET does, ties broken by id', async () => {
  const columns = {
    id: 'id',
    name: 'name',
    email: 'email',
    grand_total: 'grand_total',
    created_at: 'created_at',
    payment_status: 'payment_status',
    status: 'status',
  };
  for (const [sort, column] of Object.entries(columns)) {
    for (const direction of ['asc', 'desc']) {
      const expected: number[] = (
        await t.db.ds.query(
          `SELECT id FROM orders ORDER BY ${column} ${direction}${column === 'id' ? '' : `, id ${direction}`}`,
        )
      ).map((r: { id: number }) => r.id);
      const seen: number[] = [];
      for (let page = 1; page <= 6; page++) {
        const body = await list(`sort=${sort}&direction=${direction}&per_page=7&page=${page}`);
        expect(body.meta).toMatchObject({ total: 40, last_page: 6 });
        seen.push(...body.data.map((o) => o.id));
      }
      expect([sort, direction, seen]).toEqual([sort, direction, expected]);
    }
  }
  const search = await list('search=customer 3&per_page=100');
  expect(search.meta.total).toBe(search.data.length);
  expect(search.data.length).toBeGreaterThan(0);
});

it('counts each search once until orders are added, and sees an order placed through it at once', async () => {
  await list('page=1');
  expect(await countQueries(() => list('page=2'))).toBe(0);
  expect(await countQueries(() => list('search=customer 1'))).toBe(1);
  expect(await countQueries(() => list('search=customer 1&page=2'))).toBe(0);

  // Another writer (another instance, psql): heard through NOTIFY.
  await insertOrder(99);
  await catalogSettled(t);
  expect((await list('page=1')).meta.total).toBe(41);

  // An order placed through this instance: the next list shows it without waiting for the notification.
  const token = await t.services.tokens.sign({
    id: buyer.id,
    role: 'CUSTOMER',
    tokenVersion: buyer.token_version,
  });
  const placed = await t.rest(
    'POST',
    '/save-order',
    checkoutBody([{ product_id: productId, qty: 1 }]),
    token,
  );
  expect(placed.status).toBe(200);
  const after = await list('page=1');
  expect(after.meta.total).toBe(42);
  expect(after.data[0].id).toBe(placed.body.id);
});

it('remembers a page until an order changes, here (at once) or anywhere (once heard)', async () => {
  await catalogSettled(t);
  const first = await list('sort=id&direction=asc&per_page=5');
  expect(await ordersQueries(() => list('sort=id&direction=asc&per_page=5'))).toEqual({
    counts: 0,
    pages: 0,
  });
  // The remembered page's JSON is kept too: the same bytes and ETag, and 304 for a browser that has them.
  const get = (headers: Record<string, string> = {}) =>
    fetch(`${t.url}/api/admin/orders?sort=id&direction=asc&per_page=5`, {
      headers: { authorization: `Bearer ${admin}`, ...headers },
    });
  const [a, b] = [await get(), await get()];
  expect(await a.text()).toBe(await b.text());
  expect(a.headers.get('etag')).toBe(b.headers.get('etag'));
  expect((await get({ 'if-none-match': a.headers.get('etag')!, 'cache-control': 'max-age=0' })).status).toBe(
    304,
  );
  expect((await fetch(`${t.url}/api/admin/orders?sort=id&direction=asc&per_page=5`)).status).toBe(401);
  const id = first.data[0].id;
  const status = async () =>
    ((await list('sort=id&direction=asc&per_page=5')).data[0] as unknown as { status: string }).status;

  // This instance forgets the list itself when it changes an order (not waiting for its own notification).
  const forget = jest.spyOn(t.services.orders.list, 'forget');
  const updated = await t.rest(
    'POST',
    `/admin/update-order/${id}`,
    { status: 'shipped', payment_status: 'paid', courier_id: 1, tracking_number: 'TCS-1001' },
    admin,
  );
  expect(updated.status).toBe(200);
  expect(forget).toHaveBeenCalled();
  forget.mockRestore();
  expect(await status()).toBe('shipped');

  await t.db.ds.query(`UPDATE orders SET status = 'delivered' WHERE id = $1`, [id]);
  await catalogSettled(t);
  expect(await status()).toBe('delivered');
});

it('leaves the catalogue cache alone when only orders change', async () => {
  await catalogSettled(t);
  await fetch(`${t.url}/api/get-categories`);
  expect((await fetch(`${t.url}/api/get-categories`)).headers.get('x-cache')).toBe('HIT');
  await insertOrder(100);
  await catalogSettled(t);
  expect((await fetch(`${t.url}/api/get-categories`)).headers.get('x-cache')).toBe('HIT');
  expect((await list('page=1')).meta.total).toBe(43);
});

it('serves a remembered page to admins only, with the bytes and headers of the full pipeline, until orders change', async () => {
  const url = `${t.url}/api/admin/orders?sort=id&direction=desc&page=1`;
  const get = (token?: string, headers: Record<string, string> = {}) =>
    fetch(url, {
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        'x-request-id': 'admin-list-0001',
        ...headers,
      },
    });
  await catalogSettled(t);
  const first = await get(admin);
  const body = await first.text();
  // Served ahead of Express: the route (and the service) is not reached.
  const route = jest.spyOn(t.services.orders.list, 'page');
  const again = await get(admin);
  expect(route).not.toHaveBeenCalled();
  route.mockRestore();
  expect(await again.text()).toBe(body);
  const headers = (r: Response) =>
    Object.fromEntries(
      [...r.headers].filter(([n]) => !['date', 'content-length', 'transfer-encoding'].includes(n)),
    );
  expect(headers(again)).toEqual(headers(first));
  expect(
    (await get(admin, { 'if-none-match': first.headers.get('etag')!, 'cache-control': 'max-age=0' })).status,
  ).toBe(304);
  // Nobody else gets it: no token, a customer's token, a revoked or forged one.
  const customer = await t.services.tokens.sign({
    id: buyer.id,
    role: 'CUSTOMER',
    tokenVersion: buyer.token_version,
  });
  expect((await get()).status).toBe(401);
  expect((await get(customer)).status).toBe(403);
  expect((await get(admin.slice(0, -2) + 'xx')).status).toBe(401);
  // An order changes: the next page read is new.
  await insertOrder(200);
  await catalogSettled(t);
  const after = await get(admin);
  expect((await after.json()).meta.total).toBe(JSON.parse(body).meta.total + 1);
});
