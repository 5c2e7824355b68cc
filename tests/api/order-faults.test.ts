/**
 * Placing an order when things go wrong around it: the connection cut at the transaction's
 * COMMIT (after the server committed it, or before), and the product deleted while buyers
 * check out, through REST and GraphQL at once.
 */
import { Client } from 'pg';
import { PRODUCT_UNAVAILABLE } from '../../server/src/modules/checkout/pricing.service';
import { factories } from '../support/factories';
import { startPgProxy, type PgProxy } from '../support/pg-proxy';
import { createTestServer, type TestServer } from '../support/test-server';
import { waitUntil } from '../support/wait';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

const address = {
  name: 'Zara Ahmed',
  email: 'zara@example.pk',
  street: 'Sindh',
  city: 'Karachi',
  address: 'Flat 3, Block 7',
  zip: '75500',
  mobile: '03211234567',
};
const restCheckout = (productId: number) => ({
  ...address,
  payment_method: 'cod',
  cart: [{ product_id: productId, qty: 1 }],
});
const PLACE = `mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { order { id } errors { field message code } } }`;
const gqlCheckout = (productId: number) => ({
  ...address,
  paymentMethod: 'cod',
  cart: [{ productId, qty: 1 }],
});

async function verifiedBuyer(): Promise<{ id: number; token: string }> {
  const [u] = await t.db.ds.query(
    `INSERT INTO users (name, email, verified_at) VALUES ('Zara', $1, now()) RETURNING id, role, token_version`,
    [`zara-${Date.now()}-${Math.random()}@example.pk`],
  );
  return {
    id: u.id,
    token: await t.services.tokens.sign({ id: u.id, role: u.role, tokenVersion: u.token_version }),
  };
}

const orderCount = async (productId: number) =>
  (await t.db.ds.query('SELECT count(*)::int AS n FROM order_items WHERE product_id = $1', [productId]))[0]
    .n as number;

/** The order's insert (modules/orders/order.sql.ts), the statement whose transaction is cut. */
const PLACE_ORDER_SQL = 'INSERT INTO orders (user_id, name';

describe('the connection cut at COMMIT', () => {
  let proxy: PgProxy;
  let viaProxy: TestServer;
  beforeAll(async () => {
    proxy = await startPgProxy(t.db.url);
    viaProxy = await createTestServer({ DATABASE_URL: proxy.url(t.db.url) }, t);
  });
  afterAll(async () => {
    await viaProxy.close();
    await proxy.close();
  });

  it('answers an order committed before the cut as placed (REST and GraphQL)', async () => {
    const f = factories(t.db.ds);
    const product = await f.product({ categoryId: (await f.category()).id, qty: 10 });
    const buyer = await verifiedBuyer();

    const cut = proxy.cutCommit(PLACE_ORDER_SQL, 'after-commit');
    const rest = await viaProxy.rest('POST', '/save-order', restCheckout(product.id), buyer.token);
    await cut;
    expect(rest.status).toBe(200);
    const [restOrder] = await t.db.ds.query('SELECT id FROM orders WHERE id = $1', [rest.body.id]);
    expect(restOrder).toEqual({ id: rest.body.id });

    const cutAgain = proxy.cutCommit(PLACE_ORDER_SQL, 'after-commit');
    const gql = await viaProxy.gql(PLACE, { i: gqlCheckout(product.id) }, buyer.token);
    await cutAgain;
    expect(gql.body.data.placeOrder.errors).toEqual([]);
    const id = gql.body.data.placeOrder.order.id;
    expect(await t.db.ds.query('SELECT id FROM orders WHERE id = $1', [id])).toEqual([{ id }]);
    expect(await orderCount(product.id)).toBe(2);
    const [{ qty }] = await t.db.ds.query('SELECT qty FROM products WHERE id = $1', [product.id]);
    expect(qty).toBe(8);
  });

  it('answers an order cut before its COMMIT reached the server as not placed', async () => {
    const f = factories(t.db.ds);
    const product = await f.product({ categoryId: (await f.category()).id, qty: 10 });
    const buyer = await verifiedBuyer();
    const cut = proxy.cutCommit(PLACE_ORDER_SQL, 'before-commit');
    const rest = await viaProxy.rest('POST', '/save-order', restCheckout(product.id), buyer.token);
    await cut;
    expect(rest.status).toBe(503);
    expect(await orderCount(product.id)).toBe(0);
    const [{ qty }] = await t.db.ds.query('SELECT qty FROM products WHERE id = $1', [product.id]);
    expect(qty).toBe(10);
  });
});

