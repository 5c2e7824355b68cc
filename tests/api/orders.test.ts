/**
 * Placing an order: every price and total recomputed on the server, exact in paisa, tampered
 * prices refused, the spec's checkout messages, variant lines; no overselling to concurrent
 * customers, no deadlock, nothing left behind by a failure; a repeated submission answered with
 * the first order. Card payments are in orders-card-payments.test.ts, reading and managing
 * orders in orders-reading.test.ts.
 */
import { checkout, customer, line, stockOf, useOrderShop } from '../support/order-shop';
import type { TestServer } from '../support/test-server';

const shop = useOrderShop();
let t: TestServer;
beforeAll(() => (t = shop.t));
const orderCount = async () => (await t.db.ds.query('SELECT count(*)::int AS n FROM orders'))[0].n;

describe('placing an order', () => {
  it('recomputes every price and total on the server, exact in paisa', async () => {
    const a = await customer(t, 'Ayesha');
    const p = await shop.f.product({
      categoryId: shop.categoryId,
      title: 'Coaster Set',
      price: 1234.56,
      qty: 10,
    });
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
    expect(await stockOf(t, p.id)).toBe(7);
  });

  it('refuses tampered prices or totals and stores nothing', async () => {
    const a = await customer(t, 'Bilal');
    const p = await shop.f.product({ categoryId: shop.categoryId, price: 1000, qty: 10 });
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
    expect(await stockOf(t, p.id)).toBe(10);
  });

  it('validates the checkout form with the spec messages', async () => {
    const a = await customer(t, 'Empty');
    const res = await t.rest('POST', '/save-order', { cart: [] }, a.token);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ cart: ['Your cart is empty.'] });
    const p = await shop.f.product({ categoryId: shop.categoryId, qty: 1 });
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
    expect((await t.rest('POST', '/save-order', checkout([line(p.id)]), shop.adminToken)).status).toBe(403);
  });

  it('uses the variant price and stock for a variant line and copies value names', async () => {
    const a = await customer(t, 'Variant');
    const size = await shop.f.attribute('Size', [{ value: 'Small', code: 'S' }]);
    const colour = await shop.f.attribute('Colour', [{ value: 'Red', code: 'RED' }]);
    const p = await shop.f.product({ categoryId: shop.categoryId, title: 'Cardigan', price: 5000, qty: 0 });
    const v = await shop.f.variant(p.id, {
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
    const p = await shop.f.product({ categoryId: shop.categoryId, title: 'Last Five Bunnies', qty: 5 });
    const buyers = await Promise.all(Array.from({ length: 40 }, (_, i) => customer(t, `Buyer ${i}`)));
    const results = await Promise.all(
      buyers.map((b) => t.rest('POST', '/save-order', checkout([line(p.id)]), b.token)),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(5);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(422);
      expect(r.body.message).toBe('"Last Five Bunnies" is currently unavailable.');
    }
    expect(await stockOf(t, p.id)).toBe(0);
    expect(
      (await t.db.ds.query('SELECT count(*)::int AS n FROM order_items WHERE product_id = $1', [p.id]))[0].n,
    ).toBe(5);
  });

  it("sells exactly a chosen value's stock", async () => {
    const colour = await shop.f.attribute('Shade', [{ value: 'Teal', code: 'TEA' }]);
    const p = await shop.f.product({ categoryId: shop.categoryId, title: 'Teal Scarf', qty: 100 });
    await shop.f.linkValue(p.id, colour.values[0].id, 3);
    const buyers = await Promise.all(Array.from({ length: 20 }, (_, i) => customer(t, `Teal ${i}`)));
    const results = await Promise.all(
      buyers.map((b) =>
        t.rest('POST', '/save-order', checkout([line(p.id, 1, [colour.values[0].id])]), b.token),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(
      (await t.db.ds.query('SELECT qty FROM product_attribute_values WHERE product_id = $1', [p.id]))[0].qty,
    ).toBe(0);
    expect(await stockOf(t, p.id)).toBe(97);
  });

  it('does not deadlock on two multi-line carts in opposite orders', async () => {
    const p1 = await shop.f.product({ categoryId: shop.categoryId, qty: 50 });
    const p2 = await shop.f.product({ categoryId: shop.categoryId, qty: 50 });
    const buyers = await Promise.all(Array.from({ length: 20 }, (_, i) => customer(t, `Pair ${i}`)));
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
    expect(await stockOf(t, p1.id)).toBe(30);
    expect(await stockOf(t, p2.id)).toBe(30);
  });

  it('leaves nothing behind when the order fails after the stock update', async () => {
    const a = await customer(t, 'Fault');
    const p = await shop.f.product({ categoryId: shop.categoryId, title: 'Explosive Product', qty: 4 });
    await t.db.ds.query(`
      CREATE FUNCTION fail_explosive() RETURNS trigger AS $$
      BEGIN IF NEW.name = 'Explosive Product' THEN RAISE EXCEPTION 'injected failure'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql;
      CREATE TRIGGER explode BEFORE INSERT ON order_items FOR EACH ROW EXECUTE FUNCTION fail_explosive();`);
    try {
      const before = await orderCount();
      const res = await t.rest('POST', '/save-order', checkout([line(p.id, 2)]), a.token);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ status: 500, message: 'Something went wrong' });
      expect(await stockOf(t, p.id)).toBe(4);
      expect(await orderCount()).toBe(before);
    } finally {
      await t.db.ds.query('DROP TRIGGER explode ON order_items; DROP FUNCTION fail_explosive();');
    }
  });
});

describe('idempotency', () => {
  it('returns the first order for a repeated submission, even concurrently', async () => {
    const a = await customer(t, 'Twice');
    const p = await shop.f.product({ categoryId: shop.categoryId, qty: 10 });
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
    expect(await stockOf(t, p.id)).toBe(8);
  });
});
