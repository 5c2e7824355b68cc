/**
 * Discount codes (issue 33, item 1): kept in the back office, priced by the server with the
 * order (a discount sent by the client must equal the server's), checked again and counted
 * once in the order's transaction: 50 buyers racing for a code with 10 uses, exactly 10 get it.
 */
import { orderConfirmedMail } from '../../server/src/modules/orders/order.mails';
import { percentOf } from '../../server/src/modules/discounts/discount.rules';
import { placeOrderInput } from '../support/checkout';
import { factories } from '../support/factories';
import { customer as newCustomer } from '../support/shop-orders';
import { createTestServer, TestServer } from '../support/test-server';

let t: TestServer;
let f: ReturnType<typeof factories>;
let admin: string;
let categoryId: number;

beforeAll(async () => {
  t = await createTestServer();
  f = factories(t.db.ds);
  categoryId = (await f.category({ name: 'Discounted' })).id;
  admin = (
    await t.rest('POST', '/admin/auth', { email: 'admin@example.com', password: 'admin-password-123' })
  ).body.token;
});
afterAll(() => t.close());

const customer = () => newCustomer(t, 'Buyer');

const SAVE = `mutation($i: DiscountCodeInput!) { createDiscountCode(input: $i) {
  discountCode { id code kind value minOrder usedCount active } message errors { field message code } } }`;
async function code(input: Record<string, unknown>) {
  const res = await t.gql(SAVE, { i: { kind: 'percent', value: 10, ...input } }, admin);
  expect(res.body.data.createDiscountCode.errors).toEqual([]);
  return res.body.data.createDiscountCode.discountCode as { id: number; code: string };
}

const order = (cart: Array<{ product_id: number; qty: number }>, extra: Record<string, unknown> = {}) => ({
  name: 'Buyer',
  email: 'buyer@example.pk',
  street: 'Punjab',
  city: 'Lahore',
  address: 'House 1, DHA',
  zip: '54792',
  mobile: '03001234567',
  payment_method: 'cod',
  cart,
  ...extra,
});
const QUOTE = `query($i: CheckoutQuoteInput!) { checkoutQuote(input: $i) {
  quote { subTotal discount discountCode shipping grandTotal freeShippingRemaining } errors { field message code } } }`;
const quote = (
  cart: Array<{ productId: number; qty: number }>,
  extra: Record<string, unknown> = {},
  token?: string,
) => t.gql(QUOTE, { i: { cart, ...extra } }, token).then((r) => r.body.data.checkoutQuote);

describe('the back office', () => {
  it('creates, lists, edits and deletes codes, with field errors and case-insensitive uniqueness', async () => {
    const bad = await t.gql(
      SAVE,
      { i: { code: 'x', kind: 'percent', value: 150, endsAt: '2026-01-01', startsAt: '2026-02-01' } },
      admin,
    );
    expect(bad.body.data.createDiscountCode.errors).toEqual([
      { field: 'code', message: 'The code must be 3 to 30 letters, digits, - or _.', code: 'INVALID' },
      { field: 'value', message: 'A percentage must be a whole number from 1 to 100.', code: 'INVALID' },
    ]);
    const dates = await t.gql(
      SAVE,
      {
        i: {
          code: 'DATES',
          kind: 'fixed',
          value: 50,
          startsAt: '2026-02-01T00:00:00Z',
          endsAt: '2026-01-01T00:00:00Z',
        },
      },
      admin,
    );
    expect(dates.body.data.createDiscountCode.errors).toEqual([
      { field: 'endsAt', message: 'The end must be after the start.', code: 'INVALID' },
    ]);
    const made = await code({ code: 'eid-25', kind: 'fixed', value: 250.5, minOrder: 1000 });
    expect(made).toMatchObject({
      code: 'EID-25',
      kind: 'fixed',
      value: 250.5,
      minOrder: 1000,
      usedCount: 0,
      active: true,
    });
    const twice = await t.gql(SAVE, { i: { code: 'Eid-25', kind: 'percent', value: 5 } }, admin);
    expect(twice.body.data.createDiscountCode.errors).toEqual([
      { field: 'code', message: 'A discount code with this code already exists.', code: 'DUPLICATE' },
    ]);
    const list = await t.gql('query { adminDiscountCodes(search: "eid") { code } }', {}, admin);
    expect(list.body.data.adminDiscountCodes).toEqual([{ code: 'EID-25' }]);
    const edited = await t.gql(
      `mutation($id: Int!, $i: DiscountCodeInput!) { updateDiscountCode(id: $id, input: $i) { discountCode { value active } errors { field } } }`,
      { id: made.id, i: { code: 'EID-25', kind: 'percent', value: 20, active: false } },
      admin,
    );
    expect(edited.body.data.updateDiscountCode).toEqual({
      discountCode: { value: 20, active: false },
      errors: [],
    });
    const customerToken = (await customer()).token;
    const refused = await t.gql('query { adminDiscountCodes { code } }', {}, customerToken);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const gone = await t.gql(
      'mutation($id: Int!) { deleteDiscountCode(id: $id) { ok } }',
      { id: made.id },
      admin,
    );
    expect(gone.body.data.deleteDiscountCode.ok).toBe(true);
    expect(
      (await t.gql('query { adminDiscountCodes(search: "eid") { code } }', {}, admin)).body.data
        .adminDiscountCodes,
    ).toEqual([]);
  });
});

