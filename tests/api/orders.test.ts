import Stripe from 'stripe';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CourierEntity } from '../../server/src/modules/couriers/courier.entity';
import {
  OrderEntity,
  OrderHistoryEntity,
  OrderItemEntity,
} from '../../server/src/modules/orders/order.entity';
import { ReceiptEntity } from '../../server/src/modules/orders/receipt.entity';
import { startFakeStripe } from '../support/fake-stripe';
import { factories } from '../support/factories';
import { createTestServer, TestServer } from '../support/test-server';

let t: TestServer;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let f: ReturnType<typeof factories>;
let categoryId: number;
let adminToken: string;
const WEBHOOK_SECRET = 'whsec_test_secret';

async function customer(name: string) {
  const [u] = await t.db.ds.query(
    `INSERT INTO users (name, email, role) VALUES ($1, $2, 'CUSTOMER') RETURNING id, role, token_version`,
    [name, `${name.toLowerCase().replace(/\W/g, '')}-${Math.random().toString(36).slice(2, 8)}@example.pk`],
  );
  return {
    id: u.id as number,
    token: await t.services.tokens.sign({ id: u.id, role: 'CUSTOMER', tokenVersion: u.token_version }),
  };
}

const address = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  street: 'Punjab',
  city: 'Lahore',
  address: 'House 5, Street 2, Gulberg',
  zip: '54000',
  mobile: '03001234567',
};

function checkout(cart: Array<Record<string, unknown>>, extra: Record<string, unknown> = {}) {
  return { ...address, payment_method: 'cod', payment_status: 'unpaid', discount: 0, cart, ...extra };
}

const line = (productId: number, qty = 1, valueIds: number[] = []) => ({
  product_id: productId,
  qty,
  selectedAttributes: valueIds.map((id) => ({ attribute: 'x', attribute_value: { id } })),
});

const stockOf = async (id: number) =>
  (await t.db.ds.query('SELECT qty FROM products WHERE id = $1', [id]))[0].qty;
const orderCount = async () => (await t.db.ds.query('SELECT count(*)::int AS n FROM orders'))[0].n;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestServer({
    STRIPE_SECRET_KEY: 'sk_test_shop',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_shop',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
  });
  f = factories(t.db.ds);
  categoryId = (await f.category({ name: 'Amigurumi' })).id;
  adminToken = await t.adminToken();
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

