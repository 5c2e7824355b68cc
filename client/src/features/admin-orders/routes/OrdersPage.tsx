import { Badge, Button, Checkbox, Link, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../../components/PageTitle';
import { PaymentBadge, StatusBadge } from '../../../components/StatusBadge';
import type { AdminOrderFilter } from '../../../gql/graphql';
import { useDateFormat } from '../../../lib/dates';
import { formatRs } from '../../../lib/money';
import { AdminPage } from '../../../components/admin/AdminPage';
import { DataTable } from '../../../components/admin/DataTable';
import { BackButton, FilterSelect, ListActions, ListSearch } from '../../../components/admin/ListFilters';
import { ADMIN } from '../../../lib/admin';
import { useTableState } from '../../../components/admin/useAdminTable';
import { CsvExportButton } from '../../../components/admin/CsvExportButton';
import { AdminOrdersCsvDocument, AdminOrdersDocument } from '../api/orders';
import { PackingSlipButton } from '../components/PackingSlipButton';
import { SelectionBooking } from '../components/SelectionBooking';
import { useIsOwner } from '../../../lib/admin-access';

/** The list's filters: orders that need the shop's attention. */
const FILTERS: Array<[AdminOrderFilter | '', string]> = [
  ['', 'All orders'],
  ['RECEIPT_WAITING', 'Receipt waiting'],
  ['UNCONFIRMED_COD', 'Unconfirmed COD'],
  ['TO_SHIP', 'Ready to ship'],
];
const filterParam = (v: string | null): AdminOrderFilter | '' =>
  FILTERS.find(([value]) => value === v)?.[0] ?? '';

export function AdminOrdersPage() {
  usePageMeta('Orders');
  const owner = useIsOwner();
  const table = useTableState('created_at');
  const { search, setSearch, setPage, variables } = table;
  // The filter lives in the URL (`?filter=TO_SHIP`): the dashboard's to-do links to it.
  const [params, setParams] = useSearchParams();
  const filter = filterParam(params.get('filter'));
  const setFilter = (next: AdminOrderFilter | '') => setParams(next ? { filter: next } : {});
  const { data, loading, error, refetch } = useQuery(AdminOrdersDocument, {
    ...ADMIN,
    variables: { ...variables, filter: filter || null },
    fetchPolicy: 'cache-and-network',
  });
  if (error) console.error(error);
  const items = data?.adminOrders.items ?? [];
  const date = useDateFormat();
  // Orders chosen for packing slips and courier bookings, kept while the admin pages through the list.
  const [chosen, setChosen] = useState<number[]>([]);
  const choose = (id: number, on: boolean) =>
    setChosen((ids) => (on ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id)));
  const pageChosen = items.length > 0 && items.every((o) => chosen.includes(o.id));
  const client = useApolloClient();
  // The list as it is shown (its search, filter and sort), every page.
  const exportCsv = async () => {
    const { search: s, sort: by, direction: dir } = variables;
    const { data: file } = await client.query({
      ...ADMIN,
      query: AdminOrdersCsvDocument,
      variables: { search: s, sort: by, direction: dir, filter: filter || null },
      fetchPolicy: 'no-cache',
    });
    return file?.adminOrdersCsv;
  };
  return (
    <AdminPage
      title="Orders"
      actions={
        <ListActions>
          <FilterSelect
            filters={FILTERS}
            name="filter"
            value={filter}
            onChange={(v) => {
              setFilter(v);
              setPage(1);
            }}
            width="12rem"
          />
          {/* Wide enough for its whole placeholder. */}
          <ListSearch
            label="Search by ID & Customer Name"
            value={search}
            onChange={setSearch}
            width="19rem"
          />
          {owner && <CsvExportButton load={exportCsv} />}
          <PackingSlipButton orderIds={chosen}>
            Packing slips{chosen.length ? ` (${chosen.length})` : ''}
          </PackingSlipButton>
          {/* Staff are not shown what only the owner may open. */}
          {owner && (
            <>
              <Button asChild variant="outline">
                <RouterLink to="/admin/couriers">Couriers</RouterLink>
              </Button>
              <Button asChild variant="outline">
                <RouterLink to="/admin/settings">Settings</RouterLink>
              </Button>
            </>
          )}
          <BackButton />
        </ListActions>
      }
    >
      <SelectionBooking orderIds={chosen} onBooked={refetch} />
      <DataTable
        end={{ loading, empty: 'Orders not found', meta: data?.adminOrders.meta, onPage: setPage }}
        testId="admin-orders"
        rows={items}
        sorting={table}
        columns={[
          {
            header: 'Select',
            headerProps: { w: '1' },
            heading: (
              <Checkbox.Root
                checked={pageChosen}
                onCheckedChange={(e) => items.forEach((o) => choose(o.id, !!e.checked))}
              >
                <Checkbox.HiddenInput aria-label="Select the orders on this page" />
                <Checkbox.Control />
              </Checkbox.Root>
            ),
            cell: (o) => (
              <Checkbox.Root
                checked={chosen.includes(o.id)}
                onCheckedChange={(e) => choose(o.id, !!e.checked)}
              >
                <Checkbox.HiddenInput aria-label={`Select order #${o.id}`} />
                <Checkbox.Control />
              </Checkbox.Root>
            ),
          },
          { header: 'ID', sort: 'id', cell: (o) => `#${o.id}` },
          {
            header: 'Customer Name',
            sort: 'name',
            cell: (o) => (
              <>
                {o.name}
                {o.returnRecord.summary && (
                  <Text fontSize="xs" color="red.700" mt="1" data-testid="returned-before">
                    {o.returnRecord.summary}
                  </Text>
                )}
              </>
            ),
          },
          {
            header: 'Customer Email',
            sort: 'email',
            cell: (o) => o.email,
            cellProps: { overflowWrap: 'anywhere' },
          },
          { header: 'Grand Total', sort: 'grand_total', cell: (o) => formatRs(o.grandTotal) },
          {
            header: 'Created At',
            sort: 'created_at',
            cell: (o) => <time dateTime={o.createdAt}>{date(o.createdAt, true)}</time>,
          },
          { header: 'City', cell: (o) => o.city },
          { header: 'Payment', cell: (o) => o.paymentMethodLabel },
          {
            header: 'Payment Status',
            sort: 'payment_status',
            cell: (o) => (
              <>
                <PaymentBadge
                  status={o.paymentStatus}
                  paymentMethod={o.paymentMethod}
                  orderStatus={o.status}
                />
                {o.transactionIdNote && (
                  <Text fontSize="xs" color="red.700" mt="1" data-testid="transaction-id-note">
                    {o.transactionIdNote}
                  </Text>
                )}
              </>
            ),
          },
          { header: 'Status', sort: 'status', cell: (o) => <OrderStatusCell order={o} /> },
          {
            header: 'Action',
            cell: (o) => (
              <Link asChild color="brand.700">
                <RouterLink to={`/admin/order/details/${o.id}`}>Details</RouterLink>
              </Link>
            ),
          },
        ]}
      />
    </AdminPage>
  );
}

/** An order's status, and where the confirmation of a cash-on-delivery order stands. */
function OrderStatusCell({ order: o }: { order: { status: string; codConfirmation?: string | null } }) {
  return (
    <>
      <StatusBadge status={o.status} />
      {o.codConfirmation === 'Unconfirmed' ? (
        <Badge colorPalette="orange" variant="solid" ml="1" data-testid="cod-unconfirmed">
          {o.codConfirmation}
        </Badge>
      ) : (
        o.codConfirmation && (
          <Text
            fontSize="xs"
            color={o.codConfirmation === 'Confirmed' ? 'green.700' : 'ink.600'}
            mt="1"
            data-testid="cod-confirmation"
          >
            COD: {o.codConfirmation}
          </Text>
        )
      )}
    </>
  );
}
