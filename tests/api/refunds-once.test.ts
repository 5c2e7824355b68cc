/**
 * Refunds never give back more than was paid, even with admins refunding at once; a request is
 * refunded once however often it is sent or its answer is lost; the reports' revenue is net of
 * refunds. Against the Stripe fake (tests/support/refund-shop.ts).
 */
import { refundSteps, rupees, useRefundShop } from '../support/refund-shop';
import { customer } from '../support/shop-orders';
import type { TestServer } from '../support/test-server';

const shop = useRefundShop();
const { cardOrder, manualOrder, refund, summary, orderRow, stripeRefunded } = refundSteps(shop);
let t: TestServer;
let stripe: typeof shop.stripe;
let admin: string;
let productId: number;
beforeAll(() => ({ t, stripe, admin, productId } = shop));

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
