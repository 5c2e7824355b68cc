import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ChakraPresentProvider } from '../lib/chakra-layer';
import { getHydratingSystem, getSystem } from './theme';

let system: SystemContext | undefined;

/**
 * In a document the server rendered, its head already has the theme's global CSS (the static
 * classes of the storefront's plain elements among it): the browser's system then adds none.
 */
function browserSystem(): SystemContext {
  system ??= document.getElementById('ssr-state') ? getHydratingSystem() : getSystem();
  return system;
}

/** Chakra's provider (app-wide in a browser-rendered start, per ChakraLayer otherwise). */
export function ChakraRoot({ system: given, children }: { system?: SystemContext; children: ReactNode }) {
  return (
    <ChakraPresentProvider value>
      <ChakraProvider value={given ?? (typeof document === 'undefined' ? getSystem() : browserSystem())}>
        {children}
      </ChakraProvider>
    </ChakraPresentProvider>
  );
}
