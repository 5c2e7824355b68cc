import { useQuery } from '@apollo/client/react';
import { usePageMeta } from '../../../components/PageTitle';
import { AdminPage } from '../../../components/admin/AdminPage';
import { DataTable } from '../../../components/admin/DataTable';
import { ListSearch } from '../../../components/admin/ListFilters';
import { useTableState } from '../../../components/admin/useAdminTable';
import { ADMIN } from '../../../lib/admin';
import { useDateFormat } from '../../../lib/dates';
import { formatRs } from '../../../lib/money';
import { AdminCustomersDocument } from '../api/customers';

/** The customers: who they are, how often and how much they bought, and COD parcels they refused. */
export function AdminCustomersPage() {
  usePageMeta('Customers');
  const table = useTableState('created_at');
  const { data, loading, error } = useQuery(AdminCustomersDocument, {
    ...ADMIN,
    variables: table.variables,
    fetchPolicy: 'cache-and-network',
  });
  if (error) console.error(error);
  const items = data?.adminCustomers.items ?? [];
  const date = useDateFormat();
  const when = (at: string | null | undefined) => (at ? <time dateTime={at}>{date(at)}</time> : '—');
  return (
    <AdminPage
      title="Customers"
      actions={
        <ListSearch
          label="Search by name or email"
          value={table.search}
          onChange={table.setSearch}
          width="19rem"
        />
      }
    >
      <DataTable
        end={{
          loading,
          empty: 'Customers not found',
          meta: data?.adminCustomers.meta,
          onPage: table.setPage,
        }}
        testId="admin-customers"
        rowTestId="customer-row"
        rows={items}
        sorting={table}
        columns={[
          { header: 'Name', sort: 'name', cell: (c) => c.name },
          { header: 'Email', sort: 'email', cell: (c) => c.email, cellProps: { overflowWrap: 'anywhere' } },
          { header: 'Orders', sort: 'orders', cell: (c) => c.ordersCount },
          { header: 'Total spent', sort: 'total_spent', cell: (c) => formatRs(c.totalSpent) },
          { header: 'Last order', sort: 'last_order', cell: (c) => when(c.lastOrderAt) },
          { header: 'Returned COD', cell: (c) => c.returnedCod },
          { header: 'Since', sort: 'created_at', cell: (c) => when(c.createdAt) },
        ]}
      />
    </AdminPage>
  );
}
