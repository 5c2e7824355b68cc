import { useSyncExternalStore } from 'react';

/**
 * A value the whole app reads and writes (the cart, the sessions, which drawer is open), with
 * the call shape of Apollo Client's `makeVar`: `v()` reads it, `v(next)` sets it. Its own small
 * store, so that state every page needs does not put Apollo Client in the storefront's first load.
 */
export interface ReactiveVar<T> {
  (next?: T): T;
  subscribe(listener: () => void): () => void;
}

export function makeVar<T>(initial: T): ReactiveVar<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const rv = function (...args: [T?]): T {
    if (args.length > 0 && !Object.is(args[0], value)) {
      value = args[0] as T;
      for (const listener of [...listeners]) listener();
    }
    return value;
  } as ReactiveVar<T>;
  rv.subscribe = (listener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return rv;
}

/** The variable's value, rendering again when it changes. */
export function useReactiveVar<T>(v: ReactiveVar<T>): T {
  return useSyncExternalStore(
    v.subscribe,
    () => v(),
    () => v(),
  );
}
