import {
  Badge,
  Box,
  Button,
  Dialog,
  Field,
  Grid,
  Heading,
  HStack,
  Image,
  Link,
  Portal,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { z } from 'zod';
import { OrderSummary } from '../../../components/OrderSummary';
import { OrderTimeline } from '../../../components/OrderTimeline';
import { usePageMeta } from '../../../components/PageTitle';
import { notify } from '../../../components/toaster';
import type { AdminOrderQuery } from '../../../gql/graphql';
import { useDateFormat } from '../../../lib/dates';
import { formatRs, toPaisa } from '../../../lib/money';
import { AdminPage } from '../../../components/admin/AdminPage';
import { ADMIN } from '../../../lib/admin';
import { UpdateOrderForm } from '../components/OrderUpdateForm';
import {
  AdminOrderDocument,
  VerifyReceiptDocument,
  RejectReceiptDocument,
  ConfirmCodDocument,
} from '../api/order-details';

type AdminOrder = NonNullable<AdminOrderQuery['adminOrder']>;

const rejectSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Please give the reason the receipt is rejected.')
    .max(500, 'The reason may not be greater than 500 characters.'),
});

/** "Reject" asks for the reason the customer will be mailed. */
function RejectDialog({
  receipt,
  onClose,
  onDone,
}: {
  receipt: { id: number; fileName: string } | null;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const [reject] = useMutation(RejectReceiptDocument, ADMIN);
  const { register, handleSubmit, setError, reset, formState } = useForm<{ reason: string }>({
    resolver: zodResolver(rejectSchema),
    defaultValues: { reason: '' },
  });
  useEffect(() => reset({ reason: '' }), [receipt, reset]);
  async function onSubmit({ reason }: { reason: string }) {
    if (!receipt) return;
    try {
      const { data } = await reject({ variables: { id: receipt.id, reason } });
      const r = data?.rejectPaymentReceipt;
      if (!r?.order) {
        setError('reason', { message: r?.errors[0]?.message ?? 'Something went wrong' });
        return;
      }
      notify.success(r.message ?? 'Receipt rejected.');
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
            <form onSubmit={handleSubmit(onSubmit)} noValidate>
              <Dialog.Header>
                <Dialog.Title>Reject {receipt?.fileName}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Field.Root invalid={!!formState.errors.reason}>
                  <Field.Label>Reason (mailed to the customer)</Field.Label>
                  <Textarea rows={3} {...register('reason')} />
                  {formState.errors.reason && (
                    <Field.ErrorText>{formState.errors.reason.message}</Field.ErrorText>
                  )}
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="red" loading={formState.isSubmitting}>
                  Reject receipt
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const RECEIPT_STATUS: Record<string, { label: string; palette: string }> = {
  WAITING: { label: 'Waiting', palette: 'orange' },
  ACCEPTED: { label: 'Accepted', palette: 'green' },
  REJECTED: { label: 'Rejected', palette: 'red' },
};

/** The receipts beside the expected amount and the method's account, each with "Mark paid" and "Reject" while it waits. */
function ReceiptsPanel({ order, onChanged }: { order: AdminOrder; onChanged: () => Promise<unknown> }) {
  const date = useDateFormat();
  const [verify, { loading: verifying }] = useMutation(VerifyReceiptDocument, ADMIN);
  const [rejecting, setRejecting] = useState<{ id: number; fileName: string } | null>(null);
  const reviewable = order.paymentStatus === 'unpaid' && order.status !== 'cancelled';

  async function markPaid(id: number) {
    try {
      const { data } = await verify({ variables: { id } });
      const r = data?.verifyPaymentReceipt;
      if (!r?.order) notify.error(r?.errors[0]?.message ?? 'Something went wrong');
      else notify.success(r.message ?? 'Marked paid.');
      await onChanged();
    } catch (err) {
      notify.error((err as Error).message || 'Something went wrong');
    }
  }

  return (
    <Box bg="white" p={{ base: 4, md: 6 }} borderRadius="card" boxShadow="sm" data-testid="admin-receipts">
      <Heading as="h2" size="md" color="brand.900" mb="3">
        Payment receipts
      </Heading>
      <Stack gap="1" mb="4" fontSize="sm">
        <Text>
          <Text as="span" fontWeight="semibold">
            Expected amount:
          </Text>{' '}
          {formatRs(order.grandTotal)}
        </Text>
        {order.paymentAccount && (
          <Text overflowWrap="anywhere">
            <Text as="span" fontWeight="semibold">
              Paid into:
            </Text>{' '}
            {order.paymentAccount}
          </Text>
        )}
      </Stack>
      {order.transactionIdNote && (
        <Text color="red.700" fontWeight="medium" data-testid="transaction-id-note">
          {order.transactionIdNote}
        </Text>
      )}
      {order.receipts.length === 0 ? (
        <Text color="ink.600">No receipt uploaded yet.</Text>
      ) : (
        <Stack gap="4">
          {order.receipts.map((r) => {
            const pdf = r.contentType === 'application/pdf';
            return (
              <Grid
                key={r.id}
                templateColumns={{ base: '1fr', sm: '160px minmax(0, 1fr)' }}
                gap="4"
                borderWidth="1px"
                borderColor="cream.200"
                borderRadius="md"
                p="3"
                data-testid="admin-receipt"
              >
                {pdf ? (
                  <Link
                    href={r.url}
                    download={r.downloadName}
                    color="brand.600"
                    textDecoration="underline"
                    alignSelf="center"
                  >
                    Download PDF
                  </Link>
                ) : (
                  <a href={r.url} target="_blank" rel="noopener noreferrer">
                    <Image
                      src={r.url}
                      alt={`Receipt ${r.fileName}`}
                      maxH="220px"
                      w="full"
                      objectFit="contain"
                      bg="cream.50"
                      borderRadius="md"
                    />
                  </a>
                )}
                <Stack gap="1.5" minW="0">
                  <HStack justify="space-between" align="start" wrap="wrap">
                    <Text fontWeight="medium" overflowWrap="anywhere">
                      {r.fileName}
                    </Text>
                    <Badge colorPalette={RECEIPT_STATUS[r.status].palette} variant="subtle">
                      {RECEIPT_STATUS[r.status].label}
                    </Badge>
                  </HStack>
                  <Text fontSize="sm" color="ink.600">
                    {r.detectedType} · downloads as {r.downloadName}
                  </Text>
                  <Text fontSize="sm" color="ink.600">
                    Uploaded <time dateTime={r.uploadedAt}>{date(r.uploadedAt, true)}</time>
                  </Text>
                  {r.transactionId && <Text fontSize="sm">Transaction ID: {r.transactionId}</Text>}
                  {r.transactionIdAlsoOn.length > 0 && (
                    <Text fontSize="sm" color="red.700">
                      Also sent for{' '}
                      {r.transactionIdAlsoOn.map((id, i) => (
                        <span key={id}>
                          {i ? ', ' : ''}
                          <RouterLink to={`/admin/order/details/${id}`}>order #{id}</RouterLink>
                        </span>
                      ))}
                    </Text>
                  )}
                  {r.amountPaid != null && (
                    <Text
                      fontSize="sm"
                      color={toPaisa(r.amountPaid) === toPaisa(order.grandTotal) ? undefined : 'red.700'}
                    >
                      Amount paid: {formatRs(r.amountPaid)}
                      {toPaisa(r.amountPaid) === toPaisa(order.grandTotal)
                        ? ''
                        : ` (expected ${formatRs(order.grandTotal)})`}
                    </Text>
                  )}
                  {r.status === 'REJECTED' && r.rejectReason && (
                    <Text fontSize="sm" color="red.700">
                      Reason: {r.rejectReason}
                    </Text>
                  )}
                  {r.status === 'WAITING' && reviewable && (
                    <HStack gap="2" mt="1" wrap="wrap">
                      <Button
                        size="sm"
                        colorPalette="green"
                        loading={verifying}
                        onClick={() => void markPaid(r.id)}
                      >
                        Mark paid
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="red"
                        onClick={() => setRejecting({ id: r.id, fileName: r.fileName })}
                      >
                        Reject
                      </Button>
                    </HStack>
                  )}
                </Stack>
              </Grid>
            );
          })}
        </Stack>
      )}
      <RejectDialog receipt={rejecting} onClose={() => setRejecting(null)} onDone={onChanged} />
    </Box>
  );
}

/** Cash on delivery: "Confirmed by phone" before shipping (against fake orders). */
function CodConfirmation({ order, onChanged }: { order: AdminOrder; onChanged: () => Promise<unknown> }) {
  const date = useDateFormat();
  const [confirm, { loading }] = useMutation(ConfirmCodDocument, ADMIN);
  if (order.paymentMethod !== 'cod') return null;
  if (order.codConfirmedAt)
    return (
      <Text fontSize="sm" color="green.700" data-testid="cod-confirmed">
        Confirmed by phone on <time dateTime={order.codConfirmedAt}>{date(order.codConfirmedAt, true)}</time>
      </Text>
    );
  if (order.status !== 'pending') return null;
  async function onClick() {
    try {
      const { data } = await confirm({ variables: { id: order.id } });
      const r = data?.confirmCodOrder;
      if (!r?.order) notify.error(r?.errors[0]?.message ?? 'Something went wrong');
      else notify.success(r.message ?? 'Confirmed.');
      await onChanged();
    } catch (err) {
      notify.error((err as Error).message || 'Something went wrong');
    }
  }
  return (
    <Stack gap="1">
      <Text fontSize="sm" color="ink.700">
        Call the customer on {order.mobile} before shipping.
      </Text>
      <Button variant="outline" colorPalette="green" loading={loading} onClick={() => void onClick()}>
        Confirmed by phone
      </Button>
    </Stack>
  );
}

export function AdminOrderDetailsPage() {
  const id = Number(useParams().id);
  usePageMeta(`Order #${id}`);
  const { data, refetch } = useQuery(AdminOrderDocument, {
    ...ADMIN,
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const order = data?.adminOrder;
  if (!order)
    return (
      <AdminPage title={`Order #${id}`}>
        <Text>Loading…</Text>
      </AdminPage>
    );
  const manual = ['easypaisa', 'jazzcash', 'bank'].includes(order.paymentMethod);
  // A receipt waiting for the owner's check comes first: that is what the page was opened for.
  const waiting =
    order.paymentStatus === 'unpaid' &&
    order.status !== 'cancelled' &&
    order.receipts.some((r) => r.status === 'WAITING');
  const receipts = manual && <ReceiptsPanel order={order} onChanged={refetch} />;
  return (
    <AdminPage
      title={`Order #${order.id}`}
      actions={
        <Button asChild variant="outline">
          <RouterLink to="/admin/orders">Back</RouterLink>
        </Button>
      }
    >
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) 300px' }} gap="6">
        <Stack gap="6" minW="0">
          {waiting && receipts}
          <OrderSummary order={order} />
          {!waiting && receipts}
          <OrderTimeline order={order} />
        </Stack>
        <Stack gap="4" bg="cream.50" p="4" borderRadius="md" h="fit-content">
          <CodConfirmation order={order} onChanged={refetch} />
          <UpdateOrderForm order={order} couriers={data.adminCouriers} onSaved={refetch} />
        </Stack>
      </Grid>
    </AdminPage>
  );
}
