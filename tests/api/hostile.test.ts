/**
 * Property-based: every REST write and GraphQL mutation, fed random and hostile values,
 * answers a clear 4xx (or succeeds), never a 500, and a refused write changes nothing; and
 * only JSON bodies are taken. Client-chosen keys are in hostile-keys.test.ts, control characters
 * in control-characters.test.ts.
 */
import fc from 'fast-check';
import { getNamedType, isNonNullType } from 'graphql';
import { getSchema } from '../../server/src/graphql/schema';
import type { Role } from '../support/hostile-shop';
import { signInAs, startHostileShop, tableCounts, TEXT_FIELDS, WRITES } from '../support/hostile-shop';
import type { TestServer } from '../support/test-server';

let t: TestServer;
let tokens: Record<Role, string>;
let productId: number;
beforeAll(async () => ({ t, tokens, productId } = await startHostileShop()));
afterAll(() => t.close());

const hostileString = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    "'; DROP TABLE products; --",
    '1 OR 1=1',
    '../../etc/passwd',
    '\u0000',
    '%',
    '\\',
    '💥'.repeat(20),
    ' ',
  ),
  fc.string({ minLength: 5000, maxLength: 6000 }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.double({ noNaN: true, min: -1e6, max: 1e6 }),
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 31, 1e300, [], {}, [1, 2], { id: 1 }),
);
const hostileBody = fc.dictionary(
  fc.constantFrom(
    ...TEXT_FIELDS,
    'rating',
    'product_id',
    'qty',
    'items',
    'cart',
    'payment_status',
    'price',
    'category',
    'is_featured',
    'values',
    'variants',
    'base_price',
    'parent_id',
    'password_confirmation',
    'amount',
    'attribute_values',
  ),
  hostileValue,
  { maxKeys: 12 },
);

it.each(WRITES)('%s %s never answers 500 and refused writes change nothing', async (method, path, role) => {
  await fc.assert(
    fc.asyncProperty(hostileBody, async (body) => {
      const before = await tableCounts(t);
      const res = await t.rest(
        method,
        path.replace(':product', String(productId)),
        body,
        role ? tokens[role] : undefined,
      );
      expect(res.status).toBeLessThan(500);
      if (res.status >= 400) {
        expect(typeof res.body.message).toBe('string');
        expect(await tableCounts(t)).toEqual(before);
      }
    }),
    { numRuns: 15 },
  );
});

it('every GraphQL mutation answers hostile variables without an internal error', async () => {
  const schema = await getSchema();
  const mutations = Object.values(schema.getMutationType()!.getFields()).filter(
    (f) => !f.args.some((a) => getNamedType(a.type).name === 'Upload'),
  );
  for (const field of mutations) {
    const defs = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
    const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
    const query = `mutation${defs ? `(${defs})` : ''} { ${field.name}${args ? `(${args})` : ''} { __typename } }`;
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom(...field.args.map((a) => a.name), 'x'),
          fc.oneof(hostileValue, hostileBody),
          { maxKeys: 4 },
        ),
        fc.constantFrom<'CUSTOMER' | 'ADMIN'>('CUSTOMER', 'ADMIN'),
        async (variables, role) => {
          const res = await t.gql(
            query,
            variables,
            field.name === 'logout' ? await signInAs(t, role) : tokens[role],
          );
          // 422: control characters in a string (refused before anything else).
          expect([200, 400, 422]).toContain(res.status);
          for (const e of res.body.errors ?? []) expect(e.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
          if (field.args.some((a) => isNonNullType(a.type) && !(a.name in variables)))
            expect([400, 422]).toContain(res.status);
        },
      ),
      { numRuns: 8 },
    );
  }
});

describe('JSON bodies only (audit: any site could post reviews and contact messages as a form)', () => {
  it('refuses form and text bodies with 415 and stores nothing (REST and GraphQL)', async () => {
    const before = await tableCounts(t);
    const review = `product_id=${productId}&name=Forged&comment=Forged&rating=5`;
    for (const [path, body] of [
      ['/api/product-reviews', review],
      ['/api/contactus/submit', 'name=A&email=a%40b.pk&mobile=03001234567&subject=S&message=M'],
    ]) {
      for (const type of [
        'application/x-www-form-urlencoded',
        'text/plain',
        'multipart/form-data; boundary=x',
      ]) {
        const res = await fetch(`${t.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': type },
          body,
        });
        expect({ path, type, status: res.status }).toEqual({ path, type, status: 415 });
        expect(await res.json()).toEqual({
          status: 415,
          message: 'Send the request body as JSON (Content-Type: application/json).',
        });
      }
    }
    const gql = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{"query":"{ brands { id } }"}',
    });
    expect(gql.status).toBe(415);
    expect(await tableCounts(t)).toEqual(before);
    // The spec's multipart paths still take multipart (an admin product create without files).
    const form = new FormData();
    form.set('title', 'Multipart Doll');
    const created = await fetch(`${t.url}/api/admin/products`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.ADMIN}` },
      body: form,
    });
    expect(created.status).toBe(422);
    expect((await created.json()).errors).toHaveProperty('price');
  });
});
