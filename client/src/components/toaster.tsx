import { createToaster, Portal, Spinner, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';

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

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
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
