import { Grid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { AdminNotFound, recordId } from '../../../components/admin/AdminNotFound';
import { AdminPage } from '../../../components/admin/AdminPage';
import { OrderSummary } from '../../../components/OrderSummary';
import { OrderTimeline } from '../../../components/OrderTimeline';
import { usePageMeta } from '../../../components/PageTitle';
import { ADMIN } from '../../../lib/admin';
import { AdminOrderDocument } from '../api/order-details';
import { CodConfirmation } from '../components/CodConfirmation';
import { CourierBookingPanel } from '../components/CourierBooking';
import { PackingSlipButton } from '../components/PackingSlipButton';
import { UpdateOrderForm } from '../components/OrderUpdateForm';
import { ReceiptsPanel } from '../components/ReceiptsPanel';
import { RefundsPanel } from '../components/RefundsPanel';

export function AdminOrderDetailsPage() {
  const raw = useParams().id;
  const id = recordId(raw);
  const { data, error, refetch } = useQuery(AdminOrderDocument, {
    ...ADMIN,
    variables: { id: id ?? 0 },
    skip: id == null,
    fetchPolicy: 'network-only',
  });
  const order = data?.adminOrder;
  usePageMeta(id == null || (data && !order) ? `Order #${raw} not found` : `Order #${id}`);
  if (id == null || (data && !order))
    return <AdminNotFound what={`Order #${raw}`} back="/admin/orders" backLabel="Back to orders" />;
  if (error && !order)
    return (
      <AdminPage title={`Order #${id}`} back="/admin/orders">
        <Text>{error.message}</Text>
      </AdminPage>
    );
  if (!order)
    return (
      <AdminPage title={`Order #${id}`}>
        <Text>Loading…</Text>
      </AdminPage>
    );
  // A receipt waiting for the owner's check comes first: that is what the page was opened for.
  const waiting = order.reviewableReceiptIds.length > 0;
  const receipts = order.manualPayment && <ReceiptsPanel order={order} onChanged={refetch} />;
  return (
    <AdminPage
      title={`Order #${order.id}`}
      actions={<PackingSlipButton orderIds={[order.id]}>Packing slip</PackingSlipButton>}
      back="/admin/orders"
    >
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) 300px' }} gap="6">
        <Stack gap="6" minW="0">
          {waiting && receipts}
          <OrderSummary order={order} />
          {!waiting && receipts}
          <OrderTimeline order={order} />
        </Stack>
        <Stack gap="4" bg="cream.50" p="4" borderRadius="md" h="fit-content">
          <CodConfirmation order={order} onChanged={refetch} />
          <CourierBookingPanel orderId={order.id} onChanged={refetch} />
          <UpdateOrderForm order={order} couriers={data.adminCouriers} onSaved={refetch} />
          <RefundsPanel orderId={order.id} onChanged={refetch} />
        </Stack>
      </Grid>
    </AdminPage>
  );
}
