/**
 * The owner's shop policy in /admin/settings: a limit or deadline saved on one instance applies
 * on the next request of every instance without a restart (each keeps it until the change is
 * heard), an out-of-range value is a 422 naming the field, every save is in the activity log,
 * and the old environment variables fill a setting only while it was never saved.
 */
import { loadConfig } from '../../server/src/config';
import { checkoutBody } from '../support/checkout';
import { customer, product } from '../support/shop-orders';
import { createTestServer, TestServer } from '../support/test-server';
import { heard } from '../support/wait';

let a: TestServer;
let b: TestServer;
let owner: string;
let productId: number;

beforeAll(async () => {
  a = await createTestServer();
  b = await createTestServer({}, a);
  owner = await a.adminToken();
  productId = await product(a);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

/** Saves settings of `section` on `on`, and waits until `other` heard it. */
async function save(
  on: TestServer,
  other: TestServer,
  section: string,
  values: Record<string, string | null>,
) {
  const told = heard(other, (e) => e.type === 'settings');
  const res = await on.rest('PUT', `/admin/settings/${section}`, { values }, owner);
  expect(res.status).toBe(200);
  await told;
  return res.body;
}

const order = async (t: TestServer, qty: number, method = 'cod') => {
  const c = await customer(t);
  return t.rest(
    'POST',
    '/save-order',
    checkoutBody([{ product_id: productId, qty }], { payment_method: method }),
    c.token,
  );
};

it('applies a new most-units-per-item on the next request of both instances, without a restart', async () => {
  // Both instances have read (and keep) the default of 10.
  expect((await order(a, 11)).status).toBe(422);
  expect((await order(b, 10)).status).toBe(200);
  const stock = await b.rest('POST', `/products/${productId}/check-stock`, { qty: 5 });
  expect(stock.status).toBe(200);

  await save(a, b, 'orders', { maxLineQty: '4' });
  const refused = await order(b, 5);
  expect(refused.status).toBe(422);
  expect(refused.body.errors).toEqual({ 'cart.0.qty': [expect.stringContaining('at most 4 of')] });
  expect((await b.rest('POST', `/products/${productId}/check-stock`, { qty: 5 })).status).toBe(422);
  expect((await order(a, 4)).status).toBe(200);

  // Cleared, it follows its default again.
  await save(b, a, 'orders', { maxLineQty: null });
  expect((await order(a, 10)).status).toBe(200);
});

it('schedules the unpaid auto-cancel after the hours saved on the other instance', async () => {
  await save(b, a, 'orders', { unpaidOrderHours: '1.5' });
  const placed = await order(a, 1, 'easypaisa');
  expect(placed.status).toBe(200);
  const [job] = await a.db.ds.query(
    `SELECT (extract(epoch FROM run_at - now()) / 3600)::float8 AS h FROM graphile_worker.jobs WHERE key = $1`,
    [`cancel-unpaid:${placed.body.id}`],
  );
  expect(job.h).toBeGreaterThan(1.4);
  expect(job.h).toBeLessThanOrEqual(1.5);
});

it("shows the shop's new name and delivery time on the other instance (its cached answers dropped)", async () => {
  const SHOP = '{ shop { name delivery { minDays maxDays } } }';
  for (const t of [a, b])
    expect((await t.gql(SHOP)).body.data.shop).toEqual({
      name: 'Crochet Corner',
      delivery: { minDays: 3, maxDays: 5 },
    });
  await save(a, b, 'shop', { name: 'Dhaaga & Co', deliveryDays: '2-4' });
  // The instance that saved answers with it at once too.
  expect((await a.gql(SHOP)).body.data.shop.name).toBe('Dhaaga & Co');
  expect((await b.gql(SHOP)).body.data.shop).toEqual({
    name: 'Dhaaga & Co',
    delivery: { minDays: 2, maxDays: 4 },
  });
});

it('refuses an out-of-range value with a 422 naming the field, by REST and GraphQL, and saves nothing', async () => {
  const before = (await a.rest('GET', '/admin/settings', undefined, owner)).body.data;
  const rest = await a.rest('PUT', '/admin/settings/orders', { values: { maxLineQty: '0' } }, owner);
  expect(rest.status).toBe(422);
  expect(rest.body.errors).toEqual({ maxLineQty: ['Must be a whole number from 1 to 1,000.'] });
  const mixed = await a.rest('PUT', '/admin/settings/cod', { values: { confirmHours: '500' } }, owner);
  expect(mixed.body.errors).toEqual({ confirmHours: ['Must be a number of hours above 0, at most 336.'] });
  const clash = await a.rest('PUT', '/admin/settings/orders', { values: { maxOrderQty: '5' } }, owner);
  expect(clash.status).toBe(422);
  expect(clash.body.errors).toEqual({ maxOrderQty: ['Must be at least the most units of one item (10).'] });
  const name = await a.rest('PUT', '/admin/settings/shop', { values: { deliveryDays: '5-3' } }, owner);
  expect(name.body.errors).toEqual({ deliveryDays: [expect.stringContaining('from 1 to 60')] });

  const gql = await a.gql(
    `mutation { saveServiceSettings(service: "orders", values: [{ name: "unpaidOrderHours", value: "0" }]) {
       settings { version } errors { field message } } }`,
    undefined,
    owner,
  );
  expect(gql.body.data.saveServiceSettings).toEqual({
    settings: null,
    errors: [{ field: 'unpaidOrderHours', message: 'Must be a number of hours above 0, at most 8,760.' }],
  });
  expect((await a.rest('GET', '/admin/settings', undefined, owner)).body.data).toEqual(before);
});

it('puts every save in the activity log, with who saved what', async () => {
  await save(a, b, 'orders', { maxOrderQty: '25' });
  const log = await a.rest('GET', '/admin/activity?kind=settings&per_page=5', undefined, owner);
  expect(log.status).toBe(200);
  expect(log.body.data[0]).toMatchObject({
    kind: 'settings',
    actor_name: 'Admin',
    changes: [
      { field: 'values.maxOrderQty', before: '30', after: '25', text: 'Most units per order: 30 → 25' },
    ],
  });
});

it('fills a setting from its old environment variable only while it was never saved', async () => {
  const fresh = await createTestServer({ MAX_LINE_QTY: '7', COD_CONFIRM_HOURS: '12' });
  try {
    const policy = await fresh.services.settings.policy();
    expect(policy.orders.maxLineQty).toBe(7);
    expect(policy.cod.confirmHours).toBe(12);
    // Saved since: the variable no longer wins.
    const token = await fresh.adminToken();
    await fresh.rest('PUT', '/admin/settings/orders', { values: { maxLineQty: '8' } }, token);
    expect(await fresh.services.settings.seedPolicy(fresh.config.legacyPolicy.values)).toEqual({
      filled: [],
      refused: [],
    });
    expect((await fresh.services.settings.policy()).orders.maxLineQty).toBe(8);
  } finally {
    await fresh.close();
  }
  const env = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), DATA_DIR: a.config.dataDir };
  expect(() => loadConfig({ ...env, MAX_LINE_QTY: '0' })).toThrow(
    /MAX_LINE_QTY: Must be a whole number from 1 to 1,000/,
  );
  expect(() => loadConfig({ ...env, MAX_ORDER_QTY: '5' })).toThrow(/MAX_ORDER_QTY: Must be at least/);
});
