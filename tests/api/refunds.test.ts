/**
 * Refunds from the back office over REST and GraphQL against the providers' fakes: a card
 * through Stripe's refund API, a JazzCash wallet payment through JazzCash's refund API, and the
 * payments that went back by hand (easypaisa, bank transfer, cash on delivery, a JazzCash
 * voucher) recorded with a reference. Never more than was paid, even with admins refunding at
 * once; once per request, however often it is sent or its answer is lost; the order's payment
 * status, the customer's mail, the activity log and the reports' net revenue follow.
 */
import { formatRupees } from '../../server/src/shared/money';
import { startFakeJazzCash, type FakeJazzCash } from '../support/fake-jazzcash';
import { postForm, readForm } from '../support/fake-http';
import { startFakeStripe } from '../support/fake-stripe';
import { PUBLIC_URL } from '../support/mailing-shop';
import { customer, placeOrder, product } from '../support/shop-orders';
import { startSmtp } from '../support/smtp';
import { createTestServer, type TestServer } from '../support/test-server';

const merchant = { merchantId: 'MC12345', password: 'x1y2z3w4v5', integritySalt: 'e03h2y252v', mpin: '4321' };
let t: TestServer;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let jazz: FakeJazzCash;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let admin: string;
let productId: number;

const jazzSettings = (txnType: string) => ({
  merchantId: merchant.merchantId,
  password: merchant.password,
  integritySalt: merchant.integritySalt,
  merchantMpin: merchant.mpin,
  checkoutUrl: jazz.checkoutUrl,
  apiBaseUrl: jazz.url,
  txnType,
});

beforeAll(async () => {
  [stripe, jazz, smtp] = await Promise.all([startFakeStripe(), startFakeJazzCash(merchant), startSmtp()]);
  t = await createTestServer({ ...stripe.env(), SMTP_URL: smtp.url, PUBLIC_URL });
  await t.services.settings.update('jazzcash', jazzSettings('MWALLET'));
  productId = await product(t, 2000);
  admin = await t.adminToken();
});
afterAll(async () => {
  await t.close();
  await Promise.all([stripe.close(), jazz.close(), smtp.close()]);
});

type Customer = Awaited<ReturnType<typeof customer>>;