describe("a code's standing", () => {
  it('lists each code as checkout judges it: active, scheduled, expired, used up, inactive', async () => {
    const day = 86_400_000;
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    const made = {
      ACTIVE: await code({ code: 'STAND-ON', startsAt: at(-day), endsAt: at(day) }),
      SCHEDULED: await code({ code: 'STAND-LATER', startsAt: at(day) }),
      EXPIRED: await code({ code: 'STAND-PAST', endsAt: at(-60_000) }),
      USED_UP: await code({ code: 'STAND-DONE', maxUses: 2 }),
      INACTIVE: await code({ code: 'STAND-OFF', endsAt: at(-60_000), active: false }),
    };
    await t.db.ds.query('UPDATE discount_codes SET used_count = 2 WHERE id = $1', [made.USED_UP.id]);
    const listed = await t.gql('query { adminDiscountCodes(search: "STAND") { code status } }', {}, admin);
    const status = Object.fromEntries(
      (listed.body.data.adminDiscountCodes as Array<{ code: string; status: string }>).map((d) => [
        d.code,
        d.status,
      ]),
    );
    expect(status).toEqual(Object.fromEntries(Object.entries(made).map(([s, c]) => [c.code, s])));
    // Checkout agrees: only the active one is taken.
    const productId = (await f.product({ categoryId, price: 1000 })).id;
    for (const [s, c] of Object.entries(made)) {
      const answer = await quote([{ productId, qty: 1 }], { discountCode: c.code });
      if (s === 'ACTIVE') expect(answer.errors).toEqual([]);
      else expect(answer.errors).toEqual([expect.objectContaining({ field: 'discount_code' })]);
    }
  });
});

