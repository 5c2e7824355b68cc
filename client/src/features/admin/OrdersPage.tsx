import { Box, Button, Input, Link, Stack, Table, Text, Grid } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { FormEvent, useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { OrderSummary } from '../../components/OrderSummary';
import { SelectField } from '../../components/SelectField';
import { Pager, sortLabel } from '../../components/Pager';
import { usePageMeta } from '../../components/PageTitle';
import { PaymentBadge, StatusBadge } from '../../components/StatusBadge';
import { notify } from '../../components/toaster';
import { graphql } from '../../gql';
import { STACKED_TABLE } from '../../components/stackedTable';
import { useDateFormat } from '../../lib/dates';
import { formatRs } from '../../lib/money';
import { AdminPage } from './AdminLayout';
import { ADMIN } from './adminApi';
import { useTableState } from './useAdminTable';

const AdminOrdersDocument = graphql(`
  query AdminOrders($search: String, $sort: String, $direction: String, $page: Int!) {
    adminOrders(search: $search, sort: $sort, direction: $direction, page: $page, perPage: 20) {
      items { id name email grandTotal createdAt paymentStatus status }
      meta { currentPage lastPage perPage total }
    }
    shop { timeZone }
  }
`);
const AdminOrderDocument = graphql(`
  query AdminOrder($id: Int!) { adminOrder(id: $id) { ...OrderSummary history { id actor field fromValue toValue createdAt } } shop { timeZone } }
`);
const UpdateOrderDocument = graphql(`
  mutation UpdateOrder($id: Int!, $status: String!, $paymentStatus: String!) {
    updateOrder(id: $id, status: $status, paymentStatus: $paymentStatus) { message order { id status paymentStatus } errors { field message } }
  }
`);

const COLUMNS: Array<[string, string | null]> = [
  ['ID', 'id'], ['Customer Name', 'name'], ['Customer Email', 'email'], ['Grand Total', 'grand_total'], ['Created At', 'created_at'], ['Payment Status', 'payment_status'], ['Status', 'status'],
];

export function AdminOrdersPage() {
  usePageMeta('Orders');
  const { search, setSearch, setPage, sort, direction, toggleSort, variables } = useTableState('created_at');
  const { data, loading, error } = useQuery(AdminOrdersDocument, { ...ADMIN, variables, fetchPolicy: 'cache-and-network' });
  if (error) console.error(error);
  const items = data?.adminOrders.items ?? [];
  const date = useDateFormat();
  return (
    <AdminPage
      title="Orders"
      actions={
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
          {/* Wide enough for its whole placeholder. */}
          <Input aria-label="Search by ID & Customer Name" placeholder="Search by ID & Customer Name" value={search} onChange={(e) => setSearch(e.target.value)} w={{ base: 'full', sm: '19rem' }} />
          <Button asChild variant="outline"><RouterLink to="/admin/dashboard">Back</RouterLink></Button>
        </Stack>
      }
    >
      <Table.Root size="sm" data-testid="admin-orders" css={STACKED_TABLE}>
          <Table.Header>
            <Table.Row>
              {COLUMNS.map(([label, key]) => (
                <Table.ColumnHeader key={label}><Button variant="plain" size="xs" px="0" onClick={() => toggleSort(key!)}>{sortLabel(label, key!, sort, direction)}</Button></Table.ColumnHeader>
              ))}
              <Table.ColumnHeader>Action</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((o) => (
              <Table.Row key={o.id}>
                <Table.Cell data-label="ID">#{o.id}</Table.Cell>
                <Table.Cell data-label="Customer Name">{o.name}</Table.Cell>
                <Table.Cell data-label="Customer Email">{o.email}</Table.Cell>
                <Table.Cell data-label="Grand Total">{formatRs(o.grandTotal)}</Table.Cell>
                <Table.Cell data-label="Created At"><time dateTime={o.createdAt}>{date(o.createdAt, true)}</time></Table.Cell>
                <Table.Cell data-label="Payment Status"><PaymentBadge status={o.paymentStatus} /></Table.Cell>
                <Table.Cell data-label="Status"><StatusBadge status={o.status} /></Table.Cell>
                <Table.Cell data-label="Action"><Link asChild color="brand.600"><RouterLink to={`/admin/order/details/${o.id}`}>Details</RouterLink></Link></Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
      </Table.Root>
      {!loading && items.length === 0 && <Text py="8" textAlign="center" color="ink.600">Orders not found</Text>}
      <Pager meta={data?.adminOrders.meta} onPage={setPage} />
    </AdminPage>
  );
}

export function AdminOrderDetailsPage() {
  const id = Number(useParams().id);
  usePageMeta(`Order #${id}`);
  const { data, refetch } = useQuery(AdminOrderDocument, { ...ADMIN, variables: { id }, fetchPolicy: 'network-only' });
  const [update, { loading }] = useMutation(UpdateOrderDocument, ADMIN);
  const order = data?.adminOrder;
  const date = useDateFormat();
  const [form, setForm] = useState({ status: '', paymentStatus: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (order) setForm({ status: order.status, paymentStatus: order.paymentStatus });
  }, [order]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    try {
      const { data: r } = await update({ variables: { id, ...form } });
      const res = r?.updateOrder;
      if (!res?.order) {
        setErrors(Object.fromEntries((res?.errors ?? []).map((x) => [x.field === 'payment_status' ? 'paymentStatus' : x.field, x.message])));
        return;
      }
      setErrors({});
      notify.success(res.message ?? 'Order updated successfully.');
      await refetch();
    } catch (err) {
      console.error(err);
    }
  }

  if (!order) return <AdminPage title={`Order #${id}`}><Text>Loading…</Text></AdminPage>;
  const select = (label: string, key: 'status' | 'paymentStatus', options: string[]) => (
    <SelectField label={label} name={key} value={form[key]} error={errors[key]} onChange={(v) => setForm((s) => ({ ...s, [key]: v }))}>
      {options.map((o) => <option key={o} value={o}>{o[0].toUpperCase() + o.slice(1)}</option>)}
    </SelectField>
  );
  return (
    <AdminPage title={`Order #${order.id}`} actions={<Button asChild variant="outline"><RouterLink to="/admin/orders">Back</RouterLink></Button>}>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) 280px' }} gap="6">
        <Stack gap="6">
          <OrderSummary order={order} />
          <Box>
            <Text fontWeight="semibold" mb="2">History</Text>
            <Stack gap="1" fontSize="sm" data-testid="order-history">
              {order.history.map((h) => (
                <Text key={h.id}><time dateTime={h.createdAt}>{date(h.createdAt, true)}</time> — {h.actor}: {h.field.replace('_', ' ')} {h.fromValue ? `${h.fromValue} → ` : ''}{h.toValue}</Text>
              ))}
            </Stack>
          </Box>
        </Stack>
        <Box bg="cream.50" p="4" borderRadius="md" h="fit-content">
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="3">
              {select('Order Status', 'status', ['pending', 'shipped', 'delivered', 'cancelled'])}
              {select('Payment Status', 'paymentStatus', ['paid', 'unpaid'])}
              <Button type="submit" colorPalette="brand" loading={loading}>Update</Button>
            </Stack>
          </form>
        </Box>
      </Grid>
    </AdminPage>
  );
}
