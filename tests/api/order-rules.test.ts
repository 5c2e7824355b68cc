/**
 * The order rules the server keeps on its own: idempotency keys with Stripe's semantics, no
 * hoarding by unverified accounts, and one value of each attribute on every line.
 */
import { customer as newCustomer } from '../support/shop-orders';
import { useCategoryShop } from '../support/category-shop';
import type { TestServer } from '../support/test-server';

const shop = useCategoryShop('Rules');
let t: TestServer;
beforeAll(() => (t = shop.t));

const customer = (verified = true) => newCustomer(t, 'Rule Tester', { verified });

const address = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  street: 'Punjab',
  city: 'Lahore',
  address: 'House 5, Gulberg',
  zip: '54000',
  mobile: '03001234567',
};
const checkout = (cart: unknown[], extra: Record<string, unknown> = {}) => ({
  ...address,
  payment_method: 'cod',
  cart,
  ...extra,
});
const line = (productId: number, qty = 1, valueIds: number[] = [], variantId?: number) => ({
  product_id: productId,
  qty,
  selectedAttributes: valueIds.map((id) => ({ attribute_value: { id } })),
  ...(variantId ? { variant_id: variantId } : {}),
});
const stockOf = async (id: number) =>
  (await t.db.ds.query('SELECT qty FROM products WHERE id = $1', [id]))[0].qty;
const ordersOf = async (userId: number) =>
  (await t.db.ds.query('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [userId]))[0].n;

function post(token: string, body: unknown, key?: string) {
  return fetch(`${t.url}/api/save-order`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    body: JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, body: await r.json() }));
}

const MISMATCH = 'This idempotency key was already used for a different order.';

describe('idempotency keys (Stripe semantics)', () => {
  it('the same request twice places one order', async () => {
    const a = await customer();
    const p = await shop.f.product({ categoryId: shop.categoryId, qty: 10 });
    const first = await post(a.token, checkout([line(p.id, 2)]), 'attempt-1');
    const second = await post(a.token, checkout([line(p.id, 2)]), 'attempt-1');
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.id).toBe(first.body.id);
    expect(await ordersOf(a.id)).toBe(1);
    expect(await stockOf(p.id)).toBe(8);
  });

  it('the same key with another cart or another address is refused and places nothing', async () => {
    const a = await customer();
    const p = await shop.f.product({ categoryId: shop.categoryId, qty: 10 });
    const q = await shop.f.product({ categoryId: shop.categoryId, qty: 10 });
    expect((await post(a.token, checkout([line(p.id, 1)]), 'attempt-2')).status).toBe(200);
    for (const other of [
      checkout([line(q.id, 1)]),
      checkout([line(p.id, 2)]),
      checkout([line(p.id, 1)], { address: 'Flat 9, Clifton', city: 'Karachi', street: 'Sindh' }),
    ]) {
      const res = await post(a.token, other, 'attempt-2');
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        status: 422,
        message: MISMATCH,
        errors: { idempotency_key: [MISMATCH] },
      });
    }
    expect(await ordersOf(a.id)).toBe(1);
    expect([await stockOf(p.id), await stockOf(q.id)]).toEqual([9, 10]);

    const gql = await t.gql(
      'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { order { id } errors { field message code } } }',
      {
        i: {
          ...address,
          paymentMethod: 'cod',
          cart: [{ productId: q.id, qty: 1 }],
          idempotencyKey: 'attempt-2',
        },
      },
      a.token,
    );
    expect(gql.body.data.placeOrder).toEqual({
      order: null,
      errors: [{ field: 'idempotency_key', message: MISMATCH, code: 'IDEMPOTENCY_MISMATCH' }],
    });
  });

  it('two different requests sent at once with one key: one order and one refusal', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await customer();
      const p = await shop.f.product({ categoryId: shop.categoryId, qty: 10 });
      const results = await Promise.all([
        post(a.token, checkout([line(p.id, 1)]), 'race'),
        post(a.token, checkout([line(p.id, 3)]), 'race'),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
      expect(results.find((r) => r.status === 422)!.body.message).toBe(MISMATCH);
      expect(await ordersOf(a.id)).toBe(1);
      const placed = results.find((r) => r.status === 200)!.body.data.order_items[0].qty;
      expect(await stockOf(p.id)).toBe(10 - placed);
    }
  });

  it('keys longer than 255 characters are refused, never cut', async () => {
    const a = await customer();
    const p = await shop.f.product({ categoryId: shop.categoryId, qty: 10 });
    const long = await post(a.token, checkout([line(p.id)]), 'k'.repeat(300));
    expect(long.status).toBe(422);
    expect(long.body.errors.idempotency_key).toEqual([
      'The idempotency key may not be greater than 255 characters.',
    ]);
    expect(await ordersOf(a.id)).toBe(0);
    // Two keys alike in their first 100 (or 254) characters are two keys.
    const one = await post(a.token, checkout([line(p.id)]), `${'k'.repeat(254)}1`);
    const two = await post(a.token, checkout([line(p.id, 2)]), `${'k'.repeat(254)}2`);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(two.body.id).not.toBe(one.body.id);
    expect(await stockOf(p.id)).toBe(7);
  });

  it('keeps keys (and their fingerprints) with the order for at least a day', async () => {
    const a = await customer();
    const p = await shop.f.product({ categoryId: shop.categoryId, qty: 10 });
    const first = await post(a.token, checkout([line(p.id)]), 'yesterday');
    await t.db.ds.query(`UPDATE orders SET created_at = now() - interval '25 hours' WHERE id = $1`, [
      first.body.id,
    ]);
    expect((await post(a.token, checkout([line(p.id)]), 'yesterday')).body.id).toBe(first.body.id);
    expect((await post(a.token, checkout([line(p.id, 2)]), 'yesterday')).status).toBe(422);
  });
});

