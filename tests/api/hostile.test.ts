/**
 * Property-based: every REST write and GraphQL mutation, fed random and hostile values,
 * answers a clear 4xx (or succeeds), never a 500, and a refused write changes nothing.
 */
import fc from 'fast-check';
import { getNamedType, isNonNullType } from 'graphql';
import { getSchema } from '../../server/src/graphql/schema';
import { factories } from '../support/factories';
import { createTestServer, TestServer } from '../support/test-server';

let t: TestServer;
let tokens: { CUSTOMER: string; ADMIN: string };
let productId: number;

const TABLES = ['users', 'categories', 'brands', 'attributes', 'attribute_values', 'products', 'product_images', 'product_attribute_values', 'product_variants', 'orders', 'order_items', 'reviews', 'contact_messages'];
const counts = async () => (await t.db.ds.query(`SELECT ${TABLES.map((x) => `(SELECT count(*)::int FROM ${x}) AS ${x}`).join(', ')}`))[0];

const hostileString = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('<script>alert(1)</script>', "'; DROP TABLE products; --", '1 OR 1=1', '../../etc/passwd', '\u0000', '%', '\\', '💥'.repeat(20), ' '),
  fc.string({ minLength: 5000, maxLength: 6000 }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.double({ noNaN: true, min: -1e6, max: 1e6 }),
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 31, 1e300, [], {}, [1, 2], { id: 1 }),
);
const hostileBody = fc.dictionary(
  fc.constantFrom('name', 'email', 'password', 'mobile', 'subject', 'message', 'comment', 'rating', 'product_id', 'qty', 'items', 'cart', 'status', 'payment_status', 'title', 'price', 'sku', 'category', 'is_featured', 'values', 'variants', 'base_price', 'parent_id', 'token', 'password_confirmation', 'street', 'city', 'address', 'zip', 'payment_method', 'amount', 'attribute_values'),
  hostileValue,
  { maxKeys: 12 },
);

beforeAll(async () => {
  t = await createTestServer({ RATE_LIMIT_SCALE: '1000' });
  const f = factories(t.db.ds);
  productId = (await f.product({ categoryId: (await f.category()).id, qty: 50 })).id;
  tokens = {
    CUSTOMER: (await t.rest('POST', '/user/register', { name: 'H', email: 'h@example.pk', password: 'secret12' })).body.token,
    ADMIN: (await t.rest('POST', '/admin/auth', { email: 'admin@example.com', password: 'admin-password-123' })).body.token,
  };
});
afterAll(() => t.close());

const WRITES: Array<[string, string, 'CUSTOMER' | 'ADMIN' | null]> = [
  ['POST', '/product-reviews', null], ['POST', '/contactus/submit', null], ['POST', '/products/:product/check-stock', null],
  ['POST', '/user/register', null], ['POST', '/user/auth', null], ['POST', '/admin/auth', null], ['POST', '/forgot-password', null], ['POST', '/reset-password', null],
  ['POST', '/user/update/profile/1', 'CUSTOMER'], ['POST', '/save-order', 'CUSTOMER'], ['POST', '/create-payment-intent', 'CUSTOMER'],
  ['POST', '/admin/categories', 'ADMIN'], ['PUT', '/admin/categories/1', 'ADMIN'], ['POST', '/admin/brands', 'ADMIN'], ['POST', '/admin/attributes', 'ADMIN'],
  ['PUT', '/admin/products/:product', 'ADMIN'], ['POST', '/admin/update-order/1', 'ADMIN'], ['POST', '/products', 'ADMIN'],
];

it.each(WRITES)('%s %s never answers 500 and refused writes change nothing', async (method, path, role) => {
  await fc.assert(
    fc.asyncProperty(hostileBody, async (body) => {
      const before = await counts();
      const res = await t.rest(method, path.replace(':product', String(productId)), body, role ? tokens[role] : undefined);
      expect(res.status).toBeLessThan(500);
      if (res.status >= 400) {
        expect(typeof res.body.message).toBe('string');
        expect(await counts()).toEqual(before);
      }
    }),
    { numRuns: 15 },
  );
});

it('every GraphQL mutation answers hostile variables without an internal error', async () => {
  const schema = await getSchema();
  const mutations = Object.values(schema.getMutationType()!.getFields()).filter((f) => !f.args.some((a) => getNamedType(a.type).name === 'Upload'));
  for (const field of mutations) {
    const defs = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
    const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
    const query = `mutation${defs ? `(${defs})` : ''} { ${field.name}${args ? `(${args})` : ''} { __typename } }`;
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...field.args.map((a) => a.name), 'x'), fc.oneof(hostileValue, hostileBody), { maxKeys: 4 }), fc.constantFrom<'CUSTOMER' | 'ADMIN'>('CUSTOMER', 'ADMIN'), async (variables, role) => {
        const res = await t.gql(query, variables, tokens[role]);
        expect(res.status === 200 || res.status === 400).toBe(true);
        for (const e of res.body.errors ?? []) expect(e.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
        if (field.args.some((a) => isNonNullType(a.type) && !(a.name in variables))) expect(res.status).toBe(400);
      }),
      { numRuns: 8 },
    );
  }
});
