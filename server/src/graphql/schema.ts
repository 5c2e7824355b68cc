import 'reflect-metadata';
import { MapperKind, mapSchema, printSchemaWithDirectives } from '@graphql-tools/utils';
import { GraphQLObjectType, GraphQLSchema, lexicographicSortSchema, specifiedDirectives } from 'graphql';
import { buildSchema } from 'type-graphql';
import { authChecker, authDirective, describeRequiredRoles } from './auth';
import { cacheControlDirective } from './cache-control';
import { moneyInRupees } from './common.types';
import { resolvers } from './resolvers';

let cached: Promise<GraphQLSchema> | undefined;

/** The executable schema, built once per process from the resolver classes. */
export function getSchema(): Promise<GraphQLSchema> {
  cached ??= buildSchema({
    resolvers,
    authChecker,
    authMode: 'error',
    directives: [...specifiedDirectives, authDirective, cacheControlDirective],
    validate: false,
    emitSchemaFile: false,
  })
    .then(describeRequiredRoles)
    .then(moneyInRupees)
    .then(describeRootTypes);
  return cached;
}

const ROOT_DESCRIPTIONS: Record<string, string> = {
  Query:
    'Reads. A query whose description names no role is public; the others need a bearer token (`Authorization: Bearer <token>` from ' +
    '`login` or `adminLogin`) of that role. Money is in rupees (PKR), dates ISO 8601.',
  Mutation:
    "Changes. Problems with the input come back in the payload's `errors` (and nothing is changed); guarded mutations say which role they need.",
};

/** type-graphql has no option to describe the root types: their descriptions are set here. */
function describeRootTypes(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.ROOT_OBJECT]: (type) =>
      new GraphQLObjectType({
        ...type.toConfig(),
        description: ROOT_DESCRIPTIONS[type.name] ?? type.description,
      }),
  });
}

/** SDL including directive usages (`@auth(requires: ADMIN)`), sorted for stable diffs. */
export function printSchemaSDL(schema: GraphQLSchema): string {
  const header = '# Generated from the server code by `npm run schema`. Do not edit by hand.\n\n';
  return header + printSchemaWithDirectives(lexicographicSortSchema(schema)).trim() + '\n';
}
