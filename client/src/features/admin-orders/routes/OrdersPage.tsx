import { Badge, Button, Checkbox, Link, Table, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ListEnd, sortLabel } from '../../../components/Pager';
import { usePageMeta } from '../../../components/PageTitle';
import { PaymentBadge, StatusBadge } from '../../../components/StatusBadge';
import type { AdminOrderFilter } from '../../../gql/graphql';
import { STACKED_TABLE } from '../../../components/stackedTable';
import { useDateFormat } from '../../../lib/dates';
import { formatRs } from '../../../lib/money';
import { AdminPage } from '../../../components/admin/AdminPage';
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

const COLUMNS: Array<[string, string | null]> = [
  ['ID', 'id'],
  ['Customer Name', 'name'],
  ['Customer Email', 'email'],
  ['Grand Total', 'grand_total'],
  ['Created At', 'created_at'],
  ['City', null],
  ['Payment', null],
  ['Payment Status', 'payment_status'],
  ['Status', 'status'],
];

export function AdminOrdersPage() {
  usePageMeta('Orders');
  const owner = useIsOwner();
  const { search, setSearch, setPage, sort, direction, toggleSort, variables } = useTableState('created_at');
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
      <Table.Root size="sm" data-testid="admin-orders" css={STACKED_TABLE}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="1">
              <Checkbox.Root
                checked={pageChosen}
                onCheckedChange={(e) => items.forEach((o) => choose(o.id, !!e.checked))}
              >
                <Checkbox.HiddenInput aria-label="Select the orders on this page" />
                <Checkbox.Control />
              </Checkbox.Root>
            </Table.ColumnHeader>
            {COLUMNS.map(([label, key]) => (
              <Table.ColumnHeader key={label}>
                {key ? (
                  <Button variant="plain" size="xs" px="0" onClick={() => toggleSort(key)}>
                    {sortLabel(label, key, sort, direction)}
                  </Button>
                ) : (
                  label
                )}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader>Action</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((o) => (
            <Table.Row key={o.id}>
              <Table.Cell data-label="Select">
                <Checkbox.Root
                  checked={chosen.includes(o.id)}
                  onCheckedChange={(e) => choose(o.id, !!e.checked)}
                >
                  <Checkbox.HiddenInput aria-label={`Select order #${o.id}`} />
                  <Checkbox.Control />
                </Checkbox.Root>
              </Table.Cell>
              <Table.Cell data-label="ID">#{o.id}</Table.Cell>
              <Table.Cell data-label="Customer Name">
                {o.name}
                {o.returnRecord.summary && (
                  <Text fontSize="xs" color="red.700" mt="1" data-testid="returned-before">
                    {o.returnRecord.summary}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell data-label="Customer Email">{o.email}</Table.Cell>
              <Table.Cell data-label="Grand Total">{formatRs(o.grandTotal)}</Table.Cell>
              <Table.Cell data-label="Created At">
                <time dateTime={o.createdAt}>{date(o.createdAt, true)}</time>
              </Table.Cell>
              <Table.Cell data-label="City">{o.city}</Table.Cell>
              <Table.Cell data-label="Payment">{o.paymentMethodLabel}</Table.Cell>
              <Table.Cell data-label="Payment Status">
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
              </Table.Cell>
              <Table.Cell data-label="Status">
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
              </Table.Cell>
              <Table.Cell data-label="Action">
                <Link asChild color="brand.700">
                  <RouterLink to={`/admin/order/details/${o.id}`}>Details</RouterLink>
                </Link>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <ListEnd
        loading={loading}
        rows={items.length}
        empty="Orders not found"
        meta={data?.adminOrders.meta}
        onPage={setPage}
      />
    </AdminPage>
  );
}
