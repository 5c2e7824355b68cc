/**
 * What placing an order costs PostgreSQL beyond the order's own work: the settings it consults
 * (the fake-order guard's, the owner's alerts, cash-on-delivery confirmation) are remembered
 * until a save on any instance, so an order reads none of them; a save on another instance
 * still reaches the next order.
 */
import { statementsOf } from '../support/shop-statements';
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
