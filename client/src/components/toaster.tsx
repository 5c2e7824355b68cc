import { createToaster } from '@chakra-ui/react';
import { type ComponentType, useEffect, useState } from 'react';

export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 4 });

/** Toasts are created after the current render/effect (the toaster flushes synchronously). */
const later = (type: 'success' | 'error' | 'info' | 'warning', title: string, duration: number) =>
  void Promise.resolve().then(() => toaster.create({ type, title, duration }));

export const notify = {
  /** A success is told in the server's words: nothing is shown when it sent none. */
  success: (title: string | null | undefined) => void (title && later('success', title, 3000)),
  error: (title: string) => later('error', title, 5000),
  info: (title: string) => later('info', title, 3500),
  warning: (title: string) => later('warning', title, 5000),
};

/**
 * The toast region, mounted with the first toast: no page needs its code or state machine
 * to start (less work while a page loads and hydrates); its code is fetched as soon as the
 * app is live. Toasts created before it mounts are shown when it does.
 */
export function Toaster() {
  const [used, setUsed] = useState(false);
  // (Not React.lazy: a suspended region would wait for a route transition under way to end.)
  const [Region, setRegion] = useState<ComponentType | null>(null);
  useEffect(() => {
    void import('./ToastRegion').then((m) => setRegion(() => m.ToastRegion));
  }, []);
  useEffect(() => {
    if (used) return;
    if (toaster.getVisibleToasts().length) setUsed(true);
    return toaster.subscribe(() => setUsed(true));
  }, [used]);
  return used && Region ? <Region /> : null;
}
