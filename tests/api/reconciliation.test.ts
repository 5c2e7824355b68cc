/**
 * Reconciliation over loopback: orders paid by JazzCash, easypaisa and card against the gateways'
 * settlement statements imported as CSV, and cash-on-delivery parcels against the couriers' own
 * payment reports (the PostEx, Leopards and Trax fakes, tests/support/fake-*.ts). A statement
 * imported twice adds nothing, a bad row refuses the file naming its row and column and loses
 * nothing already imported, and the report lists the orders that differ. Admin only.
 */
import { startFakeLeopards, type FakeLeopards } from '../support/fake-leopards';
import { startFakePostEx, type FakePostEx } from '../support/fake-postex';
import { startFakeStripe } from '../support/fake-stripe';
import { startFakeTrax, type FakeTrax } from '../support/fake-trax';
import { checkoutBody } from '../support/checkout';
import { useShop } from '../support/hooks';
import { customer, placeOrder, product } from '../support/shop-orders';
import { createTestServer, type TestServer } from '../support/test-server';

interface Shop {
  t: TestServer;
  stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  leopards: FakeLeopards;
  postex: FakePostEx;
  trax: FakeTrax;
  admin: string;
  productId: number;
}

async function start(): Promise<Shop> {
  const lcs = { apiKey: 'lcs-key-rec', apiPassword: 'lcs-pass-rec' };
  const [stripe, leopards, postex, trax] = await Promise.all([
    startFakeStripe(),
    startFakeLeopards(lcs),
    startFakePostEx('postex-token-rec'),
    startFakeTrax('trax-key-rec'),
  ]);
  const t = await createTestServer(stripe.env('whsec_rec'));
  await t.services.settings.update('leopards', { ...lcs, baseUrl: leopards.baseUrl });
  await t.services.settings.update('postex', { token: 'postex-token-rec', baseUrl: postex.baseUrl });
  await t.services.settings.update('trax', {
    apiKey: 'trax-key-rec',
    baseUrl: trax.url,
    pickupAddressId: '3015',
  });
  return { t, stripe, leopards, postex, trax, admin: await t.adminToken(), productId: await product(t) };
}

const shop = useShop(start, async (s: Partial<Shop>) => {
  await s.t?.close();
  await Promise.all([s.stripe?.close(), s.leopards?.close(), s.postex?.close(), s.trax?.close()]);
});
let t: TestServer;
beforeAll(() => (t = shop.t));

/** A calendar day of the shop's time zone, `daysAgo` before today. */
function day(daysAgo = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: t.config.shopTimeZone }).format(
    new Date(Date.now() - daysAgo * 86_400_000),
  );
}

const rupees = (paisa: number) => (paisa / 100).toFixed(2);

async function order(method: string, { paid = true } = {}) {
  const c = await customer(t);
  const o = await placeOrder(t, c.token, shop.productId, method, { street: 'Sindh', city: 'Karachi' });
  if (paid) await markPaid(o.id, 'pending');
  return o;
}

/** The admin marks the order paid by hand (it stays `status`). */
async function markPaid(id: number, status: string) {
  const res = await t.rest(
    'POST',
    `/admin/update-order/${id}`,
    { status, payment_status: 'paid' },
    shop.admin,
  );
  expect(res.status).toBe(200);
}

/** A card order paid through the Stripe fake: its id, total and payment intent. */
async function cardOrder() {
  const c = await customer(t);
  const cart = [{ product_id: shop.productId, qty: 1 }];
  const intent = await t.rest('POST', '/create-payment-intent', { cart }, c.token);
  expect(intent.status).toBe(200);
  shop.stripe.succeed(intent.body.payment_intent_id);
  const res = await t.rest(
    'POST',
    '/save-order',
    checkoutBody(cart, { payment_method: 'stripe', payment_intent_id: intent.body.payment_intent_id }),
    c.token,
  );
  expect(res.status).toBe(200);
  return {
    id: res.body.id as number,
    grandTotal: Math.round(Number(res.body.data.grand_total) * 100),
    intent: intent.body.payment_intent_id as string,
  };
}

