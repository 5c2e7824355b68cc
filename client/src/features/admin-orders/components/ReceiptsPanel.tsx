import { Badge, Box, Button, Grid, Heading, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAdminAction } from '../../../components/admin/useAdminAction';
import { graphql } from '../../../gql';
import type { AdminReceiptsFragment } from '../../../gql/graphql';
import { useDateFormat } from '../../../lib/dates';
import { formatRs, toPaisa } from '../../../lib/money';
import { VerifyReceiptDocument } from '../api/order-details';
import { RejectReceiptDialog } from './RejectReceiptDialog';

export const AdminReceiptsFragmentDoc = graphql(`
  fragment AdminReceipts on Order {
    id
    grandTotal
    paymentAccount
    transactionIdNote
    reviewableReceiptIds
    receipts {
      id
      fileName
      downloadName
      detectedType
      transactionIdAlsoOn
      contentType
      uploadedAt
      transactionId
      amountPaid
      status
      rejectReason
      reviewedAt
      url
    }
  }
`);

const RECEIPT_STATUS: Record<string, { label: string; palette: string }> = {
  WAITING: { label: 'Waiting', palette: 'orange' },
  ACCEPTED: { label: 'Accepted', palette: 'green' },
  REJECTED: { label: 'Rejected', palette: 'red' },
};

/** The receipts beside the expected amount and the method's account, each with "Mark paid" and "Reject" while it waits. */
export function ReceiptsPanel({
  order,
  onChanged,
}: {
  order: AdminReceiptsFragment;
  onChanged: () => Promise<unknown>;
}) {
  const date = useDateFormat();
  const verify = useAdminAction(VerifyReceiptDocument, (d) => d.verifyPaymentReceipt, onChanged);
  const [rejecting, setRejecting] = useState<{ id: number; fileName: string } | null>(null);

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
                  {order.reviewableReceiptIds.includes(r.id) && (
                    <HStack gap="2" mt="1" wrap="wrap">
                      <Button
                        size="sm"
                        colorPalette="green"
                        loading={verify.loading}
                        onClick={() => void verify.run({ id: r.id })}
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
      <RejectReceiptDialog receipt={rejecting} onClose={() => setRejecting(null)} onDone={onChanged} />
    </Box>
  );
}
