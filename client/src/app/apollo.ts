import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/**
 * The one Apollo Client. The shop listing is one growing list per filter (infinite
 * scroll): pages are merged by page number.
 */
export function createApolloClient() {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql' }),
    cache: new InMemoryCache({
      typePolicies: {
        Query: {
          fields: {
            products: {
              keyArgs: ['filter'],
              merge(existing: { items: unknown[] } | undefined, incoming: { items: unknown[]; meta: { currentPage: number } }) {
                if (!existing || incoming.meta.currentPage === 1) return incoming;
                return { ...incoming, items: [...existing.items, ...incoming.items] };
              },
            },
          },
        },
      },
    }),
  });
}
