import { createToaster, Portal, Spinner, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useReactiveVar } from '../lib/reactive-var';
import { cartDrawerOpenVar } from '../stores/cart';
import { attachToastRegion } from './toaster';

const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 4 });

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

/** Takes `notify`'s toasts once the group is listening. */
function useAttachToasts() {
  useEffect(() => {
    let live = true;
    let detach = () => {};
    void listening.then(() => {
      if (live) detach = attachToastRegion((toast) => void toaster.create(toast));
    });
    return () => {
      live = false;
      detach();
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
