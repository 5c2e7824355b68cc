import { Box, Grid, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { graphql } from '../gql';
import type { OrderSummaryFragment } from '../gql/graphql';
import { useDateFormat } from '../lib/dates';
import { DiscountRow, GrandTotalRow, LineItemCell, LineItemsHead, TotalRow } from './LineItems';
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

/** The customer's part of the header: label, the order's field (the province is kept in `street`), test id. */
const CUSTOMER_FIELDS: Array<
  [string, 'name' | 'email' | 'mobile' | 'address' | 'city' | 'street' | 'zip', string?]
> = [
  ['Name', 'name'],
  ['Email', 'email'],
  ['Contact', 'mobile'],
  ['Address', 'address', 'order-address'],
  ['City', 'city', 'order-city'],
  ['Province', 'street', 'order-province'],
  ['Postal Address', 'zip', 'order-postal'],
];

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
          {CUSTOMER_FIELDS.map(([label, key, testId]) => (
            <Field key={key} label={label} testId={testId}>
              {order[key]}
            </Field>
          ))}
        </Stack>
      </Grid>
      <Box
        bg={{ base: 'transparent', md: 'white' }}
        borderRadius="card"
        boxShadow={{ base: 'none', md: 'sm' }}
      >
        <Table.Root size="sm" css={STACKED_TABLE}>
          <LineItemsHead />
          <Table.Body>
            {order.items.map((i) => (
              <Table.Row key={i.id} data-testid="order-item">
                <LineItemCell
                  imageUrl={i.imageUrl}
                  name={i.name}
                  options={[
                    ...(i.sizeName ? [`Size: ${i.sizeName}`] : []),
                    ...(i.colorName ? [`Colour: ${i.colorName}`] : []),
                    ...extraAttributes(i.attributes),
                  ]}
                  thumbnail={48}
                />
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
          <TotalRow label="Sub Total" value={formatRs(order.subTotal)} />
          {order.discount > 0 && (
            <DiscountRow amount={order.discount} code={order.discountCode} testId="order-discount" />
          )}
          <TotalRow label="Shipping" value={formatRs(order.shipping)} />
          <GrandTotalRow amount={order.grandTotal} testId="order-grand-total" />
        </Stack>
      </Box>
    </Stack>
  );
}
