import { createToaster } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';

export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 4 });

/** Toasts are created after the current render/effect (the toaster flushes synchronously). */
const later = (type: 'success' | 'error' | 'info' | 'warning', title: string, duration: number) =>
  void Promise.resolve().then(() => toaster.create({ type, title, duration }));

export const notify = {
  success: (title: string) => later('success', title, 3000),
  error: (title: string) => later('error', title, 5000),
  info: (title: string) => later('info', title, 3500),
  warning: (title: string) => later('warning', title, 5000),
};

const ToastRegion = lazy(() => import('./ToastRegion').then((m) => ({ default: m.ToastRegion })));

/**
 * The toast region, mounted (and its code loaded) with the first toast: no page needs it
 * to start. Toasts created before it mounts are shown when it does.
 */
export function Toaster() {
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (used) return;
    if (toaster.getVisibleToasts().length) setUsed(true);
    return toaster.subscribe(() => setUsed(true));
  }, [used]);
  return used ? <Suspense fallback={null}><ToastRegion /></Suspense> : null;
}
