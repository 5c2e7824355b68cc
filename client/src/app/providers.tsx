import { ChakraProvider } from '@chakra-ui/react';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { Toaster } from '../components/toaster';
import { createApolloClient } from './apollo';
import { system } from './theme';

export function Providers({ children }: { children: ReactNode }) {
  const client = useMemo(() => createApolloClient(), []);
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        {children}
        <Toaster />
      </ApolloProvider>
    </ChakraProvider>
  );
}
