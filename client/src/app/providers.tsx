import type { ApolloClient } from '@apollo/client';
import type { SystemContext } from '@chakra-ui/react';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { QueryEngineContext, type QueryEngine } from '../lib/graphql';
import { createApolloClient } from './apollo';
import { apolloEngine } from './apollo-engine';
import { ChakraRoot } from './chakra-root';
import { ShellProviders } from './shell-providers';

/**
 * Theme, toasts and Apollo Client for a whole tree (the server render, tests): every GraphQL
 * hook, src/lib/graphql.ts's too, is Apollo's, on `client`. `engine` replaces those hooks (the
 * server render records the results it renders with).
 */
export function Providers({
  client,
  system,
  engine = apolloEngine,
  children,
}: {
  client?: ApolloClient;
  system?: SystemContext;
  engine?: QueryEngine;
  children: ReactNode;
}) {
  const own = useMemo(() => client ?? createApolloClient(), [client]);
  return (
    <ChakraRoot system={system}>
      <ShellProviders>
        <ApolloProvider client={own}>
          <QueryEngineContext.Provider value={engine}>{children}</QueryEngineContext.Provider>
        </ApolloProvider>
      </ShellProviders>
    </ChakraRoot>
  );
}
