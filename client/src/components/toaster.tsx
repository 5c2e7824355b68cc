import { createToaster, Portal, Spinner, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';

export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 4 });

export const notify = {
  success: (title: string) => toaster.create({ type: 'success', title, duration: 3000 }),
  error: (title: string) => toaster.create({ type: 'error', title, duration: 5000 }),
  info: (title: string) => toaster.create({ type: 'info', title, duration: 3500 }),
  warning: (title: string) => toaster.create({ type: 'warning', title, duration: 5000 }),
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
