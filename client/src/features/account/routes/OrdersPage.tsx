import { Box, Button, Heading, HStack, Input, Link, Table } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageMeta } from '../../../components/PageTitle';
import { ListEnd } from '../../../components/Pager';
import { PaymentBadge, StatusBadge } from '../../../components/StatusBadge';
import { STACKED_TABLE } from '../../../components/stackedTable';
import { useDateFormat } from '../../../lib/dates';
import { formatRs } from '../../../lib/money';
import { SEARCH_DEBOUNCE_MS, useDebounced } from '../../../lib/useDebounced';
import { MyOrdersDocument } from '../api/orders';

const COLUMNS = ['ID', 'Grand Total', 'Created At', 'Payment Status', 'Order Status', 'Action'];

export function OrdersPage() {
  usePageMeta('My Orders');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const { data, loading, error } = useQuery(MyOrdersDocument, {
    variables: { search: debounced || null, page },
    fetchPolicy: 'cache-and-network',
  });
  if (error) console.error(error);
  const orders = data?.myOrders.items ?? [];
  const date = useDateFormat();
  const meta = data?.myOrders.meta;

  return (
    <Box bg="white" p={{ base: 4, md: 8 }} borderRadius="card" boxShadow="sm">
      <HStack justify="space-between" mb="5" wrap="wrap" gap="3">
        <Heading as="h1" size="xl" color="brand.900">
          My Orders
        </Heading>
        <Input
          aria-label="Search by ID"
          placeholder="Search by ID"
          maxW={{ base: 'full', sm: '220px' }}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          inputMode="numeric"
        />
      </HStack>
      <Table.Root size="sm" data-testid="orders-table" css={STACKED_TABLE}>
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((h) => (
              <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {orders.map((o) => (
            <Table.Row key={o.id}>
              <Table.Cell data-label="ID">#{o.id}</Table.Cell>
              <Table.Cell data-label="Grand Total">{formatRs(o.grandTotal)}</Table.Cell>
              <Table.Cell data-label="Created At">
                <time dateTime={o.createdAt}>{date(o.createdAt)}</time>
              </Table.Cell>
              <Table.Cell data-label="Payment Status">
                <PaymentBadge status={o.paymentStatus} />
              </Table.Cell>
              <Table.Cell data-label="Order Status">
                <StatusBadge status={o.status} />
              </Table.Cell>
              <Table.Cell data-label="Action">
                <Link asChild color="brand.600">
                  <RouterLink to={`/user/order/details/${o.id}`}>View Details</RouterLink>
                </Link>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <ListEnd loading={loading} rows={orders.length} empty="Orders not found" meta={meta} onPage={setPage} />
      <Button asChild variant="ghost" mt="4" size="sm">
        <RouterLink to="/shop">Continue Shopping</RouterLink>
      </Button>
    </Box>
  );
}
