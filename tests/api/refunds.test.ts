/**
 * Refunds from the back office over REST and GraphQL against the providers' fakes: a card
 * through Stripe's refund API, JazzCash wallet and card payments through JazzCash's refund APIs,
 * and the payments that went back by hand (easypaisa, bank transfer, cash on delivery, a JazzCash
 * voucher) recorded with a reference; bad input refused with its field; the order's payment
 * status, its history, the customer's mail and the activity log follow.
 */
import { formatRupees } from '../../server/src/shared/money';
import type { FakeJazzCash } from '../support/fake-jazzcash';
import { jazzSettings, refundSteps, rupees, useRefundShop } from '../support/refund-shop';
import { customer, placeOrder } from '../support/shop-orders';
import type { TestServer } from '../support/test-server';

const shop = useRefundShop();
const { cardOrder, jazzCashOrder, manualOrder, refund, summary, orderRow, stripeRefunded } =
  refundSteps(shop);
let t: TestServer;
let stripe: typeof shop.stripe;
let jazz: FakeJazzCash;
let smtp: typeof shop.smtp;
let admin: string;
let productId: number;
beforeAll(() => ({ t, stripe, jazz, smtp, admin, productId } = shop));

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
    // Paid, if partly refunded: not to be paid again, nor collected at the door.
    expect((await t.rest('POST', `/user/order/${o.id}/pay-online`, {}, c.token)).status).toBe(422);
    expect(
      t.services.courierBookings.amountDue({ paymentStatus: 'partially_refunded', grandTotal: o.paid }),
    ).toBe(0);

    // Vouchers are paid in cash at a JazzCash shop: no refund API, the refund is recorded.
    const voucher = await jazzCashOrder(c);
    await t.services.settings.update('jazzcash', jazzSettings(jazz, 'OTC'));
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
      await t.services.settings.update('jazzcash', jazzSettings(jazz, 'MWALLET'));
    }
  });
});

describe('JazzCash card refunds', () => {
  it('refunds a card payment through the card refund API, pending until the bank shows it', async () => {
    await t.services.settings.update('jazzcash', jazzSettings(jazz, 'MPAY'));
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
      await t.services.settings.update('jazzcash', jazzSettings(jazz, 'MWALLET'));
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
