/**
 * Fair stock for everyone (issue 29, item 10). A never-verified account placed one cash-on-
 * delivery order for the full stock of 11 products (138 units, Rs 164,200) and everything
 * showed out of stock. Now every order holds at most MAX_LINE_QTY (10) of an item and
 * MAX_ORDER_QTY (30) units, an unverified account at most UNVERIFIED_UNPAID_RUPEES (Rs 25,000)
 * of unpaid orders (cash on delivery included), and an easypaisa order whose receipt nobody
 * accepted is still cancelled, its stock returned, once RECEIPT_REVIEW_HOURS (72) have passed.
 */
import sharp from 'sharp';
import { scheduleAutoCancel } from '../../server/src/modules/orders/order.jobs';
import { customer as newCustomer } from '../support/shop-orders';
import { useCategoryShop } from '../support/category-shop';
import type { TestServer } from '../support/test-server';
import { waitUntil } from '../support/wait';
import { checkoutBody } from '../support/checkout';

const shop = useCategoryShop('Hoard');
let t: TestServer;
beforeAll(() => (t = shop.t));

const customer = (verified: boolean) => newCustomer(t, 'Fair Tester', { verified });

type Line = { product_id: number; qty: number };
const checkout = (cart: Line[], method = 'cod') =>
  checkoutBody(cart, {
    name: 'Fair Tester',
    email: 'fair@example.pk',
    address: 'House 1, DHA',
    zip: '54792',
    payment_method: method,
  });
const PLACE = `mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { order { id } errors { field message code } } }`;
const stockOf = async (ids: number[]) =>
  (await t.db.ds.query('SELECT qty FROM products WHERE id = ANY($1) ORDER BY id', [ids])).map(
    (r: { qty: number }) => r.qty,
  );
const ordersOf = async (userId: number) =>
  (await t.db.ds.query('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [userId]))[0].n;

it("refuses the never-verified hoarder's cash-on-delivery order for the full stock of 11 products, by REST and GraphQL", async () => {
  // 138 units worth Rs 164,200 (plus shipping).
  const stocks = [18, 16, 14, 12, 12, 12, 12, 12, 10, 10, 10];
  const products = [];
  for (const [i, qty] of stocks.entries())
    products.push(
      await shop.f.product({
        categoryId: shop.categoryId,
        title: `Hoarded ${i + 1}`,
        qty,
        price: i === 2 ? 1100 : 1200,
      }),
    );
  const ids = products.map((p) => p.id);
  const cart = products.map((p, i) => ({ product_id: p.id, qty: stocks[i] }));
  expect(cart.reduce((s, l) => s + l.qty, 0)).toBe(138);
  expect(products.reduce((s, p, i) => s + p.price * stocks[i], 0)).toBe(164_200_00);

  const hoarder = await customer(false);
  const rest = await t.rest('POST', '/save-order', checkout(cart), hoarder.token);
  expect(rest.status).toBe(422);
  expect(rest.body).toMatchObject({
    status: 422,
    message: 'You can order at most 10 of "Hoarded 1" at a time.',
    errors: { 'cart.0.qty': ['You can order at most 10 of "Hoarded 1" at a time.'] },
  });
  const gql = await t.gql(
    PLACE,
    {
      i: {
        ...checkout([]),
        payment_method: undefined,
        paymentMethod: 'cod',
        cart: cart.map((l) => ({ productId: l.product_id, qty: l.qty })),
      },
    },
    hoarder.token,
  );
  expect(gql.body.data.placeOrder.errors).toEqual([
    { field: 'cart.0.qty', message: 'You can order at most 10 of "Hoarded 1" at a time.', code: 'QTY_LIMIT' },
  ]);

  // Cut to 10 a line, it is still 110 units: over the order's cap.
  const capped = cart.map((l) => ({ ...l, qty: Math.min(l.qty, 10) }));
  const big = await t.rest('POST', '/save-order', checkout(capped), hoarder.token);
  expect(big.status).toBe(422);
  expect(big.body.message).toBe('An order can hold at most 30 items. Please remove some from your cart.');
  // The same item on two lines counts together.
  const split = await t.rest(
    'POST',
    '/save-order',
    checkout([
      { product_id: ids[0], qty: 6 },
      { product_id: ids[0], qty: 6 },
    ]),
    hoarder.token,
  );
  expect(split.body.message).toBe('You can order at most 10 of "Hoarded 1" at a time.');
  // Within both caps, Rs 36,200 is more than an unverified account may owe.
  const dear = capped.slice(0, 3);
  const unpaid = await t.rest('POST', '/save-order', checkout(dear), hoarder.token);
  expect(unpaid.status).toBe(422);
  expect(unpaid.body).toMatchObject({
    message: 'Please verify your email address to have more than Rs 25,000 in unpaid orders.',
    errors: { email: ['Please verify your email address to have more than Rs 25,000 in unpaid orders.'] },
  });

  expect(await ordersOf(hoarder.id)).toBe(0);
  expect(await stockOf(ids)).toEqual(stocks);
  // A verified account may place that order.
  const verified = await customer(true);
  expect((await t.rest('POST', '/save-order', checkout(dear), verified.token)).status).toBe(200);
});

it('lets an unverified account hold at most Rs 25,000 of unpaid orders, however many it sends at once', async () => {
  const p = await shop.f.product({
    categoryId: shop.categoryId,
    title: 'Rushed Rabbit',
    qty: 100,
    price: 1500,
  });
  const hoarder = await customer(false);
  // Rs 15,200 each: one fits in Rs 25,000, a second does not.
  const answers = await Promise.all(
    Array.from({ length: 5 }, () =>
      t.rest('POST', '/save-order', checkout([{ product_id: p.id, qty: 10 }]), hoarder.token),
    ),
  );
  expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422, 422, 422]);
  expect(new Set(answers.filter((a) => a.status === 422).map((a) => a.body.message))).toEqual(
    new Set(['Please verify your email address to have more than Rs 25,000 in unpaid orders.']),
  );
  expect(await stockOf([p.id])).toEqual([90]);
});

