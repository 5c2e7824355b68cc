/**
 * Walks the executable schema: every field carrying @auth(requires: ROLE) refuses an
 * anonymous caller (UNAUTHENTICATED) and a caller with the other role (FORBIDDEN).
 */
import {
  getNamedType,
  GraphQLField,
  GraphQLInputType,
  GraphQLObjectType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
} from 'graphql';
import { getSchema } from '../../server/src/graphql/schema';
import { createTestServer, TestServer } from '../support/test-server';
import { checkoutBody } from '../support/checkout';

let t: TestServer;
let tokens: Record<'CUSTOMER' | 'ADMIN', string>;
/** The customer's order, with a receipt: a way down to the guarded fields below the root. */
let orderId: number;

beforeAll(async () => {
  t = await createTestServer();
  const reg = await t.rest('POST', '/user/register', {
    name: 'Walker',
    email: 'walker@example.pk',
    password: 'chain-stitch-12',
  });
  const admin = await t.rest('POST', '/admin/auth', {
    email: 'admin@example.com',
    password: 'admin-password-123',
  });
  tokens = { CUSTOMER: reg.body.token, ADMIN: admin.body.token };
  const [category] = await t.db.ds.query(
    `INSERT INTO categories (name, status) VALUES ('Walk', 1) RETURNING id`,
  );
  const [product] = await t.db.ds.query(
    `INSERT INTO products (title, price, qty, sku, status, is_featured, category_id) VALUES ('Walk', 100000, 5, 'WALK-1', 1, false, $1) RETURNING id`,
    [category.id],
  );
  const order = await t.rest(
    'POST',
    '/save-order',
    checkoutBody([{ product_id: product.id, qty: 1 }], {
      name: 'Walker',
      email: 'walker@example.pk',
      payment_method: 'easypaisa',
    }),
    tokens.CUSTOMER,
  );
  orderId = order.body.id;
  await t.db.ds.query(
    `INSERT INTO order_receipts (order_id, number, uploaded_by, file, original_name, content_type, size, transaction_id)
     VALUES ($1, 1, $2, '00000000-0000-0000-0000-000000000000.pdf', 'r.pdf', 'application/pdf', 10, 'TX1')`,
    [orderId, reg.body.id],
  );
});

/**
 * Guarded fields below the root, reached through a root field each role may use, by their type:
 * the customer's own order (`myOrder`) and the admin's (`adminOrder`).
 */
const NESTED: Record<string, (field: string, role: 'CUSTOMER' | 'ADMIN') => string> = {
  Order: (field, role) =>
    `query($id: Int!) { ${role === 'ADMIN' ? 'adminOrder' : 'myOrder'}(id: $id) { ${field} } }`,
  Receipt: (field, role) =>
    `query($id: Int!) { ${role === 'ADMIN' ? 'adminOrder' : 'myOrder'}(id: $id) { receipts { ${field} } } }`,
};
afterAll(() => t.close());

function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(type.getFields())) if (isNonNullType(f.type)) out[f.name] = sample(f.type);
    return out;
  }
  if (isScalarType(type)) {
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
      )[type.name] ?? 'x'
    );
  }
  throw new Error(`cannot sample ${String(type)}`);
}

function requiredRole(field: GraphQLField<unknown, unknown>): 'CUSTOMER' | 'ADMIN' | null {
  const dir = field.astNode?.directives?.find((d) => d.name.value === 'auth');
  const arg = dir?.arguments?.find((a) => a.name.value === 'requires');
  if (!arg || arg.value.kind !== Kind.ENUM) return null;
  // STAFF fields are back-office fields staff may use too (staff-access.test.ts walks the difference).
  return arg.value.value === 'STAFF' ? 'ADMIN' : (arg.value.value as 'CUSTOMER' | 'ADMIN');
}

function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const required = field.args.filter((a) => isNonNullType(a.type));
  const defs = required.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const args = required.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  const query = `${kind}${defs ? `(${defs})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
  const variables = Object.fromEntries(required.map((a) => [a.name, sample(a.type)]));
  return { query, variables };
}

it('guards every field that carries the @auth directive', async () => {
  const schema = await getSchema();
  const guarded: Array<{
    kind: 'query' | 'mutation';
    field: GraphQLField<unknown, unknown>;
    role: 'CUSTOMER' | 'ADMIN';
  }> = [];
  const nested: Array<{ type: string; field: string; role: 'CUSTOMER' | 'ADMIN' }> = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values((type as GraphQLObjectType).getFields())) {
      const role = requiredRole(field);
      if (!role) continue;
      // File uploads need a multipart request: covered by the upload test in admin-catalog.test.ts.
      if (field.args.some((a) => getNamedType(a.type).name === 'Upload')) continue;
      const kind =
        type === schema.getQueryType() ? 'query' : type === schema.getMutationType() ? 'mutation' : null;
      if (kind) guarded.push({ kind, field, role });
      // An object-typed field is selected with a subfield.
      else
        nested.push({
          type: type.name,
          field: isObjectType(getNamedType(field.type)) ? `${field.name} { __typename }` : field.name,
          role,
        });
    }
  }
  expect(guarded.length).toBeGreaterThanOrEqual(4);
  expect(guarded.map((g) => g.field.name)).toEqual(
    expect.arrayContaining(['me', 'adminMe', 'updateProfile', 'resendVerificationEmail']),
  );

  // Below the root: the other role reaching the field through its own root is refused; the role is not.
  for (const { type, field, role } of nested) {
    expect({ type, known: type in NESTED }).toEqual({ type, known: true });
    const other = role === 'ADMIN' ? 'CUSTOMER' : 'ADMIN';
    const refused = await t.gql(NESTED[type](field, other), { id: orderId }, tokens[other]);
    expect({ field, code: refused.body.errors?.[0]?.extensions?.code }).toEqual({ field, code: 'FORBIDDEN' });
    const allowed = await t.gql(NESTED[type](field, role), { id: orderId }, tokens[role]);
    expect({ field, errors: allowed.body.errors }).toEqual({ field, errors: undefined });
  }

  for (const { kind, field, role } of guarded) {
    const { query, variables } = operationFor(kind, field);
    const anonymous = await t.gql(query, variables);
    expect({ field: field.name, code: anonymous.body.errors?.[0]?.extensions?.code }).toEqual({
      field: field.name,
      code: 'UNAUTHENTICATED',
    });
    const other = role === 'ADMIN' ? tokens.CUSTOMER : tokens.ADMIN;
    const wrongRole = await t.gql(query, variables, other);
    expect({ field: field.name, code: wrongRole.body.errors?.[0]?.extensions?.code }).toEqual({
      field: field.name,
      code: 'FORBIDDEN',
    });
  }
});
