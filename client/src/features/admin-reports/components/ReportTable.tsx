import { Box, Heading, Table, Text } from '@chakra-ui/react';
import { formatRs } from '../../../lib/money';

export interface ReportRow {
  key: string;
  label: string;
  orders: number;
  units?: number | null;
  revenue: number;
}

/** One breakdown of a report (by product, category, payment method or city); scrolls sideways on a phone. */
export function ReportTable({
  title,
  column,
  rows,
  units,
}: {
  title: string;
  /** The first column's heading: what each row is. */
  column: string;
  rows: ReportRow[];
  units?: boolean;
}) {
  return (
    <Box minW="0">
      <Heading as="h2" size="md" mb="2">
        {title}
      </Heading>
      {rows.length === 0 ? (
        <Text color="ink.600">No orders in this range.</Text>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" aria-label={title}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{column}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Orders</Table.ColumnHeader>
                {units && <Table.ColumnHeader textAlign="end">Units</Table.ColumnHeader>}
                <Table.ColumnHeader textAlign="end">Revenue (paid)</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((r) => (
                <Table.Row key={`${r.key}:${r.label}`}>
                  <Table.Cell>{r.label}</Table.Cell>
                  <Table.Cell textAlign="end">{r.orders}</Table.Cell>
                  {units && <Table.Cell textAlign="end">{r.units ?? ''}</Table.Cell>}
                  <Table.Cell textAlign="end">{formatRs(r.revenue)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Box>
  );
}
