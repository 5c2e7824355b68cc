import { createToaster, Portal, Spinner, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useReactiveVar } from '../lib/reactive-var';
import { cartDrawerOpenVar } from '../stores/cart';
import { attachToastRegion } from './toaster';

/*
 * Toasts start below the page's sticky header (storefront or back office: its menu button, the
 * cart, the account link stay reachable at every width); `--page-header-bottom` is measured below.
 */
const toaster = createToaster({
  placement: 'top-end',
  pauseOnPageIdle: true,
  max: 4,
  offsets: {
    top: 'calc(var(--page-header-bottom, 0px) + 0.75rem)',
    right: '1rem',
    bottom: '1rem',
    left: '1rem',
  },
});

/** Hovering or focusing the toasts pauses them (zag); they still leave after this many durations. */
const LIFETIME_IN_DURATIONS = 2;

// Chakra's group (zag's toast group machine) shows the toasts created after it subscribed to
// the toaster, not those created before: `notify`'s waiting toasts are handed over once it has.
let groupListening = () => {};
const listening = new Promise<void>((resolve) => (groupListening = resolve));
const subscribe = toaster.subscribe;
toaster.subscribe = (listener) => {
  const unsubscribe = subscribe(listener);
  groupListening();
  return unsubscribe;
};

/*
 * Toasts stay off an open drawer's or dialog's header (its close button, its title): below it,
 * and beside the cart drawer (28rem at the right) on wide screens. Zag positions the group with
 * inline styles, hence `!important`.
 */
const OFF_OPEN_DIALOGS = {
  'body:has([data-scope=dialog][data-part=content][data-state=open]) &': { top: '5.5rem !important' },
  '&[data-drawer-open]': { md: { insetInlineEnd: 'calc(28rem + 1rem) !important' } },
};

/** How far down the page's sticky or fixed headers reach, in whole pixels. */
function pageHeaderBottom(): number {
  let bottom = 0;
  for (const header of document.querySelectorAll('header')) {
    const { position } = getComputedStyle(header);
    if (position === 'sticky' || position === 'fixed')
      bottom = Math.max(bottom, header.getBoundingClientRect().bottom);
  }
  return Math.ceil(bottom);
}

// The headers (and the body, whose size changes with the page) watched for a new height.
let watched: Element[] = [];
let observer: ResizeObserver | undefined;

/**
 * Sets `--page-header-bottom`, then again whenever a header changes size or the page changes
 * (another page's header, a wrapped shop name, a resized window) while toasts have been shown.
 */
function placeBelowHeader() {
  const headers = [document.body, ...document.querySelectorAll('header')];
  if (headers.length !== watched.length || headers.some((el, i) => el !== watched[i])) {
    observer ??= new ResizeObserver(placeBelowHeader);
    observer.disconnect();
    watched = headers;
    headers.forEach((el) => observer!.observe(el));
  }
  document.documentElement.style.setProperty('--page-header-bottom', `${pageHeaderBottom()}px`);
}

/** Takes `notify`'s toasts once the group is listening. */
function useAttachToasts() {
  useEffect(() => {
    let live = true;
    let detach = () => {};
    void listening.then(() => {
      if (!live) return;
      detach = attachToastRegion((toast) => {
        placeBelowHeader();
        const id = toaster.create(toast);
        // A pointer resting on the toasts (or a tap that left it there) must not keep them forever.
        window.setTimeout(() => toaster.dismiss(id), toast.duration * LIFETIME_IN_DURATIONS);
      });
    });
    return () => {
      live = false;
      detach();
      observer?.disconnect();
      watched = [];
    };
  }, []);
}

/** Chakra's toaster, showing what `notify` asks for (components/toaster.tsx). */
export function ToastRegion() {
  const drawerOpen = useReactiveVar(cartDrawerOpenVar);
  useAttachToasts();
  return (
    <Portal>
      <ChakraToaster
        toaster={toaster}
        insetInline={{ mdDown: '4' }}
        data-drawer-open={drawerOpen || undefined}
        css={OFF_OPEN_DIALOGS}
      >
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            {toast.type === 'loading' ? <Spinner size="sm" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
