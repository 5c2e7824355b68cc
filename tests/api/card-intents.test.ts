/**
 * A card payment belongs to the account it was made for and to its amount (issue 29, item
 * 11): an intent created and paid by one customer never marks another customer's order paid,
 * by REST or GraphQL, nor does an intent the shop did not create; one for another amount is
 * refused as a price change. Against the local fake of the card provider's API.
 */
import { startFakeStripe } from '../support/fake-stripe';
import { factories } from '../support/factories';
import { customer as newCustomer } from '../support/shop-orders';
import { createTestServer, TestServer } from '../support/test-server';
import { checkoutBody } from '../support/checkout';

let t: TestServer;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let productId: number;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestServer(stripe.env());
  const f = factories(t.db.ds);
  productId = (await f.product({ categoryId: (await f.category()).id, price: 2500, qty: 50 })).id;
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const customer = (name: string) => newCustomer(t, name);

const cart = (qty = 1) => [{ product_id: productId, qty }];
const checkout = (intentId: string, qty = 1) =>
  checkoutBody(cart(qty), {
    name: 'Card Buyer',
    email: 'card@example.pk',
    address: 'House 5, Gulberg',
    payment_method: 'stripe',
    payment_intent_id: intentId,
  });
const PLACE = `mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { order { id paymentStatus } errors { field message code } } }`;
const gqlCheckout = (intentId: string) => ({
  name: 'Card Buyer',
  email: 'card@example.pk',
  street: 'Punjab',
  city: 'Lahore',
  address: 'House 5, Gulberg',
  zip: '54000',
  mobile: '03001234567',
  paymentMethod: 'stripe',
  paymentIntentId: intentId,
  cart: [{ productId, qty: 1 }],
});

async function paidIntent(token: string, qty = 1): Promise<string> {
  const res = await t.rest('POST', '/create-payment-intent', { cart: cart(qty) }, token);
  expect(res.status).toBe(200);
  stripe.succeed(res.body.payment_intent_id);
  return res.body.payment_intent_id;
}