describe('placing an order', () => {
  it('recomputes every price and total on the server, exact in paisa', async () => {
    const a = await customer('Ayesha');
    const p = await f.product({ categoryId, title: 'Coaster Set', price: 1234.56, qty: 10 });
    const res = await t.rest(
      'POST',
      '/save-order',
      checkout([line(p.id, 3)], { sub_total: 3703.68, shipping: 200, grand_total: 3903.68 }),
      a.token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 200,
      id: expect.any(Number),
      message: 'Order placed successfully',
    });
    expect(res.body.data).toMatchObject({
      status: 'pending',
      payment_status: 'unpaid',
      payment_method: 'cod',
      sub_total: 3703.68,
      shipping: 200,
      discount: 0,
      grand_total: 3903.68,
      street: 'Punjab',
      zip: '54000',
      payment_instructions: expect.stringMatching(/cash/),
    });
    expect(res.body.data.order_items).toEqual([
      expect.objectContaining({ name: 'Coaster Set', qty: 3, price: 1234.56, attributes: '{}' }),
    ]);
    const [row] = await t.db.ds.query('SELECT sub_total, grand_total FROM orders WHERE id = $1', [
      res.body.id,
    ]);
    // (64-bit columns: the driver gives their text.)
    expect(row).toEqual({ sub_total: '370368', grand_total: '390368' });
    expect(await stockOf(p.id)).toBe(7);
  });

  it('refuses tampered prices or totals and stores nothing', async () => {
    const a = await customer('Bilal');
    const p = await f.product({ categoryId, price: 1000, qty: 10 });
    const before = await orderCount();
    for (const extra of [
      { grand_total: 1100 },
      { sub_total: 10, grand_total: 210 },
      { shipping: 0 },
      { discount: 50 },
    ]) {
      const res = await t.rest(
        'POST',
        '/save-order',
        checkout([{ ...line(p.id), price: 1 }], extra),
        a.token,
      );
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Prices have changed. Please review your cart and try again.');
    }
    expect(await orderCount()).toBe(before);
    expect(await stockOf(p.id)).toBe(10);
  });

  it('validates the checkout form with the spec messages', async () => {
    const a = await customer('Empty');
    const res = await t.rest('POST', '/save-order', { cart: [] }, a.token);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ cart: ['Your cart is empty.'] });
    const p = await f.product({ categoryId, qty: 1 });
    const bad = await t.rest('POST', '/save-order', { cart: [line(p.id)], payment_method: 'cod' }, a.token);
    expect(bad.body.errors).toEqual({
      name: ['Name is required'],
      email: ['Email is required'],
      street: ['Province is required'],
      city: ['City is required'],
      address: ['Address is required'],
      zip: ['Postal Code is required'],
      mobile: ['Mobile is required'],
    });
    const wrong = await t.rest(
      'POST',
      '/save-order',
      checkout([line(p.id)], { email: 'x@', mobile: '0300-123' }),
      a.token,
    );
    expect(wrong.body.errors).toEqual({
      email: ['Invalid email address'],
      mobile: ['Enter a valid mobile number'],
    });
    expect((await t.rest('POST', '/save-order', checkout([line(p.id)]))).status).toBe(401);
    expect((await t.rest('POST', '/save-order', checkout([line(p.id)]), adminToken)).status).toBe(403);
  });

  it('uses the variant price and stock for a variant line and copies value names', async () => {
    const a = await customer('Variant');
    const size = await f.attribute('Size', [{ value: 'Small', code: 'S' }]);
    const colour = await f.attribute('Colour', [{ value: 'Red', code: 'RED' }]);
    const p = await f.product({ categoryId, title: 'Cardigan', price: 5000, qty: 0 });
    const v = await f.variant(p.id, {
      price: 550000,
      stock: 2,
      sizeValueId: size.values[0].id,
      colorValueId: colour.values[0].id,
    });
    const res = await t.rest(
      'POST',
      '/save-order',
      checkout([{ product_id: p.id, qty: 2, variant_id: v.id }], { grand_total: 11200 }),
      a.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.order_items[0]).toMatchObject({
      price: 5500,
      size_name: 'Small',
      color_name: 'Red',
      attributes: '{"Size":"Small","Colour":"Red"}',
    });
    expect((await t.db.ds.query('SELECT stock FROM product_variants WHERE id = $1', [v.id]))[0].stock).toBe(
      0,
    );
    const again = await t.rest(
      'POST',
      '/save-order',
      checkout([{ product_id: p.id, qty: 1, variant_id: v.id }]),
      a.token,
    );
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('"Cardigan" is currently unavailable.');
  });
});

