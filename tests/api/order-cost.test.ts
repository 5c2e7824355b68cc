/**
 * What placing an order costs beyond the order's own work. The settings it consults (the
 * fake-order guard's, the owner's alerts, cash-on-delivery confirmation) are remembered until a
 * save on any instance, so an order reads none of them; a save on another instance still
 * reaches the next order. Its lines, one stock statement each, reach the caches as one stock
 * event, and every product it took from shows its new stock on the next read.
 */
import type { ChangeEvent } from '../../server/src/platform/cache';
import { factories } from '../support/factories';
import { statementsOf } from '../support/shop-statements';
import { checkoutBody } from '../support/checkout';
import { customer, placeOrder, product } from '../support/shop-orders';
import { createTestServer, type TestServer } from '../support/test-server';
import { waitUntil } from '../support/wait';

let t: TestServer;
let other: TestServer;
beforeAll(async () => {
  t = await createTestServer();
  other = await createTestServer({}, t);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const adminAlerts = async (orderId: number) =>
  (
    await t.db.ds.query(`SELECT count(*)::int AS n FROM mail_events WHERE key = $1`, [
      `alert:order:${orderId}:placed`,
    ])
  )[0].n as number;

it('an order reads no settings row once they are remembered; a save on another instance reaches the next order', async () => {
  const productId = await product(t);
  const buyer = await customer(t);
  await placeOrder(t, buyer.token, productId, 'cod');
  // Its jobs due now (the mails, asking the customer to confirm) done, so they read nothing below.
  await waitUntil(
    async () =>
      (await t.db.ds.query('SELECT 1 FROM graphile_worker.jobs WHERE run_at <= now() LIMIT 1')).length === 0,
  );

  let placed!: { id: number };
  const sent = await statementsOf(async () => (placed = await placeOrder(t, buyer.token, productId, 'cod')));
  expect(sent.filter(({ sql }) => /service_settings/.test(sql))).toEqual([]);
  // The owner's new-order alert went out: the settings were consulted, from memory.
  expect(await adminAlerts(placed.id)).toBe(1);

  await other.services.settings.update('alerts', { newOrder: 'off' });
  await waitUntil(async () => (await t.services.settings.get('alerts'))?.newOrder === 'off');
  const next = await placeOrder(t, buyer.token, productId, 'cod');
  expect(await adminAlerts(next.id)).toBe(0);

  await t.services.settings.update('alerts', { newOrder: null });
  const after = await placeOrder(t, buyer.token, productId, 'cod');
  expect(await adminAlerts(after.id)).toBe(1);
});

it('an order of three products hands its caches one stock event naming them, and each shows its new stock next', async () => {
  const f = factories(t.db.ds);
  const categoryId = (await f.category()).id;
  const ids: number[] = [];
  for (const qty of [10, 20, 30]) ids.push((await f.product({ categoryId, qty })).id);
  const stockOf = async (id: number) =>
    (await t.rest('GET', `/product-details/${id}`)).body.data.stock as number;
  // Kept by the caches before the order.
  for (const id of ids) await stockOf(id);
  const listing = await t.rest('GET', '/get-products?page=1');
  expect(listing.status).toBe(200);

  const events: ChangeEvent[] = [];
  const stop = t.services.changes.subscribe((e) => events.push(e));
  try {
    const res = await t.rest(
      'POST',
      '/save-order',
      checkoutBody(ids.map((id, n) => ({ product_id: id, qty: n + 1 }))),
      (await customer(t)).token,
    );
    expect(res.status).toBe(200);
  } finally {
    stop();
  }
  const stock = events.filter((e) => e.type === 'stock');
  expect(stock).toHaveLength(1);
  expect([...(stock[0] as { productIds: number[] }).productIds].sort((a, b) => a - b)).toEqual(ids);
  expect(await Promise.all(ids.map(stockOf))).toEqual([9, 18, 27]);
  const shown = (await t.rest('GET', '/get-products?page=1')).body.data as Array<{
    id: number;
    stock: number;
  }>;
  expect(ids.map((id) => shown.find((p) => p.id === id)?.stock)).toEqual([9, 18, 27]);
});
