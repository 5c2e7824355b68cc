/**
 * Overflowing inputs through the API, REST and GraphQL: too long a text is a 422 naming the
 * field; an order whose total passes 32-bit paisa is placed and kept exactly; a price above
 * the ceiling is refused with its message; a long receipt file name and a courier correction
 * longer than 40 characters are recorded in the order's history (they used to fail with 500s).
 */
import sharp from 'sharp';
import { COLUMN_LENGTHS, MAX_PRICE_RUPEES } from '../../server/src/shared/inputs/columns';
import { M, tooLong } from '../../server/src/shared/inputs/messages';
import { factories } from '../support/factories';
import { startAdminServer, type TestServer } from '../support/test-server';

let t: TestServer;
let admin: string;
beforeAll(async () => ({ t, admin } = await startAdminServer()));
afterAll(() => t.close());

const C = COLUMN_LENGTHS;
const long = (n: number) => 'x'.repeat(n);

describe('through the API', () => {
  const address = {
    name: 'Bilal Hussain',
    email: 'bilal@example.pk',
    street: 'Punjab',
    city: 'Lahore',
    address: 'House 9, Street 4',
    zip: '54000',
    mobile: '03001234567',
  };
  const PLACE = `mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { order { id grandTotal subTotal } errors { field message } } }`;

  async function buyer(): Promise<string> {
    const [u] = await t.db.ds.query(
      `INSERT INTO users (name, email, verified_at) VALUES ('Bilal', $1, now()) RETURNING id, role, token_version`,
      [`bilal-${Date.now()}-${Math.random()}@example.pk`],
    );
    return t.services.tokens.sign({ id: u.id, role: u.role, tokenVersion: u.token_version });
  }

  it('refuses a 5,000-character city with 422 on the field (REST and GraphQL)', async () => {
    const f = factories(t.db.ds);
    const product = await f.product({ categoryId: (await f.category()).id });
    const token = await buyer();
    const cart = [{ product_id: product.id, qty: 1 }];
    const rest = await t.rest(
      'POST',
      '/save-order',
      { ...address, city: long(5000), payment_method: 'cod', cart },
      token,
    );
    expect(rest).toMatchObject({
      status: 422,
      body: { errors: { city: [tooLong('The city', C.orders.city)] } },
    });
    const gql = await t.gql(
      PLACE,
      {
        i: { ...address, city: long(5000), paymentMethod: 'cod', cart: [{ productId: product.id, qty: 1 }] },
      },
      token,
    );
    expect(gql.body.data.placeOrder.errors).toEqual([
      { field: 'city', message: tooLong('The city', C.orders.city) },
    ]);
    expect(
      (
        await t.db.ds.query('SELECT count(*)::int AS n FROM order_items WHERE product_id = $1', [product.id])
      )[0].n,
    ).toBe(0);
  });

  it('places an order whose total passes 32-bit paisa and keeps it exactly (REST and GraphQL)', async () => {
    const f = factories(t.db.ds);
    const product = await f.product({
      categoryId: (await f.category()).id,
      price: MAX_PRICE_RUPEES,
      qty: 100,
    });
    const token = await buyer();
    // 3 × Rs 10,000,000 + Rs 200 shipping = 3,000,020,000 paisa (32 bits end at 2,147,483,647).
    const rest = await t.rest(
      'POST',
      '/save-order',
      {
        ...address,
        payment_method: 'cod',
        grand_total: 30_000_200,
        cart: [{ product_id: product.id, qty: 3 }],
      },
      token,
    );
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({ sub_total: 30_000_000, grand_total: 30_000_200 });
    const gql = await t.gql(
      PLACE,
      {
        i: {
          ...address,
          paymentMethod: 'cod',
          grandTotal: 30_000_200,
          cart: [{ productId: product.id, qty: 3 }],
        },
      },
      token,
    );
    expect(gql.body.data.placeOrder).toMatchObject({
      errors: [],
      order: { grandTotal: 30_000_200, subTotal: 30_000_000 },
    });
    const rows = await t.db.ds.query(
      'SELECT grand_total::text AS total FROM orders WHERE id = ANY($1::int[])',
      [[rest.body.id, gql.body.data.placeOrder.order.id]],
    );
    expect(rows).toEqual([{ total: '3000020000' }, { total: '3000020000' }]);
    // Read back: the customer's order and the admin's list.
    const mine = await t.rest('GET', `/user/order/details/${rest.body.id}`, undefined, token);
    expect(mine.body.data.grand_total).toBe(30_000_200);
    const list = await t.gql(
      `{ adminOrders(sort: "grand_total", direction: "desc", perPage: 2) { items { grandTotal } } }`,
      undefined,
      admin,
    );
    expect(list.body.data.adminOrders.items).toEqual([
      { grandTotal: 30_000_200 },
      { grandTotal: 30_000_200 },
    ]);
  });

  it('refuses a price above the ceiling with its message (REST and GraphQL)', async () => {
    const categoryId = (await factories(t.db.ds).category()).id;
    const form = new FormData();
    for (const [k, v] of Object.entries({
      title: 'Golden Throne',
      price: String(3 * MAX_PRICE_RUPEES),
      category: String(categoryId),
      sku: 'GOLD-1',
      is_featured: 'no',
      status: '1',
    }))
      form.append(k, v);
    const rest = await fetch(`${t.url}/api/admin/products`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    });
    expect(rest.status).toBe(422);
    expect((await rest.json()).errors).toEqual({ price: [M.priceInvalid] });
    const gql = await t.gql(
      'mutation($i: ProductInput!) { createProduct(input: $i) { product { id } errors { field message } } }',
      {
        i: {
          title: 'Golden Throne',
          categoryId,
          price: 3 * MAX_PRICE_RUPEES,
          sku: 'GOLD-2',
          isFeatured: false,
          status: 1,
        },
      },
      admin,
    );
    expect(gql.body.data.createProduct.errors).toEqual([{ field: 'price', message: M.priceInvalid }]);
    const variants = await t.rest(
      'POST',
      '/products',
      {
        name: 'Big Variant',
        base_price: 100,
        variants: [
          {
            sku: 'BV-1',
            price: 100,
            stock: 1,
            attributes: { size: long(C.attribute_values.value + 1), color: 'Red' },
          },
        ],
      },
      admin,
    );
    expect(variants).toMatchObject({
      status: 422,
      body: { errors: { 'variants.0.size': [tooLong('The size', C.attribute_values.value)] } },
    });
  });

  it('rejects a receipt with a long file name, and records a courier correction longer than 40 characters', async () => {
    const f = factories(t.db.ds);
    const product = await f.product({ categoryId: (await f.category()).id, qty: 10 });
    const token = await buyer();
    const placed = await t.rest(
      'POST',
      '/save-order',
      { ...address, payment_method: 'easypaisa', cart: [{ product_id: product.id, qty: 1 }] },
      token,
    );
    expect(placed.status).toBe(200);
    const orderId = placed.body.id as number;
    const fileName = `${long(100)} easypaisa receipt for my order.png`;
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query: `mutation($o: Int!, $f: Upload!) { uploadPaymentReceipt(orderId: $o, file: $f) { receipt { id fileName } errors { field message } } }`,
        variables: { o: orderId, f: null },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.f'] }));
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#eee' } })
      .png()
      .toBuffer();
    form.append('0', new Blob([new Uint8Array(png)]), fileName);
    const uploaded = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${token}` },
      body: form,
    });
    const receipt = (await uploaded.json()).data.uploadPaymentReceipt.receipt;
    expect(receipt.fileName.length).toBeGreaterThan(40);
    const rejected = await t.gql(
      `mutation($id: Int!, $r: String!) { rejectPaymentReceipt(id: $id, reason: $r) { message errors { field message } } }`,
      { id: receipt.id, r: long(C.order_receipts.reject_reason) },
      admin,
    );
    expect(rejected.body.errors).toBeUndefined();
    expect(rejected.body.data.rejectPaymentReceipt.errors).toEqual([]);
    const [history] = await t.db.ds.query(
      `SELECT from_value FROM order_history WHERE order_id = $1 AND field = 'receipt' AND to_value = 'rejected'`,
      [orderId],
    );
    expect(history.from_value).toBe(receipt.fileName);

    // Shipped with one courier, corrected to another with a 60-character tracking number: both in the history.
    const couriers = (await t.gql('{ adminCouriers { id name } }', undefined, admin)).body.data.adminCouriers;
    const [tcs, leopards] = couriers;
    const ship = await t.rest(
      'POST',
      `/admin/update-order/${orderId}`,
      {
        status: 'shipped',
        payment_status: 'unpaid',
        courier_id: tcs.id,
        tracking_number: `T${long(C.orders.tracking_number - 1)}`,
      },
      admin,
    );
    expect(ship.status).toBe(200);
    const corrected = await t.gql(
      `mutation($id: Int!, $c: Int, $t: String) { updateOrder(id: $id, status: "shipped", paymentStatus: "unpaid", courierId: $c, trackingNumber: $t) { errors { field message } } }`,
      { id: orderId, c: leopards.id, t: `L${long(C.orders.tracking_number - 1)}` },
      admin,
    );
    expect(corrected.body.errors).toBeUndefined();
    expect(corrected.body.data.updateOrder.errors).toEqual([]);
    const [tracking] = await t.db.ds.query(
      `SELECT from_value, to_value FROM order_history WHERE order_id = $1 AND field = 'tracking'`,
      [orderId],
    );
    expect(tracking.from_value.length).toBeGreaterThan(40);
    expect(tracking.to_value).toBe(`Leopards · L${long(C.orders.tracking_number - 1)}`);
  });
});