/** A card order paid through Stripe's fake: the intent confirmed, then the order saved. */
async function cardOrder(c: Customer): Promise<{ id: number; paid: number; intent: string }> {
  const cart = [{ product_id: productId, qty: 1 }];
  const intent = await t.rest('POST', '/create-payment-intent', { cart }, c.token);
  stripe.succeed(intent.body.payment_intent_id);
  const saved = await t.rest(
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
  const order = await placeOrder(t, c.token, productId, 'jazzcash');
  const started = await t.rest('POST', `/user/order/${order.id}/pay-online`, {}, c.token);
  // The shop's own page, reached here by the test's address (its links name PUBLIC_URL).
  const form = readForm(
    await (await fetch(started.body.data.redirect_url.replace(PUBLIC_URL, t.url))).text(),
  );
  const pay = readForm(await (await postForm(form.action, form.fields)).text());
  const back = readForm(await (await postForm(pay.action, { ...pay.fields, outcome: 'pay' })).text());
  await postForm(`${t.url}/payments/jazzcash/return`, back.fields);
  expect((await orderRow(order.id)).payment_status).toBe('paid');
  return { id: order.id, paid: order.grandTotal, ref: form.fields.pp_TxnRefNo };
}

/** An order of a manual method the owner marked paid. */
async function manualOrder(c: Customer, method: string): Promise<{ id: number; paid: number }> {
  const order = await placeOrder(t, c.token, productId, method);
  const res = await t.rest(
    'POST',
    `/admin/update-order/${order.id}`,
    { status: 'pending', payment_status: 'paid' },
    admin,
  );
  expect(res.status).toBe(200);
  return { id: order.id, paid: order.grandTotal };
}

async function refund(orderId: number, body: Record<string, unknown>, key?: string, token = admin) {
  const res = await fetch(`${t.url}/api/admin/order/${orderId}/refunds`, {
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
  (await t.rest('GET', `/admin/order/${orderId}/refunds`, undefined, admin)).body.data;
const orderRow = async (id: number) =>
  (await t.db.ds.query('SELECT payment_status FROM orders WHERE id = $1', [id]))[0];
const rupees = (paisa: number) => paisa / 100;
const stripeRefunded = (intent: string) =>
  [...stripe.refunds.values()].filter((r) => r.payment_intent === intent).reduce((n, r) => n + r.amount, 0);

describe('card refunds through Stripe', () => {
  it('refunds part, then the rest, through the refund API; the order, the mails and the history follow', async () => {
    const c = await customer(t, 'Card Refund');
    const o = await cardOrder(c);
    expect(await summary(o.id)).toEqual({
      paid: rupees(o.paid),
      refunded: 0,
      refundable: rupees(o.paid),
      by_api: true,
      refunds: [],
    });

    const part = await refund(o.id, { amount: 500, reason: 'One bunny arrived without its ears' });
    expect(part.status).toBe(200);
    expect(part.body.data).toMatchObject({
      amount: 500,
      via: 'provider',
      status: 'succeeded',
      method: 'stripe',
      reference: expect.stringMatching(/^re_fake_/),
    });
    expect(stripe.refunds.get(part.body.data.reference)).toMatchObject({
      amount: 50000,
      payment_intent: o.intent,
      reason: 'requested_by_customer',
      metadata: { reason: 'One bunny arrived without its ears' },
    });
    expect((await orderRow(o.id)).payment_status).toBe('partially_refunded');

    // The rest through GraphQL.
    const rest = await t.gql(
      `mutation($o: Int!, $a: Float!) { refundOrder(orderId: $o, amount: $a, reason: "Order cancelled by the customer") {
         refund { amount via status } order { paymentStatus refunds { refunded refundable } } errors { field } } }`,
      { o: o.id, a: rupees(o.paid) - 500 },
      admin,
    );
    expect(rest.body.data.refundOrder).toEqual({
      refund: { amount: rupees(o.paid) - 500, via: 'PROVIDER', status: 'SUCCEEDED' },
      order: { paymentStatus: 'refunded', refunds: { refunded: rupees(o.paid), refundable: 0 } },
      errors: [],
    });
    expect(stripeRefunded(o.intent)).toBe(o.paid);

    const mails = await smtp.waitForMails(c.email, 3);
    const refundMails = mails.filter((m) => m.subject.startsWith('Refund of'));
    expect(refundMails.map((m) => m.subject).sort()).toEqual(
      [
        `Refund of Rs 500 for order #${o.id}`,
        `Refund of ${formatRupees(o.paid - 50000)} for order #${o.id}`,
      ].sort(),
    );
    expect(refundMails.find((m) => m.subject.includes('Rs 500 '))!.parts.text).toContain(
      'Reason: One bunny arrived without its ears',
    );

    const history = await t.db.ds.query(
      `SELECT field, to_value FROM order_history WHERE order_id = $1 AND field IN ('refund', 'payment_status') ORDER BY id`,
      [o.id],
    );
    expect(history).toEqual([
      { field: 'payment_status', to_value: 'partially_refunded' },
      { field: 'refund', to_value: 'Rs 500' },
      { field: 'payment_status', to_value: 'refunded' },
      { field: 'refund', to_value: formatRupees(o.paid - 50000) },
    ]);
    const logged = await t.db.ds.query(
      `SELECT actor_name, action, subject_label FROM audit_log WHERE kind = 'refund' AND subject_label = $1`,
      [String(o.id)],
    );
    expect(logged.filter((e: { action: string }) => e.action === 'created')).toHaveLength(2);
    expect(logged[0].actor_name).not.toBe('');
  });

  it('refuses bad input with the field: no amount, 0, over what is left, no reason; nothing is sent to Stripe', async () => {
    const o = await cardOrder(await customer(t, 'Bad Input'));
    const before = stripe.refunds.size;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ reason: 'x' }, 'amount'],
      [{ amount: 0, reason: 'x' }, 'amount'],
      [{ amount: '12.345', reason: 'x' }, 'amount'],
      [{ amount: rupees(o.paid) + 0.01, reason: 'x' }, 'amount'],
      [{ amount: 10, reason: '   ' }, 'reason'],
      [{ amount: 10 }, 'reason'],
    ];
    for (const [body, field] of cases) {
      const res = await refund(o.id, body);
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    }
    expect(stripe.refunds.size).toBe(before);
    // An unpaid order has nothing to refund.
    const unpaid = await placeOrder(t, (await customer(t)).token, productId, 'cod');
    const refused = await refund(unpaid.id, { amount: 10, reason: 'x', reference: 'CASH-1' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.order[0]).toBe('Only a paid order can be refunded.');
    // Refunded is the refunds' to set, never the update form's.
    const set = await t.rest(
      'POST',
      `/admin/update-order/${o.id}`,
      { status: 'pending', payment_status: 'refunded' },
      admin,
    );
    expect(set.status).toBe(422);
    expect(Object.keys(set.body.errors)).toEqual(['payment_status']);
    // And a refund status, once there, is the refunds' record: an update (an old app's form) keeps it.
    await refund(o.id, { amount: 100, reason: 'Loose thread' });
    const kept = await t.rest(
      'POST',
      `/admin/update-order/${o.id}`,
      { status: 'shipped', payment_status: 'paid' },
      admin,
    );
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ status: 'shipped', payment_status: 'partially_refunded' });
  });
});

