/**
 * Bounds come from one place: every text input's maximum is its column's length
 * (shared/inputs/columns.ts, compared with the database here), so a value too long is a 422
 * naming the field (GraphQL: a FieldError), never a 500; order totals past 32 bits are kept
 * exactly; prices stop at a ceiling with a clear message; history entries hold what they are
 * given (a long receipt file name, a courier correction).
 */
import sharp from 'sharp';
import type { z } from 'zod';
import { registerInput, updateProfileInput } from '../../server/src/shared/inputs/accounts';
import {
  attributeInput,
  brandInput,
  categoryInput,
  productInput,
  productWithVariantsInput,
  variantInput,
} from '../../server/src/shared/inputs/catalog';
import { checkoutAddressInput } from '../../server/src/shared/inputs/checkout';
import { COLUMN_LENGTHS, MAX_PRICE_RUPEES, TEXT_LENGTHS } from '../../server/src/shared/inputs/columns';
import { contactInput } from '../../server/src/shared/inputs/contact';
import {
  courierInput,
  receiptDetailsInput,
  receiptRejectInput,
} from '../../server/src/shared/inputs/delivery';
import { fieldIssues } from '../../server/src/shared/inputs/fields';
import { M, tooLong } from '../../server/src/shared/inputs/messages';
import { reviewInput } from '../../server/src/shared/inputs/review';
import { factories } from '../support/factories';
import { createTestServer, type TestServer } from '../support/test-server';

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await createTestServer();
  admin = (
    await t.rest('POST', '/admin/auth', { email: 'admin@example.com', password: 'admin-password-123' })
  ).body.token;
});
afterAll(() => t.close());

const C = COLUMN_LENGTHS;
const long = (n: number) => 'x'.repeat(n);

it('has the database’s column lengths', async () => {
  const rows: Array<{ col: string; n: number }> = await t.db.ds.query(
    `SELECT table_name || '.' || column_name AS col, character_maximum_length AS n
       FROM information_schema.columns WHERE table_schema = 'public' AND data_type = 'character varying'`,
  );
  const actual = Object.fromEntries(rows.map((r) => [r.col, r.n]));
  const listed = Object.entries(COLUMN_LENGTHS).flatMap(([table, columns]) =>
    Object.entries(columns).map(([column, n]) => [`${table}.${column}`, n] as const),
  );
  expect(listed.filter(([col, n]) => actual[col] !== n)).toEqual([]);
});