it('answers a stock check over the cap with the cap, by REST and GraphQL', async () => {
  const p = await shop.f.product({ categoryId: shop.categoryId, title: 'Plenty Panda', qty: 50 });
  expect((await t.rest('POST', `/products/${p.id}/check-stock`, { qty: 10 })).status).toBe(200);
  const rest = await t.rest('POST', `/products/${p.id}/check-stock`, { qty: 11 });
  expect(rest.status).toBe(422);
  expect(rest.body.message).toBe('You can order at most 10 of "Plenty Panda" at a time.');
  const gql = await t.gql(
    'query($id: Int!) { checkStock(productId: $id, qty: 11) { available message code } }',
    {
      id: p.id,
    },
  );
  expect(gql.body.data.checkStock).toEqual({
    available: false,
    message: 'You can order at most 10 of "Plenty Panda" at a time.',
    code: 'QTY_LIMIT',
  });
  // Short stock is still said as the spec says it.
  const short = await t.gql('query($id: Int!) { checkStock(productId: $id, qty: 60) { message code } }', {
    id: p.id,
  });
  expect(short.body.data.checkStock).toEqual({ message: 'No more stock available.', code: 'OUT_OF_STOCK' });
});

describe('a receipt nobody accepts', () => {
  const cancelJob = async (orderId: number) =>
    (
      await t.db.ds.query(
        `SELECT id, (extract(epoch FROM run_at - now()) / 3600)::float8 AS hours_left FROM graphile_worker.jobs WHERE key = $1`,
        [`cancel-unpaid:${orderId}`],
      )
    )[0] as { id: string; hours_left: number } | undefined;
  const runNow = (jobId: string) =>
    t.db.ds.query('SELECT graphile_worker.reschedule_jobs(ARRAY[$1::bigint], run_at => now())', [jobId]);
  const statusOf = async (orderId: number) =>
    (await t.db.ds.query('SELECT status FROM orders WHERE id = $1', [orderId]))[0].status;

  it('no longer holds the stock once RECEIPT_REVIEW_HOURS have passed: the order is cancelled, its stock returned', async () => {
    const p = await shop.f.product({ categoryId: shop.categoryId, title: 'Junk Receipt Bear', qty: 5 });
    const buyer = await customer(true);
    const placed = await t.rest(
      'POST',
      '/save-order',
      checkout([{ product_id: p.id, qty: 4 }], 'easypaisa'),
      buyer.token,
    );
    expect(placed.status).toBe(200);
    const orderId = placed.body.id as number;
    const junk = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query:
          'mutation($o: Int!, $f: Upload!) { uploadPaymentReceipt(orderId: $o, file: $f) { receipt { id } errors { message } } }',
        variables: { o: orderId, f: null },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.f'] }));
    form.append('0', new Blob([new Uint8Array(junk)]), 'junk.png');
    const uploaded = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${buyer.token}` },
      body: form,
    }).then((r) => r.json());
    expect(uploaded.data.uploadPaymentReceipt.errors).toEqual([]);
    expect(await stockOf([p.id])).toEqual([1]);

    // The upload moved the auto-cancel to the end of the review window (72 hours, past the 48).
    const job = await cancelJob(orderId);
    expect(job!.hours_left).toBeGreaterThan(71.9);
    expect(job!.hours_left).toBeLessThanOrEqual(72);
    // Run early, while the receipt still waits inside its window: the order stays.
    await runNow(job!.id);
    await waitUntil(async () => (await cancelJob(orderId)) === undefined, 20_000);
    expect(await statusOf(orderId)).toBe('pending');

    // 72 hours later, nobody has looked at it: the job (put back as at upload) cancels it.
    await t.db.ds.query(
      `UPDATE order_receipts SET created_at = created_at - interval '72 hours' WHERE order_id = $1`,
      [orderId],
    );
    await t.db.ds.transaction((em) => scheduleAutoCancel(em, orderId, 0));
    await waitUntil(async () => (await statusOf(orderId)) === 'cancelled', 20_000);
    expect(await stockOf([p.id])).toEqual([5]);
    const [last] = await t.db.ds.query(
      `SELECT actor, to_value FROM order_history WHERE order_id = $1 AND field = 'status' ORDER BY id DESC LIMIT 1`,
      [orderId],
    );
    expect(last).toEqual({ actor: 'system', to_value: 'cancelled' });
  });
});
