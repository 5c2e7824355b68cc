/**
 * Property-based: every REST write and GraphQL mutation, fed random and hostile values,
 * answers a clear 4xx (or succeeds), never a 500, and a refused write changes nothing.
 * Every client-chosen key (sorts, directions, statuses, payment methods, filters) refuses
 * the names every object inherits, and every text input and query parameter refuses
 * control characters, over REST and GraphQL.
 */
import fc from 'fast-check';
import {
  getNamedType,
  GraphQLField,
  GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { getSchema } from '../../server/src/graphql/schema';
import { factories } from '../support/factories';
import { createTestServer, TestServer } from '../support/test-server';
import { checkoutBody } from '../support/checkout';

let t: TestServer;
let tokens: { CUSTOMER: string; ADMIN: string };
let productId: number;

const TABLES = [
  'users',
  'categories',
  'brands',
  'attributes',
  'attribute_values',
  'products',
  'product_images',
  'product_attribute_values',
  'product_variants',
  'orders',
  'order_items',
  'reviews',
  'contact_messages',
];
const counts = async () =>
  (
    await t.db.ds.query(`SELECT ${TABLES.map((x) => `(SELECT count(*)::int FROM ${x}) AS ${x}`).join(', ')}`)
  )[0];

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
    'name',
    'email',
    'password',
    'mobile',
    'subject',
    'message',
    'comment',
    'rating',
    'product_id',
    'qty',
    'items',
    'cart',
    'status',
    'payment_status',
    'title',
    'price',
    'sku',
    'category',
    'is_featured',
    'values',
    'variants',
    'base_price',
    'parent_id',
    'token',
    'password_confirmation',
    'street',
    'city',
    'address',
    'zip',
    'payment_method',
    'amount',
    'attribute_values',
  ),
  hostileValue,
  { maxKeys: 12 },
);

beforeAll(async () => {
  t = await createTestServer({ RATE_LIMIT_SCALE: '1000' });
  const f = factories(t.db.ds);
  productId = (await f.product({ categoryId: (await f.category()).id, qty: 50 })).id;
  await t.rest('POST', '/user/register', { name: 'H', email: 'h@example.pk', password: 'chain-stitch-12' });
  tokens = { CUSTOMER: await signInAs('CUSTOMER'), ADMIN: await signInAs('ADMIN') };
});

/** A new session (the `logout` mutation below ends its own, not the shared ones). */
async function signInAs(role: 'CUSTOMER' | 'ADMIN'): Promise<string> {
  const res =
    role === 'CUSTOMER'
      ? await t.rest('POST', '/user/auth', { email: 'h@example.pk', password: 'chain-stitch-12' })
      : await t.rest('POST', '/admin/auth', { email: 'admin@example.com', password: 'admin-password-123' });
  return res.body.token;
}
afterAll(() => t.close());

const WRITES: Array<[string, string, 'CUSTOMER' | 'ADMIN' | null]> = [
  ['POST', '/product-reviews', null],
  ['POST', '/contactus/submit', null],
  ['POST', '/products/:product/check-stock', null],
  ['POST', '/user/register', null],
  ['POST', '/user/auth', null],
  ['POST', '/admin/auth', null],
  ['POST', '/forgot-password', null],
  ['POST', '/reset-password', null],
  ['POST', '/user/update/profile/1', 'CUSTOMER'],
  ['POST', '/save-order', 'CUSTOMER'],
  ['POST', '/create-payment-intent', 'CUSTOMER'],
  ['POST', '/admin/categories', 'ADMIN'],
  ['PUT', '/admin/categories/1', 'ADMIN'],
  ['POST', '/admin/brands', 'ADMIN'],
  ['POST', '/admin/attributes', 'ADMIN'],
  ['PUT', '/admin/products/:product', 'ADMIN'],
  ['POST', '/admin/update-order/1', 'ADMIN'],
  ['POST', '/products', 'ADMIN'],
];

