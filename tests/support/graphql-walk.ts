/**
 * What the tests that walk the executable schema share: a valid-looking value for an input type,
 * the role an @auth directive asks for, a root field as an operation with its required arguments
 * sampled, and an order with a receipt to reach the guarded fields below the root.
 */
import {
  getNamedType,
  GraphQLField,
  GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
} from 'graphql';
import { checkoutBody } from './checkout';
import { factories } from './factories';
import type { TestServer } from './test-server';

/** A valid-looking value of an input type (required fields only). */
export function sampleInput(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleInput(type.ofType);
  if (isListType(type)) return [sampleInput(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(type.getFields()))
      if (isNonNullType(f.type)) out[f.name] = sampleInput(f.type);
    return out;
  }
  if (isScalarType(type))
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
  throw new Error(`cannot sample ${String(type)}`);
}

/** The role a field's @auth(requires: ROLE) names, or null for a field without the directive. */
export function authRole(field: GraphQLField<unknown, unknown>): string | null {
  const dir = field.astNode?.directives?.find((d) => d.name.value === 'auth');
  const arg = dir?.arguments?.find((a) => a.name.value === 'requires');
  return arg && arg.value.kind === Kind.ENUM ? arg.value.value : null;
}

/** A root field as a `kind` operation: its required arguments as variables, sampled. */
export function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const required = field.args.filter((a) => isNonNullType(a.type));
  const defs = required.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const args = required.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  const query = `${kind}${defs ? `(${defs})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
  return { query, variables: Object.fromEntries(required.map((a) => [a.name, sampleInput(a.type)])) };
}

/**
 * A customer registered as `who` with an easypaisa order that carries a receipt: the way down
 * to the guarded fields below the root (an Order's, a Receipt's).
 */
export async function customerOrderWithReceipt(t: TestServer, who: { name: string; email: string }) {
  const registered = await t.rest('POST', '/user/register', { ...who, password: 'chain-stitch-12' });
  const f = factories(t.db.ds);
  const category = await f.category({ name: 'Walk' });
  const product = await f.product({ categoryId: category.id, title: 'Walk', qty: 5, price: 1500 });
  const order = await t.rest(
    'POST',
    '/save-order',
    checkoutBody([{ product_id: product.id, qty: 1 }], { ...who, payment_method: 'easypaisa' }),
    registered.body.token,
  );
  await t.db.ds.query(
    `INSERT INTO order_receipts (order_id, number, uploaded_by, file, original_name, content_type, size, transaction_id)
     VALUES ($1, 1, $2, '00000000-0000-0000-0000-000000000000.pdf', 'r.pdf', 'application/pdf', 10, 'TX1')`,
    [order.body.id, registered.body.id],
  );
  return { token: registered.body.token as string, orderId: order.body.id as number };
}
