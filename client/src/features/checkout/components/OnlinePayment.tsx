import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { notify } from '../../../components/toaster';
import { graphql } from '../../../gql';
import type { OnlinePaymentFragment } from '../../../gql/graphql';
import { StartOnlinePaymentDocument } from '../api/online-payment';

export const OnlinePaymentFragmentDoc = graphql(`
  fragment OnlinePayment on Order {
    id
    paymentStatus
    onlinePayment {
      provider
      providerLabel
      canPay
      status
      message
    }
  }
`);

/**
 * Paying a JazzCash or easypaisa order online, when the shop has that wallet set up: the
 * button takes the customer to the wallet's page (a new attempt each time, so a failed payment
 * can be tried again); what became of the latest attempt is said plainly.
 */
export function OnlinePaymentBox({ order }: { order: OnlinePaymentFragment }) {
  const [start, { loading }] = useMutation(StartOnlinePaymentDocument);
  const online = order.onlinePayment;
  if (!online) return null;
  const paid = order.paymentStatus === 'paid';

  async function pay() {
    try {
      const { data } = await start({ variables: { orderId: order.id } });
      const url = data?.startOnlinePayment.redirectUrl;
      if (!url) {
        notify.error(data?.startOnlinePayment.errors[0]?.message ?? 'Something went wrong');
        return;
      }
      window.location.assign(url);
    } catch (err) {
      notify.error((err as Error).message || 'Something went wrong');
    }
  }

  const tone = paid ? 'green' : online.status === 'failed' ? 'red' : 'orange';
  return (
    <Box
      bg={`${tone}.50`}
      borderWidth="1px"
      borderColor={`${tone}.200`}
      p="4"
      borderRadius="md"
      data-testid="online-payment"
      data-status={paid ? 'paid' : online.status}
    >
      <Stack gap="2">
        {paid ? (
          <Text fontWeight="semibold">Paid with {online.providerLabel}. Thank you!</Text>
        ) : online.status === 'failed' ? (
          <>
            <Text fontWeight="semibold">Your {online.providerLabel} payment did not go through.</Text>
            {online.message && <Text fontSize="sm">{online.message}</Text>}
          </>
        ) : online.status === 'pending' ? (
          <Text fontWeight="semibold">
            We are waiting for {online.providerLabel} to confirm your payment. This page shows it once they
            do.
          </Text>
        ) : (
          <Text fontWeight="semibold">Pay now with {online.providerLabel}.</Text>
        )}
        {online.canPay && (
          <Button colorPalette="brand" alignSelf="start" loading={loading} onClick={() => void pay()}>
            {online.status === 'none'
              ? `Pay with ${online.providerLabel}`
              : `Try again with ${online.providerLabel}`}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
