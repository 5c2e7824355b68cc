/**
 * Cards through Safepay, end to end over loopback: the owner picks Safepay as the card provider
 * in the settings, a Card order goes to Safepay's hosted checkout (tests/support/fake-safepay.ts,
 * its published protocol), and the order is paid only when Safepay's reporter agrees, once:
 * a forged or altered webhook is refused, a signed one the inquiry does not back changes
 * nothing, the return and the webhook racing pay once. Stripe still takes cards when picked,
 * and a paid card payment is refunded through Safepay's refund API.
 */
import { SafepayClient } from '../../server/src/modules/payments/providers/safepay';
import { checkoutBody } from '../support/checkout';
import { postForm, readForm } from '../support/fake-http';
import { signReturn, signWebhook, startFakeSafepay, type FakeSafepay } from '../support/fake-safepay';
import { startFakeStripe } from '../support/fake-stripe';
import { customer, placeOrder, product } from '../support/shop-orders';
import { createTestServer, type TestServer } from '../support/test-server';

const account = {
  apiKey: 'sec_4c3b1a2e-0d9f-4e8a-9b7c-6d5e4f3a2b1c',
  secretKey: 'a73e5dad7cd8b1e7fea2f6d93f4c8e21',
  webhookSecret: '86f63866a6e9b27f8f48a2d0a2946171b03639ea2e5000213e641da781a87d6e',
};
let t: TestServer;
let safepay: FakeSafepay;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let admin: string;
let productId: number;

beforeAll(async () => {
  [safepay, stripe] = await Promise.all([startFakeSafepay(account), startFakeStripe()]);
  t = await createTestServer(stripe.env('whsec_test_secret'));
  admin = await t.adminToken();
  productId = await product(t);
});
afterAll(async () => {
  await t.close();
  await Promise.all([safepay.close(), stripe.close()]);
});

const save = (service: string, values: Record<string, string>) =>
  t.rest('PUT', `/admin/settings/${service}`, { values }, admin);
const pick = async (provider: 'stripe' | 'safepay') =>
  expect((await save('cards', { provider })).status).toBe(200);

const OPTIONS = `{ checkoutOptions { cardEnabled cardProvider publishableKey } }`;
const STATE = `query($id: Int!) { myOrder(id: $id) { paymentStatus paymentInstructions onlinePayment { provider providerLabel canPay status reference } } }`;
const state = async (token: string, id: number) => (await t.gql(STATE, { id }, token)).body.data.myOrder;
const payments = (orderId: number) =>
  t.db.ds.query(
    `SELECT actor, to_value, note FROM order_history WHERE order_id = $1 AND field = 'payment_status' ORDER BY id`,
    [orderId],
  );

/** A customer's Card order sent to Safepay: the shop's redirect to the checkout page; answers the tracker and the page's form. */
async function toSafepay(token: string, orderId: number) {
  const started = await t.rest('POST', `/user/order/${orderId}/pay-online`, {}, token);
  expect(started.status).toBe(200);
  const go = await fetch(started.body.data.redirect_url, { redirect: 'manual' });
  expect(go.status).toBe(303);
  const link = new URL(go.headers.get('location')!);
  expect(`${link.origin}${link.pathname}`).toBe(safepay.checkoutUrl);
  const tracker = link.searchParams.get('beacon')!;
  expect(Object.fromEntries(link.searchParams)).toEqual({
    beacon: tracker,
    cancel_url: `${t.url}/user/order/confirmation/${orderId}?payment=cancelled`,
    env: 'sandbox',
    order_id: String(orderId),
    redirect_url: `${t.url}/payments/safepay/return`,
    source: 'custom',
    webhooks: 'true',
  });
  const page = await (await fetch(link)).text();
  expect(page).toContain('Safepay Checkout');
  return { tracker, form: readForm(page) };
}

/** The customer pays on Safepay's page: the signed return the browser posts back to the shop. */
async function pay(form: ReturnType<typeof readForm>) {
  const back = readForm(await (await postForm(form.action, { ...form.fields, outcome: 'pay' })).text());
  expect(back.action).toBe(`${t.url}/payments/safepay/return`);
  return back.fields;
}