it.each(WRITES)('%s %s never answers 500 and refused writes change nothing', async (method, path, role) => {
  await fc.assert(
    fc.asyncProperty(hostileBody, async (body) => {
      const before = await counts();
      const res = await t.rest(
        method,
        path.replace(':product', String(productId)),
        body,
        role ? tokens[role] : undefined,
      );
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
            field.name === 'logout' ? await signInAs(role) : tokens[role],
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

// ---- inherited keys and control characters ----

/** The names every object inherits (`__proto__`, `constructor`, `toString`, `hasOwnProperty`, …). */
const INHERITED_KEYS = Object.getOwnPropertyNames(Object.prototype);
const controlCharacter = fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c));
/** Text with at least one C0 control character somewhere in it. */
const withControlCharacter = fc
  .tuple(fc.string({ maxLength: 8 }), controlCharacter, fc.string({ maxLength: 8 }))
  .map(([a, c, b]) => `${a}${c}${b}`);
/** The generator the sweeps below draw from: an inherited name or a string with a control character. */
const hostileKey = fc.oneof(fc.constantFrom(...INHERITED_KEYS), withControlCharacter);
const NAMED = [['__proto__'], ['constructor'], ['toString'], ['hasOwnProperty']] as [string][];
const LINE_BREAKS = new Set(['\t', '\n', '\r']);
const MULTILINE = new Set([
  'comment',
  'message',
  'address',
  'description',
  'short_description',
  'shortDescription',
]);
/** Whether `text` must be refused in `field` (tab and line breaks are fine in multi-line fields). */
const refusedIn = (field: string, text: string) =>
  [...text].some((c) => c < ' ' && !(MULTILINE.has(field) && LINE_BREAKS.has(c)));

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
      allowed: ['paid', 'unpaid'],
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
      allowed: ['paid', 'unpaid'],
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
        i: {
          name: 'G',
          email: 'g@example.pk',
          street: 'Punjab',
          city: 'Lahore',
          address: 'House 2',
          zip: '54000',
          mobile: '03001234567',
          paymentMethod: 'cod',
          cart: [{ productId, qty: 1 }],
        },
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

describe('control characters in text (audit: a NUL in login, register, reviews or search answered 500)', () => {
  it('refuses them in the audited places with 422 naming the field (REST and GraphQL)', async () => {
    const cases: Array<[string, string, Record<string, unknown>, string]> = [
      ['POST', '/user/auth', { email: 'h@example.pk\u0000', password: 'x' }, 'email'],
      [
        'POST',
        '/user/register',
        { name: 'N\u0000', email: 'n@example.pk', password: 'nul-stitch-1' },
        'name',
      ],
      [
        'POST',
        '/product-reviews',
        { product_id: productId, name: 'R', comment: 'nice\u0000', rating: 5 },
        'comment',
      ],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await t.rest(method, path, body);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        [field]: [`The ${field} field contains characters that are not allowed.`],
      });
    }
    const search = await t.rest('GET', '/search-products?search=a%00b');
    expect(search.body).toEqual({
      status: 422,
      message: 'The search field contains characters that are not allowed.',
      errors: { search: ['The search field contains characters that are not allowed.'] },
    });
    for (const [query, variables] of [
      [
        'mutation($i: LoginInput!) { login(input: $i) { token } }',
        { i: { email: 'h@example.pk\u0000', password: 'x' } },
      ],
      ['query { searchProducts(search: "a\\u0000b") { id } }', {}],
      [
        'mutation($i: ReviewInput!) { createReview(input: $i) { errors { message } } }',
        { i: { productId, name: 'R', comment: 'nice\u0000', rating: 5 } },
      ],
    ] as const) {
      const res = await t.gql(query, variables);
      expect(res.status).toBe(422);
      expect(res.body.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    }
    expect(await counts()).toMatchObject({ reviews: 0 });
  });

  it('keeps line breaks and tabs in multi-line fields only', async () => {
    const ok = await t.rest('POST', '/product-reviews', {
      product_id: productId,
      name: 'Line Breaker',
      comment: 'Soft yarn.\r\n\tWould buy again.',
      rating: 5,
    });
    expect(ok.status).toBe(200);
    expect(
      (
        await t.rest('POST', '/product-reviews', {
          product_id: productId,
          name: 'Line\nBreaker',
          comment: 'x',
          rating: 5,
        })
      ).body.errors,
    ).toEqual({ name: ['The name field contains characters that are not allowed.'] });
    const contact = await t.gql(
      'mutation($i: ContactInput!) { submitContact(input: $i) { errors { message } } }',
      {
        i: {
          name: 'C',
          email: 'c@example.pk',
          mobile: '03001234567',
          subject: 'Order',
          message: 'Hello,\nwhere is my order?',
        },
      },
    );
    expect(contact.body.data.submitContact.errors).toEqual([]);
  });

  it.each(WRITES)(
    '%s %s refuses a control character in any text field before anything else',
    async (method, path, role) => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(
            'name',
            'email',
            'password',
            'mobile',
            'subject',
            'message',
            'comment',
            'title',
            'sku',
            'token',
            'street',
            'city',
            'address',
            'zip',
            'status',
            'payment_method',
            'description',
          ),
          withControlCharacter,
          async (field, text) => {
            const before = await counts();
            const res = await t.rest(
              method,
              path.replace(':product', String(productId)),
              { [field]: text, nested: [{ [field]: 'fine' }] },
              role ? tokens[role] : undefined,
            );
            if (refusedIn(field, text)) {
              expect({ field, text, status: res.status, errors: res.body.errors }).toEqual({
                field,
                text,
                status: 422,
                errors: { [field]: [`The ${field} field contains characters that are not allowed.`] },
              });
              expect(await counts()).toEqual(before);
            } else {
              expect(res.status).toBeLessThan(500);
            }
          },
        ),
        { numRuns: 10 },
      );
    },
  );

  it('refuses them in every query parameter and path', async () => {
    const reads = [
      '/search-products?search=',
      '/get-products?search=',
      '/user/orders?search=',
      '/admin/orders?search=',
      '/admin/products?search=',
      '/email/verify?token=',
      '/cities/',
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...reads), withControlCharacter, async (read, text) => {
        const res = await t.rest(
          'GET',
          `${read}${encodeURIComponent(text)}`,
          undefined,
          read.startsWith('/admin') ? tokens.ADMIN : tokens.CUSTOMER,
        );
        expect({ read, text, status: res.status }).toEqual({ read, text, status: 422 });
      }),
      { numRuns: 30 },
    );
  });

  it('refuses them in every String argument and input field of every GraphQL operation', async () => {
    const schema = await getSchema();
    const roots = [
      ['query', schema.getQueryType()!],
      ['mutation', schema.getMutationType()!],
    ] as const;
    let checked = 0;
    for (const [kind, type] of roots) {
      for (const field of Object.values(type.getFields()) as GraphQLField<unknown, unknown>[]) {
        if (field.args.some((a) => getNamedType(a.type).name === 'Upload')) continue;
        for (const arg of field.args) {
          for (const path of stringPaths(arg.type)) {
            const variables = Object.fromEntries(
              field.args
                .filter((a) => isNonNullType(a.type) || a === arg)
                .map((a) => [a.name, sample(a.type)]),
            );
            const leaf = path.length ? path[path.length - 1] : arg.name;
            variables[arg.name] = setAt(
              variables[arg.name],
              path,
              `x${leaf === 'comment' ? '\u0007' : '\u0000'}y`,
            );
            const defs = field.args
              .filter((a) => a.name in variables)
              .map((a) => `$${a.name}: ${String(a.type)}`)
              .join(', ');
            const args = field.args
              .filter((a) => a.name in variables)
              .map((a) => `${a.name}: $${a.name}`)
              .join(', ');
            const res = await t.gql(
              `${kind}(${defs}) { ${field.name}(${args}) { __typename } }`,
              variables,
              tokens.ADMIN,
            );
            expect({
              op: field.name,
              leaf,
              status: res.status,
              code: res.body.errors?.[0]?.extensions?.code,
              field: res.body.errors?.[0]?.extensions?.fieldErrors?.[0]?.field,
            }).toEqual({ op: field.name, leaf, status: 422, code: 'BAD_USER_INPUT', field: leaf });
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
  });
});

describe('JSON bodies only (audit: any site could post reviews and contact messages as a form)', () => {
  it('refuses form and text bodies with 415 and stores nothing (REST and GraphQL)', async () => {
    const before = await counts();
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
    expect(await counts()).toEqual(before);
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

/** Paths to every String leaf of an input type (fields of input objects, at most 3 deep). */
function stringPaths(type: GraphQLInputType, depth = 0): string[][] {
  const named = getNamedType(type);
  if (isScalarType(named)) return named.name === 'String' ? [[]] : [];
  if (!isInputObjectType(named) || depth > 2) return [];
  return Object.values(named.getFields()).flatMap((f) =>
    stringPaths(f.type, depth + 1).map((p) => [f.name, ...p]),
  );
}

/** A valid-looking value of an input type (required fields only). */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(type.getFields())) if (isNonNullType(f.type)) out[f.name] = sample(f.type);
    return out;
  }
  return (
    (
      {
        Int: 1,
        Float: 1,
        String: 'x',
        Boolean: true,
        ID: '1',
        DateTimeISO: new Date().toISOString(),
      } as Record<string, unknown>
    )[(type as { name: string }).name] ?? 'x'
  );
}

/** `value` with the leaf at `path` (through lists: their first item) set to `leaf`. */
function setAt(value: unknown, path: string[], leaf: string): unknown {
  if (!path.length) return Array.isArray(value) ? [leaf] : leaf;
  if (Array.isArray(value)) return [setAt(value[0] ?? {}, path, leaf)];
  const obj = { ...((value as Record<string, unknown>) ?? {}) };
  obj[path[0]] = setAt(obj[path[0]] ?? (path.length > 1 ? {} : undefined), path.slice(1), leaf);
  return obj;
}
