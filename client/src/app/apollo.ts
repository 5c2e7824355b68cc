import {
  ApolloClient,
  ApolloLink,
  HttpLink,
  InMemoryCache,
  type NormalizedCacheObject,
} from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { adminVar, signOut, userVar } from '../lib/session';
import { createUploadLink, sendsFiles } from './upload-link';

/** The normalized cache with the app's type policies (the browser's and the server render's). */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // The shop's settings have no id: pages select different fields of it (name, time zone,
      // delivery terms), merged into one object rather than one replacing another.
      ShopSettings: { merge: true },
      Query: {
        fields: {
          // Infinite scroll: a slice read `after` a cursor extends the list; a first slice replaces it.
          // One list per filter and order.
          productFeed: {
            keyArgs: ['filter', 'sort'],
            merge(
              existing: { items: unknown[] } | undefined,
              incoming: { items: unknown[] },
              { args }: { args: Record<string, unknown> | null },
            ) {
              if (!existing || !args?.after) return incoming;
              return { ...incoming, items: [...existing.items, ...incoming.items] };
            },
          },
        },
      },
    },
  });
}

/**
 * The browser's one Apollo Client, its cache started from the server render's data when
 * there is one. Customer calls carry the customer's bearer token; operations
 * sent with `context: { role: 'admin' }` carry the admin's. A refused token signs that
 * session out and sends the browser to the matching login page.
 */
export function createApolloClient(initialState?: NormalizedCacheObject) {
  const auth = new SetContextLink((prev) => {
    const role = (prev as { role?: string }).role;
    const session = role === 'admin' ? adminVar() : userVar();
    return session ? { headers: { ...prev.headers, authorization: `Bearer ${session.token}` } } : {};
  });
  const expired = new ErrorLink(({ error, operation }) => {
    if (
      !CombinedGraphQLErrors.is(error) ||
      !error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')
    )
      return;
    const role = (operation.getContext() as { role?: string }).role === 'admin' ? 'admin' : 'user';
    if ((role === 'admin' ? adminVar() : userVar()) == null) return;
    signOut(role);
    const target = role === 'admin' ? '/admin/login' : '/user/login';
    if (!window.location.pathname.startsWith(target)) window.location.assign(target);
  });
  const cache = createCache();
  if (initialState) cache.restore(initialState);
  return new ApolloClient({
    // Operations with files (payment receipts) go as multipart requests; everything else as JSON.
    link: ApolloLink.from([
      expired,
      auth,
      ApolloLink.split(
        (op) => sendsFiles(op.variables),
        createUploadLink('/graphql'),
        new HttpLink({ uri: '/graphql' }),
      ),
    ]),
    cache,
  });
}