describe('no hoarding by unverified accounts', () => {
  const VERIFY = 'Please verify your email address to place more orders.';

  it('holds at most 2 pending unpaid orders, even when they arrive at once', async () => {
    const a = await customer(false);
    const p = await shop.f.product({ categoryId: shop.categoryId, qty: 100 });
    const results = await Promise.all(
      Array.from({ length: 6 }, () => post(a.token, checkout([line(p.id, 5)]))),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    for (const r of results.filter((x) => x.status !== 200))
      expect(r.body).toMatchObject({ status: 422, message: VERIFY });
    expect(await ordersOf(a.id)).toBe(2);
    expect(await stockOf(p.id)).toBe(90);
  });

  it('counts only pending unpaid orders, and lifts the limit once the address is verified', async () => {
    const a = await customer(false);
    const p = await shop.f.product({ categoryId: shop.categoryId, qty: 100 });
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) ids.push((await post(a.token, checkout([line(p.id)]))).body.id);
    expect((await post(a.token, checkout([line(p.id)]))).status).toBe(422);
    await t.db.ds.query(`UPDATE orders SET payment_status = 'paid' WHERE id = $1`, [ids[0]]);
    expect((await post(a.token, checkout([line(p.id)]))).status).toBe(200);
    expect((await post(a.token, checkout([line(p.id)]))).status).toBe(422);
    await t.db.ds.query('UPDATE users SET verified_at = now() WHERE id = $1', [a.id]);
    for (let i = 0; i < 3; i++) expect((await post(a.token, checkout([line(p.id)]))).status).toBe(200);
  });
});

describe('one value of each attribute on every line', () => {
  const CHOOSE = 'Please select one value for each attribute.';

  it('refuses every malformed line shape and stores nothing', async () => {
    const a = await customer();
    const size = await shop.f.attribute('Rule Size', [{ value: 'S' }, { value: 'M' }]);
    const colour = await shop.f.attribute('Rule Colour', [{ value: 'Red' }, { value: 'Blue' }]);
    const [S, M] = size.values.map((v) => v.id);
    const [Red, Blue] = colour.values.map((v) => v.id);
    const p = await shop.f.product({ categoryId: shop.categoryId, title: 'Two-attribute Hat', qty: 10 });
    for (const v of [S, M, Red]) await shop.f.linkValue(p.id, v, 5);
    const q = await shop.f.product({ categoryId: shop.categoryId, title: 'Other Hat', qty: 10 });
    await shop.f.linkValue(q.id, Blue, 5);
    const withVariants = await shop.f.product({ categoryId: shop.categoryId, title: 'Variant Hat', qty: 0 });
    const own = await shop.f.variant(withVariants.id, { stock: 5, sizeValueId: S, colorValueId: Red });
    const otherVariantProduct = await shop.f.product({
      categoryId: shop.categoryId,
      title: 'Other Variant Hat',
      qty: 0,
    });
    const foreign = await shop.f.variant(otherVariantProduct.id, { stock: 5 });

    const shapes: Record<string, unknown> = {
      'no value at all': line(p.id),
      'a value missing (no colour)': line(p.id, 1, [S]),
      'two values of one attribute': line(p.id, 1, [S, M, Red]),
      "a value of another product's": line(p.id, 1, [S, Blue]),
      'a value that does not exist': line(p.id, 1, [S, 99_999_999]),
      'a variant on a product without variants': line(p.id, 1, [S, Red], own.id),
      'no variant on a product with variants': line(withVariants.id),
      "another product's variant": line(withVariants.id, 1, [], foreign.id),
    };
    const before = await t.db.ds.query('SELECT count(*)::int AS n FROM orders');
    for (const [shape, bad] of Object.entries(shapes)) {
      const res = await post(a.token, checkout([line(q.id, 1, [Blue]), bad]));
      expect({ shape, status: res.status, body: res.body }).toEqual({
        shape,
        status: 422,
        body: { status: 422, message: CHOOSE, errors: { 'cart.1': [CHOOSE] } },
      });
    }
    expect(await t.db.ds.query('SELECT count(*)::int AS n FROM orders')).toEqual(before);
    expect(
      await t.db.ds.query(
        'SELECT qty FROM product_attribute_values WHERE product_id = $1 ORDER BY attribute_value_id',
        [p.id],
      ),
    ).toEqual([{ qty: 5 }, { qty: 5 }, { qty: 5 }]);
    expect((await t.db.ds.query('SELECT stock FROM product_variants WHERE id = $1', [own.id]))[0].stock).toBe(
      5,
    );

    // GraphQL answers the same, and a card intent is not created for such a cart either.
    const gql = await t.gql(
      'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { order { id } errors { field message code } } }',
      {
        i: {
          ...address,
          paymentMethod: 'cod',
          cart: [{ productId: p.id, qty: 1, attributeValueIds: [S, M] }],
        },
      },
      a.token,
    );
    expect(gql.body.data.placeOrder).toEqual({
      order: null,
      errors: [{ field: 'cart.0', message: CHOOSE, code: 'ATTRIBUTES' }],
    });

    // The well-formed lines go through: one value of each attribute; a variant of the product's own.
    const ok = await post(a.token, checkout([line(p.id, 1, [M, Red]), line(withVariants.id, 2, [], own.id)]));
    expect(ok.status).toBe(200);
    expect(ok.body.data.order_items.map((i: { attributes: string }) => JSON.parse(i.attributes))).toEqual([
      { 'Rule Size': 'M', 'Rule Colour': 'Red' },
      { Size: 'S', Colour: 'Red' },
    ]);
  });
});
