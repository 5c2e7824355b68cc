import { Box, Grid, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { graphql } from '../gql';
import type { OrderSummaryFragment } from '../gql/graphql';
import { useDateFormat } from '../lib/dates';
import { Thumbnail } from './Thumbnail';
import { formatRs } from '../lib/money';
import { STACKED_TABLE } from './stackedTable';
import { PaymentBadge, StatusBadge } from './StatusBadge';

export const OrderSummaryFragmentDoc = graphql(`
  fragment OrderSummary on Order {
    id
    name
    email
    address
    city
    street
    zip
    mobile
    status
    paymentStatus
    paymentMethod
    paymentMethodLabel
    paymentInstructions
    subTotal
    discount
    discountCode
    shipping
    grandTotal
    createdAt
    trackingNumber
    trackingUrl
    courier {
      id
      name
    }
    items {
      id
      name
      qty
      price
      sizeName
      colorName
      attributes
      imageUrl
    }
  }
`);

function extraAttributes(json: string): string[] {
  try {
    const o = JSON.parse(json) as Record<string, string>;
    return Object.entries(o)
      .filter(([k]) => !/^(size|colou?r)$/i.test(k))
      .map(([k, v]) => `${k}: ${v}`);
  } catch {
    return [];
  }
}

/** A labelled value of the order's header (`testId` names it for tests). */
function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <HStack gap="2" align="baseline" wrap="wrap" data-testid={testId}>
      <Text as="span" fontWeight="semibold" color="ink.700">
        {label}:
      </Text>
      <Text as="span" overflowWrap="anywhere">
        {children}
      </Text>
    </HStack>
  );
}

/**
 * The read-only order view shared by the confirmation, the customer and the admin details
 * pages: the spec's fields, each labelled (the street field is the province, the zip the
 * postal address), the date in the shop's time zone, and the items as a table (stacked cards
 * on phones).
 */
export function OrderSummary({ order }: { order: OrderSummaryFragment }) {
  const date = useDateFormat();
  return (
    <Stack gap="6">
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', md: '1fr 1fr' }}
        gap="4"
        bg="white"
        p={{ base: 4, md: 6 }}
        borderRadius="card"
        boxShadow="sm"
      >
        <Stack gap="1.5">
          <Field label="Order #">{order.id}</Field>
          <Field label="Date" testId="order-date">
            <time dateTime={order.createdAt}>{date(order.createdAt, true)}</time>
          </Field>
          <HStack gap="2">
            <Text as="span" fontWeight="semibold" color="ink.700">
              Status:
            </Text>{' '}
            <StatusBadge status={order.status} />
          </HStack>
          <HStack gap="2" wrap="wrap">
            <Text as="span" fontWeight="semibold" color="ink.700">
              Payment:
            </Text>{' '}
            <PaymentBadge
              status={order.paymentStatus}
              paymentMethod={order.paymentMethod}
              orderStatus={order.status}
            />
            <Text as="span">{order.paymentMethodLabel}</Text>
          </HStack>
          {(order.courier || order.trackingNumber) && (
            <Stack gap="1.5" data-testid="order-tracking">
              {order.courier && <Field label="Courier">{order.courier.name}</Field>}
              {order.trackingNumber && <Field label="Tracking number">{order.trackingNumber}</Field>}
              {order.trackingUrl && order.courier && (
                <Link
                  href={order.trackingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  color="brand.600"
                  fontWeight="semibold"
                  textDecoration="underline"
                >
                  Track your parcel on the {order.courier.name} website
                </Link>
              )}
            </Stack>
          )}
        </Stack>
        <Stack gap="1.5" data-testid="order-customer">
          <Field label="Name">{order.name}</Field>
          <Field label="Email">{order.email}</Field>
          <Field label="Contact">{order.mobile}</Field>
          <Field label="Address" testId="order-address">
            {order.address}
          </Field>
          <Field label="City" testId="order-city">
            {order.city}
          </Field>
          <Field label="Province" testId="order-province">
            {order.street}
          </Field>
          <Field label="Postal Address" testId="order-postal">
            {order.zip}
          </Field>
        </Stack>
      </Grid>
      <Box
        bg={{ base: 'transparent', md: 'white' }}
        borderRadius="card"
        boxShadow={{ base: 'none', md: 'sm' }}
      >
        <Table.Root size="sm" css={STACKED_TABLE}>
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
                <Table.Cell data-primary="">
                  <HStack gap="3" minW={{ base: '0', md: '200px' }}>
                    <Thumbnail src={i.imageUrl} size={48} flexShrink="0" />
                    <Box minW="0">
                      <Text fontWeight="medium">{i.name}</Text>
                      {i.sizeName && (
                        <Text fontSize="xs" color="ink.600">
                          Size: {i.sizeName}
                        </Text>
                      )}
                      {i.colorName && (
                        <Text fontSize="xs" color="ink.600">
                          Colour: {i.colorName}
                        </Text>
                      )}
                      {extraAttributes(i.attributes).map((a) => (
                        <Text key={a} fontSize="xs" color="ink.600">
                          {a}
                        </Text>
                      ))}
                    </Box>
                  </HStack>
                </Table.Cell>
                <Table.Cell data-label="Price">{formatRs(i.price)}</Table.Cell>
                <Table.Cell data-label="Quantity">{i.qty}</Table.Cell>
                <Table.Cell data-label="Total" textAlign="end">
                  {formatRs(i.price * i.qty)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Stack
          p={{ base: 4, md: 5 }}
          gap="2"
          alignItems={{ base: 'stretch', md: 'flex-end' }}
          bg="white"
          borderRadius={{ base: 'card', md: '0' }}
          data-testid="order-totals"
        >
          <HStack gap="8" justify="space-between">
            <Text>Sub Total</Text>
            <Text>{formatRs(order.subTotal)}</Text>
          </HStack>
          {order.discount > 0 && (
            <HStack gap="8" justify="space-between">
              <Text>Discount{order.discountCode ? ` (${order.discountCode})` : ''}</Text>
              <Text data-testid="order-discount">-{formatRs(order.discount)}</Text>
            </HStack>
          )}
          <HStack gap="8" justify="space-between">
            <Text>Shipping</Text>
            <Text>{formatRs(order.shipping)}</Text>
          </HStack>
          <HStack gap="8" justify="space-between" fontWeight="bold">
            <Text>Grand Total</Text>
            <Text data-testid="order-grand-total">{formatRs(order.grandTotal)}</Text>
          </HStack>
        </Stack>
      </Box>
    </Stack>
  );
}
