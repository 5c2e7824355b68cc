import { Suspense, type ReactNode } from 'react';

/**
 * Where a part of a server-rendered storefront page uses Chakra UI components (a drawer, a
 * dialog, a menu: loaded lazily, when first opened). Those pages start without Chakra's
 * runtime; this layer brings Chakra's provider with the part that needs it. A Suspense
 * boundary on the server and in the browser alike, so hydration keeps the server's HTML
 * while the layer loads.
 */
export function ChakraLayer({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