describe('every text input', () => {
  /** Each text field of the shared inputs, with the longest value it takes (and a valid one of that length when plain text is not). */
  const bounded: Array<{
    input: string;
    field: string;
    max: number;
    schema: z.ZodType;
    valid?: (n: number) => string;
  }> = [
    { input: 'register', field: 'name', max: C.users.name, schema: registerInput },
    { input: 'profile', field: 'name', max: C.users.name, schema: updateProfileInput },
    { input: 'checkout', field: 'name', max: C.orders.name, schema: checkoutAddressInput },
    { input: 'checkout', field: 'street', max: C.orders.street, schema: checkoutAddressInput },
    { input: 'checkout', field: 'city', max: C.orders.city, schema: checkoutAddressInput },
    { input: 'checkout', field: 'address', max: C.orders.address, schema: checkoutAddressInput },
    { input: 'checkout', field: 'zip', max: C.orders.zip, schema: checkoutAddressInput },
    { input: 'contact', field: 'name', max: C.contact_messages.name, schema: contactInput },
    { input: 'contact', field: 'subject', max: C.contact_messages.subject, schema: contactInput },
    { input: 'contact', field: 'message', max: TEXT_LENGTHS.contactMessage, schema: contactInput },
    { input: 'review', field: 'name', max: C.reviews.name, schema: reviewInput },
    { input: 'review', field: 'comment', max: TEXT_LENGTHS.reviewComment, schema: reviewInput },
    { input: 'category', field: 'name', max: C.categories.name, schema: categoryInput },
    { input: 'brand', field: 'name', max: C.brands.name, schema: brandInput },
    { input: 'attribute', field: 'name', max: C.attributes.name, schema: attributeInput },
    { input: 'product', field: 'title', max: C.products.title, schema: productInput },
    { input: 'product', field: 'sku', max: C.products.sku, schema: productInput },
    { input: 'product', field: 'barcode', max: C.products.barcode, schema: productInput },
    { input: 'product', field: 'shortDescription', max: TEXT_LENGTHS.shortDescription, schema: productInput },
    { input: 'variant', field: 'sku', max: C.product_variants.sku, schema: variantInput },
    { input: 'variant', field: 'size', max: C.attribute_values.value, schema: variantInput },
    { input: 'variant', field: 'color', max: C.attribute_values.value, schema: variantInput },
    {
      input: 'product with variants',
      field: 'name',
      max: C.products.title,
      schema: productWithVariantsInput,
    },
    { input: 'courier', field: 'name', max: C.couriers.name, schema: courierInput },
    {
      input: 'courier',
      field: 'trackingUrlTemplate',
      max: C.couriers.tracking_url_template,
      schema: courierInput,
      valid: (n) => `https://t.pk/{tracking}?q=${long(n - 26)}`,
    },
    {
      input: 'receipt',
      field: 'transactionId',
      max: C.order_receipts.transaction_id,
      schema: receiptDetailsInput,
    },
    { input: 'rejection', field: 'reason', max: C.order_receipts.reject_reason, schema: receiptRejectInput },
  ];
  const issueOf = (schema: z.ZodType, field: string, value: unknown) => {
    const result = schema.safeParse({ [field]: value });
    return result.success ? undefined : fieldIssues(result.error).find((i) => i.field === field);
  };

  it.each(bounded)(
    '$input $field: up to its column’s length, then 422 with the field',
    ({ schema, field, max, valid }) => {
      const of = valid ?? long;
      expect(of(max)).toHaveLength(max);
      expect(issueOf(schema, field, of(max))).toBeUndefined();
      expect(issueOf(schema, field, of(max + 1))?.message).toMatch(
        new RegExp(`may not be greater than ${max} characters`),
      );
    },
  );

  /**
   * Not bounded by a length: the product's HTML description (a text column, sanitized on save),
   * and the payment method, a key the order service accepts only from its own list.
   */
  const UNBOUNDED = ['product.description', 'checkout.paymentMethod'];

  it('covers every text field of the shared inputs', () => {
    const schemas: Array<[string, z.ZodType, string[]]> = [
      ['checkout', checkoutAddressInput, Object.keys(checkoutAddressInput.shape)],
      ['contact', contactInput, Object.keys(contactInput.shape)],
      ['review', reviewInput, Object.keys(reviewInput.shape)],
      ['category', categoryInput, Object.keys(categoryInput.shape)],
      ['brand', brandInput, Object.keys(brandInput.shape)],
      ['attribute', attributeInput, Object.keys(attributeInput.shape)],
      ['product', productInput, Object.keys(productInput.shape)],
      ['variant', variantInput, Object.keys(variantInput.shape)],
      ['courier', courierInput, Object.keys(courierInput.shape)],
      ['receipt', receiptDetailsInput, Object.keys(receiptDetailsInput.shape)],
      ['rejection', receiptRejectInput, Object.keys(receiptRejectInput.shape)],
      ['register', registerInput, Object.keys(registerInput.shape)],
    ];
    const unbounded = schemas.flatMap(([name, schema, fields]) =>
      fields
        .filter((field) => !UNBOUNDED.includes(`${name}.${field}`) && !issueOf(schema, field, long(100_000)))
        .map((field) => `${name}.${field}`),
    );
    expect(unbounded).toEqual([]);
  });

  it('refuses an attribute value or code longer than its column instead of cutting it', () => {
    const values = (value: string, code?: string) =>
      attributeInput.safeParse({ name: 'Size', values: [{ value, code }] });
    expect(values(long(C.attribute_values.value)).success).toBe(true);
    const tooLongValue = values(long(C.attribute_values.value + 1));
    expect(!tooLongValue.success && fieldIssues(tooLongValue.error)).toEqual([
      { field: 'values', message: tooLong('Each value', C.attribute_values.value), code: 'INVALID' },
    ]);
    const tooLongCode = values('Small', long(C.attribute_values.code + 1));
    expect(!tooLongCode.success && fieldIssues(tooLongCode.error)[0].message).toBe(
      tooLong('Each code', C.attribute_values.code),
    );
  });
});

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
