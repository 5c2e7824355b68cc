import { Box, Button, Center, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { OrderSummary } from '../../../components/OrderSummary';
import { PaymentReceipts } from '../../../components/PaymentReceipts';
import { usePageMeta } from '../../../components/PageTitle';
import { ConfirmationDocument } from '../api/confirmation';
import { OnlinePaymentBox } from '../components/OnlinePayment';

export function ConfirmationPage() {
  const rawId = useParams().id;
  const id = Number(rawId);
  // Back from a wallet's page: its answer is settled by the server before the browser arrives.
  const { data, loading } = useQuery(ConfirmationDocument, {
    variables: { id },
    skip: !(id > 0),
    fetchPolicy: 'network-only',
  });
  const order = data?.myOrder;
  // An id that is not one of the shopper's orders is not thanked for: the page says it was not found.
  usePageMeta(loading ? 'Your order' : order ? 'Thank You For Shopping' : 'Order not found');
  if (loading)
    return (
      <Center py="24">
        <Spinner color="brand.500" />
      </Center>
    );
  if (!order)
    return (
      <Container maxW="xl" py="24" textAlign="center">
        <Stack gap="4" align="center">
          <Heading as="h1" size="2xl" color="brand.900">
            Order not found
          </Heading>
          <Text color="ink.600">
            We could not find order #{rawId} in your account. Your orders are listed under My Orders.
          </Text>
          <Button asChild colorPalette="brand">
            <RouterLink to="/user/orders">My Orders</RouterLink>
          </Button>
        </Stack>
      </Container>
    );
  return (
    <Container maxW="5xl" py="10">
      <Stack gap="6">
        <Heading as="h1" size="3xl" color="brand.900" textAlign="center">
          Thank You For Shopping
        </Heading>
        <OnlinePaymentBox order={order} />
        {order.paymentStatus === 'unpaid' && order.paymentMethod !== 'cod' && !order.onlinePayment && (
          <Box
            bg="orange.50"
            borderWidth="1px"
            borderColor="orange.200"
            p="4"
            borderRadius="md"
            data-testid="receipt-note"
          >
            <Text fontWeight="semibold">Please complete your payment</Text>
            {/* The instructions already ask for the receipt over chat: the page adds only the order number to quote. */}
            <Text>
              {order.paymentInstructions} Your order number is #{order.id}.
            </Text>
            {order.canUploadReceipt && (
              <Text mt="2">Or upload it below: we check it and confirm your payment by e-mail.</Text>
            )}
          </Box>
        )}
        {!order.onlinePayment && <PaymentReceipts order={order} />}
        <OrderSummary order={order} />
        <Button asChild colorPalette="brand" alignSelf="center">
          <RouterLink to="/shop">Continue Shopping</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
