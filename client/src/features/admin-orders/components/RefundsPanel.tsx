import { Badge, Button, Dialog, Heading, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { refundInput } from '@inputs/refunds';
import { useState } from 'react';
import { Form, TextField, useZodForm } from '../../../components/form/Form';
import { notify } from '../../../components/toaster';
import { ADMIN } from '../../../lib/admin';
import { useIsOwner } from '../../../lib/admin-access';
import { formatRs } from '../../../lib/money';
import { AdminOrderRefundsDocument, RefundOrderDocument } from '../api/refunds';

const STATUS_LABEL: Record<string, string> = {
  REQUESTED: 'Not confirmed yet',
  PENDING: 'On its way',
  SUCCEEDED: 'Refunded',
  FAILED: 'Refused',
};

/** A fresh key per refund the dialog sends: a resend of the same one (a lost answer) refunds once. */
const newKey = () => globalThis.crypto.randomUUID();

/**
 * An order's refunds and the owner's Refund action: the amount (what is left to refund, to
 * start with), the reason the customer is mailed, and for a payment that goes back by hand
 * (easypaisa, bank transfer, cash on delivery, a JazzCash voucher) the reference of the transfer.
 */
export function RefundsPanel({ orderId, onChanged }: { orderId: number; onChanged: () => Promise<unknown> }) {
  const { data, refetch } = useQuery(AdminOrderRefundsDocument, {
    ...ADMIN,
    variables: { id: orderId },
    fetchPolicy: 'cache-and-network',
  });
  const owner = useIsOwner();
  const [open, setOpen] = useState(false);
  const summary = data?.adminOrder?.refunds;
  if (!summary || (summary.paid === 0 && summary.items.length === 0)) return null;
  return (
    <Stack gap="2" aria-label="Refunds" role="region">
      <Heading size="sm">Refunds</Heading>
      <Text fontSize="sm">
        Paid {formatRs(summary.paid)} · refunded {formatRs(summary.refunded)} · left{' '}
        {formatRs(summary.refundable)}
      </Text>
      {summary.items.map((r) => (
        <Stack key={r.id} gap="0" fontSize="sm" borderTopWidth="1px" pt="2" data-testid="refund">
          <Text fontWeight="semibold">
            {formatRs(r.amount)}{' '}
            <Badge
              colorPalette={r.status === 'FAILED' ? 'red' : r.status === 'SUCCEEDED' ? 'green' : 'orange'}
            >
              {STATUS_LABEL[r.status] ?? r.status}
            </Badge>
          </Text>
          <Text>{r.reason}</Text>
          <Text color="fg.muted">
            {r.via === 'PROVIDER' ? 'Through the provider' : 'By hand'}
            {r.reference ? ` · ${r.reference}` : ''}
            {r.createdBy ? ` · ${r.createdBy}` : ''}
          </Text>
          {r.failure && <Text color="red.700">{r.failure}</Text>}
        </Stack>
      ))}
      {owner && summary.refundable > 0 && (
        <Button variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
          Refund
        </Button>
      )}
      {open && (
        <RefundDialog
          orderId={orderId}
          refundable={summary.refundable}
          byApi={summary.byApi}
          onClose={() => setOpen(false)}
          onDone={() => Promise.all([refetch(), onChanged()])}
        />
      )}
    </Stack>
  );
}

interface Values {
  amount: string;
  reason: string;
  reference: string;
}

export function RefundDialog({
  orderId,
  refundable,
  byApi,
  onClose,
  onDone,
}: {
  orderId: number;
  /** Rupees left to refund: the amount the form starts with. */
  refundable: number;
  byApi: boolean;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const [refund] = useMutation(RefundOrderDocument, ADMIN);
  const [key, setKey] = useState(newKey);
  const form = useZodForm<typeof refundInput, Values>(refundInput, {
    amount: String(refundable),
    reason: '',
    reference: '',
  });
  async function onSubmit(v: { amount: number; reason: string; reference?: string | null }) {
    try {
      const { data } = await refund({
        variables: {
          orderId,
          amount: v.amount / 100,
          reason: v.reason,
          reference: v.reference ?? null,
          idempotencyKey: key,
        },
      });
      const r = data?.refundOrder;
      // Answered: the next refund is another one.
      setKey(newKey());
      if (!r?.refund) {
        const unshown = form.serverErrors(r?.errors);
        if (!r || unshown.length)
          form.setError('amount', { message: unshown[0]?.message ?? 'Something went wrong' });
        return;
      }
      if (r.message) notify.success(r.message);
      onClose();
      await onDone();
    } catch (err) {
      // No answer, or the provider's was lost: sending it again (same key) finishes the same refund.
      notify.error((err as Error).message || 'Something went wrong');
    }
  }
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <Form form={form} onSubmit={onSubmit} aria-label="Refund">
              <Dialog.Header>
                <Dialog.Title>Refund order #{orderId}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <TextField label="Amount (Rs)" name="amount" helper={`At most ${formatRs(refundable)}.`} />
                  <TextField label="Reason (mailed to the customer)" name="reason" multiline rows={3} />
                  {!byApi && (
                    <TextField
                      label="Reference"
                      name="reference"
                      autoComplete="off"
                      helper="This payment goes back by hand: the transfer's id or the cash slip's number."
                    />
                  )}
                  {byApi && (
                    <Text fontSize="sm" color="fg.muted">
                      The money goes back through the payment provider to the card or wallet paid with.
                    </Text>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="red" loading={form.formState.isSubmitting}>
                  Refund
                </Button>
              </Dialog.Footer>
            </Form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
