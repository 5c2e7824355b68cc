/**
 * Shipping goes by where the parcel goes, on every path (checkoutQuote, placeOrder, REST
 * save-order): a city the shop knows named with another province is refused on `city` (the
 * parcel would be labelled wrong; old apps pick the city from the province's list and never meet
 * this), a town the shop does not know is charged its province's rate, a made-up province is
 * refused on the province field (REST and placeOrder call it `street`).
 */
import { type PlaceList } from '../../server/src/modules/shipping/shipping.rules';
import { placeOf } from '../../server/src/modules/shipping/shipping.rules';
import { DESTINATION_ERRORS } from '../../server/src/modules/shipping/shipping.rules';
import { checkoutBody, placeOrderInput } from '../support/checkout';
import { customer } from '../support/shop-orders';
import { product } from '../support/shop-orders';
import { createTestServer, TestServer } from '../support/test-server';

let t: TestServer;
let admin: string;
let buyer: string;
let productId: number;

const RATE = `mutation($i: ShippingRateInput!) { saveShippingRate(input: $i) { errors { field message } } }`;
const QUOTE = `query($i: CheckoutQuoteInput!) { checkoutQuote(input: $i) {
  quote { shipping grandTotal } errors { field message code } } }`;
const PLACE = `mutation($i: PlaceOrderInput!) { placeOrder(input: $i) {
  order { street city shipping grandTotal } errors { field message code } } }`;

beforeAll(async () => {
  t = await createTestServer();
  admin = await t.adminToken();
  buyer = (await customer(t, 'Parcel Buyer')).token;
  productId = await product(t, 1500);
  // Karachi at Rs 700, Punjab's towns at Rs 300, everywhere else the default Rs 200.
  for (const i of [
    { province: 'Sindh', city: 'Karachi', rate: 700 },
    { province: 'Punjab', rate: 300 },
  ])
    expect((await t.gql(RATE, { i }, admin)).body.data.saveShippingRate.errors).toEqual([]);
});
afterAll(() => t.close());

const quote = async (province: string, city: string) =>
  (await t.gql(QUOTE, { i: { cart: [{ productId, qty: 1 }], province, city } })).body.data.checkoutQuote;
const placeGql = async (street: string, city: string) =>
  (await t.gql(PLACE, { i: placeOrderInput([{ productId, qty: 1 }], { street, city }) }, buyer)).body.data
    .placeOrder;
const placeRest = (street: string, city: string) =>
  t.rest('POST', '/save-order', checkoutBody([{ product_id: productId, qty: 1 }], { street, city }), buyer);

const wrongProvince = 'Karachi is in Sindh, not Punjab. Please choose Sindh as the province.';

describe('a city the shop knows, named with another province', () => {
  it('is refused on city by checkoutQuote, not charged the default', async () => {
    expect(await quote('Sindh', 'Karachi')).toEqual({
      quote: { shipping: 700, grandTotal: 2200 },
      errors: [],
    });
    expect(await quote('Punjab', 'Karachi')).toEqual({
      quote: null,
      errors: [{ field: 'city', message: wrongProvince, code: 'INVALID' }],
    });
  });

  it('is refused on city by placeOrder and REST save-order, and no order is saved', async () => {
    const [{ n: before }] = await t.db.ds.query('SELECT count(*)::int AS n FROM orders');
    expect(await placeGql('Punjab', 'Karachi')).toEqual({
      order: null,
      errors: [{ field: 'city', message: wrongProvince, code: 'INVALID' }],
    });
    const rest = await placeRest('Punjab', 'Karachi');
    expect(rest.status).toBe(422);
    expect(rest.body).toMatchObject({ status: 422, errors: { city: [wrongProvince] } });
    const [{ n: after }] = await t.db.ds.query('SELECT count(*)::int AS n FROM orders');
    expect(after).toBe(before);
  });

  it('is charged its own rate with its own province, spelt as the list spells it', async () => {
    expect(await placeGql('sindh', ' karachi ')).toMatchObject({
      order: { street: 'Sindh', city: 'Karachi', shipping: 700, grandTotal: 2200 },
      errors: [],
    });
    const rest = await placeRest('Sindh', 'Karachi');
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({ street: 'Sindh', city: 'Karachi', shipping: 700 });
  });
});

describe('a town the shop does not know', () => {
  it("is charged its province's rate on every path, and kept as typed", async () => {
    expect((await quote('Punjab', 'Chak 45 GB')).quote).toEqual({ shipping: 300, grandTotal: 1800 });
    expect(await placeGql('Punjab', 'Chak 45 GB')).toMatchObject({
      order: { street: 'Punjab', city: 'Chak 45 GB', shipping: 300 },
      errors: [],
    });
    const rest = await placeRest('Punjab', 'Chak 45 GB');
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({ street: 'Punjab', city: 'Chak 45 GB', shipping: 300 });
    // A province without a rate of its own: the default.
    expect((await quote('Balochistan', 'Nowhere Town')).quote).toEqual({ shipping: 200, grandTotal: 1700 });
  });
});

describe('a made-up province', () => {
  it('is refused on the province field by every path', async () => {
    const message = DESTINATION_ERRORS.province;
    expect(await quote('Atlantis', 'Karachi')).toEqual({
      quote: null,
      errors: [{ field: 'province', message, code: 'INVALID' }],
    });
    expect(await placeGql('Atlantis', 'Lahore')).toEqual({
      order: null,
      errors: [{ field: 'street', message, code: 'INVALID' }],
    });
    const rest = await placeRest('Atlantis', 'Lahore');
    expect(rest.status).toBe(422);
    expect(rest.body.errors).toEqual({ street: [message] });
  });
});

describe('the list', () => {
  it('is the one the checkout offers: every city of every province (GraphQL and REST) is accepted with it', async () => {
    const lists = await t.gql('query { provinces }');
    const provinces: string[] = lists.body.data.provinces;
    expect((await t.rest('GET', '/provinces')).body).toEqual(provinces);
    for (const province of provinces) {
      const cities = (await t.gql('query($p: String!) { cities(province: $p) { name } }', { p: province }))
        .body.data.cities;
      expect((await t.rest('GET', `/cities/${encodeURIComponent(province)}`)).body).toEqual(cities);
      for (const { name } of cities) {
        expect(placeOf(t.services.geo.list(), { province, city: name })).toEqual({
          province,
          city: name,
          known: true,
        });
      }
    }
  });

  it('placeOf: the province first, then the city in it, elsewhere, or unknown', () => {
    const list: PlaceList = [
      { province: 'Sindh', cities: ['Karachi', 'Hyderabad'] },
      { province: 'Punjab', cities: ['Lahore'] },
    ];
    expect(placeOf(list, { province: ' PUNJAB', city: 'lahore ' })).toEqual({
      province: 'Punjab',
      city: 'Lahore',
      known: true,
    });
    expect(placeOf(list, { province: 'Punjab', city: 'hyderabad' })).toEqual({
      field: 'city',
      message: 'Hyderabad is in Sindh, not Punjab. Please choose Sindh as the province.',
    });
    expect(placeOf(list, { province: 'Punjab', city: ' Chak 7 ' })).toEqual({
      province: 'Punjab',
      city: 'Chak 7',
      known: false,
    });
    expect(placeOf(list, { province: 'Narnia', city: 'Lahore' })).toEqual({
      field: 'province',
      message: DESTINATION_ERRORS.province,
    });
  });
});