describe('JazzCash refunds', () => {
  it('refunds a wallet payment through its refund API, and records a voucher payment by hand', async () => {
    const c = await customer(t, 'Wallet Refund');
    const o = await jazzCashOrder(c);
    expect((await summary(o.id)).by_api).toBe(true);
    const res = await refund(o.id, { amount: 300, reason: 'Wrong colour sent' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ via: 'provider', status: 'succeeded', amount: 300 });
    expect(jazz.refunds).toContainEqual({ txnRefNo: o.ref, amount: 30000, api: 'MWALLET' });
    expect((await orderRow(o.id)).payment_status).toBe('partially_refunded');

    // Vouchers are paid in cash at a JazzCash shop: no refund API, the refund is recorded.
    const voucher = await jazzCashOrder(c);
    await t.services.settings.update('jazzcash', jazzSettings('OTC'));
    try {
      const sent = jazz.refunds.length;
      expect((await summary(voucher.id)).by_api).toBe(false);
      const missing = await refund(voucher.id, { amount: 100, reason: 'Late delivery' });
      expect(missing.status).toBe(422);
      expect(Object.keys(missing.body.errors)).toEqual(['reference']);
      const recorded = await refund(voucher.id, {
        amount: rupees(voucher.paid),
        reason: 'Late delivery',
        reference: 'JC-WALLET-99812',
      });
      expect(recorded.body.data).toMatchObject({
        via: 'recorded',
        status: 'succeeded',
        reference: 'JC-WALLET-99812',
      });
      expect(jazz.refunds).toHaveLength(sent);
      expect((await orderRow(voucher.id)).payment_status).toBe('refunded');
    } finally {
      await t.services.settings.update('jazzcash', jazzSettings('MWALLET'));
    }
  });
});

