import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ComponentType } from 'react';
import { Outlet } from 'react-router-dom';
import { apolloStarted, serverCache } from '../lib/graphql';
import { createApolloClient } from './apollo';

/**
 * The browser's Apollo Client, in a chunk of its own: the pages that need it from the start
 * (account, cart, checkout, back office) load it with their route; a server-rendered storefront
 * page loads it the first time it needs it (src/lib/graphql.ts). Its cache starts from the
 * server render's.
 */
let client: ApolloClient | null = null;

export function browserClient(): ApolloClient {
  if (!client) {
    client = createApolloClient(serverCache());
    apolloStarted(client);
  }
  return client;
}

/** A layout route whose pages use Apollo Client's own hooks. */
export function ApolloOutlet() {
  return (
    <ApolloProvider client={browserClient()}>
      <Outlet />
    </ApolloProvider>
  );
}

/** `Page` under the browser's Apollo Client. */
export function withApollo(Page: ComponentType): ComponentType {
  return function WithApollo() {
    return (
      <ApolloProvider client={browserClient()}>
        <Page />
      </ApolloProvider>
    );
  };
}
