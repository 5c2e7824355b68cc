/**
 * Walks the executable schema: every field carrying @auth(requires: ROLE) refuses an
 * anonymous caller (UNAUTHENTICATED) and a caller with the other role (FORBIDDEN).
 */
import { getNamedType, GraphQLField, GraphQLObjectType, isObjectType } from 'graphql';
import { getSchema } from '../../server/src/graphql/schema';
import { authRole, customerOrderWithReceipt, operationFor } from '../support/graphql-walk';
import { createTestServer, TestServer } from '../support/test-server';

let t: TestServer;
let tokens: Record<'CUSTOMER' | 'ADMIN', string>;
/** The customer's order, with a receipt: a way down to the guarded fields below the root. */
let orderId: number;

beforeAll(async () => {
  t = await createTestServer();
  const walker = await customerOrderWithReceipt(t, { name: 'Walker', email: 'walker@example.pk' });
  orderId = walker.orderId;
  tokens = { CUSTOMER: walker.token, ADMIN: await t.adminToken() };
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

/** The role a guarded field needs; STAFF fields are back-office fields staff may use too (staff-access.test.ts walks the difference). */
function requiredRole(field: GraphQLField<unknown, unknown>): 'CUSTOMER' | 'ADMIN' | null {
  const role = authRole(field);
  return role === 'STAFF' ? 'ADMIN' : (role as 'CUSTOMER' | 'ADMIN' | null);
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
