import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import type { FormattedExecutionResult, OperationDefinitionNode } from 'graphql';
import type { CatalogCache } from '../modules/catalog/catalog.cache';
import type { GraphQLContext } from './context';

/**
 * Public catalogue queries whose answer is the same for every viewer and changes only
 * when catalogue rows change (the tables the catalogue triggers watch). Search stays
 * uncached: its keys are unbounded and each is rarely repeated.
 */
const CACHEABLE_ROOT_FIELDS = new Set([
  '__typename', 'products', 'productFeed', 'product', 'latestProducts', 'featuredProducts',
  'categories', 'brands', 'productReviews', 'shop',
]);

function isCacheable(operation: OperationDefinitionNode): boolean {
  return (
    operation.operation === 'query' &&
    operation.selectionSet.selections.every((s) => s.kind === 'Field' && CACHEABLE_ROOT_FIELDS.has(s.name.value))
  );
}

function cacheKey(ctx: GraphQLRequestContext<GraphQLContext>): string {
  const { request } = ctx;
  return `${request.operationName ?? ''}\n${ctx.source ?? request.query ?? ''}\n${JSON.stringify(request.variables ?? {})}`;
}

/**
 * Serves catalogue-only queries (the same for every viewer, signed in or not) from the catalogue cache (header `x-cache: HIT`),
 * stores their error-free results, clears the cache after any mutation through this
 * instance, and opens and closes the cache's LISTEN connection with the server.
 */
export function catalogCachePlugin(cache: CatalogCache): ApolloServerPlugin<GraphQLContext> {
  return {
    async serverWillStart() {
      await cache.start();
      return {
        async serverWillStop() {
          await cache.stop();
        },
      };
    },
    async requestDidStart() {
      let key: string | null = null;
      let generation = 0;
      let served = false;
      return {
        async responseForOperation(ctx) {
          if (!ctx.operation || !cache.enabled || !isCacheable(ctx.operation)) return null;
          key = cacheKey(ctx);
          generation = cache.generation();
          const hit = cache.get<FormattedExecutionResult>(key);
          if (!hit) return null;
          served = true;
          ctx.response.http.headers.set('x-cache', 'HIT');
          return { http: ctx.response.http, body: { kind: 'single', singleResult: hit.value } };
        },
        async willSendResponse(ctx) {
          if (ctx.operation?.operation === 'mutation') {
            cache.invalidate();
            return;
          }
          if (!key || served || ctx.response.body.kind !== 'single') return;
          const result = ctx.response.body.singleResult;
          if (result.errors?.length) return;
          cache.set(key, generation, { value: result });
          ctx.response.http.headers.set('x-cache', 'MISS');
        },
      };
    },
  };
}
