/**
 * Unpaid manual-payment orders (easypaisa, jazzcash, bank) are cancelled by the job worker
 * UNPAID_ORDER_HOURS after they were placed: stock returned exactly, history by `system`, the
 * customer mailed. Time is driven through the job's run_at (graphile-worker's reschedule_jobs),
 * never by waiting 48 hours.
 */
import { ConfigError, loadConfig } from '../../server/src/config';
import { factories } from '../support/factories';
import { startSmtp } from '../support/smtp';
import { customer as newCustomer } from '../support/shop-orders';
import { createTestServer, TestServer } from '../support/test-server';
import { waitUntil } from '../support/wait';

let t: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let f: ReturnType<typeof factories>;
let categoryId: number;
let admin: string;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestServer({ SMTP_URL: smtp.url });
  f = factories(t.db.ds);
  categoryId = (await f.category()).id;
  admin = await t.adminToken();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const customer = () => newCustomer(t, 'Unpaid Tester');

const checkout = (cart: unknown[], method: string) => ({
  name: 'Contact',
  email: 'contact@example.pk',
  street: 'Sindh',
  city: 'Karachi',
  address: 'Flat 3, Clifton',
  zip: '75600',
  mobile: '03211234567',
  payment_method: method,
  cart,
});

const cancelJob = async (orderId: number) =>
  (
    await t.db.ds.query(
      `SELECT id, run_at, (extract(epoch FROM run_at - now()) / 3600)::float8 AS hours_left FROM graphile_worker.jobs WHERE key = $1`,
      [`cancel-unpaid:${orderId}`],
    )
  )[0] as { id: string; hours_left: number } | undefined;
/** Makes the job due now, as if its time had come. */
const runNow = (jobId: string) =>
  t.db.ds.query('SELECT graphile_worker.reschedule_jobs(ARRAY[$1::bigint], run_at => now())', [jobId]);
const status = async (orderId: number) =>
  (await t.db.ds.query('SELECT status, payment_status FROM orders WHERE id = $1', [orderId]))[0];
const stock = async (productId: number) => ({
  qty: (await t.db.ds.query('SELECT qty FROM products WHERE id = $1', [productId]))[0].qty,
  values: (
    await t.db.ds.query(
      'SELECT qty FROM product_attribute_values WHERE product_id = $1 ORDER BY attribute_value_id',
      [productId],
    )
  ).map((r: { qty: number }) => r.qty),
});

it('cancels an unpaid easypaisa order when its time comes: exactly its stock back, recorded by system, the customer mailed', async () => {
  const size = await f.attribute('Cancel Size', [{ value: 'S' }]);
  const p = await f.product({ categoryId, title: 'Unpaid Bunny', qty: 5 });
  await f.linkValue(p.id, size.values[0].id, 3);
  const other = await f.product({ categoryId, title: 'Neighbour', qty: 9 });
  const a = await customer();
  const res = await t.rest(
    'POST',
    '/save-order',
    checkout(
      [{ product_id: p.id, qty: 2, selectedAttributes: [{ attribute_value: { id: size.values[0].id } }] }],
      'easypaisa',
    ),
    a.token,
  );
  expect(res.status).toBe(200);
  expect(await stock(p.id)).toEqual({ qty: 3, values: [1] });
  // Meanwhile someone else buys the last unit of that size.
  const b = await customer();
  expect(
    (
      await t.rest(
        'POST',
        '/save-order',
        checkout(
          [
            {
              product_id: p.id,
              qty: 1,
              selectedAttributes: [{ attribute_value: { id: size.values[0].id } }],
            },
          ],
          'cod',
        ),
        b.token,
      )
    ).status,
  ).toBe(200);

  const job = await cancelJob(res.body.id);
  expect(job!.hours_left).toBeGreaterThan(47.9);
  expect(job!.hours_left).toBeLessThanOrEqual(48);
  await runNow(job!.id);
  await waitUntil(async () => (await status(res.body.id)).status === 'cancelled', 20_000);

  expect(await stock(p.id)).toEqual({ qty: 4, values: [2] }); // 5 − 2 − 1 + 2, and 3 − 2 − 1 + 2
  expect(await stock(other.id)).toEqual({ qty: 9, values: [] });
  const history = await t.db.ds.query(
    `SELECT actor, actor_user_id, field, from_value, to_value FROM order_history WHERE order_id = $1 ORDER BY id`,
    [res.body.id],
  );
  expect(history.at(-1)).toEqual({
    actor: 'system',
    actor_user_id: null,
    field: 'status',
    from_value: 'pending',
    to_value: 'cancelled',
  });
  await waitUntil(() => smtp.withSubject(`Order #${res.body.id} has been cancelled`).length === 1, 20_000);
  const [mail] = smtp.withSubject(`Order #${res.body.id} has been cancelled`);
  expect(mail.to).toEqual([a.email]);
  expect(mail.parts.text).toContain('because we did not receive its payment within 48 hours');
});

