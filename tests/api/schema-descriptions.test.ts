/**
 * Walks the executable schema (what Apollo Sandbox, GraphiQL and schema.graphql show): every
 * type, field, argument, input field, enum value and directive of ours has a description, and
 * every guarded operation says in its description which role it needs.
 */
import {
  GraphQLArgument,
  GraphQLField,
  GraphQLObjectType,
  GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedDirective,
  isSpecifiedScalarType,
  Kind,
} from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { getSchema } from '../../server/src/graphql/schema';
import { STAFF_GRAPHQL_FIELDS } from '../../server/src/modules/access';

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await getSchema();
});

const described = (thing: { description?: string | null }) => (thing.description ?? '').trim().length > 0;

function missingDescriptions(): string[] {
  const missing: string[] = [];
  const args = (owner: string, list: readonly GraphQLArgument[]) => {
    for (const a of list) if (!described(a)) missing.push(`${owner}(${a.name}:)`);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
    if (!described(type)) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!described(field)) missing.push(`${type.name}.${field.name}`);
        args(`${type.name}.${field.name}`, field.args);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields()))
        if (!described(field)) missing.push(`${type.name}.${field.name}`);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) if (!described(value)) missing.push(`${type.name}.${value.name}`);
    }
  }
  for (const directive of schema.getDirectives()) {
    if (isSpecifiedDirective(directive)) continue;
    if (!described(directive)) missing.push(`@${directive.name}`);
    args(`@${directive.name}`, directive.args);
  }
  return missing.sort();
}

it('describes every type, field, argument, input field, enum value and directive', () => {
  expect(missingDescriptions()).toEqual([]);
});

/** A back-office field open to staff (modules/access/staff-access.ts) says STAFF. */
function shown(role: string, type: string, field: string): string {
  return role === 'ADMIN' && STAFF_GRAPHQL_FIELDS.has(`${type}.${field}`) ? 'STAFF' : role;
}

function authRole(field: GraphQLField<unknown, unknown>): string | null {
  const arg = field.astNode?.directives
    ?.find((d) => d.name.value === 'auth')
    ?.arguments?.find((a) => a.name.value === 'requires');
  return arg && arg.value.kind === Kind.ENUM ? arg.value.value : null;
}

it('says on every @auth field which role it needs', () => {
  const guarded: string[] = [];
  const wrong: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const role = authRole(field);
      if (!role) continue;
      guarded.push(field.name);
      if (!field.description?.includes(`Requires role: ${role}.`))
        wrong.push(`${type.name}.${field.name}: ${field.description}`);
    }
  }
  expect(guarded).toEqual(expect.arrayContaining(['me', 'adminMe', 'placeOrder', 'updateProduct']));
  expect(wrong).toEqual([]);
});

it('says which callers may use every guarded operation, however it is guarded (@Auth or a bare @Authorized)', () => {
  // type-graphql's own record of the guards (what authChecker enforces), read after the build.
  const storage = getMetadataStorage();
  const roots = [
    ...storage.queries.map((def) => ({ def, type: schema.getQueryType()! })),
    ...storage.mutations.map((def) => ({ def, type: schema.getMutationType()! })),
  ];
  const wrong: string[] = [];
  let anyRole = 0;
  for (const { def, type } of roots) {
    if (!def.roles) continue;
    const field = type.getFields()[def.schemaName];
    const text = field.description ?? '';
    if (def.roles.length === 0) {
      anyRole++;
      if (!/signed-in/i.test(text)) wrong.push(`${field.name} (any signed-in caller): ${text}`);
    } else if (
      !def.roles.every((role) => text.includes(`Requires role: ${shown(role, type.name, field.name)}.`))
    ) {
      wrong.push(`${field.name} (${def.roles.join(', ')}): ${text}`);
    }
  }
  expect(anyRole).toBeGreaterThanOrEqual(1); // logout: any signed-in caller
  expect(wrong).toEqual([]);
  // Guards below the root (admin notes on orders and receipts) say the same on their types' fields.
  const nested = [...storage.fieldResolvers, ...storage.fields].filter((def) => def.roles);
  const nestedWrong = nested.flatMap((def) => {
    const name = 'methodName' in def ? def.methodName : def.name;
    const owners = Object.values(schema.getTypeMap()).filter(
      (type) => isObjectType(type) && !type.name.startsWith('__') && name in type.getFields(),
    );
    return owners
      .map((type) => ({
        field: (type as GraphQLObjectType).getFields()[name],
        type: type as GraphQLObjectType,
      }))
      .filter(
        ({ field, type }) =>
          !def.roles!.every((role) =>
            field.description?.includes(`Requires role: ${shown(role, type.name, field.name)}.`),
          ),
      )
      .map(({ field }) => `${name}: ${field.description}`);
  });
  expect(nested.length).toBeGreaterThanOrEqual(1);
  expect(nestedWrong).toEqual([]);
});
