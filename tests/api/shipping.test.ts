/**
 * Shipping by city (issue 33, item 2): a default (the former flat Rs 200), rates per province
 * with per-city overrides and a free-shipping threshold, kept in the back office; the quote
 * shows the rate once a city is chosen and the order is charged the same by the server.
 */
import { factories } from '../support/factories';
import { createTestServer, TestServer } from '../support/test-server';

let t: TestServer;
let f: ReturnType<typeof factories>;
let admin: string;
let buyer: string;
let productId: number;

beforeAll(async () => {
  t = await createTestServer();
  f = factories(t.db.ds);
  productId = (await f.product({ categoryId: (await f.category()).id, price: 1500, qty: 100 })).id;
  admin = (
    await t.rest('POST', '/admin/auth', { email: 'admin@example.com', password: 'admin-password-123' })
  ).body.token;
  const [u] = await t.db.ds.query(
    `INSERT INTO users (name, email, role, verified_at) VALUES ('Shipper', 'ship@example.pk', 'CUSTOMER', now()) RETURNING id, token_version`,
  );
  buyer = await t.services.tokens.sign({ id: u.id, role: 'CUSTOMER', tokenVersion: u.token_version });
});
afterAll(() => t.close());

const QUOTE = `query($i: CheckoutQuoteInput!) { checkoutQuote(input: $i) {
  quote { subTotal shipping grandTotal freeShippingRemaining } errors { field message } } }`;
const quote = async (qty: number, province?: string, city?: string) =>
  (await t.gql(QUOTE, { i: { cart: [{ productId, qty }], province, city } })).body.data.checkoutQuote.quote;
const SETTINGS = `mutation($i: ShippingSettingsInput!) { updateShippingSettings(input: $i) {
  settings { defaultRate freeShippingThreshold } errors { field message } } }`;
const RATE = `mutation($i: ShippingRateInput!, $id: Int) { saveShippingRate(input: $i, id: $id) {
  rate { id province city rate } errors { field message code } } }`;
const save = async (i: Record<string, unknown>, id?: number) =>
  (await t.gql(RATE, { i, id }, admin)).body.data.saveShippingRate;
const place = (city: string, street: string, sent: Record<string, unknown> = {}) =>
  t.rest(
    'POST',
    '/save-order',
    {
      name: 'Shipper',
      email: 'ship@example.pk',
      street,
      city,
      address: 'House 9',
      zip: '75500',
      mobile: '03001234567',
      payment_method: 'cod',
      cart: [{ product_id: productId, qty: 1 }],
      ...sent,
    },
    buyer,
  );

it('charges the default Rs 200 everywhere until rates are set, and says nothing about shipping before a city', async () => {
  expect(await quote(1)).toEqual({
    subTotal: 1500,
    shipping: null,
    grandTotal: 1500,
    freeShippingRemaining: null,
  });
  expect(await quote(1, 'Sindh', 'Karachi')).toMatchObject({ shipping: 200, grandTotal: 1700 });
  const settings = await t.gql(
    'query { shippingSettings { defaultRate freeShippingThreshold } shippingRates { id } }',
    {},
    admin,
  );
  expect(settings.body.data).toEqual({
    shippingSettings: { defaultRate: 200, freeShippingThreshold: null },
    shippingRates: [],
  });
  const customer = await t.gql('query { shippingSettings { defaultRate } }', {}, buyer);
  expect(customer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});

it('uses the city’s rate, else the province’s, else the default, free from the threshold; the order is charged the same', async () => {
  expect((await save({ province: 'Sindh', rate: 150 })).errors).toEqual([]);
  const karachi = await save({ province: 'sindh', city: 'karachi', rate: 99.5 });
  expect(karachi).toMatchObject({ rate: { province: 'Sindh', city: 'Karachi', rate: 99.5 }, errors: [] });
  expect((await save({ province: 'Sindh', city: 'Karachi', rate: 80 })).errors).toEqual([
    { field: 'city', message: 'Karachi already has a rate: change that one.', code: 'DUPLICATE' },
  ]);
  expect((await save({ province: 'Sindh', city: 'Quetta', rate: 80 })).errors).toEqual([
    { field: 'city', message: 'Choose a city of Sindh from the list.', code: 'INVALID' },
  ]);
  expect((await save({ province: 'Sindh', rate: -1 })).errors[0].field).toBe('rate');
  const bad = await t.gql(SETTINGS, { i: { defaultRate: 250, freeShippingThreshold: 0 } }, admin);
  expect(bad.body.data.updateShippingSettings.errors[0].field).toBe('freeShippingThreshold');
  const ok = await t.gql(SETTINGS, { i: { defaultRate: 250, freeShippingThreshold: 5000 } }, admin);
  expect(ok.body.data.updateShippingSettings.settings).toEqual({
    defaultRate: 250,
    freeShippingThreshold: 5000,
  });

  expect(await quote(1, 'Sindh', 'Karachi')).toEqual({
    subTotal: 1500,
    shipping: 99.5,
    grandTotal: 1599.5,
    freeShippingRemaining: 3500,
  });
  expect(await quote(1, 'Sindh', 'Hyderabad')).toMatchObject({ shipping: 150 });
  expect(await quote(1, 'Balochistan', 'Quetta')).toMatchObject({ shipping: 250, grandTotal: 1750 });
  expect(await quote(4, 'Balochistan', 'Quetta')).toEqual({
    subTotal: 6000,
    shipping: 0,
    grandTotal: 6000,
    freeShippingRemaining: 0,
  });

  // The order is charged what the quote said; a client still sending the flat Rs 200 is refused.
  const old = await place('Karachi', 'Sindh', { shipping: 200 });
  expect(old.body).toMatchObject({
    status: 422,
    errors: { grand_total: ['Prices have changed. Please review your cart and try again.'] },
  });
  const placed = await place('Karachi', 'Sindh', { shipping: 99.5, grand_total: 1599.5 });
  expect(placed.body.data).toMatchObject({ shipping: 99.5, grand_total: 1599.5 });
  const quetta = await place('Quetta', 'Balochistan');
  expect(quetta.body.data).toMatchObject({ shipping: 250, grand_total: 1750 });

  // Removing the city's rate leaves its province's.
  expect(
    (
      await t.gql(
        'mutation($id: Int!) { deleteShippingRate(id: $id) { ok } }',
        { id: karachi.rate.id },
        admin,
      )
    ).body.data,
  ).toEqual({ deleteShippingRate: { ok: true } });
  expect(await quote(1, 'Sindh', 'Karachi')).toMatchObject({ shipping: 150 });
  const list = await t.gql('query { shippingRates(search: "sin") { province city rate } }', {}, admin);
  expect(list.body.data.shippingRates).toEqual([{ province: 'Sindh', city: null, rate: 150 }]);
});