it('leaves alone what is no longer unpaid and pending, and never schedules cash on delivery', async () => {
  const p = await f.product({ categoryId, qty: 10 });
  const a = await customer();
  const cod = (await t.rest('POST', '/save-order', checkout([{ product_id: p.id, qty: 1 }], 'cod'), a.token))
    .body.id;
  expect(await cancelJob(cod)).toBeUndefined();

  const paid = (
    await t.rest('POST', '/save-order', checkout([{ product_id: p.id, qty: 1 }], 'bank'), a.token)
  ).body.id;
  const shipped = (
    await t.rest('POST', '/save-order', checkout([{ product_id: p.id, qty: 1 }], 'jazzcash'), a.token)
  ).body.id;
  await t.rest('POST', `/admin/update-order/${paid}`, { status: 'pending', payment_status: 'paid' }, admin);
  await t.rest(
    'POST',
    `/admin/update-order/${shipped}`,
    { status: 'shipped', payment_status: 'unpaid', courier_id: 1, tracking_number: 'TCS-1001' },
    admin,
  );
  for (const id of [paid, shipped]) {
    const job = await cancelJob(id);
    await runNow(job!.id);
    await waitUntil(async () => !(await cancelJob(id)), 20_000); // the job ran and finished
  }
  expect(await status(paid)).toEqual({ status: 'pending', payment_status: 'paid' });
  expect(await status(shipped)).toEqual({ status: 'shipped', payment_status: 'unpaid' });
  expect((await t.db.ds.query('SELECT qty FROM products WHERE id = $1', [p.id]))[0].qty).toBe(7);
});

it('the admin cancelling at the moment the job runs returns the stock once', async () => {
  for (let round = 0; round < 3; round++) {
    const p = await f.product({ categoryId, qty: 4 });
    const a = await customer();
    const id = (
      await t.rest('POST', '/save-order', checkout([{ product_id: p.id, qty: 3 }], 'easypaisa'), a.token)
    ).body.id;
    const job = await cancelJob(id);
    const [adminCancel] = await Promise.all([
      t.rest('POST', `/admin/update-order/${id}`, { status: 'cancelled', payment_status: 'unpaid' }, admin),
      runNow(job!.id),
    ]);
    expect(adminCancel.status).toBe(200);
    await waitUntil(async () => !(await cancelJob(id)), 20_000);
    expect((await t.db.ds.query('SELECT qty FROM products WHERE id = $1', [p.id]))[0].qty).toBe(4);
    const cancels = await t.db.ds.query(
      `SELECT actor FROM order_history WHERE order_id = $1 AND to_value = 'cancelled'`,
      [id],
    );
    expect(cancels).toHaveLength(1);
  }
});

it('the hourly sweep cancels overdue manual-payment orders that have no job of their own, and only those', async () => {
  const p = await f.product({ categoryId, qty: 10 });
  const a = await customer();
  const place = async (method: string) =>
    (await t.rest('POST', '/save-order', checkout([{ product_id: p.id, qty: 1 }], method), a.token)).body
      .id as number;
  const [old, recent, oldCod] = [await place('jazzcash'), await place('bank'), await place('cod')];
  // Orders from before the jobs existed: no job, and older than 48 hours (two of them).
  for (const id of [old, recent])
    await t.db.ds.query('SELECT graphile_worker.remove_job($1)', [`cancel-unpaid:${id}`]);
  await t.db.ds.query(
    `UPDATE orders SET created_at = now() - interval '49 hours' WHERE id = ANY($1::int[])`,
    [[old, oldCod]],
  );
  const [{ id: sweep }] = await t.db.ds.query(
    `SELECT (graphile_worker.add_job('cancel_overdue_orders', '{}'::json)).id`,
  );
  await waitUntil(
    async () => !(await t.db.ds.query('SELECT 1 FROM graphile_worker.jobs WHERE id = $1', [sweep])).length,
    20_000,
  );
  expect((await status(old)).status).toBe('cancelled');
  expect((await status(recent)).status).toBe('pending');
  expect((await status(oldCod)).status).toBe('pending');
  expect((await t.db.ds.query('SELECT qty FROM products WHERE id = $1', [p.id]))[0].qty).toBe(8);
});

it('cancels after the hours the owner saved in /admin/settings; an old UNPAID_ORDER_HOURS is checked at start-up', async () => {
  const base = {
    NODE_ENV: 'test',
    DATA_DIR: t.config.dataDir,
    JWT_SECRET: 'x'.repeat(40),
    ADMIN_PASSWORD: 'admin-password',
  };
  expect(() => loadConfig({ ...base, UNPAID_ORDER_HOURS: '0' })).toThrow(
    /UNPAID_ORDER_HOURS: Must be a number of hours above 0, at most 8,760/,
  );
  expect(() => loadConfig({ ...base, UNVERIFIED_OPEN_ORDERS: 'two' })).toThrow(ConfigError);

  const saved = await t.rest('PUT', '/admin/settings/orders', { values: { unpaidOrderHours: '1.5' } }, admin);
  expect(saved.status).toBe(200);
  try {
    const p = await f.product({ categoryId: (await f.category()).id, qty: 2 });
    const { token } = await newCustomer(t, 'Q', { verified: false });
    const id = (
      await t.rest('POST', '/save-order', checkout([{ product_id: p.id, qty: 1 }], 'easypaisa'), token)
    ).body.id;
    const [job] = await t.db.ds.query(
      `SELECT (extract(epoch FROM run_at - now()) / 3600)::float8 AS h FROM graphile_worker.jobs WHERE key = $1`,
      [`cancel-unpaid:${id}`],
    );
    expect(job.h).toBeGreaterThan(1.4);
    expect(job.h).toBeLessThanOrEqual(1.5);
  } finally {
    await t.rest('PUT', '/admin/settings/orders', { values: { unpaidOrderHours: null } }, admin);
  }
});
