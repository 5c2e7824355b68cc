import { ChakraProvider } from '@chakra-ui/react';
import type { SystemContext } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Toaster } from '../components/toaster';
import { getSystem } from './theme';

/** Theme and toasts: what every page needs (the browser's entry; Apollo Client comes when needed). */
export function ShellProviders({ system, children }: { system?: SystemContext; children: ReactNode }) {
  return (
    <ChakraProvider value={system ?? getSystem()}>
      {children}
      <Toaster />
      <AppReady />
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