describe('JazzCash card refunds', () => {
  it('refunds a card payment through the card refund API, pending until the bank shows it', async () => {
    await t.services.settings.update('jazzcash', jazzSettings('MPAY'));
    try {
      const o = await jazzCashOrder(await customer(t, 'JazzCash Card'));
      const res = await refund(o.id, { amount: rupees(o.paid), reason: 'Out of stock' });
      expect(res.body.data).toMatchObject({ via: 'provider', status: 'pending' });
      expect(jazz.refunds).toContainEqual({ txnRefNo: o.ref, amount: o.paid, api: 'MPAY' });
      expect((await orderRow(o.id)).payment_status).toBe('refunded');
      // JazzCash refuses more than was paid: the refund fails, nothing is counted.
      await t.db.ds.query(`DELETE FROM refunds WHERE order_id = $1`, [o.id]);
      await t.db.ds.query(`UPDATE orders SET payment_status = 'paid' WHERE id = $1`, [o.id]);
      const again = await refund(o.id, { amount: 1, reason: 'Twice' });
      expect(again.status).toBe(422);
      expect(again.body.errors.order[0]).toMatch(/^JazzCash refused the refund: /);
      expect((await summary(o.id)).refunds).toEqual([
        expect.objectContaining({ status: 'failed', amount: 1 }),
      ]);
      expect((await summary(o.id)).refundable).toBe(rupees(o.paid));
    } finally {
      await t.services.settings.update('jazzcash', jazzSettings('MWALLET'));
    }
  });
});

describe('refunds made by hand', () => {
  it.each(['easypaisa', 'bank', 'cod'])(
    'records a %s refund with the reference typed, in part and in full',
    async (method) => {
      const c = await customer(t, `Manual ${method}`);
      const o = await manualOrder(c, method);
      expect((await summary(o.id)).by_api).toBe(false);
      const missing = await refund(o.id, { amount: 100, reason: 'Damaged in transit' });
      expect(missing.status).toBe(422);
      expect(Object.keys(missing.body.errors)).toEqual(['reference']);
      const part = await refund(o.id, { amount: 100, reason: 'Damaged in transit', reference: 'TRX-001' });
      expect(part.body.data).toMatchObject({
        via: 'recorded',
        status: 'succeeded',
        reference: 'TRX-001',
        method,
      });
      expect((await orderRow(o.id)).payment_status).toBe('partially_refunded');
      const all = await refund(o.id, {
        amount: rupees(o.paid) - 100,
        reason: 'Returned',
        reference: 'TRX-002',
      });
      expect(all.status).toBe(200);
      expect((await orderRow(o.id)).payment_status).toBe('refunded');
      const over = await refund(o.id, { amount: 1, reason: 'Again', reference: 'TRX-003' });
      expect(over.status).toBe(422);
      expect(over.body.errors.amount[0]).toBe('Everything paid for this order is refunded already.');
      await smtp.waitForMails(c.email, 3);
    },
  );
});