const ordersOf = async (userId: number) =>
  (await t.db.ds.query('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [userId]))[0].n;

it("refuses another customer's paid intent, by REST and GraphQL, while its owner can still use it", async () => {
  const owner = await customer('Owner');
  const other = await customer('Other');
  const intent = await paidIntent(owner.token);
  expect(stripe.intents.get(intent)?.metadata).toEqual({ user_id: String(owner.id) });

  const rest = await t.rest('POST', '/save-order', checkout(intent), other.token);
  expect(rest.status).toBe(422);
  expect(rest.body).toMatchObject({
    status: 422,
    message: 'This card payment was not made from your account.',
    errors: { payment_intent_id: ['This card payment was not made from your account.'] },
  });
  const gql = await t.gql(PLACE, { i: gqlCheckout(intent) }, other.token);
  expect(gql.body.data.placeOrder).toEqual({
    order: null,
    errors: [
      expect.objectContaining({
        message: 'This card payment was not made from your account.',
        code: 'PAYMENT_NOT_YOURS',
      }),
    ],
  });
  expect(await ordersOf(other.id)).toBe(0);

  const own = await t.rest('POST', '/save-order', checkout(intent), owner.token);
  expect(own.status).toBe(200);
  expect(own.body.data.payment_status).toBe('paid');
});

it('refuses a succeeded intent the shop did not create for the buyer (no account in its metadata)', async () => {
  const buyer = await customer('Stranger');
  // Created straight at the provider (another app, the dashboard): the right amount, no account.
  const made = await fetch(`${stripe.url}/v1/payment_intents`, {
    method: 'POST',
    headers: { authorization: 'Bearer sk_test_other', 'content-type': 'application/x-www-form-urlencoded' },
    body: 'amount=270000&currency=pkr',
  }).then((r) => r.json() as Promise<{ id: string }>);
  stripe.succeed(made.id);
  const res = await t.rest('POST', '/save-order', checkout(made.id), buyer.token);
  expect(res.status).toBe(422);
  expect(res.body.message).toBe('This card payment was not made from your account.');
  expect(await ordersOf(buyer.id)).toBe(0);
});

it("refuses the buyer's own intent for another amount as a price change", async () => {
  const buyer = await customer('Cheap');
  const intent = await paidIntent(buyer.token, 1);
  const res = await t.rest('POST', '/save-order', checkout(intent, 2), buyer.token);
  expect(res.status).toBe(422);
  expect(res.body.message).toBe('Prices have changed. Please review your cart and try again.');
  expect(await ordersOf(buyer.id)).toBe(0);
});

it('charges a card the grand total of the city and the discount code the order will be placed with (issue 33)', async () => {
  const buyer = await customer('Coupon');
  const admin = (
    await t.rest('POST', '/admin/auth', { email: 'admin@example.com', password: 'admin-password-123' })
  ).body.token;
  const rate = await t.gql(
    'mutation { saveShippingRate(input: { province: "Sindh", city: "Karachi", rate: 150 }) { errors { field } } }',
    {},
    admin,
  );
  expect(rate.body.data.saveShippingRate.errors).toEqual([]);
  const code = await t.gql(
    'mutation { createDiscountCode(input: { code: "CARD10", kind: "percent", value: 10 }) { errors { field } } }',
    {},
    admin,
  );
  expect(code.body.data.createDiscountCode.errors).toEqual([]);
  const INTENT = `mutation($cart: [CartLineGqlInput!]!, $amount: Float, $province: String, $city: String, $code: String) {
    createPaymentIntent(cart: $cart, amount: $amount, province: $province, city: $city, discountCode: $code) {
      paymentIntentId amount errors { field code } } }`;
  const lines = [{ productId, qty: 1 }];
  // Rs 2,500 − 10% + Rs 150 to Karachi.
  const intent = await t.gql(
    INTENT,
    { cart: lines, amount: 2400, province: 'Sindh', city: 'Karachi', code: 'card10' },
    buyer.token,
  );
  expect(intent.body.data.createPaymentIntent).toMatchObject({ amount: 2400, errors: [] });
  // The total seen before the code and the city (Rs 2,500 + the default Rs 200) is refused for them.
  const stale = await t.gql(
    INTENT,
    { cart: lines, amount: 2700, province: 'Sindh', city: 'Karachi', code: 'CARD10' },
    buyer.token,
  );
  expect(stale.body.data.createPaymentIntent.errors).toEqual([{ field: 'amount', code: 'PRICE_MISMATCH' }]);
  const plain = await t.gql(INTENT, { cart: lines }, buyer.token);
  expect(plain.body.data.createPaymentIntent.amount).toBe(2700);

  stripe.succeed(plain.body.data.createPaymentIntent.paymentIntentId);
  const karachi = {
    ...gqlCheckout(plain.body.data.createPaymentIntent.paymentIntentId),
    street: 'Sindh',
    city: 'Karachi',
  };
  const refused = await t.gql(PLACE, { i: { ...karachi, discountCode: 'CARD10' } }, buyer.token);
  expect(refused.body.data.placeOrder.errors).toEqual([
    expect.objectContaining({ field: 'payment_intent_id', code: 'PRICE_MISMATCH' }),
  ]);
  stripe.succeed(intent.body.data.createPaymentIntent.paymentIntentId);
  const placed = await t.gql(
    PLACE,
    {
      i: {
        ...karachi,
        paymentIntentId: intent.body.data.createPaymentIntent.paymentIntentId,
        discountCode: 'CARD10',
      },
    },
    buyer.token,
  );
  expect(placed.body.data.placeOrder).toMatchObject({ order: { paymentStatus: 'paid' }, errors: [] });
});

it('retries a creation the provider failed once with the same idempotency key: one intent, no error', async () => {
  const c = await customer('Retry');
  const before = stripe.requests.length;
  const intentsBefore = stripe.intents.size;
  stripe.failNext(500);
  const res = await t.rest('POST', '/create-payment-intent', { cart: cart() }, c.token);
  expect(res.status).toBe(200);
  const posts = stripe.requests.slice(before).filter((r) => r.method === 'POST');
  expect(posts).toHaveLength(2);
  expect(posts[0].key).toBeTruthy();
  expect(posts[1].key).toBe(posts[0].key);
  expect(posts[1].body.get('metadata[user_id]')).toBe(String(c.id));
  expect(posts[1].body.get('automatic_payment_methods[enabled]')).toBe('true');
  expect(stripe.intents.size).toBe(intentsBefore + 1);
  expect(stripe.intents.get(res.body.payment_intent_id)?.metadata).toEqual({ user_id: String(c.id) });
});
