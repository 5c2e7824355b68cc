/**
 * Every client-chosen key (sorts, directions, statuses, payment methods, filters) accepts its own
 * values only: the names every object inherits and text with control characters are refused,
 * and every other request keeps working afterwards (REST and GraphQL).
 */
import fc from 'fast-check';
import { checkoutBody, placeOrderInput } from '../support/checkout';
import { type Role, startHostileShop, withControlCharacter } from '../support/hostile-shop';
import type { TestServer } from '../support/test-server';

let t: TestServer;
let tokens: Record<Role, string>;
let productId: number;
beforeAll(async () => ({ t, tokens, productId } = await startHostileShop()));
afterAll(() => t.close());

/** The names every object inherits (`__proto__`, `constructor`, `toString`, `hasOwnProperty`, …). */
const INHERITED_KEYS = Object.getOwnPropertyNames(Object.prototype);
/** The generator the sweeps below draw from: an inherited name or a string with a control character. */
const hostileKey = fc.oneof(fc.constantFrom(...INHERITED_KEYS), withControlCharacter);
const NAMED = [['__proto__'], ['constructor'], ['toString'], ['hasOwnProperty']] as [string][];

describe('client-chosen keys accept their own values only (audit: sort=__proto__ broke every later request)', () => {
  let orderId: number;
  const hostileCheckout = (extra: Record<string, unknown> = {}) =>
    checkoutBody([{ product_id: productId, qty: 1 }], { name: 'H', email: 'h@example.pk', ...extra });
  beforeAll(async () => {
    orderId = (await t.rest('POST', '/save-order', hostileCheckout(), tokens.CUSTOMER)).body.id;
  });

  /** Each client-chosen key: how to send it, where the error shows and what it allows. */
  const KEYS: Array<{
    name: string;
    allowed?: string[];
    send(value: string): Promise<{ status: number; errors?: Record<string, string[]>; message?: string }>;
  }> = [];
  const rest =
    (
      method: string,
      path: (v: string) => string,
      body?: (v: string) => unknown,
      role: 'CUSTOMER' | 'ADMIN' = 'ADMIN',
    ) =>
    async (v: string) => {
      const res = await t.rest(method, path(encodeURIComponent(v)), body?.(v), tokens[role]);
      return { status: res.status, errors: res.body.errors, message: res.body.message };
    };
  const gql =
    (
      query: string,
      variables: (v: string) => Record<string, unknown>,
      payload?: string,
      role: 'CUSTOMER' | 'ADMIN' = 'ADMIN',
    ) =>
    async (v: string) => {
      const res = await t.gql(query, variables(v), tokens[role]);
      const fieldErrors: Array<{ field: string; message: string }> =
        payload && res.body.data?.[payload]
          ? res.body.data[payload].errors
          : (res.body.errors?.[0]?.extensions?.fieldErrors ?? []);
      const errors: Record<string, string[]> = {};
      for (const e of fieldErrors) (errors[e.field] ??= []).push(e.message);
      const refused = res.status !== 200 || (res.body.errors?.length ?? 0) > 0 || fieldErrors.length > 0;
      return { status: refused ? 422 : 200, errors, message: res.body.errors?.[0]?.message };
    };
  const SORTS = {
    orders: ['id', 'name', 'email', 'grand_total', 'created_at', 'payment_status', 'status'],
    products: ['id', 'title', 'price', 'qty', 'sku', 'status', 'created_at'],
  };
  KEYS.push(
    { name: 'sort', allowed: SORTS.orders, send: rest('GET', (v) => `/admin/orders?sort=${v}`) },
    {
      name: 'direction',
      allowed: ['asc', 'desc'],
      send: rest('GET', (v) => `/admin/orders?sort=id&direction=${v}`),
    },
    {
      name: 'filter',
      allowed: ['receipt_waiting', 'unconfirmed_cod', 'to_ship'],
      send: rest('GET', (v) => `/admin/orders?filter=${v}`),
    },
    { name: 'sort', allowed: SORTS.products, send: rest('GET', (v) => `/admin/products?sort=${v}`) },
    {
      name: 'direction',
      allowed: ['asc', 'desc'],
      send: rest('GET', (v) => `/admin/products?direction=${v}`),
    },
    {
      name: 'status',
      allowed: ['pending', 'shipped', 'delivered', 'cancelled', 'returned'],
      send: rest(
        'POST',
        () => `/admin/update-order/${orderId}`,
        (v) => ({ status: v, payment_status: 'unpaid' }),
      ),
    },
    {
      name: 'payment_status',
      // The refund statuses are named too: an update may keep the one an order has.
      allowed: ['paid', 'unpaid', 'partially_refunded', 'refunded'],
      send: rest(
        'POST',
        () => `/admin/update-order/${orderId}`,
        (v) => ({ status: 'pending', payment_status: v }),
      ),
    },
    {
      name: 'paymentMethod',
      allowed: ['cod', 'easypaisa', 'jazzcash', 'bank', 'stripe'],
      send: rest(
        'POST',
        () => '/save-order',
        (v) => hostileCheckout({ payment_method: v }),
        'CUSTOMER',
      ),
    },
    {
      name: 'street',
      send: rest(
        'POST',
        () => '/save-order',
        (v) => hostileCheckout({ street: v }),
        'CUSTOMER',
      ),
    },
    { name: 'category', send: rest('GET', (v) => `/get-products?category=${v}`) },
    { name: 'brand', send: rest('GET', (v) => `/get-products?brand[]=${v}`) },
    {
      name: 'sort',
      allowed: SORTS.orders,
      send: gql('query($s: String) { adminOrders(sort: $s) { meta { total } } }', (v) => ({ s: v })),
    },
    {
      name: 'direction',
      allowed: ['asc', 'desc'],
      send: gql('query($d: String) { adminOrders(direction: $d) { meta { total } } }', (v) => ({ d: v })),
    },
    {
      name: 'sort',
      allowed: SORTS.products,
      send: gql('query($s: String) { adminProducts(sort: $s) { meta { total } } }', (v) => ({ s: v })),
    },
    {
      name: 'direction',
      allowed: ['asc', 'desc'],
      send: gql('query($d: String) { adminProducts(direction: $d) { meta { total } } }', (v) => ({ d: v })),
    },
    {
      name: 'status',
      allowed: ['pending', 'shipped', 'delivered', 'cancelled', 'returned'],
      send: gql(
        'mutation($id: Int!, $s: String!) { updateOrder(id: $id, status: $s, paymentStatus: "unpaid") { errors { field message } } }',
        (v) => ({ id: orderId, s: v }),
        'updateOrder',
      ),
    },
    {
      name: 'payment_status',
      // The refund statuses are named too: an update may keep the one an order has.
      allowed: ['paid', 'unpaid', 'partially_refunded', 'refunded'],
      send: gql(
        'mutation($id: Int!, $s: String!) { updateOrder(id: $id, status: "pending", paymentStatus: $s) { errors { field message } } }',
        (v) => ({ id: orderId, s: v }),
        'updateOrder',
      ),
    },
    {
      name: 'paymentMethod',
      allowed: ['cod', 'easypaisa', 'jazzcash', 'bank', 'stripe'],
      send: gql(
        'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { errors { field message } } }',
        (v) => ({
          i: {
            name: 'H',
            email: 'h@example.pk',
            street: 'Punjab',
            city: 'Lahore',
            address: 'House 1',
            zip: '54000',
            mobile: '03001234567',
            paymentMethod: v,
            cart: [{ productId, qty: 1 }],
          },
        }),
        'placeOrder',
        'CUSTOMER',
      ),
    },
  );

  it.each(KEYS.map((k, i) => [i, k.name] as const))(
    'key %i (%s) refuses inherited names and control characters with 422 listing what it allows',
    async (i) => {
      const key = KEYS[i];
      await fc.assert(
        fc.asyncProperty(hostileKey, async (value) => {
          const res = await key.send(value);
          expect({ value, status: res.status }).toEqual({ value, status: 422 });
          const messages = Object.values(res.errors ?? {}).flat();
          expect(messages.length + (res.message ? 1 : 0)).toBeGreaterThan(0);
          if (key.allowed && INHERITED_KEYS.includes(value))
            expect(messages.join(' ')).toContain(`must be one of: ${key.allowed.join(', ')}.`);
        }),
        { numRuns: 12, examples: NAMED },
      );
    },
  );

  it('leaves every other request working afterwards: register, profile, checkout, order details (REST and GraphQL)', async () => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual([...INHERITED_KEYS].sort());
    expect(({} as Record<string, unknown>).id).toBeUndefined();
    const reg = await t.rest('POST', '/user/register', {
      name: 'After',
      email: 'after@example.pk',
      password: 'after-stitch-1',
    });
    expect(reg.status).toBe(200);
    expect((await t.rest('GET', '/user/profile', undefined, reg.body.token)).status).toBe(200);
    const order = await t.rest('POST', '/save-order', hostileCheckout(), reg.body.token);
    expect(order.status).toBe(200);
    expect(
      (await t.rest('GET', `/user/order/details/${order.body.id}`, undefined, reg.body.token)).status,
    ).toBe(200);
    const gqlReg = await t.gql(
      'mutation { register(input: { name: "After G", email: "after-g@example.pk", password: "after-stitch-2" }) { token errors { message } } }',
    );
    const token = gqlReg.body.data.register.token;
    expect((await t.gql('{ me { id } }', undefined, token)).body.data.me.id).toEqual(expect.any(Number));
    const placed = await t.gql(
      'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { order { id } errors { message } } }',
      {
        i: placeOrderInput([{ productId, qty: 1 }]),
      },
      token,
    );
    expect(placed.body.data.placeOrder.errors).toEqual([]);
    expect(
      (
        await t.gql(
          'query($id: Int!) { myOrder(id: $id) { id status } }',
          { id: placed.body.data.placeOrder.order.id },
          token,
        )
      ).body.data.myOrder.status,
    ).toBe('pending');
    expect(
      (await t.rest('GET', '/admin/orders?sort=status&direction=asc', undefined, tokens.ADMIN)).status,
    ).toBe(200);
  });
});
