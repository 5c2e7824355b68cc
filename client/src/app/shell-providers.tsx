import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Toaster } from '../components/toaster';

/**
 * What every page has in the browser: toasts (loaded with the first one) and the ready mark.
 * No Chakra provider: a server-rendered storefront page is plain elements with static classes,
 * and whatever uses Chakra brings its provider (lib/chakra-layer.tsx); Apollo Client comes when needed.
 */
export function ShellProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
      <AppReady />
    </>
  );
}

/** Marks the document once the app is live (hydrated or rendered): `<html data-app="ready">`. */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}
