import {
  createContext,
  createElement,
  Suspense,
  use,
  useContext,
  type ComponentType,
  type ReactNode,
} from 'react';

type Root = ComponentType<{ children: ReactNode }>;

let importRoot: (() => Promise<{ ChakraRoot: Root }>) | null = null;
let loading: Promise<Root> | null = null;
let Loaded: Root | null = null;

/** The app names the module of Chakra's provider (app/chakra-root.tsx), loaded when first needed. */
export function setChakraRootImport(load: () => Promise<{ ChakraRoot: Root }>) {
  importRoot = load;
}

/** Loads Chakra's provider (and with it Chakra's runtime); route loaders await it with their page. */
export function loadChakra(): Promise<Root> {
  if (!importRoot) return Promise.reject(new Error('the app has not named its Chakra root'));
  loading ??= importRoot().then((m) => (Loaded = m.ChakraRoot));
  return loading;
}

/** True below a Chakra provider (ChakraRoot sets it). */
const ChakraPresent = createContext(false);
export const ChakraPresentProvider = ChakraPresent.Provider;

/** Chakra's provider, once loaded (suspending until then); always this one component, so its subtree is never remounted. */
function ChakraRootGate({ children }: { children: ReactNode }) {
  // One module-level component, loaded once (not a component made in render).
  return createElement(Loaded ?? use(loadChakra()), null, children);
}

/**
 * Where a part of the app uses Chakra UI components. The server-rendered storefront pages start
 * without Chakra's runtime (its styling core and `createSystem` are most of a phone's start-up
 * work); a drawer, a dialog, a toast or a browser-rendered page brings it in through this layer,
 * which puts Chakra's provider above its children (once it is loaded; nothing meanwhile). Below a
 * provider it adds none. A Suspense boundary on the server and in the browser alike, so
 * hydration keeps the server's HTML while the layer loads.
 */
export function ChakraLayer({ children }: { children: ReactNode }) {
  const present = useContext(ChakraPresent);
  return (
    <Suspense fallback={null}>{present ? children : <ChakraRootGate>{children}</ChakraRootGate>}</Suspense>
  );
}