/** The order was recorded paid (or delivered) `days` ago. */
const backdate = (id: number, field: string, days: number) =>
  t.db.ds.query(
    `UPDATE order_history SET created_at = now() - make_interval(days => $3) WHERE order_id = $1 AND field = $2`,
    [id, field, days],
  );

async function importStatement(source: string, csv: string, token = shop.admin) {
  const form = new FormData();
  form.append('source', source);
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'statement.csv');
  const res = await fetch(`${t.url}/api/admin/settlements/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

const REPORT = `query($from: String!, $to: String!, $days: Int!) {
  reconciliation(from: $from, to: $to, unsettledAfterDays: $days) {
    errors { field message }
    report { unsettledAfterDays lines { source label kind orders paid settledOrders settled fees net unsettledOrders unsettled
      differences { kind orderId references paid settled fee settledOn } } } } }`;

async function report(token = shop.admin) {
  const res = await t.gql(REPORT, { from: day(30), to: day(0), days: 7 }, token);
  return res.body;
}

type Line = {
  source: string;
  orders: number;
  paid: number;
  settledOrders: number;
  settled: number;
  fees: number;
  net: number;
  unsettledOrders: number;
  differences: Array<{
    kind: string;
    orderId: number | null;
    references: string[];
    paid: number | null;
    settled: number | null;
  }>;
};
const lineOf = (body: { data?: any }, source: string): Line =>
  (body.data.reconciliation.report.lines as Line[]).find((l) => l.source === source)!;
const settledCount = async () =>
  (await t.db.ds.query(`SELECT count(*)::int AS n FROM settlements`))[0].n as number;

describe('gateways against their settlement statements', () => {
  it('reports paid, settled, fees and the orders that differ; a statement imported twice adds nothing', async () => {
    const settledJz = await order('jazzcash');
    const lateJz = await order('jazzcash');
    await backdate(lateJz.id, 'payment_status', 10);
    const recentJz = await order('jazzcash');
    const unpaidJz = await order('jazzcash', { paid: false });
    const ep = await order('easypaisa');
    const card = await cardOrder();

    const jazzcash = [
      'Transaction ID,Order Number,Amount,Settlement Date,Fee',
      `T-${settledJz.id},${settledJz.id},"${Number(rupees(settledJz.grandTotal)).toLocaleString('en-US', { minimumFractionDigits: 2 })}",${day(1)},25.50`,
      `T-${unpaidJz.id},${unpaidJz.id},${rupees(unpaidJz.grandTotal)},${day(1)},`,
    ].join('\n');
    const first = await importStatement('jazzcash', jazzcash);
    expect(first).toMatchObject({
      status: 200,
      body: { data: { rows: 2, added: 2, already_imported: 0, unmatched: 0 } },
    });
    const count = await settledCount();
    const again = await importStatement('jazzcash', jazzcash);
    expect(again).toMatchObject({ status: 200, body: { data: { rows: 2, added: 0, already_imported: 2 } } });
    expect(await settledCount()).toBe(count);

    // easypaisa settled 100 rupees less than the order's total; the card payment settled twice.
    const epStatement = `reference,order_number,amount,settled_date\nEP-${ep.id},${ep.id},${rupees(ep.grandTotal - 10_000)},${day(0)}\n`;
    expect((await importStatement('easypaisa', epStatement)).status).toBe(200);
    const cardStatement = [
      'reference,order_number,amount,settled_date,fee',
      `${card.intent},,${rupees(card.grandTotal)},${day(0)},10`,
      `DUP-${card.id},${card.id},${rupees(card.grandTotal)},${day(0)},10`,
    ].join('\n');
    expect((await importStatement('card', cardStatement)).body.data).toMatchObject({
      added: 2,
      unmatched: 0,
    });

    const body = await report();
    expect(body.data.reconciliation.errors).toEqual([]);
    const jz = lineOf(body, 'jazzcash');
    const jzTotal = settledJz.grandTotal + lateJz.grandTotal + recentJz.grandTotal;
    expect(jz).toMatchObject({
      orders: 3,
      paid: jzTotal / 100,
      settledOrders: 1,
      settled: settledJz.grandTotal / 100,
      fees: 25.5,
      net: (settledJz.grandTotal - 2550) / 100,
      unsettledOrders: 2,
    });
    // The recent unsettled one is not overdue yet; the one paid 10 days ago is.
    expect(jz.differences.map((d) => [d.kind, d.orderId])).toEqual([
      ['unsettled', lateJz.id],
      ['not_recorded_paid', unpaidJz.id],
    ]);
    expect(jz.differences[1]).toMatchObject({
      paid: null,
      settled: unpaidJz.grandTotal / 100,
      references: [`T-${unpaidJz.id}`],
    });

    expect(lineOf(body, 'easypaisa').differences).toEqual([
      expect.objectContaining({
        kind: 'amount_differs',
        orderId: ep.id,
        paid: ep.grandTotal / 100,
        settled: (ep.grandTotal - 10_000) / 100,
      }),
    ]);
    const cardLine = lineOf(body, 'card');
    expect(cardLine).toMatchObject({
      orders: 1,
      settledOrders: 1,
      settled: (2 * card.grandTotal) / 100,
      fees: 20,
    });
    expect(cardLine.differences).toEqual([
      expect.objectContaining({
        kind: 'settled_twice',
        orderId: card.id,
        references: [card.intent, `DUP-${card.id}`],
      }),
    ]);

    // The REST equivalent answers the same figures.
    const rest = await t.rest(
      'GET',
      `/admin/reconciliation?from=${day(30)}&to=${day(0)}&unsettled_after_days=7`,
      undefined,
      shop.admin,
    );
    expect(rest.status).toBe(200);
    const restJz = rest.body.data.lines.find((l: { source: string }) => l.source === 'jazzcash');
    expect(restJz).toMatchObject({
      orders: 3,
      paid: jzTotal / 100,
      settled_orders: 1,
      fees: 25.5,
      unsettled_orders: 2,
    });
    expect(restJz.differences.map((d: { kind: string; order_id: number }) => [d.kind, d.order_id])).toEqual([
      ['unsettled', lateJz.id],
      ['not_recorded_paid', unpaidJz.id],
    ]);
  });

  it('refuses a statement with bad rows naming row and column, and loses nothing already imported', async () => {
    const o = await order('easypaisa');
    const good = `reference,order_number,amount,settled_date\nGOOD-${o.id},${o.id},${rupees(o.grandTotal)},${day(0)}\n`;
    expect((await importStatement('easypaisa', good)).body.data.added).toBe(1);
    const before = await settledCount();

    const bad = [
      'reference,order_number,amount,settled_date,fee',
      `NEW-${o.id},${o.id},${rupees(o.grandTotal)},${day(0)},`,
      `BAD-${o.id},${o.id},12.345,${day(0)},`,
      `WORSE-${o.id},#${o.id},100,31/02/2026,200`,
      `GOOD-${o.id},${o.id},1,${day(0)},`,
    ].join('\n');
    const refused = await importStatement('easypaisa', bad);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['3.amount', '4.fee', '4.settled_date']);
    expect(await settledCount()).toBe(before);
    // The rows are right now, but one reference was imported before with other figures.
    const changed = await importStatement(
      'easypaisa',
      [bad.split('\n')[0], bad.split('\n')[1], bad.split('\n')[4]].join('\n'),
    );
    expect(changed.status).toBe(422);
    expect(Object.keys(changed.body.errors)).toEqual(['3.reference']);
    expect(await settledCount()).toBe(before);

    const noColumn = await importStatement('easypaisa', 'reference,order_number\nX,1\n');
    expect(noColumn.status).toBe(422);
    expect(Object.keys(noColumn.body.errors).sort()).toEqual(['1.amount', '1.settled_date']);
    const noSource = await importStatement('hbl', good);
    expect(noSource.status).toBe(422);
    expect(Object.keys(noSource.body.errors)).toEqual(['source']);
  });
});

