import { useSyncExternalStore } from 'react';
import { type ReactiveVar, useReactiveVar } from './reactive-var';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates server HTML, true from the render right
 * after (and from the first render of a page the browser rendered on its own). State that
 * only the browser knows (the cart and the sessions in localStorage) is shown through it,
 * so hydration sees exactly what the server rendered: an empty cart, signed out.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** A browser-only reactive variable: `serverValue` on the server and during hydration, then its value. */
export function useBrowserVar<T>(v: ReactiveVar<T>, serverValue: T): T {
  const value = useReactiveVar(v);
  return useHydrated() ? value : serverValue;
}
