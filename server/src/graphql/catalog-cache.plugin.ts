import type { ApolloServerPlugin } from '@apollo/server';
import type { ChangeFeed, ResponseCache as CatalogCache } from '../platform/cache';
import type { GraphQLContext } from './context';

/**
 * The catalogue cache's side of Apollo:
 * - an error-free query whose cache policy (Apollo's cache-control plugin, from the
 *   `@cacheControl` hints: cache-control.ts) is cacheable with scope PUBLIC is marked
 *   `x-cache: MISS` (kept and shared; `BYPASS` when the response cache is off, shared only
 *   with concurrent identical requests): fast-path.ts keeps its bytes under the request's
 *   body and serves the next identical request. Anything else is never kept.
 * - an operation that wrote is answered once this instance has heard every change committed
 *   before (`settle`), so whoever wrote reads it on their next request; one that only read is
 *   answered at once. It evicts nothing itself: the changes its transaction made do, through
 *   the change feed.
 * - the change feed's LISTEN connection opens and closes with the server.
 */
export function catalogCachePlugin(
  cache: CatalogCache,
  changes: ChangeFeed,
): ApolloServerPlugin<GraphQLContext> {
  return {
    async serverWillStart() {
      await changes.start();
      return {
        async serverWillStop() {
          await changes.stop();
        },
      };
    },
    async requestDidStart() {
      return {
        async willSendResponse(ctx) {
          const { http } = ctx.response;
          await changes.settle();
          if (ctx.operation?.operation === 'mutation') {
            http.headers.set('cache-control', 'no-store');
            return;
          }
          const policy = ctx.overallCachePolicy.policyIfCacheable();
          const shared =
            ctx.operation?.operation === 'query' &&
            ctx.request.http?.method === 'POST' &&
            policy?.scope === 'PUBLIC' &&
            ctx.response.body.kind === 'single' &&
            !ctx.response.body.singleResult.errors?.length &&
            cache.live;
          http.headers.set('cache-control', shared ? 'no-cache' : 'no-store');
          if (shared) http.headers.set('x-cache', cache.responses.enabled ? 'MISS' : 'BYPASS');
        },
      };
    },
  };
}
