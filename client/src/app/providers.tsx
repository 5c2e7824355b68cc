import { ChakraProvider } from '@chakra-ui/react';
import type { ApolloClient } from '@apollo/client';
import type { SystemContext } from '@chakra-ui/react';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useEffect, useMemo } from 'react';
import { Toaster } from '../components/toaster';
import { createApolloClient } from './apollo';
import { getSystem } from './theme';

/** Theme, Apollo and toasts; `client` (and `system`) are given by the browser entry and the server render. */
export function Providers({
  client,
  system,
  children,
}: {
  client?: ApolloClient;
  system?: SystemContext;
  children: ReactNode;
}) {
  const own = useMemo(() => client ?? createApolloClient(), [client]);
  return (
    <ChakraProvider value={system ?? getSystem()}>
      <ApolloProvider client={own}>
        {children}
        <Toaster />
        <AppReady />
      </ApolloProvider>
    </ChakraProvider>
  );
}

/** Marks the document once the app is live (hydrated or rendered): `<html data-app="ready">`. */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}
