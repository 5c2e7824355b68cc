import { Box, Heading, Link, SimpleGrid, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminReconciliationQuery } from '../../../gql/graphql';
import { STACKED_TABLE } from '../../../components/stackedTable';
import { formatRs } from '../../../lib/money';

export type ReconciliationLine = NonNullable<
  AdminReconciliationQuery['reconciliation']['report']
>['lines'][number];

const KINDS: Record<string, string> = {
  unsettled: 'Paid, not settled',
  amount_differs: 'Amount differs',
  settled_twice: 'Settled twice',
  not_recorded_paid: 'Settled, not recorded paid',
};

const rs = (v: number | null | undefined) => (v === null || v === undefined ? '—' : formatRs(v));

/** One gateway or courier: its figures, then the orders whose records differ (stacked cards on a phone). */
export function ReconciliationTable({ line, days }: { line: ReconciliationLine; days: number }) {
  const paidWord = line.kind === 'courier' ? 'Collected' : 'Paid';
  const figures: Array<[string, string]> = [
    [`${paidWord} (${line.orders})`, formatRs(line.paid)],
    [`Settled (${line.settledOrders})`, formatRs(line.settled)],
    ['Fees', formatRs(line.fees)],
    ['Net to the shop', formatRs(line.net)],
    [`Not settled yet (${line.unsettledOrders})`, formatRs(line.unsettled)],
  ];
  const title = line.kind === 'courier' ? `${line.label} (cash on delivery)` : line.label;
  return (
    <Box minW="0" data-testid={`reconciliation-${line.source}`}>
      <Heading as="h3" size="sm" mb="2">
        {title}
      </Heading>
      <SimpleGrid as="dl" columns={{ base: 2, md: 5 }} gap="2" mb="3">
        {figures.map(([label, value]) => (
          <Box key={label}>
            <Text as="dt" fontSize="xs" color="ink.600">
              {label}
            </Text>
            <Text as="dd" fontWeight="semibold">
              {value}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      {line.differences.length === 0 ? (
        <Text fontSize="sm" color="ink.600">
          No differences{line.orders ? '' : ': nothing recorded in this range'}.
        </Text>
      ) : (
        <Table.Root size="sm" css={STACKED_TABLE} aria-label={`${line.label}: orders that differ`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Order</Table.ColumnHeader>
              <Table.ColumnHeader>Difference</Table.ColumnHeader>
              <Table.ColumnHeader>Reference</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{paidWord}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Settled</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Fee</Table.ColumnHeader>
              <Table.ColumnHeader>Settled on</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {line.differences.map((d) => (
              <Table.Row key={`${d.kind}:${d.orderId ?? ''}:${d.references.join(',')}`}>
                <Table.Cell data-label="Order">
                  {d.orderId === null ? (
                    'None of ours'
                  ) : (
                    <Link asChild color="brand.700">
                      <RouterLink to={`/admin/order/details/${d.orderId}`}>#{d.orderId}</RouterLink>
                    </Link>
                  )}
                </Table.Cell>
                <Table.Cell data-label="Difference">
                  {d.kind === 'unsettled'
                    ? `${KINDS.unsettled} after ${days} days`
                    : (KINDS[d.kind] ?? d.kind)}
                </Table.Cell>
                <Table.Cell data-label="Reference" wordBreak="break-all">
                  {d.references.join(', ') || '—'}
                </Table.Cell>
                <Table.Cell data-label={paidWord} textAlign="end">
                  {rs(d.paid)}
                </Table.Cell>
                <Table.Cell data-label="Settled" textAlign="end">
                  {rs(d.settled)}
                </Table.Cell>
                <Table.Cell data-label="Fee" textAlign="end">
                  {rs(d.fee)}
                </Table.Cell>
                <Table.Cell data-label="Settled on">{d.settledOn ?? '—'}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Box>
  );
}