const webhook = (body: unknown, headers: Record<string, string>) =>
  fetch(`${t.url}/payments/safepay/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe("Safepay's published examples", () => {
  it('the fake and the SDK agree with the SDK fixtures: return sig and webhook signature', () => {
    // github.com/getsafepay/safepay-node test/fixtures/verify.ts: v1Secret "bar", webhookSecret "foo".
    const data = {
      client_id: 'sec_55ca6960-e2ea-4643-b0cf-7cd65a4d3112',
      created_at: '2021-09-29T12:00:40Z',
      endpoint: 'http://127.0.0.1:9000',
      notification: {
        amount: '150',
        currency: 'PKR',
        fee: '4.92',
        intent: 'PAYFAST',
        metadata: { order_id: 'XG102312', source: 'shopify' },
        net: '145.08',
        state: 'PAID',
        tracker: 'tracker_c5a5apsbcv41om3fg0u0',
        user: 'johndoe@gmail.com',
      },
      token: 'C5A5APSBCV41R2QF2MHG',
      type: 'payment:created',
      updated_at: '2021-09-29T12:00:40Z',
    };
    const published = {
      sig: '530fdbcf1bf498aff65e42faff0791c366b0794dbe2e7bc1681ba1837b0c7a25',
      webhook:
        'ba4c442df5067b679f55919ebc282cb113e376d5a5e5d9c6655647d734823da75a4371759f921bce40963cb90505ed1f8c0405cb78257fd605d259d452a1a7c7',
    };
    expect(signReturn('1234', 'bar')).toBe(published.sig);
    expect(signWebhook(data, 'foo')).toBe(published.webhook);
    const client = new SafepayClient({
      environment: 'production',
      apiKey: 'sec_00000000-0000-0000-0000-000000000000',
      secretKey: 'bar',
      webhookSecret: 'foo',
    });
    expect(client.readReturn({ tracker: '1234', sig: published.sig })).toEqual({
      kind: 'return',
      tracker: '1234',
    });
    expect(client.readWebhook({ data }, { 'x-sfpy-signature': published.webhook })).toMatchObject({
      tracker: 'tracker_c5a5apsbcv41om3fg0u0',
      type: 'payment:created',
      state: 'PAID',
    });
    expect(() => client.readReturn({ tracker: '1235', sig: published.sig })).toThrow(/signature/);
  });
});

describe('Safepay picked before its keys are saved', () => {
  beforeAll(() => pick('safepay'));

  it('offers no card payment and places no card order nobody could pay', async () => {
    expect((await t.gql(OPTIONS)).body.data.checkoutOptions).toEqual({
      cardEnabled: false,
      cardProvider: 'safepay',
      publishableKey: null,
    });
    const c = await customer(t);
    await expect(placeOrder(t, c.token, productId, 'stripe')).rejects.toThrow(
      /save-order: 503 .*Card payments are not available right now/,
    );
  });
});

describe('cards through Safepay', () => {
  beforeAll(async () => {
    const saved = await save('safepay', {
      ...account,
      environment: 'sandbox',
      apiBaseUrl: safepay.url,
      checkoutUrl: safepay.checkoutUrl,
    });
    expect(saved.status).toBe(200);
    await pick('safepay');
  });

  it('is picked by the owner in the settings: its secrets sealed, the checkout offering Card by Safepay', async () => {
    const [row] = await t.db.ds.query(
      `SELECT secrets::text AS secrets FROM service_settings WHERE service = 'safepay'`,
    );
    expect(row.secrets).not.toContain(account.secretKey);
    expect(row.secrets).not.toContain(account.webhookSecret);
    const view = await t.rest('GET', '/admin/settings', undefined, admin);
    const cards = view.body.data.find((s: { service: string }) => s.service === 'cards');
    expect(cards.fields[0]).toMatchObject({
      name: 'provider',
      value: 'safepay',
      choices: ['stripe', 'safepay'],
    });
    const bad = await save('cards', { provider: 'payfast' });
    expect(bad.status).toBe(422);
    expect((await t.gql(OPTIONS)).body.data.checkoutOptions).toEqual({
      cardEnabled: true,
      cardProvider: 'safepay',
      publishableKey: null,
    });
  });

  it('makes no Stripe intent while Safepay takes the cards', async () => {
    const c = await customer(t);
    const before = stripe.requests.length;
    const res = await t.rest(
      'POST',
      '/create-payment-intent',
      { cart: [{ product_id: productId, qty: 1 }] },
      c.token,
    );
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(
      'Card payments are not available right now. Please choose another payment method.',
    );
    expect(stripe.requests.length).toBe(before);
  });

  it('takes a Card order to Safepay and marks it paid once its reporter says the tracker ended', async () => {
    const c = await customer(t);
    const order = await placeOrder(t, c.token, productId, 'stripe');
    expect(await state(c.token, order.id)).toMatchObject({
      paymentStatus: 'unpaid',
      paymentInstructions: expect.stringMatching(/^Pay by card on the secure payment page/),
      onlinePayment: { provider: 'safepay', providerLabel: 'Safepay', canPay: true, status: 'none' },
    });
    const { tracker, form } = await toSafepay(c.token, order.id);
    const init = safepay.requests.find((r) => r.path === '/order/v1/init' && safepay.trackers.has(tracker));
    expect(init?.json).toMatchObject({ client: account.apiKey, currency: 'PKR', environment: 'sandbox' });
    expect(safepay.trackers.get(tracker)!.amount).toBe(order.grandTotal);
    const back = await postForm(`${t.url}/payments/safepay/return`, await pay(form));
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/user/order/confirmation/${order.id}?payment=paid`);
    expect(await state(c.token, order.id)).toMatchObject({
      paymentStatus: 'paid',
      paymentInstructions: 'Paid by card.',
      onlinePayment: { status: 'paid', reference: tracker, canPay: false },
    });
    expect(await payments(order.id)).toEqual([
      { actor: 'payment provider', to_value: 'paid', note: `paid by Safepay, ref ${tracker}` },
    ]);
    const asked = safepay.requests.filter((r) => r.path === `/reporter/api/v1/payments/${tracker}`);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((r) => r.headers['x-sfpy-merchant-secret'] === account.secretKey)).toBe(true);
  });

  it('refuses a forged or altered webhook and a return with another tracker’s sig', async () => {
    const c = await customer(t);
    const order = await placeOrder(t, c.token, productId, 'stripe');
    const { tracker, form } = await toSafepay(c.token, order.id);
    const fields = await pay(form);
    const forged = safepay.webhook(tracker, { secret: 'not-the-shared-secret' });
    expect((await webhook(forged.body, forged.headers)).status).toBe(403);
    const signed = safepay.webhook(tracker);
    (signed.body.data.notification as { amount: string }).amount = '1.00';
    expect((await webhook(signed.body, signed.headers)).status).toBe(403);
    expect((await webhook(safepay.webhook(tracker).body, {})).status).toBe(403);
    const other = await postForm(`${t.url}/payments/safepay/return`, {
      ...fields,
      sig: signReturn('track_x', account.secretKey),
    });
    expect(other.status).toBe(403);
    expect((await state(c.token, order.id)).paymentStatus).toBe('unpaid');
    expect(await payments(order.id)).toEqual([]);
  });

  it('does not mark paid on a signed webhook the inquiry does not back (not ended, or another amount)', async () => {
    const c = await customer(t);
    const order = await placeOrder(t, c.token, productId, 'stripe');
    const { tracker } = await toSafepay(c.token, order.id);
    const early = safepay.webhook(tracker);
    const res = await webhook(early.body, early.headers);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: 'pending' });
    expect(await state(c.token, order.id)).toMatchObject({
      paymentStatus: 'unpaid',
      onlinePayment: { status: 'pending' },
    });

    safepay.setState(tracker, 'TRACKER_ENDED');
    safepay.trackers.get(tracker)!.amount = order.grandTotal - 100;
    const less = safepay.webhook(tracker);
    expect(await (await webhook(less.body, less.headers)).json()).toEqual({
      received: true,
      outcome: 'failed',
    });
    expect(await state(c.token, order.id)).toMatchObject({
      paymentStatus: 'unpaid',
      onlinePayment: { status: 'failed' },
    });
    expect(await payments(order.id)).toEqual([]);
  });

  it('pays once when the return and the webhook race, each delivered twice at once', async () => {
    const c = await customer(t);
    const order = await placeOrder(t, c.token, productId, 'stripe');
    const { tracker, form } = await toSafepay(c.token, order.id);
    const fields = await pay(form);
    const hook = safepay.webhook(tracker);
    const answers = await Promise.all([
      postForm(`${t.url}/payments/safepay/return`, fields),
      webhook(hook.body, hook.headers),
      postForm(`${t.url}/payments/safepay/return`, fields),
      webhook(hook.body, hook.headers),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 303, 303]);
    expect(await payments(order.id)).toEqual([
      { actor: 'payment provider', to_value: 'paid', note: `paid by Safepay, ref ${tracker}` },
    ]);
    const [attempt] = await t.db.ds.query(`SELECT status FROM payment_attempts WHERE reference = $1`, [
      tracker,
    ]);
    expect(attempt.status).toBe('paid');
  });

  it('settles an attempt nobody came back from by the inquiry job', async () => {
    const c = await customer(t);
    const order = await placeOrder(t, c.token, productId, 'stripe');
    const { tracker, form } = await toSafepay(c.token, order.id);
    await pay(form);
    const [attempt] = await t.db.ds.query(`SELECT id FROM payment_attempts WHERE reference = $1`, [tracker]);
    expect(await t.services.onlinePayments.inquire(attempt.id)).toBe('paid');
    expect((await state(c.token, order.id)).paymentStatus).toBe('paid');
  });

  it('brings a customer who cancels on Safepay back to the order, which may be paid again', async () => {
    const c = await customer(t);
    const order = await placeOrder(t, c.token, productId, 'stripe');
    const { tracker, form } = await toSafepay(c.token, order.id);
    const cancelled = await postForm(form.action, { ...form.fields, outcome: 'cancel' });
    expect(cancelled.status).toBe(302);
    expect(cancelled.headers.get('location')).toBe(
      `${t.url}/user/order/confirmation/${order.id}?payment=cancelled`,
    );
    const [attempt] = await t.db.ds.query(`SELECT id FROM payment_attempts WHERE reference = $1`, [tracker]);
    expect(await t.services.onlinePayments.inquire(attempt.id)).toBe('failed');
    expect(await state(c.token, order.id)).toMatchObject({
      paymentStatus: 'unpaid',
      onlinePayment: { status: 'failed', canPay: true },
    });
    const again = await toSafepay(c.token, order.id);
    expect(again.tracker).not.toBe(tracker);
  });

  it("refunds a Safepay card payment from the shop's refund endpoint through Safepay's API, never more than is left", async () => {
    const c = await customer(t);
    const order = await placeOrder(t, c.token, productId, 'stripe');
    const { tracker, form } = await toSafepay(c.token, order.id);
    expect((await postForm(`${t.url}/payments/safepay/return`, await pay(form))).status).toBe(303);
    const refund = (amount: number, reason: string) =>
      t.rest('POST', `/admin/order/${order.id}/refunds`, { amount, reason }, admin);
    const part = await refund(500, 'one item back');
    expect(part.status).toBe(200);
    expect(part.body.data).toMatchObject({ via: 'provider', status: 'succeeded', amount: 500 });
    const refundCall = safepay.requests.filter((r) => r.path === `/order/payments/v3/${tracker}/refund`);
    expect(refundCall.map((r) => r.json)).toEqual([{ amount: 50_000, currency: 'PKR' }]);
    expect(refundCall[0].headers['x-sfpy-merchant-secret']).toBe(account.secretKey);
    expect(safepay.trackers.get(tracker)!.state).toBe('TRACKER_PARTIAL_REFUND');
    expect(stripe.requests.filter((r) => r.path === '/v1/refunds')).toEqual([]);
    const over = await refund(order.grandTotal / 100, 'too much');
    expect(over.status).toBe(422);
    expect(Object.keys(over.body.errors)).toEqual(['amount']);
    const rest = await refund((order.grandTotal - 50_000) / 100, 'all back');
    expect(rest.body.data).toMatchObject({ via: 'provider', status: 'succeeded' });
    expect(safepay.trackers.get(tracker)!).toMatchObject({ state: 'TRACKER_REFUNDED', balance: 0 });
    const [row] = await t.db.ds.query('SELECT payment_status FROM orders WHERE id = $1', [order.id]);
    expect(row.payment_status).toBe('refunded');
  });

  it('cancels a Card order left unpaid on Safepay once the shop stops waiting, its stock returned', async () => {
    const c = await customer(t);
    const stock = async () =>
      (await t.db.ds.query('SELECT qty FROM products WHERE id = $1', [productId]))[0].qty as number;
    const before = await stock();
    const order = await placeOrder(t, c.token, productId, 'stripe');
    expect(await stock()).toBe(before - 1);
    await t.db.ds.query(`UPDATE orders SET created_at = now() - interval '49h' WHERE id = $1`, [order.id]);
    expect(await t.services.orders.lifecycle.cancelOverdue()).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.ds.query('SELECT status, payment_status FROM orders WHERE id = $1', [order.id]);
    expect(row).toEqual({ status: 'cancelled', payment_status: 'unpaid' });
    expect(await stock()).toBe(before);
  });
});

describe('cards through Stripe, when the owner picks it', () => {
  beforeAll(() => pick('stripe'));

  it('offers the card form and takes the payment before the order, as before', async () => {
    expect((await t.gql(OPTIONS)).body.data.checkoutOptions).toEqual({
      cardEnabled: true,
      cardProvider: 'stripe',
      publishableKey: 'pk_test_shop',
    });
    const c = await customer(t);
    const cart = [{ product_id: productId, qty: 1 }];
    const body = (extra: Record<string, unknown>) =>
      checkoutBody(cart, { payment_method: 'stripe', ...extra });
    const unpaid = await t.rest('POST', '/save-order', body({}), c.token);
    expect(unpaid.status).toBe(422);
    const intent = await t.rest('POST', '/create-payment-intent', { cart }, c.token);
    expect(intent.status).toBe(200);
    stripe.succeed(intent.body.payment_intent_id);
    const paid = await t.rest(
      'POST',
      '/save-order',
      body({ payment_intent_id: intent.body.payment_intent_id }),
      c.token,
    );
    expect(paid.status).toBe(200);
    expect(paid.body.data.payment_status).toBe('paid');
    expect((await state(c.token, paid.body.id)).onlinePayment).toBeNull();
  });
});
