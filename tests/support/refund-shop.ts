/**
 * The refund tests' shop: the app with card payments through the Stripe fake, JazzCash through
 * its fake (wallet payments, refunds with the merchant MPIN), mail to the local SMTP server; and
 * the orders paid each way, the refund request as the back office sends it, what the shop and
 * the fakes then hold.
 */
import { startFakeJazzCash, type FakeJazzCash } from './fake-jazzcash';
import { postForm, readForm } from './fake-http';
import { startFakeStripe } from './fake-stripe';
import { useShop } from './hooks';
import { PUBLIC_URL } from './mailing-shop';
import { customer, placeOrder, product } from './shop-orders';
import { startSmtp } from './smtp';
import { createTestServer, type TestServer } from './test-server';

const merchant = { merchantId: 'MC12345', password: 'x1y2z3w4v5', integritySalt: 'e03h2y252v', mpin: '4321' };

export interface RefundShop {
  t: TestServer;
  stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  jazz: FakeJazzCash;
  smtp: Awaited<ReturnType<typeof startSmtp>>;
  admin: string;
  productId: number;
}

/** The shop's JazzCash settings against the fake, payments of `txnType`. */
export const jazzSettings = (jazz: FakeJazzCash, txnType: string) => ({
  merchantId: merchant.merchantId,
  password: merchant.password,
  integritySalt: merchant.integritySalt,
  merchantMpin: merchant.mpin,
  checkoutUrl: jazz.checkoutUrl,
  apiBaseUrl: jazz.url,
  txnType,
});

async function startRefundShop(): Promise<RefundShop> {
  const [stripe, jazz, smtp] = await Promise.all([
    startFakeStripe(),
    startFakeJazzCash(merchant),
    startSmtp(),
  ]);
  const t = await createTestServer({ ...stripe.env(), SMTP_URL: smtp.url, PUBLIC_URL });
  await t.services.settings.update('jazzcash', jazzSettings(jazz, 'MWALLET'));
  return { t, stripe, jazz, smtp, productId: await product(t, 2000), admin: await t.adminToken() };
}

async function stopRefundShop(s: Partial<RefundShop>): Promise<void> {
  await s.t?.close();
  await Promise.all([s.stripe?.close(), s.jazz?.close(), s.smtp?.close()]);
}

export const useRefundShop = () => useShop(startRefundShop, stopRefundShop);

type Customer = Awaited<ReturnType<typeof customer>>;
export const rupees = (paisa: number) => paisa / 100;

/** What the tests do with the shop (read as they run: the shop is filled in by beforeAll). */
export function refundSteps(shop: RefundShop) {
  /** A card order paid through Stripe's fake: the intent confirmed, then the order saved. */
  async function cardOrder(c: Customer): Promise<{ id: number; paid: number; intent: string }> {
    const cart = [{ product_id: shop.productId, qty: 1 }];
    const intent = await shop.t.rest('POST', '/create-payment-intent', { cart }, c.token);
    shop.stripe.succeed(intent.body.payment_intent_id);
    const saved = await shop.t.rest(
      'POST',
      '/save-order',
      {
        name: 'Ayesha Khan',
        email: 'ayesha@example.pk',
        street: 'Punjab',
        city: 'Lahore',
        address: 'House 4, Street 9, Model Town',
        zip: '54700',
        mobile: '03001234567',
        payment_method: 'stripe',
        payment_intent_id: intent.body.payment_intent_id,
        cart,
      },
      c.token,
    );
    expect(saved.body.data.payment_status).toBe('paid');
    return { id: saved.body.id, paid: intent.body.amount, intent: intent.body.payment_intent_id };
  }

  /** A JazzCash order paid on the hosted page and settled by the return and the inquiry; answers its transaction. */
  async function jazzCashOrder(c: Customer): Promise<{ id: number; paid: number; ref: string }> {
    const order = await placeOrder(shop.t, c.token, shop.productId, 'jazzcash');
    const started = await shop.t.rest('POST', `/user/order/${order.id}/pay-online`, {}, c.token);
    // The shop's own page, reached here by the test's address (its links name PUBLIC_URL).
    const form = readForm(
      await (await fetch(started.body.data.redirect_url.replace(PUBLIC_URL, shop.t.url))).text(),
    );
    const pay = readForm(await (await postForm(form.action, form.fields)).text());
    const back = readForm(await (await postForm(pay.action, { ...pay.fields, outcome: 'pay' })).text());
    await postForm(`${shop.t.url}/payments/jazzcash/return`, back.fields);
    expect((await orderRow(order.id)).payment_status).toBe('paid');
    return { id: order.id, paid: order.grandTotal, ref: form.fields.pp_TxnRefNo };
  }

  /** An order of a manual method the owner marked paid. */
  async function manualOrder(c: Customer, method: string): Promise<{ id: number; paid: number }> {
    const order = await placeOrder(shop.t, c.token, shop.productId, method);
    const res = await shop.t.rest(
      'POST',
      `/admin/update-order/${order.id}`,
      { status: 'pending', payment_status: 'paid' },
      shop.admin,
    );
    expect(res.status).toBe(200);
    return { id: order.id, paid: order.grandTotal };
  }

  async function refund(orderId: number, body: Record<string, unknown>, key?: string, token = shop.admin) {
    const res = await fetch(`${shop.t.url}/api/admin/order/${orderId}/refunds`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  }

  const summary = async (orderId: number) =>
    (await shop.t.rest('GET', `/admin/order/${orderId}/refunds`, undefined, shop.admin)).body.data;
  const orderRow = async (id: number) =>
    (await shop.t.db.ds.query('SELECT payment_status FROM orders WHERE id = $1', [id]))[0];
  const stripeRefunded = (intent: string) =>
    [...shop.stripe.refunds.values()]
      .filter((r) => r.payment_intent === intent)
      .reduce((n, r) => n + r.amount, 0);

  return { cardOrder, jazzCashOrder, manualOrder, refund, summary, orderRow, stripeRefunded };
}