describe('no overselling', () => {
  it('sells exactly the stock to 40 concurrent customers', async () => {
    const p = await f.product({ categoryId, title: 'Last Five Bunnies', qty: 5 });
    const buyers = await Promise.all(Array.from({ length: 40 }, (_, i) => customer(`Buyer ${i}`)));
    const results = await Promise.all(
      buyers.map((b) => t.rest('POST', '/save-order', checkout([line(p.id)]), b.token)),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(5);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(422);
      expect(r.body.message).toBe('"Last Five Bunnies" is currently unavailable.');
    }
    expect(await stockOf(p.id)).toBe(0);
    expect(
      (await t.db.ds.query('SELECT count(*)::int AS n FROM order_items WHERE product_id = $1', [p.id]))[0].n,
    ).toBe(5);
  });

  it("sells exactly a chosen value's stock", async () => {
    const colour = await f.attribute('Shade', [{ value: 'Teal', code: 'TEA' }]);
    const p = await f.product({ categoryId, title: 'Teal Scarf', qty: 100 });
    await f.linkValue(p.id, colour.values[0].id, 3);
    const buyers = await Promise.all(Array.from({ length: 20 }, (_, i) => customer(`Teal ${i}`)));
    const results = await Promise.all(
      buyers.map((b) =>
        t.rest('POST', '/save-order', checkout([line(p.id, 1, [colour.values[0].id])]), b.token),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(
      (await t.db.ds.query('SELECT qty FROM product_attribute_values WHERE product_id = $1', [p.id]))[0].qty,
    ).toBe(0);
    expect(await stockOf(p.id)).toBe(97);
  });

  it('does not deadlock on two multi-line carts in opposite orders', async () => {
    const p1 = await f.product({ categoryId, qty: 50 });
    const p2 = await f.product({ categoryId, qty: 50 });
    const buyers = await Promise.all(Array.from({ length: 20 }, (_, i) => customer(`Pair ${i}`)));
    const results = await Promise.all(
      buyers.map((b, i) =>
        t.rest(
          'POST',
          '/save-order',
          checkout(i % 2 ? [line(p1.id, 1), line(p2.id, 1)] : [line(p2.id, 1), line(p1.id, 1)]),
          b.token,
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await stockOf(p1.id)).toBe(30);
    expect(await stockOf(p2.id)).toBe(30);
  });

  it('leaves nothing behind when the order fails after the stock update', async () => {
    const a = await customer('Fault');
    const p = await f.product({ categoryId, title: 'Explosive Product', qty: 4 });
    await t.db.ds.query(`
      CREATE FUNCTION fail_explosive() RETURNS trigger AS $$
      BEGIN IF NEW.name = 'Explosive Product' THEN RAISE EXCEPTION 'injected failure'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql;
      CREATE TRIGGER explode BEFORE INSERT ON order_items FOR EACH ROW EXECUTE FUNCTION fail_explosive();`);
    try {
      const before = await orderCount();
      const res = await t.rest('POST', '/save-order', checkout([line(p.id, 2)]), a.token);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ status: 500, message: 'Something went wrong' });
      expect(await stockOf(p.id)).toBe(4);
      expect(await orderCount()).toBe(before);
    } finally {
      await t.db.ds.query('DROP TRIGGER explode ON order_items; DROP FUNCTION fail_explosive();');
    }
  });
});

describe('idempotency', () => {
  it('returns the first order for a repeated submission, even concurrently', async () => {
    const a = await customer('Twice');
    const p = await f.product({ categoryId, qty: 10 });
    const key = 'checkout-attempt-1';
    const send = () =>
      fetch(`${t.url}/api/save-order`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${a.token}`,
          'idempotency-key': key,
        },
        body: JSON.stringify(checkout([line(p.id, 2)])),
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    const [x, y] = await Promise.all([send(), send()]);
    expect([x.status, y.status]).toEqual([200, 200]);
    expect(x.body.id).toBe(y.body.id);
    const z = await send();
    expect(z.body.id).toBe(x.body.id);
    expect(
      (await t.db.ds.query('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [a.id]))[0].n,
    ).toBe(1);
    expect(await stockOf(p.id)).toBe(8);
  });
});

describe('card payments', () => {
  it('creates an intent for the server-computed amount and saves the order paid only once it succeeded', async () => {
    const a = await customer('Card');
    const p = await f.product({ categoryId, price: 2500, qty: 5 });
    const cart = [line(p.id, 2)];
    const wrong = await t.rest('POST', '/create-payment-intent', { cart, amount: 100 }, a.token);
    expect(wrong.status).toBe(422);
    const res = await t.rest('POST', '/create-payment-intent', { cart, amount: 520000 }, a.token);
    expect(res.status).toBe(200);
    expect(res.body.client_secret).toMatch(/^pi_fake_\d+_secret_/);
    const intentId = res.body.payment_intent_id;
    expect(stripe.intents.get(intentId)).toMatchObject({ amount: 520000, currency: 'pkr' });

    const early = await t.rest(
      'POST',
      '/save-order',
      checkout(cart, { payment_method: 'stripe', payment_intent_id: intentId }),
      a.token,
    );
    expect(early.status).toBe(422);
    expect(early.body.message).toBe('The card payment has not been completed.');
    stripe.succeed(intentId);
    const paid = await t.rest(
      'POST',
      '/save-order',
      checkout(cart, { payment_method: 'stripe', payment_intent_id: intentId, payment_status: 'unpaid' }),
      a.token,
    );
    expect(paid.status).toBe(200);
    expect(paid.body.data.payment_status).toBe('paid');
    const reuse = await t.rest(
      'POST',
      '/save-order',
      checkout(cart, { payment_method: 'stripe', payment_intent_id: intentId }),
      a.token,
    );
    expect(reuse.status).toBe(422);
    expect(reuse.body.message).toBe('This card payment was already used for another order.');
    const forged = await t.rest(
      'POST',
      '/save-order',
      checkout(cart, { payment_method: 'stripe', payment_intent_id: 'pi_made_up' }),
      a.token,
    );
    expect(forged.status).toBe(422);
  });

  it('binds an intent idempotency key to its cart, never cutting it', async () => {
    const a = await customer('Intent Key');
    const p = await f.product({ categoryId, price: 2500, qty: 5 });
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
    const a = await customer('Cheap');
    const p = await f.product({ categoryId, price: 2500, qty: 5 });
    const small = await t.rest('POST', '/create-payment-intent', { cart: [line(p.id, 1)] }, a.token);
    stripe.succeed(small.body.payment_intent_id);
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
    const sdk = new Stripe('sk_test_x');
    async function pendingCardOrder() {
      const a = await customer('Hook');
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
    const sign = (body: string, timestamp?: number) =>
      sdk.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET, timestamp });
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

describe('reading orders', () => {
  it('shows customers only their own orders, by any path', async () => {
    const a = await customer('Owner');
    const b = await customer('Other');
    const p = await f.product({ categoryId, qty: 10 });
    const mine = (await t.rest('POST', '/save-order', checkout([line(p.id)]), a.token)).body.id;
    const list = await t.rest('GET', '/user/orders', undefined, a.token);
    expect(list.body.data.map((o: { id: number }) => o.id)).toEqual([mine]);
    expect(list.body.meta).toMatchObject({ current_page: 1, last_page: 1, total: 1 });
    expect((await t.rest('GET', `/user/orders?search=${mine}`, undefined, a.token)).body.data).toHaveLength(
      1,
    );
    expect((await t.rest('GET', '/user/orders?search=abc', undefined, a.token)).body.data).toHaveLength(0);
    expect(
      (await t.rest('GET', `/user/order/details/${mine}`, undefined, a.token)).body.data.order_items,
    ).toHaveLength(1);

    expect((await t.rest('GET', `/user/order/details/${mine}`, undefined, b.token)).status).toBe(404);
    expect((await t.rest('GET', '/user/orders', undefined, b.token)).body.data).toEqual([]);
    const gql = await t.gql(
      'query($id: Int!) { myOrder(id: $id) { id } myOrders { items { id } } }',
      { id: mine },
      b.token,
    );
    expect(gql.body.data).toEqual({ myOrder: null, myOrders: { items: [] } });
    expect((await t.rest('GET', '/admin/orders', undefined, a.token)).status).toBe(403);
    expect((await t.rest('GET', `/admin/order/details/${mine}`, undefined, a.token)).status).toBe(403);
    expect(
      (await t.gql('{ adminOrders { items { id } } }', undefined, a.token)).body.errors?.[0].extensions.code,
    ).toBe('FORBIDDEN');
  });

  it('reads an order back as TypeORM reads its rows: lines, history and receipts oldest first, its courier', async () => {
    const a = await customer('Reader');
    const [p, q] = [await f.product({ categoryId, qty: 10 }), await f.product({ categoryId, qty: 10 })];
    const id = (await t.rest('POST', '/save-order', checkout([line(p.id, 2), line(q.id)]), a.token)).body.id;
    const [{ id: courierId }] = await t.db.ds.query('SELECT id FROM couriers ORDER BY id LIMIT 1');
    await t.db.ds.query(
      `WITH r AS (INSERT INTO order_receipts (order_id, uploaded_by, file, original_name, content_type, size, transaction_id)
                  VALUES ($1, $2, 'a.pdf', 'bank slip.pdf', 'application/pdf', 1234, 'TX-1'), ($1, $2, 'b.png', 'b.png', 'image/png', 99, NULL)),
            h AS (INSERT INTO order_history (order_id, actor_user_id, actor, field, from_value, to_value, note)
                  VALUES ($1, NULL, 'admin', 'status', 'pending', 'shipped', 'TCS 123'))
       UPDATE orders SET courier_id = $3, tracking_number = 'TCS-123', cod_confirmed_at = now() WHERE id = $1`,
      [id, a.id, courierId],
    );
    const repo = t.db.ds.manager;
    const expected = Object.assign(await repo.findOneByOrFail(OrderEntity, { id }), {
      items: await repo.find(OrderItemEntity, { where: { orderId: id }, order: { id: 'ASC' } }),
      history: await repo.find(OrderHistoryEntity, { where: { orderId: id }, order: { id: 'ASC' } }),
      receipts: await repo.find(ReceiptEntity, { where: { orderId: id }, order: { id: 'ASC' } }),
      courier: await repo.findOneByOrFail(CourierEntity, { id: courierId }),
    });
    expect(expected.items).toHaveLength(2);
    expect(expected.history).toHaveLength(2);
    expect(expected.receipts).toHaveLength(2);
    // Same classes, same values, Dates as Dates.
    expect(await t.services.orders.details(id)).toStrictEqual(expected);
    await t.db.ds.query('UPDATE orders SET courier_id = NULL WHERE id = $1', [id]);
    expect((await t.services.orders.details(id)).courier).toBeNull();
  });

  it('places and reads an order through GraphQL', async () => {
    const a = await customer('Graph');
    const p = await f.product({ categoryId, price: 700, qty: 3, title: 'Booties' });
    const res = await t.gql(
      `mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { message errors { field message } order { id grandTotal paymentInstructions items { name qty price } } } }`,
      {
        i: {
          ...address,
          paymentMethod: 'easypaisa',
          grandTotal: 1600,
          cart: [{ productId: p.id, qty: 2 }],
          idempotencyKey: 'g-1',
        },
      },
      a.token,
    );
    expect(res.body.data.placeOrder).toMatchObject({
      message: 'Order placed successfully',
      errors: [],
      order: {
        grandTotal: 1600,
        paymentInstructions: expect.stringMatching(/receipt to us over chat/),
        items: [{ name: 'Booties', qty: 2, price: 700 }],
      },
    });
    const mine = await t.gql(
      '{ myOrders { items { id paymentStatus } meta { total } } }',
      undefined,
      a.token,
    );
    expect(mine.body.data.myOrders).toEqual({
      items: [{ id: res.body.data.placeOrder.order.id, paymentStatus: 'unpaid' }],
      meta: { total: 1 },
    });
  });

  it("offers each payment method with the label and instructions the order and its mail then show (the checkout's only copy)", async () => {
    const opts = (await t.gql('{ checkoutOptions { shipping paymentMethods { code label instructions } } }'))
      .body.data.checkoutOptions;
    expect(opts.shipping).toBe(200);
    expect(opts.paymentMethods.map((m: { code: string; label: string }) => [m.code, m.label])).toEqual([
      ['cod', 'Cash on Delivery'],
      ['easypaisa', 'Easypaisa'],
      ['jazzcash', 'JazzCash'],
      ['bank', 'Bank Transfer (HBL)'],
      ['stripe', 'Card'],
    ]);
    const a = await customer('Bank Payer');
    const p = await f.product({ categoryId, price: 500, qty: 2 });
    const placed = await t.gql(
      `mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { order { paymentMethodLabel paymentInstructions shipping } errors { message } } }`,
      {
        i: {
          ...address,
          paymentMethod: 'bank',
          grandTotal: 700,
          cart: [{ productId: p.id, qty: 1 }],
          idempotencyKey: 'bank-1',
        },
      },
      a.token,
    );
    const bank = opts.paymentMethods.find((m: { code: string }) => m.code === 'bank');
    expect(placed.body.data.placeOrder.order).toEqual({
      paymentMethodLabel: 'Bank Transfer (HBL)',
      paymentInstructions: bank.instructions,
      shipping: opts.shipping,
    });
    expect(bank.instructions).toMatch(/IBAN PK36HABB0012345678901203\. Send the receipt to us over chat\.$/);
  });
});

describe('admin order management', () => {
  let orderId: number;
  let productId: number;

  beforeAll(async () => {
    const a = await customer('Zainab Admin-Test');
    const p = await f.product({ categoryId, title: 'Cushion', qty: 3 });
    productId = p.id;
    orderId = (
      await t.rest('POST', '/save-order', checkout([line(p.id, 2)], { name: 'Zainab Qureshi' }), a.token)
    ).body.id;
  });

  it('lists, searches, sorts and pages orders', async () => {
    const byName = await t.rest('GET', '/admin/orders?search=zainab', undefined, adminToken);
    expect(byName.body.data.map((o: { id: number }) => o.id)).toEqual([orderId]);
    const byId = await t.rest('GET', `/admin/orders?search=${orderId}`, undefined, adminToken);
    expect(byId.body.data[0].id).toBe(orderId);
    const asc = await t.rest(
      'GET',
      '/admin/orders?sort=grand_total&direction=asc&per_page=5',
      undefined,
      adminToken,
    );
    const totals = asc.body.data.map((o: { grand_total: number }) => o.grand_total);
    expect(totals).toEqual([...totals].sort((x: number, y: number) => x - y));
    expect(asc.body.meta.per_page).toBe(5);
    expect(asc.body.meta.last_page).toBe(Math.ceil(asc.body.meta.total / 5));
    const p2 = await t.rest(
      'GET',
      '/admin/orders?sort=grand_total&direction=asc&per_page=5&page=2',
      undefined,
      adminToken,
    );
    expect(p2.body.data[0].grand_total).toBeGreaterThanOrEqual(totals[4]);
    expect((await t.rest('GET', '/admin/orders?sort=password', undefined, adminToken)).status).toBe(422);
    const gql = await t.gql(
      '{ adminOrders(search: "Zainab", sort: "created_at") { items { id name } meta { total } } }',
      undefined,
      adminToken,
    );
    expect(gql.body.data.adminOrders.items).toEqual([{ id: orderId, name: 'Zainab Qureshi' }]);
  });

  it('cancelling returns stock, un-cancelling takes it again, and every change is recorded', async () => {
    expect(await stockOf(productId)).toBe(1);
    const cancel = await t.rest(
      'POST',
      `/admin/update-order/${orderId}`,
      { status: 'cancelled', payment_status: 'unpaid' },
      adminToken,
    );
    expect(cancel.body).toMatchObject({
      status: 200,
      message: 'Order updated successfully.',
      data: { status: 'cancelled' },
    });
    expect(await stockOf(productId)).toBe(3);
    const back = await t.rest(
      'POST',
      `/admin/update-order/${orderId}`,
      { status: 'shipped', payment_status: 'paid', courier_id: 1, tracking_number: 'TCS-1001' },
      adminToken,
    );
    expect(back.body.data).toMatchObject({
      status: 'shipped',
      payment_status: 'paid',
      courier: 'TCS',
      tracking_number: 'TCS-1001',
    });
    expect(await stockOf(productId)).toBe(1);
    expect(
      back.body.data.history.map(
        (h: { field: string; from: string; to: string; actor: string }) =>
          `${h.actor}:${h.field}:${h.from}->${h.to}`,
      ),
    ).toEqual([
      'customer:status:null->pending',
      'admin:status:pending->cancelled',
      'admin:status:cancelled->shipped',
      'admin:payment_status:unpaid->paid',
    ]);
    // Mails go out after the response; give them a moment.
    const mailsNow = () =>
      readdirSync(t.config.mailDir).map((file) => readFileSync(path.join(t.config.mailDir, file), 'utf8'));
    for (
      let i = 0;
      i < 50 && !mailsNow().some((m) => m.includes(`Subject: Order #${orderId} has been shipped`));
      i++
    )
      await new Promise((r) => setTimeout(r, 50));
    const mails = mailsNow();
    expect(mails.some((m) => m.includes(`Subject: Order #${orderId} has been shipped`))).toBe(true);
    expect(mails.some((m) => m.includes(`Subject: Order #${orderId} confirmed`))).toBe(true);
  });

  it('refuses to leave cancelled when the stock is gone', async () => {
    await t.rest(
      'POST',
      `/admin/update-order/${orderId}`,
      { status: 'cancelled', payment_status: 'paid' },
      adminToken,
    );
    await t.db.ds.query('UPDATE products SET qty = 0 WHERE id = $1', [productId]);
    const res = await t.rest(
      'POST',
      `/admin/update-order/${orderId}`,
      { status: 'pending', payment_status: 'paid' },
      adminToken,
    );
    expect(res.status).toBe(422);
    expect(res.body.errors.status[0]).toBe(
      'This order cannot leave "cancelled": "Cushion" no longer has enough stock.',
    );
    expect(
      (await t.rest('GET', `/admin/order/details/${orderId}`, undefined, adminToken)).body.data.status,
    ).toBe('cancelled');
  });

  it('validates the update', async () => {
    const res = await t.rest('POST', `/admin/update-order/${orderId}`, {}, adminToken);
    expect(res.body.errors).toEqual({
      status: ['The status field is required'],
      payment_status: ['The payment status field is required'],
    });
    const bad = await t.rest(
      'POST',
      `/admin/update-order/${orderId}`,
      { status: 'lost', payment_status: 'maybe' },
      adminToken,
    );
    expect(bad.status).toBe(422);
    expect(
      (
        await t.rest(
          'POST',
          '/admin/update-order/999999',
          { status: 'pending', payment_status: 'paid' },
          adminToken,
        )
      ).status,
    ).toBe(404);
  });
});
