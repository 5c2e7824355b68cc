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

let t: TestServer;
let tokens: Record<'CUSTOMER' | 'ADMIN', string>;

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
});
afterAll(() => t.close());

function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0].value;
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
  return arg && arg.value.kind === Kind.ENUM ? (arg.value.value as 'CUSTOMER' | 'ADMIN') : null;
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
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values((type as GraphQLObjectType).getFields())) {
      const role = requiredRole(field);
      if (!role) continue;
      // File uploads need a multipart request: covered by the upload test in admin-catalog.test.ts.
      if (field.args.some((a) => getNamedType(a.type).name === 'Upload')) continue;
      const kind =
        type === schema.getQueryType() ? 'query' : type === schema.getMutationType() ? 'mutation' : null;
      expect(kind).not.toBeNull(); // directives only on root fields, which this walk can reach
      guarded.push({ kind: kind!, field, role });
    }
  }
  expect(guarded.length).toBeGreaterThanOrEqual(4);
  expect(guarded.map((g) => g.field.name)).toEqual(
    expect.arrayContaining(['me', 'adminMe', 'updateProfile', 'resendVerificationEmail']),
  );

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
