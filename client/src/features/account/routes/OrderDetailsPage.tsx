import { Button, Center, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { OrderSummary } from '../../../components/OrderSummary';
import { OrderTimeline } from '../../../components/OrderTimeline';
import { usePageMeta } from '../../../components/PageTitle';
import { PaymentReceipts } from '../../../components/PaymentReceipts';
import { MyOrderDocument } from '../api/order-details';

export function OrderDetailsPage() {
  const id = Number(useParams().id);
  usePageMeta(`Order #${id}`);
  const { data, loading } = useQuery(MyOrderDocument, {
    variables: { id },
    skip: !(id > 0),
    fetchPolicy: 'cache-and-network',
  });
  if (loading && !data)
    return (
      <Center py="16">
        <Spinner color="brand.500" />
      </Center>
    );
  if (!data?.myOrder)
    return (
      <Text py="16" textAlign="center">
        Order not found
      </Text>
    );
  return (
    <Stack gap="5">
      <HStack justify="space-between">
        <Heading as="h1" size="xl" color="brand.900">
          Order #{data.myOrder.id}
        </Heading>
        <Button asChild variant="outline" size="sm">
          <RouterLink to="/user/orders">Back</RouterLink>
        </Button>
      </HStack>
      <OrderSummary order={data.myOrder} />
      <PaymentReceipts order={data.myOrder} />
      <OrderTimeline order={data.myOrder} />
    </Stack>
  );
}