describe('never more than was paid, once per request', () => {
  it('lets admins refunding at once give back no more than was paid', async () => {
    const [owner] = await t.db.ds.query(
      `INSERT INTO users (name, email, role, admin_role, verified_at)
       VALUES ('Second Owner', 'owner2@example.pk', 'ADMIN', 'OWNER', now()) RETURNING id, token_version`,
    );
    const second = await t.services.tokens.sign({
      id: owner.id,
      role: 'ADMIN',
      tokenVersion: owner.token_version,
    });
    const card = await cardOrder(await customer(t, 'Race Card'));
    const bank = await manualOrder(await customer(t, 'Race Bank'), 'bank');
    // Five refunds of 40% each at once, from two admins: two fit.
    const partOf = (paid: number) => Math.floor((paid * 0.4) / 100);
    for (const o of [card, bank]) {
      const part = partOf(o.paid);
      const answers = await Promise.all(
        [0, 1, 2, 3, 4].map((i) =>
          refund(
            o.id,
            { amount: part, reason: `Race ${i}`, reference: `R-${i}` },
            undefined,
            i % 2 ? second : admin,
          ),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 422, 422, 422]);
      const s = await summary(o.id);
      expect(s.refunded).toBe(part * 2);
      expect(s.refunded).toBeLessThanOrEqual(rupees(o.paid));
    }
    expect(stripeRefunded(card.intent)).toBe(partOf(card.paid) * 2 * 100);
  });

  it('answers a retried request with its first refund, and refunds once when Stripe’s answer is lost', async () => {
    const o = await cardOrder(await customer(t, 'Retry'));
    const first = await refund(o.id, { amount: 200, reason: 'Missing button' }, 'refund-key-1');
    const again = await refund(o.id, { amount: 200, reason: 'Missing button' }, 'refund-key-1');
    expect(again.body.data).toEqual(first.body.data);
    const other = await refund(o.id, { amount: 300, reason: 'Missing button' }, 'refund-key-1');
    expect(other.status).toBe(422);
    expect(Object.keys(other.body.errors)).toEqual(['idempotency_key']);
    expect(stripeRefunded(o.intent)).toBe(20000);

    // Stripe makes the refund but the answer never arrives: the SDK sends it again with the same key.
    stripe.dropNextAnswers(1);
    const lostOnce = await refund(o.id, { amount: 100, reason: 'Loose thread' }, 'refund-key-2');
    expect(lostOnce.body.data.status).toBe('succeeded');
    expect(stripeRefunded(o.intent)).toBe(30000);

    // Both answers lost: the outcome is unknown, the refund stays requested and holds its amount.
    stripe.dropNextAnswers(2);
    const unknown = await refund(o.id, { amount: 150, reason: 'Faded colour' }, 'refund-key-3');
    expect(unknown.status).toBe(502);
    const held = await summary(o.id);
    expect(held.refunds.at(-1)).toMatchObject({ status: 'requested', amount: 150 });
    expect(held.refundable).toBe(rupees(o.paid) - 450);
    expect((await orderRow(o.id)).payment_status).toBe('partially_refunded');
    // The same request again asks Stripe with the same key: the refund Stripe made, recorded once.
    const retried = await refund(o.id, { amount: 150, reason: 'Faded colour' }, 'refund-key-3');
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ status: 'succeeded', id: held.refunds.at(-1).id });
    expect(stripeRefunded(o.intent)).toBe(45000);
    expect((await summary(o.id)).refunded).toBe(4.5 * 100);
  });
});

describe('reports', () => {
  it('count revenue net of refunds; a refunded order is no longer a paid order', async () => {
    const range = t.services.reports.lastDays(1);
    const before = (await t.services.reports.sales(range)).totals;
    const o = await manualOrder(await customer(t, 'Revenue'), 'bank');
    const paidReport = await t.services.reports.sales(range);
    const paid = paidReport.totals;
    expect(paid.revenue).toBe(before.revenue + o.paid);
    expect(paid.paidOrders).toBe(before.paidOrders + 1);
    await refund(o.id, { amount: 250, reason: 'Discount promised on the phone', reference: 'HBL-77' });
    const part = await t.services.reports.sales(range);
    expect(part.totals.revenue).toBe(before.revenue + o.paid - 25000);
    expect(part.totals.paidOrders).toBe(before.paidOrders + 1);
    const bank = (r: typeof part) => r.byPaymentMethod.find((l) => l.key === 'bank')!.revenue;
    expect(bank(part)).toBe(bank(paidReport) - 25000);
    // The product's line, by the share of the order not refunded.
    const line = (r: typeof part) => r.byProduct.find((l) => l.key === String(productId))!.revenue;
    expect(line(paidReport) - line(part)).toBe(Math.round((200000 * 25000) / o.paid));
    await refund(o.id, { amount: rupees(o.paid) - 250, reason: 'Returned', reference: 'HBL-78' });
    const all = (await t.services.reports.sales(range)).totals;
    expect(all.revenue).toBe(before.revenue);
    expect(all.paidOrders).toBe(before.paidOrders);
  });
});
