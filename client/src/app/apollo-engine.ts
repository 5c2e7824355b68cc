import { useMutation, useQuery } from '@apollo/client/react';
import type { QueryEngine } from '../lib/graphql';

/** src/lib/graphql.ts's hooks as Apollo Client's own, under an ApolloProvider (server render, tests). */
export const apolloEngine: QueryEngine = {
  useQuery: (document, options) => useQuery(document, options as never) as never,
  useMutation: (document, options) => useMutation(document, options as never) as never,
};
