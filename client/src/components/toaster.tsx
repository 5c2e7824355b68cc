import { lazy, useEffect, useState } from 'react';
import { ChakraLayer } from '../lib/chakra-layer';

export type ToastType = 'success' | 'error' | 'info' | 'warning';
export interface ToastRequest {
  type: ToastType;
  title: string;
  duration: number;
}

// Toasts asked for before the region (Chakra's toaster) is loaded, shown when it is.
let pending: ToastRequest[] = [];
let show: ((toast: ToastRequest) => void) | null = null;
const requested = new Set<() => void>();

/** The region takes over: the toasts waiting are shown, later ones go straight to it. */
export function attachToastRegion(deliver: (toast: ToastRequest) => void): () => void {
  show = deliver;
  const waiting = pending;
  pending = [];
  waiting.forEach(deliver);
  return () => {
    if (show === deliver) show = null;
  };
}

/** Toasts are created after the current render/effect (Chakra's toaster flushes synchronously). */
const later = (type: ToastType, title: string, duration: number) =>
  void Promise.resolve().then(() => {
    if (show) return show({ type, title, duration });
    pending.push({ type, title, duration });
    requested.forEach((mount) => mount());
  });

export const notify = {
  /** A success is told in the server's words: nothing is shown when it sent none. */
  success: (title: string | null | undefined) => void (title && later('success', title, 3000)),
  error: (title: string) => later('error', title, 5000),
  info: (title: string) => later('info', title, 3500),
  warning: (title: string) => later('warning', title, 5000),
};

const ToastRegion = lazy(() => import('./ToastRegion').then((m) => ({ default: m.ToastRegion })));

/**
 * The toast region, loaded and mounted with the first toast: no page needs its code, Chakra's
 * runtime or its state machine to start (less work while a page loads and hydrates).
 */
export function Toaster() {
  const [used, setUsed] = useState(() => pending.length > 0);
  useEffect(() => {
    if (used) return;
    const mount = () => setUsed(true);
    requested.add(mount);
    if (pending.length) mount();
    return () => void requested.delete(mount);
  }, [used]);
  return used ? (
    <ChakraLayer>
      <ToastRegion />
    </ChakraLayer>
  ) : null;
}
