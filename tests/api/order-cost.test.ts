/**
 * What placing an order costs beyond the order's own work. The settings it consults (the
 * fake-order guard's, the owner's alerts, cash-on-delivery confirmation) and the shipping rules
 * are remembered until a change on any instance, so an order reads none of them; a change on
 * another instance still reaches the next order. Its lines, one stock statement each, reach the caches as one stock
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

it('an order reads no settings row nor the shipping rules once remembered; a change on another instance reaches the next order', async () => {
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
  expect(sent.filter(({ sql }) => /service_settings|shipping_settings/.test(sql))).toEqual([]);
  // The owner's new-order alert went out: the settings were consulted, from memory.
  expect(await adminAlerts(placed.id)).toBe(1);

  await other.services.settings.update('alerts', { newOrder: 'off' });
  await waitUntil(async () => (await t.services.settings.get('alerts'))?.newOrder === 'off');
  const next = await placeOrder(t, buyer.token, productId, 'cod');
  expect(await adminAlerts(next.id)).toBe(0);

  await t.services.settings.update('alerts', { newOrder: null });
  const after = await placeOrder(t, buyer.token, productId, 'cod');
  expect(await adminAlerts(after.id)).toBe(1);

  // The shipping rules likewise: a change on another instance, then on this one (its own write).
  const was = await t.services.shipping.settings();
  try {
    await other.services.shipping.updateSettings({ defaultRate: 123, freeShippingThreshold: null });
    await waitUntil(async () => (await t.services.shipping.rules()).defaultRate === 12300);
    expect((await placeOrder(t, buyer.token, productId, 'cod')).grandTotal).toBe(150000 + 12300);
    await t.services.shipping.updateSettings({ defaultRate: 77, freeShippingThreshold: null });
    expect((await placeOrder(t, buyer.token, productId, 'cod')).grandTotal).toBe(150000 + 7700);
  } finally {
    await t.services.shipping.updateSettings({
      defaultRate: was.defaultRate / 100,
      freeShippingThreshold: was.freeThreshold === null ? null : was.freeThreshold / 100,
    });
  }
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

it('an order that takes no stock cell to its low-stock threshold reads nothing more; one that does is told once', async () => {
  const f = factories(t.db.ds);
  const categoryId = (await f.category()).id;
  const plain = await f.product({ categoryId, qty: 5 });
  const sized = await f.product({ categoryId, qty: 0 });
  const variant = await f.variant(sized.id, { stock: 4, price: 150000 });
  const buyer = (await customer(t)).token;
  const order = (cart: Array<Record<string, unknown>>) =>
    statementsOf(async () => {
      const res = await t.rest('POST', '/save-order', checkoutBody(cart), buyer);
      expect(res.status).toBe(200);
      lowAlerts.push(
        (
          await t.db.ds.query(`SELECT key FROM mail_events WHERE key LIKE $1`, [
            `alert:low-stock:order:${res.body.id}:%`,
          ])
        ).length,
      );
    });
  const lowAlerts: number[] = [];
  const lowStockReads = (sent: { sql: string }[]) =>
    sent.filter(({ sql }) => /low_stock_threshold AS threshold/.test(sql)).length;

  // 5 → 4 and 4 → 3 (the variant's) stay above the threshold (3 unless set) or fall to it.
  expect(lowStockReads(await order([{ product_id: plain.id, qty: 1 }]))).toBe(0);
  expect(lowStockReads(await order([{ product_id: sized.id, qty: 1, variant_id: variant.id }]))).toBe(1);
  // 4 → 3: the product's own stock falls to it.
  expect(lowStockReads(await order([{ product_id: plain.id, qty: 1 }]))).toBe(1);
  // 3 → 2 and 3 → 2: already at it, not told again.
  expect(
    lowStockReads(
      await order([
        { product_id: plain.id, qty: 1 },
        { product_id: sized.id, qty: 1, variant_id: variant.id },
      ]),
    ),
  ).toBe(0);
  expect(lowAlerts).toEqual([0, 1, 1, 0]);
});