describe('couriers against their COD payment reports', () => {
  it('reports cash collected against what each courier paid, also for an order marked paid by hand', async () => {
    const book = async (courier: string) => {
      const o = await order('cod', { paid: false });
      const res = await t.rest(
        'POST',
        `/admin/order/${o.id}/book-courier`,
        { courier, weight_grams: 400, pieces: 1 },
        shop.admin,
      );
      expect(res.status).toBe(200);
      return { ...o, tn: res.body.data.tracking_number as string };
    };
    const tx = await book('trax');
    const px = await book('postex');
    const lcs = await book('leopards');
    shop.trax.advance(tx.tn, 'Shipment - Delivered');
    shop.postex.advance(px.tn, 'Delivered', '0005');
    shop.leopards.advance(lcs.tn, 'DV');
    await t.services.courierBookings.pullStatuses();
    // Leopards' cheque reached the shop before its report: the admin marks the order paid by hand.
    await markPaid(lcs.id, 'delivered');
    shop.trax.pay(tx.tn, 9001);
    shop.leopards.pay(lcs.tn, 'CHQ-77');
    await backdate(px.id, 'status', 12);
    expect(await t.services.codPayments.pull()).toBe(1);

    const body = await report();
    expect(lineOf(body, 'trax')).toMatchObject({
      orders: 1,
      paid: tx.grandTotal / 100,
      settledOrders: 1,
      settled: tx.grandTotal / 100,
      differences: [],
    });
    expect(lineOf(body, 'leopards')).toMatchObject({ orders: 1, settledOrders: 1, differences: [] });
    expect(lineOf(body, 'postex')).toMatchObject({ orders: 1, settledOrders: 0, unsettledOrders: 1 });
    expect(lineOf(body, 'postex').differences).toEqual([
      expect.objectContaining({
        kind: 'unsettled',
        orderId: px.id,
        paid: px.grandTotal / 100,
        settled: null,
      }),
    ]);

    // PostEx settles later: the next pull reads it and the difference is gone.
    shop.postex.settle(px.tn, 'CPR-5');
    expect(await t.services.codPayments.pull()).toBe(1);
    const after = lineOf(await report(), 'postex');
    expect(after).toMatchObject({ settledOrders: 1, differences: [] });
    const [b] = await t.db.ds.query(
      `SELECT cod_payment_ref FROM courier_bookings WHERE tracking_number = $1`,
      [px.tn],
    );
    expect(b.cod_payment_ref).toBe('CPR-5');
  });
});

