import { Button, Input, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Pager, sortLabel } from '../../../components/Pager';
import { usePageMeta } from '../../../components/PageTitle';
import { STACKED_TABLE } from '../../../components/stackedTable';
import { AdminPage } from '../../../components/admin/AdminPage';
import { useTableState } from '../../../components/admin/useAdminTable';
import { ADMIN } from '../../../lib/admin';
import { useDateFormat } from '../../../lib/dates';
import { formatRs } from '../../../lib/money';
import { AdminCustomersDocument } from '../api/customers';

const COLUMNS: Array<[string, string]> = [
  ['Name', 'name'],
  ['Email', 'email'],
  ['Orders', 'orders'],
  ['Total spent', 'total_spent'],
  ['Last order', 'last_order'],
  ['Returned COD', 'returned_cod'],
  ['Since', 'created_at'],
];

/** The customers: who they are, how often and how much they bought, and COD parcels they refused. */
export function AdminCustomersPage() {
  usePageMeta('Customers');
  const { search, setSearch, setPage, sort, direction, toggleSort, variables } = useTableState('created_at');
  const { data, loading, error } = useQuery(AdminCustomersDocument, {
    ...ADMIN,
    variables,
    fetchPolicy: 'cache-and-network',
  });
  if (error) console.error(error);
  const items = data?.adminCustomers.items ?? [];
  const date = useDateFormat();
  return (
    <AdminPage
      title="Customers"
      actions={
        <Input
          aria-label="Search by name or email"
          placeholder="Search by name or email"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          w={{ base: 'full', sm: '19rem' }}
        />
      }
    >
      <Table.Root size="sm" data-testid="admin-customers" css={STACKED_TABLE}>
        <Table.Header>
          <Table.Row>
            {COLUMNS.map(([label, key]) => (
              <Table.ColumnHeader key={label}>
                {key === 'returned_cod' ? (
                  label
                ) : (
                  <Button variant="plain" size="xs" px="0" onClick={() => toggleSort(key)}>
                    {sortLabel(label, key, sort, direction)}
                  </Button>
                )}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((c) => (
            <Table.Row key={c.id} data-testid="customer-row">
              <Table.Cell data-label="Name">{c.name}</Table.Cell>
              <Table.Cell data-label="Email">{c.email}</Table.Cell>
              <Table.Cell data-label="Orders">{c.ordersCount}</Table.Cell>
              <Table.Cell data-label="Total spent">{formatRs(c.totalSpent)}</Table.Cell>
              <Table.Cell data-label="Last order">
                {c.lastOrderAt ? <time dateTime={c.lastOrderAt}>{date(c.lastOrderAt)}</time> : '—'}
              </Table.Cell>
              <Table.Cell data-label="Returned COD">{c.returnedCod}</Table.Cell>
              <Table.Cell data-label="Since">
                <time dateTime={c.createdAt}>{date(c.createdAt)}</time>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {!loading && items.length === 0 && (
        <Text py="8" textAlign="center" color="ink.600">
          Customers not found
        </Text>
      )}
      <Pager meta={data?.adminCustomers.meta} onPage={setPage} />
    </AdminPage>
  );
}