describe('pricing', () => {
  it('rounds a percentage to the nearest paisa, halves up', () => {
    expect(percentOf(33333, 15)).toBe(5000); // Rs 49.9995 → Rs 50.00
    expect(percentOf(5, 10)).toBe(1); // half a paisa → 1
    expect(percentOf(4, 10)).toBe(0); // 0.4 paisa → 0
    expect(percentOf(99999, 33)).toBe(33000); // 32999.67 → 33000
    expect(percentOf(150000, 100)).toBe(150000);
  });

  it('quotes a code on the eligible lines only, says why one does not apply, and never discounts shipping', async () => {
    const other = (await f.category({ name: 'Not discounted' })).id;
    const yarn = await f.product({ categoryId, title: 'Yarn Bunny', price: 333.33, qty: 50 });
    const mug = await f.product({ categoryId: other, title: 'Mug Cosy', price: 500, qty: 50 });
    await code({ code: 'BUNNY15', value: 15, categoryIds: [categoryId] });
    await code({ code: 'BIG', kind: 'fixed', value: 100, minOrder: 2000 });
    await code({ code: 'LATER', startsAt: new Date(Date.now() + 86_400_000).toISOString() });
    const cart = [
      { productId: yarn.id, qty: 1 },
      { productId: mug.id, qty: 1 },
    ];
    expect(await quote(cart, { discountCode: ' bunny15 ', province: 'Punjab', city: 'Lahore' })).toEqual({
      quote: {
        subTotal: 833.33,
        discount: 50,
        discountCode: 'BUNNY15',
        shipping: 200,
        grandTotal: 983.33,
        freeShippingRemaining: null,
      },
      errors: [],
    });
    expect(await quote([{ productId: mug.id, qty: 1 }], { discountCode: 'BUNNY15' })).toEqual({
      quote: {
        subTotal: 500,
        discount: 0,
        discountCode: null,
        shipping: null,
        grandTotal: 500,
        freeShippingRemaining: null,
      },
      errors: [
        {
          field: 'discount_code',
          message: 'This discount code does not apply to the items in your cart.',
          code: 'DISCOUNT_NOT_APPLICABLE',
        },
      ],
    });
    expect((await quote(cart, { discountCode: 'BIG' })).errors[0].message).toBe(
      'This discount code needs a sub total of at least Rs 2,000.',
    );
    expect((await quote(cart, { discountCode: 'LATER' })).errors[0].code).toBe('DISCOUNT_NOT_STARTED');
    expect((await quote(cart, { discountCode: 'NOPE' })).errors[0].message).toBe(
      'This discount code is not valid.',
    );
  });
});