describe('who may see it', () => {
  it('refuses customers the report and the import', async () => {
    const c = await customer(t, 'Curious Customer');
    const body = await report(c.token);
    expect(body.data?.reconciliation ?? null).toBeNull();
    expect(body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const rest = await t.rest('GET', `/admin/reconciliation?from=${day(1)}&to=${day(0)}`, undefined, c.token);
    expect(rest.status).toBe(403);
    const before = await settledCount();
    const imported = await importStatement(
      'jazzcash',
      `reference,amount,settled_date\nX-1,10,${day(0)}\n`,
      c.token,
    );
    expect(imported.status).toBe(403);
    expect(await settledCount()).toBe(before);
  });

  it('refuses a range or a number of days it cannot read with a 422 naming the field', async () => {
    const res = await t.rest(
      'GET',
      `/admin/reconciliation?from=${day(0)}&to=${day(1)}&unsettled_after_days=0`,
      undefined,
      shop.admin,
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['to']);
    const days = await t.rest(
      'GET',
      `/admin/reconciliation?from=${day(1)}&to=${day(0)}&unsettled_after_days=500`,
      undefined,
      shop.admin,
    );
    expect(days.status).toBe(422);
    expect(Object.keys(days.body.errors)).toEqual(['unsettled_after_days']);
  });
});
