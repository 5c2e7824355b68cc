import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { receiptRejectInput } from '@inputs/delivery';
import { useEffect } from 'react';
import { Form, TextField, useZodForm } from '../../../components/form/Form';
import { notify } from '../../../components/toaster';
import { ADMIN } from '../../../lib/admin';
import { RejectReceiptDocument } from '../api/order-details';

/** "Reject" asks for the reason the customer will be mailed (the server's rule and messages). */
export function RejectReceiptDialog({
  receipt,
  onClose,
  onDone,
}: {
  receipt: { id: number; fileName: string } | null;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const [reject] = useMutation(RejectReceiptDocument, ADMIN);
  const form = useZodForm(receiptRejectInput, { reason: '' });
  const { reset, formState } = form;
  useEffect(() => reset({ reason: '' }), [receipt, reset]);
  async function onSubmit({ reason }: { reason: string }) {
    if (!receipt) return;
    try {
      const { data } = await reject({ variables: { id: receipt.id, reason } });
      const r = data?.rejectPaymentReceipt;
      if (!r?.order) {
        const unshown = form.serverErrors(r?.errors);
        if (!r || unshown.length)
          form.setError('reason', { message: unshown[0]?.message ?? 'Something went wrong' });
        return;
      }
      notify.success(r.message);
      onClose();
      await onDone();
    } catch (err) {
      notify.error((err as Error).message || 'Something went wrong');
    }
  }
  return (
    <Dialog.Root open={!!receipt} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <Form form={form} onSubmit={onSubmit}>
              <Dialog.Header>
                <Dialog.Title>Reject {receipt?.fileName}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <TextField label="Reason (mailed to the customer)" name="reason" multiline rows={3} />
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="red" loading={formState.isSubmitting}>
                  Reject receipt
                </Button>
              </Dialog.Footer>
            </Form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
