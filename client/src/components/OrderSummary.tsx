import { Box, Grid, HStack, Image, Stack, Table, Text } from '@chakra-ui/react';
import { graphql } from '../gql';
import type { OrderSummaryFragment } from '../gql/graphql';
import { formatRs } from '../lib/money';
import { PaymentBadge, StatusBadge } from './StatusBadge';

export const OrderSummaryFragmentDoc = graphql(`
  fragment OrderSummary on Order {
    id name email address city street zip mobile status paymentStatus paymentMethod paymentInstructions
    subTotal shipping grandTotal createdAt
    items { id name qty price sizeName colorName attributes imageUrl }
  }
`);

export const METHOD_LABELS: Record<string, string> = {
  cod: 'Cash on Delivery', easypaisa: 'Easypaisa', jazzcash: 'JazzCash', bank: 'Bank Transfer (HBL)', stripe: 'Card',
};

function extraAttributes(json: string): string[] {
  try {
    const o = JSON.parse(json) as Record<string, string>;
    return Object.entries(o).filter(([k]) => !/^(size|colou?r)$/i.test(k)).map(([k, v]) => `${k}: ${v}`);
  } catch {
    return [];
  }
}

/** The read-only order view shared by the confirmation, the customer and the admin details pages. */
export function OrderSummary({ order }: { order: OrderSummaryFragment }) {
  return (
    <Stack gap="6">
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4" bg="white" p="6" borderRadius="card" boxShadow="sm">
        <Stack gap="1">
          <Text><b>Order #</b>{order.id}</Text>
          <Text><b>Date:</b> {new Date(order.createdAt).toLocaleString('en-PK')}</Text>
          <HStack><b>Status:</b> <StatusBadge status={order.status} /></HStack>
          <HStack><b>Payment:</b> <PaymentBadge status={order.paymentStatus} /> <Text as="span">{METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod}</Text></HStack>
        </Stack>
        <Stack gap="1">
          <Text><b>{order.name}</b></Text>
          <Text>{order.email} · {order.mobile}</Text>
          <Text>{order.address}</Text>
          <Text>{order.city}, {order.street} {order.zip}</Text>
        </Stack>
      </Grid>
      <Box bg="white" borderRadius="card" boxShadow="sm" overflowX="auto">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Item</Table.ColumnHeader>
              <Table.ColumnHeader>Price</Table.ColumnHeader>
              <Table.ColumnHeader>Quantity</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {order.items.map((i) => (
              <Table.Row key={i.id} data-testid="order-item">
                <Table.Cell>
                  <HStack gap="3" minW="200px">
                    {i.imageUrl && <Image src={i.imageUrl} alt="" htmlWidth={48} htmlHeight={48} boxSize="48px" objectFit="cover" borderRadius="md" />}
                    <Box>
                      <Text fontWeight="medium">{i.name}</Text>
                      {i.sizeName && <Text fontSize="xs" color="ink.600">Size: {i.sizeName}</Text>}
                      {i.colorName && <Text fontSize="xs" color="ink.600">Colour: {i.colorName}</Text>}
                      {extraAttributes(i.attributes).map((a) => <Text key={a} fontSize="xs" color="ink.600">{a}</Text>)}
                    </Box>
                  </HStack>
                </Table.Cell>
                <Table.Cell>{formatRs(i.price)}</Table.Cell>
                <Table.Cell>{i.qty}</Table.Cell>
                <Table.Cell textAlign="end">{formatRs(i.price * i.qty)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Stack p="5" gap="2" alignItems="flex-end" data-testid="order-totals">
          <HStack gap="8"><Text>Sub Total</Text><Text>{formatRs(order.subTotal)}</Text></HStack>
          <HStack gap="8"><Text>Shipping</Text><Text>{formatRs(order.shipping)}</Text></HStack>
          <HStack gap="8" fontWeight="bold"><Text>Grand Total</Text><Text data-testid="order-grand-total">{formatRs(order.grandTotal)}</Text></HStack>
        </Stack>
      </Box>
    </Stack>
  );
}
