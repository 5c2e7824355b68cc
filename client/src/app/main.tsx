import { Fragment, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type HydrationState } from 'react-router-dom';
import type { NormalizedCacheObject } from '@apollo/client';
import { loadChakra, setChakraRootImport } from '../lib/chakra-layer';
import { setApolloImport, setServerData } from '../lib/graphql';
import { holdStylesheetUntilNeeded } from '../lib/storefront-stylesheet';
import { ShellProviders } from './shell-providers';
import { resolveLazyRoutes, routes } from './router';

/** What the server render leaves in `<script type="application/json" id="ssr-state">`. */
interface SsrState {
  /** Each query's result (src/lib/graphql.ts). */
  queries: Record<string, unknown>;
  /** Apollo Client's cache, where it starts when it is first needed. */
  apollo: NormalizedCacheObject;
  router: HydrationState;
}

function readSsrState(): SsrState | null {
  const el = document.getElementById('ssr-state');
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as SsrState;
  } catch {
    return null;
  }
}

/** Ends the current task: the browser may paint and handle input before the next step. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function start() {
  const container = document.getElementById('root')!;
  const state = readSsrState();
  setApolloImport(() => import('./apollo-browser').then((m) => m.browserClient()));
  setChakraRootImport(() => import('./chakra-root'));
  // Server HTML is already on screen: start-up runs in short tasks (this page's module, then
  // hydration in a transition, which React slices), so the page stays responsive meanwhile;
  // hydration uses the server's data (no request), without Chakra's runtime (the page is plain
  // elements). Otherwise the browser renders, under Chakra's provider from the start.
  const Root = state ? Fragment : await loadChakra();
  if (state) await nextTask();
  // This page's route module first, so the first render is the page (not a fallback).
  await resolveLazyRoutes(window.location.pathname);
  if (state) await nextTask();
  if (state) setServerData(state);
  const router = createBrowserRouter(routes, state ? { hydrationData: state.router } : undefined);
  // Hydration renders the server's markup, which the page's inline CSS styles: the whole
  // stylesheet waits for a render that needs it (watching the router before the app does).
  holdStylesheetUntilNeeded(router, Boolean(state));
  const app = (
    <StrictMode>
      <Root>
        <ShellProviders>
          <RouterProvider router={router} />
        </ShellProviders>
      </Root>
    </StrictMode>
  );
  if (state) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
