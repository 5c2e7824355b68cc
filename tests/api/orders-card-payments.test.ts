/**
 * Card payments through the Stripe fake: an intent for the server-computed amount, the order saved
 * paid only once it succeeded, intent keys bound to their cart, signed webhooks applied once and
 * altered ones refused, and a clear answer when card payment is off.
 */
import { signWebhook } from '../support/fake-stripe';
import { checkout, customer, line, useOrderShop, WEBHOOK_SECRET } from '../support/order-shop';
import { factories } from '../support/factories';
import { createTestServer, type TestServer } from '../support/test-server';

const shop = useOrderShop();
let t: TestServer;
beforeAll(() => (t = shop.t));

describe('card payments', () => {
  it('creates an intent for the server-computed amount and saves the order paid only once it succeeded', async () => {
    const a = await customer(t, 'Card');
    const p = await shop.f.product({ categoryId: shop.categoryId, price: 2500, qty: 5 });
    const cart = [line(p.id, 2)];
    const wrong = await t.rest('POST', '/create-payment-intent', { cart, amount: 100 }, a.token);
    expect(wrong.status).toBe(422);
    const res = await t.rest('POST', '/create-payment-intent', { cart, amount: 520000 }, a.token);
    expect(res.status).toBe(200);
    expect(res.body.client_secret).toMatch(/^pi_fake_\d+_secret_/);
    const intentId = res.body.payment_intent_id;
    expect(shop.stripe.intents.get(intentId)).toMatchObject({ amount: 520000, currency: 'pkr' });

    const saveByCard = (paymentIntentId: string, extra: Record<string, unknown> = {}) =>
      t.rest(
        'POST',
        '/save-order',
        checkout(cart, { payment_method: 'stripe', payment_intent_id: paymentIntentId, ...extra }),
        a.token,
      );
    const early = await saveByCard(intentId);
    expect(early.status).toBe(422);
    expect(early.body.message).toBe('The card payment has not been completed.');
    shop.stripe.succeed(intentId);
    const paid = await saveByCard(intentId, { payment_status: 'unpaid' });
    expect(paid.status).toBe(200);
    expect(paid.body.data.payment_status).toBe('paid');
    const reuse = await saveByCard(intentId);
    expect(reuse.status).toBe(422);
    expect(reuse.body.message).toBe('This card payment was already used for another order.');
    const forged = await saveByCard('pi_made_up');
    expect(forged.status).toBe(422);
  });

  it('binds an intent idempotency key to its cart, never cutting it', async () => {
    const a = await customer(t, 'Intent Key');
    const p = await shop.f.product({ categoryId: shop.categoryId, price: 2500, qty: 5 });
    const intent = (cart: unknown[], key: string) =>
      fetch(`${t.url}/api/create-payment-intent`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${a.token}`,
          'idempotency-key': key,
        },
        body: JSON.stringify({ cart }),
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    const first = await intent([line(p.id, 1)], 'card-attempt-1');
    expect((await intent([line(p.id, 1)], 'card-attempt-1')).body.payment_intent_id).toBe(
      first.body.payment_intent_id,
    );
    const other = await intent([line(p.id, 2)], 'card-attempt-1');
    expect(other.status).toBe(422);
    expect(other.body.message).toBe('This idempotency key was already used for a different order.');
    expect((await intent([line(p.id, 1)], 'k'.repeat(256))).status).toBe(422);
    expect((await intent([line(p.id, 1)], 'k'.repeat(255))).status).toBe(200);
  });

  it('refuses an intent whose amount is not the order total', async () => {
    const a = await customer(t, 'Cheap');
    const p = await shop.f.product({ categoryId: shop.categoryId, price: 2500, qty: 5 });
    const small = await t.rest('POST', '/create-payment-intent', { cart: [line(p.id, 1)] }, a.token);
    shop.stripe.succeed(small.body.payment_intent_id);
    const res = await t.rest(
      'POST',
      '/save-order',
      checkout([line(p.id, 3)], {
        payment_method: 'stripe',
        payment_intent_id: small.body.payment_intent_id,
      }),
      a.token,
    );
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Prices have changed. Please review your cart and try again.');
  });

  describe('webhooks', () => {
    async function pendingCardOrder() {
      const a = await customer(t, 'Hook');
      const [o] = await t.db.ds.query(
        `INSERT INTO orders (user_id, name, email, address, city, street, zip, mobile, payment_method, payment_intent_id, sub_total, shipping, grand_total)
         VALUES ($1, 'Hook', 'h@example.pk', 'A', 'Lahore', 'Punjab', '54000', '03001234567', 'stripe', $2, 100000, 20000, 120000) RETURNING id`,
        [a.id, `pi_hook_${Math.random().toString(36).slice(2)}`],
      );
      const [{ payment_intent_id }] = await t.db.ds.query(
        'SELECT payment_intent_id FROM orders WHERE id = $1',
        [o.id],
      );
      return { id: o.id as number, intent: payment_intent_id as string };
    }
    const event = (id: string, type: string, intent: string, amount = 120000) =>
      JSON.stringify({
        id,
        object: 'event',
        type,
        data: { object: { id: intent, object: 'payment_intent', amount } },
      });
    const post = (body: string, header: string) =>
      fetch(`${t.url}/webhooks/stripe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        body,
      });
    const sign = (body: string, timestamp?: number) => signWebhook(body, WEBHOOK_SECRET, timestamp);
    const paymentStatus = async (id: number) =>
      (await t.db.ds.query('SELECT payment_status FROM orders WHERE id = $1', [id]))[0].payment_status;

    it('marks the order paid once for a signed succeeded event, even if delivered twice', async () => {
      const o = await pendingCardOrder();
      const body = event('evt_1', 'payment_intent.succeeded', o.intent);
      expect((await post(body, sign(body))).status).toBe(200);
      expect((await post(body, sign(body))).status).toBe(200);
      expect(await paymentStatus(o.id)).toBe('paid');
      const history = await t.db.ds.query(
        `SELECT actor, to_value FROM order_history WHERE order_id = $1 AND field = 'payment_status'`,
        [o.id],
      );
      expect(history).toEqual([{ actor: 'card provider', to_value: 'paid' }]);
      const failed = event('evt_2', 'payment_intent.payment_failed', o.intent);
      expect((await post(failed, sign(failed))).status).toBe(200);
      expect(await paymentStatus(o.id)).toBe('paid');
    });

    it('refuses an altered body, a stale timestamp and a wrong amount with no effect', async () => {
      const o = await pendingCardOrder();
      const body = event('evt_3', 'payment_intent.succeeded', o.intent);
      const altered = body.replace('120000', '1');
      expect((await post(altered, sign(body))).status).toBe(400);
      expect((await post(body, sign(body, Math.floor(Date.now() / 1000) - 3600))).status).toBe(400);
      expect((await post(body, 'garbage')).status).toBe(400);
      const cheap = event('evt_4', 'payment_intent.succeeded', o.intent, 100);
      expect((await post(cheap, sign(cheap))).status).toBe(200);
      expect(await paymentStatus(o.id)).toBe('unpaid');
    });
  });

  it('explains that card payment is off when the provider is not configured', async () => {
    const plain = await createTestServer();
    try {
      const a = (
        await plain.rest('POST', '/user/register', {
          name: 'N',
          email: 'n@example.pk',
          password: 'chain-stitch-12',
        })
      ).body.token;
      const p = await factories(plain.db.ds).product({
        categoryId: (await factories(plain.db.ds).category()).id,
        qty: 2,
      });
      const res = await plain.rest('POST', '/create-payment-intent', { cart: [line(p.id)] }, a);
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(
        'Card payments are not available right now. Please choose another payment method.',
      );
      const opts = await plain.gql('{ checkoutOptions { cardEnabled cardDisabledReason shipping } }');
      expect(opts.body.data.checkoutOptions).toEqual({
        cardEnabled: false,
        cardDisabledReason: res.body.message,
        shipping: 200,
      });
    } finally {
      await plain.close();
    }
  });
});
