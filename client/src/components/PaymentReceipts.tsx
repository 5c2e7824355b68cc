import { Badge, Box, Button, Field, Grid, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { receiptUploadInput, type ReceiptUploadInput } from '@inputs/delivery';
import { useZodForm } from './form/Form';
import { graphql } from '../gql';
import type { CustomerReceiptsFragment } from '../gql/graphql';
import { useDateFormat } from '../lib/dates';
import { formatRs } from '../lib/money';
import { notify } from './toaster';

export const CustomerReceiptsFragmentDoc = graphql(`
  fragment CustomerReceipts on Order {
    id
    canUploadReceipt
    paymentStatus
    receipts {
      id
      fileName
      uploadedAt
      status
      rejectReason
      transactionId
      amountPaid
    }
  }
`);

const UploadPaymentReceiptDocument = graphql(`
  mutation UploadPaymentReceipt($orderId: Int!, $file: Upload!, $transactionId: String, $amountPaid: Float) {
    uploadPaymentReceipt(
      orderId: $orderId
      file: $file
      transactionId: $transactionId
      amountPaid: $amountPaid
    ) {
      message
      errors {
        ...FieldErrors
      }
      order {
        id
        ...CustomerReceipts
        ...OrderTimeline
      }
    }
  }
`);

const STATUS: Record<string, { label: string; palette: string }> = {
  WAITING: { label: 'Waiting for our check', palette: 'orange' },
  ACCEPTED: { label: 'Accepted', palette: 'green' },
  REJECTED: { label: 'Not accepted', palette: 'red' },
};

/**
 * The customer's payment receipts of a manual-payment order: the ones sent (file name, upload
 * time, where each stands) and, while the order is unpaid, "Upload payment receipt" (image or
 * PDF, with the optional transaction id and amount paid). The chat stays the fallback.
 */
export function PaymentReceipts({ order }: { order: CustomerReceiptsFragment }) {
  const date = useDateFormat();
  const [upload] = useMutation(UploadPaymentReceiptDocument);
  const form = useZodForm(receiptUploadInput, {
    file: undefined as FileList | undefined,
    transactionId: '',
    amountPaid: '',
  });
  const { register, handleSubmit, setError, reset, formState } = form;
  const { errors, isSubmitting } = formState;
  if (!order.canUploadReceipt && order.receipts.length === 0) return null;

  async function onSubmit(values: ReceiptUploadInput) {
    try {
      const { data } = await upload({
        variables: {
          orderId: order.id,
          file: values.file as File,
          transactionId: values.transactionId ?? null,
          amountPaid: values.amountPaid ?? null,
        },
      });
      const r = data?.uploadPaymentReceipt;
      if (!r || r.errors.length) {
        const unshown = form.serverErrors(r?.errors ?? [], {
          transaction_id: 'transactionId',
          amount_paid: 'amountPaid',
        });
        for (const e of unshown) setError('file', { message: e.message });
        return;
      }
      reset();
      notify.success(r.message);
    } catch (err) {
      notify.error((err as Error).message || 'Something went wrong');
    }
  }

  return (
    <Box bg="white" p={{ base: 4, md: 6 }} borderRadius="card" boxShadow="sm" data-testid="payment-receipts">
      <Heading as="h2" size="md" color="brand.900" mb="3">
        Payment receipts
      </Heading>
      {order.receipts.length > 0 && (
        <Stack as="ul" gap="3" mb="5" listStyleType="none" p="0" data-testid="receipt-list">
          {order.receipts.map((r) => (
            <Box as="li" key={r.id} borderWidth="1px" borderColor="cream.200" borderRadius="md" p="3">
              <HStack justify="space-between" align="start" gap="3" wrap="wrap">
                <Box minW="0">
                  <Text fontWeight="medium" overflowWrap="anywhere">
                    {r.fileName}
                  </Text>
                  <Text fontSize="sm" color="ink.600">
                    Uploaded <time dateTime={r.uploadedAt}>{date(r.uploadedAt, true)}</time>
                    {r.transactionId ? ` · Transaction ${r.transactionId}` : ''}
                    {r.amountPaid != null ? ` · ${formatRs(r.amountPaid)}` : ''}
                  </Text>
                </Box>
                <Badge colorPalette={STATUS[r.status].palette} variant="subtle">
                  {STATUS[r.status].label}
                </Badge>
              </HStack>
              {r.status === 'REJECTED' && r.rejectReason && (
                <Text fontSize="sm" mt="2" color="red.700">
                  Reason: {r.rejectReason}
                </Text>
              )}
            </Box>
          ))}
        </Stack>
      )}
      {order.canUploadReceipt && (
        <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Upload payment receipt">
          <Stack gap="4">
            <Field.Root invalid={!!errors.file}>
              <Field.Label>Receipt (image or PDF, up to 5 MB)</Field.Label>
              <Input
                type="file"
                accept="image/jpeg,image/png,image/webp,application/pdf"
                bg="white"
                p="1.5"
                h="auto"
                {...register('file')}
              />
              {errors.file && <Field.ErrorText>{errors.file.message}</Field.ErrorText>}
            </Field.Root>
            <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
              <Field.Root invalid={!!errors.transactionId}>
                <Field.Label>Transaction ID (optional)</Field.Label>
                <Input bg="white" autoComplete="off" {...register('transactionId')} />
                {errors.transactionId && <Field.ErrorText>{errors.transactionId.message}</Field.ErrorText>}
              </Field.Root>
              <Field.Root invalid={!!errors.amountPaid}>
                <Field.Label>Amount paid in Rs (optional)</Field.Label>
                <Input bg="white" inputMode="decimal" autoComplete="off" {...register('amountPaid')} />
                {errors.amountPaid && <Field.ErrorText>{errors.amountPaid.message}</Field.ErrorText>}
              </Field.Root>
            </Grid>
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf={{ base: 'stretch', sm: 'start' }}
              loading={isSubmitting}
            >
              Upload payment receipt
            </Button>
            <Text fontSize="sm" color="ink.600">
              You can also send the receipt to us over chat (WhatsApp) with your order number #{order.id}.
            </Text>
          </Stack>
        </form>
      )}
    </Box>
  );
}
