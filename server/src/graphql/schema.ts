import 'reflect-metadata';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { GraphQLSchema, lexicographicSortSchema, specifiedDirectives } from 'graphql';
import { buildSchema } from 'type-graphql';
import { authChecker, authDirective } from './auth';
import { cacheControlDirective } from './cache-control';
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
  });
  return cached;
}

/** SDL including directive usages (`@auth(requires: ADMIN)`), sorted for stable diffs. */
export function printSchemaSDL(schema: GraphQLSchema): string {
  const header = '# Generated from the server code by `npm run schema`. Do not edit by hand.\n\n';
  return header + printSchemaWithDirectives(lexicographicSortSchema(schema)).trim() + '\n';
}
