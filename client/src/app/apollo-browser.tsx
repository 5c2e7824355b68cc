import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ComponentType } from 'react';
import { Outlet } from 'react-router-dom';
import { ChakraLayer } from '../lib/chakra-layer';
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

/** A layout route whose pages are rendered in the browser, with Apollo Client's own hooks and Chakra. */
export function BrowserPagesOutlet() {
  return (
    <ApolloProvider client={browserClient()}>
      <ChakraLayer>
        <Outlet />
      </ChakraLayer>
    </ApolloProvider>
  );
}

/** `Page` under the browser's Apollo Client and Chakra. */
export function withApollo(Page: ComponentType): ComponentType {
  return function WithApollo() {
    return (
      <ApolloProvider client={browserClient()}>
        <ChakraLayer>
          <Page />
        </ChakraLayer>
      </ApolloProvider>
    );
  };
}