describe('placing an order with a code', () => {
  it('takes the server’s discount by REST and GraphQL, refuses another figure, and shows it on the order and in the mail', async () => {
    const p = await f.product({ categoryId, title: 'Granny Square Bag', price: 2000, qty: 50 });
    await code({ code: 'TENOFF', value: 10 });
    const buyer = await customer();
    const cart = [{ product_id: p.id, qty: 1 }];
    const wrong = await t.rest(
      'POST',
      '/save-order',
      order(cart, { discount_code: 'tenoff', discount: 0 }),
      buyer.token,
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({
      grand_total: ['Prices have changed. Please review your cart and try again.'],
    });
    const noCode = await t.rest('POST', '/save-order', order(cart, { discount: 200 }), buyer.token);
    expect(noCode.status).toBe(422);
    const rest = await t.rest(
      'POST',
      '/save-order',
      order(cart, {
        discount_code: 'tenoff',
        discount: 200,
        sub_total: 2000,
        shipping: 200,
        grand_total: 2000,
      }),
      buyer.token,
    );
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({
      sub_total: 2000,
      discount: 200,
      discount_code: 'TENOFF',
      shipping: 200,
      grand_total: 2000,
    });
    const unknown = await t.rest('POST', '/save-order', order(cart, { discount_code: 'nope' }), buyer.token);
    expect(unknown.body).toMatchObject({
      status: 422,
      errors: { discount_code: ['This discount code is not valid.'] },
    });

    const gql = await t.gql(
      `mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { order { id discount discountCode grandTotal } errors { field code } } }`,
      {
        i: placeOrderInput([{ productId: p.id, qty: 2 }], { discountCode: 'TenOff', discount: 400 }),
      },
      buyer.token,
    );
    expect(gql.body.data.placeOrder).toMatchObject({
      order: { discount: 400, discountCode: 'TENOFF', grandTotal: 3800 },
      errors: [],
    });
    const [row] = await t.db.ds.query("SELECT used_count FROM discount_codes WHERE code = 'TENOFF'");
    expect(row.used_count).toBe(2);

    const mail = orderConfirmedMail(
      { email: 'b@example.pk', name: 'Buyer' },
      {
        id: 7,
        name: 'Buyer',
        address: 'House 2',
        city: 'Lahore',
        street: 'Punjab',
        zip: '54000',
        mobile: '03001234567',
        paymentMethod: 'cod',
        subTotal: 400000,
        discount: 40000,
        discountCode: 'TENOFF',
        shipping: 20000,
        grandTotal: 380000,
        items: [],
      },
      'http://shop',
    );
    expect(mail.text).toContain('Discount (TENOFF): -Rs 400');
  });

  it('refuses a code that expired between the cart and placing the order', async () => {
    const p = await f.product({ categoryId, price: 1000, qty: 10 });
    const c = await code({ code: 'SOONGONE', value: 20 });
    const buyer = await customer();
    expect((await quote([{ productId: p.id, qty: 1 }], { discountCode: 'SOONGONE' })).quote.discount).toBe(
      200,
    );
    await t.gql(
      `mutation($id: Int!, $i: DiscountCodeInput!) { updateDiscountCode(id: $id, input: $i) { errors { field } } }`,
      {
        id: c.id,
        i: {
          code: 'SOONGONE',
          kind: 'percent',
          value: 20,
          startsAt: '2020-01-01T00:00:00Z',
          endsAt: new Date(Date.now() - 1000).toISOString(),
        },
      },
      admin,
    );
    const res = await t.rest(
      'POST',
      '/save-order',
      order([{ product_id: p.id, qty: 1 }], { discount_code: 'SOONGONE', discount: 200 }),
      buyer.token,
    );
    expect(res.body).toMatchObject({
      status: 422,
      errors: { discount_code: ['This discount code has expired.'] },
    });
  });
});

describe('races', () => {
  it('gives a code with 10 uses to exactly 10 of 50 buyers placing orders at once', async () => {
    const p = await f.product({ categoryId, title: 'Race Bunny', price: 1000, qty: 100 });
    await code({ code: 'FIRST10', value: 50, maxUses: 10 });
    const buyers = await Promise.all(Array.from({ length: 50 }, customer));
    const results = await Promise.all(
      buyers.map((b) =>
        t.rest(
          'POST',
          '/save-order',
          order([{ product_id: p.id, qty: 1 }], { discount_code: 'first10', discount: 500 }),
          b.token,
        ),
      ),
    );
    const placed = results.filter((r) => r.status === 200);
    expect(placed).toHaveLength(10);
    for (const r of results.filter((x) => x.status !== 200))
      expect(r.body).toMatchObject({
        status: 422,
        errors: { discount_code: ['This discount code has been used up.'] },
      });
    const [counts] = await t.db.ds.query(
      `SELECT d.used_count, (SELECT count(*)::int FROM discount_redemptions r WHERE r.discount_id = d.id) AS redemptions,
              (SELECT count(*)::int FROM orders o WHERE o.discount_code = 'FIRST10' AND o.discount = 50000) AS orders
         FROM discount_codes d WHERE d.code = 'FIRST10'`,
    );
    expect(counts).toEqual({ used_count: 10, redemptions: 10, orders: 10 });
    // Stock was taken only for the orders placed.
    expect((await t.db.ds.query('SELECT qty FROM products WHERE id = $1', [p.id]))[0].qty).toBe(90);
  });

  it('keeps the uses per customer when one customer places several orders at once', async () => {
    const p = await f.product({ categoryId, price: 1000, qty: 100 });
    await code({ code: 'ONCEEACH', value: 10, maxUsesPerCustomer: 1 });
    const [buyer, other] = [await customer(), await customer()];
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.rest(
          'POST',
          '/save-order',
          order([{ product_id: p.id, qty: 1 }], {
            discount_code: 'ONCEEACH',
            discount: 100,
            idempotency_key: `once-${i}`,
          }),
          buyer.token,
        ),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200))
      expect(r.body.errors).toEqual({
        discount_code: ['You have already used this discount code as often as it allows.'],
      });
    // The quote says so too, to the signed-in customer; another customer still gets it.
    expect(
      (await quote([{ productId: p.id, qty: 1 }], { discountCode: 'ONCEEACH' }, buyer.token)).errors[0].code,
    ).toBe('DISCOUNT_CUSTOMER_LIMIT');
    const again = await t.rest(
      'POST',
      '/save-order',
      order([{ product_id: p.id, qty: 1 }], { discount_code: 'ONCEEACH' }),
      other.token,
    );
    expect(again.status).toBe(200);
  });
});