describe('a product deleted while buyers check out', () => {
  it('refuses every checkout that lost it with 422, never 500 (REST and GraphQL)', async () => {
    const f = factories(t.db.ds);
    const product = await f.product({
      categoryId: (await f.category()).id,
      title: 'Vanishing Vase',
      qty: 100,
    });
    const buyers = await Promise.all(Array.from({ length: 30 }, () => verifiedBuyer()));
    // The admin works on another instance (this one's connections are all taken by the checkouts).
    const backOffice = await createTestServer({}, t);
    const admin = (
      await backOffice.rest('POST', '/admin/auth', {
        email: 'admin@example.com',
        password: 'admin-password-123',
      })
    ).body.token;
    // The buyers' rows locked: each checkout prices its cart, then waits at its order's insert
    // (the foreign key to its buyer) while the admin deletes the product; those waiting for a
    // connection meanwhile price it after.
    const locker = new Client({ connectionString: t.db.url });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('SELECT 1 FROM users WHERE id = ANY($1::int[]) FOR UPDATE', [
        buyers.map((b) => b.id),
      ]);
      const checkouts = buyers.map(async (b, i) => {
        if (i % 2) {
          const res = await t.gql(PLACE, { i: gqlCheckout(product.id) }, b.token);
          const payload = res.body.data?.placeOrder;
          return {
            via: 'graphql',
            status: res.status,
            ok: !!payload?.order,
            errors: payload?.errors ?? res.body.errors,
          };
        }
        const res = await t.rest('POST', '/save-order', restCheckout(product.id), b.token);
        return { via: 'rest', status: res.status, ok: res.status === 200, errors: res.body.errors };
      });
      const waiting = async () =>
        (
          await t.db.ds.query(
            `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
          )
        )[0].n as number;
      await waitUntil(async () => (await waiting()) >= 15, 30_000);
      expect(
        (await backOffice.rest('DELETE', `/admin/products/${product.id}`, undefined, admin)).status,
      ).toBe(200);
      await locker.query('COMMIT');
      const results = await Promise.all(checkouts);
      expect(results.filter((r) => r.ok)).toEqual([]);
      for (const r of results) {
        if (r.via === 'rest') {
          expect(r).toMatchObject({ status: 422, errors: { 'cart.0': [PRODUCT_UNAVAILABLE] } });
        } else {
          expect(r).toMatchObject({
            status: 200,
            errors: [{ field: 'cart.0', message: PRODUCT_UNAVAILABLE, code: 'PRODUCT_UNAVAILABLE' }],
          });
        }
      }
    } finally {
      await locker.end();
      await backOffice.close();
    }
    // Gone before the checkout: the same answer.
    const late = await t.rest('POST', '/save-order', restCheckout(product.id), buyers[0].token);
    expect(late).toMatchObject({ status: 422, body: { errors: { 'cart.0': [PRODUCT_UNAVAILABLE] } } });
    const lateGql = await t.gql(PLACE, { i: gqlCheckout(product.id) }, buyers[1].token);
    expect(lateGql.body.data.placeOrder.errors).toEqual([
      { field: 'cart.0', message: PRODUCT_UNAVAILABLE, code: 'PRODUCT_UNAVAILABLE' },
    ]);
    expect(
      await t.db.ds.query('SELECT count(*)::int AS n FROM orders WHERE user_id = ANY($1::int[])', [
        buyers.map((b) => b.id),
      ]),
    ).toEqual([{ n: 0 }]);
  });
});
