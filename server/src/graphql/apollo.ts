import { ApolloServer } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import {
  ApolloServerPluginLandingPageLocalDefault,
  ApolloServerPluginLandingPageProductionDefault,
} from '@apollo/server/plugin/landingPage/default';
import { GraphQLFormattedError } from 'graphql';
import type { Config } from '../config';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import type { ChangeFeed, ResponseCache as CatalogCache } from '../platform/cache';
import type { Logger } from '../platform/logger';
import { isDatabaseUnavailable } from '../platform/db/db-errors';
import { AppError, ValidationError } from '../shared/errors';
import type { GraphQLContext } from './context';
import { catalogCachePlugin } from './catalog-cache.plugin';
import { getSchema } from './schema';
import { queryLimits } from './armor';
import { inputHygienePlugin } from './input-hygiene.plugin';

const PASS_THROUGH_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'TOO_MANY_REQUESTS',
  'NOT_FOUND',
]);

export async function createApollo(
  config: Config,
  logger: Logger,
  catalogCache: CatalogCache,
  changes: ChangeFeed,
): Promise<ApolloServer<GraphQLContext>> {
  const limits = queryLimits(config.isProduction);
  const apollo = new ApolloServer<GraphQLContext>({
    schema: await getSchema(),
    introspection: config.graphqlIntrospection,
    csrfPrevention: true,
    // main.ts owns shutdown (drain HTTP, then stop Apollo, then the database); Apollo's own
    // signal handler would stop it a second time concurrently and hang the exit.
    stopOnTerminationSignals: false,
    validationRules: limits.validationRules,
    parseOptions: limits.parseOptions,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: !config.isProduction,
    hideSchemaDetailsFromClientErrors: config.isProduction,
    plugins: [
      ...limits.plugins,
      inputHygienePlugin(),
      // Each answer's cache policy from the schema's @cacheControl hints; the catalogue cache
      // plugin reads it (no HTTP max-age: kept answers are evicted by change events instead).
      ApolloServerPluginCacheControl({ calculateHttpHeaders: false }),
      catalogCachePlugin(catalogCache, changes),
      config.isProduction
        ? ApolloServerPluginLandingPageProductionDefault({ footer: false })
        : ApolloServerPluginLandingPageLocalDefault({ footer: false, embed: true }),
    ],
    formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
      const original = unwrapResolverError(error);
      if (original instanceof AppError) {
        const extensions: Record<string, unknown> = { code: original.code };
        if (original instanceof ValidationError) extensions.fieldErrors = original.fieldErrors;
        return {
          message: original.message,
          locations: formatted.locations,
          path: formatted.path,
          extensions,
        };
      }
      if (isDatabaseUnavailable(original)) {
        logger.warn({ err: original }, 'database unavailable');
        return {
          message: 'The shop is temporarily unavailable. Please try again shortly.',
          path: formatted.path,
          extensions: { code: 'SERVICE_UNAVAILABLE' },
        };
      }
      const code = formatted.extensions?.code as string | undefined;
      if (code && PASS_THROUGH_CODES.has(code)) return formatted;
      logger.error({ err: original, path: formatted.path }, 'unexpected GraphQL error');
      if (config.isProduction) {
        return {
          message: 'Internal server error',
          path: formatted.path,
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        };
      }
      return formatted;
    },
  });
  await apollo.start();
  return apollo;
}
