import { Portal, Spinner, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { useReactiveVar } from '../lib/reactive-var';
import { cartDrawerOpenVar } from '../stores/cart';
import { toaster } from './toaster';

/*
 * While the cart drawer (28rem at the right, the whole width of a phone) is open, toasts stay
 * off its header: beside the drawer on wide screens, below its header on phones. Zag positions
 * the group with inline styles, hence `!important`.
 */
const BESIDE_DRAWER = {
  '&[data-drawer-open]': {
    md: { insetInlineEnd: 'calc(28rem + 1rem) !important' },
    mdDown: { top: '5.5rem !important' },
  },
};

export function ToastRegion() {
  const drawerOpen = useReactiveVar(cartDrawerOpenVar);
  return (
    <Portal>
      <ChakraToaster
        toaster={toaster}
        insetInline={{ mdDown: '4' }}
        data-drawer-open={drawerOpen || undefined}
        css={BESIDE_DRAWER}
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
