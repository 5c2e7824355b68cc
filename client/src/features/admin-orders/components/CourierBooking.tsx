import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useAdminAction } from '../../../components/admin/useAdminAction';
import { Form } from '../../../components/form/Form';
import { notify } from '../../../components/toaster';
import { graphql } from '../../../gql';
import type { CourierBookingFragment } from '../../../gql/graphql';
import { ADMIN } from '../../../lib/admin';
import { formatRs } from '../../../lib/money';
import {
  AdminOrderCourierBookingDocument,
  BookCourierDocument,
  CancelCourierBookingDocument,
} from '../api/courier-booking';
import { useLabelsLink } from '../api/print-links';
import { FileLinkButton } from './FileLinkButton';
import { ParcelFields, useParcelForm } from './ParcelFields';

export const CourierBookingFragmentDoc = graphql(`
  fragment CourierBooking on Order {
    id
    status
    courierBooking {
      courier
      courierLabel
      status
      trackingNumber
      codAmount
      weightGrams
      pieces
      courierStatus
    }
    courierBookingOptions {
      codAmount
      couriers {
        courier
        label
      }
    }
  }
`);

/**
 * "Book with Leopards/PostEx/Trax" for a pending order (the couriers whose API settings are
 * filled in): the courier collects the amount due; the order is then shipped with the tracking
 * number, and its airway bill can be printed or the booking cancelled before pickup.
 */
export function CourierBookingPanel({
  orderId,
  onChanged,
}: {
  orderId: number;
  onChanged: () => Promise<unknown>;
}) {
  // Its own query: the order page's stays within the query cost budget.
  const { data, refetch } = useQuery(AdminOrderCourierBookingDocument, {
    ...ADMIN,
    variables: { id: orderId },
    fetchPolicy: 'cache-and-network',
  });
  const order = data?.adminOrder;
  if (!order) return null;
  return (
    <BookingPanel
      key={`${order.status}:${order.courierBooking?.status ?? ''}`}
      order={order}
      onChanged={() => Promise.all([refetch(), onChanged()])}
    />
  );
}

function BookingPanel({
  order,
  onChanged,
}: {
  order: CourierBookingFragment;
  onChanged: () => Promise<unknown>;
}) {
  const options = order.courierBookingOptions;
  const [book] = useMutation(BookCourierDocument, ADMIN);
  const cancel = useAdminAction(CancelCourierBookingDocument, (d) => d.cancelCourierBooking, onChanged);
  const labelsLink = useLabelsLink();
  const form = useParcelForm(options.couriers);
  const live = order.courierBooking?.status === 'booked' ? order.courierBooking : null;

  async function onBook(v: { courier: string; weightGrams: number; pieces: number }) {
    try {
      const { data } = await book({ variables: { orderId: order.id, input: v } });
      const r = data?.bookCourier;
      if (!r?.order) {
        for (const e of form.serverErrors(r?.errors)) form.setError('courier', { message: e.message });
        return;
      }
      notify.success(r.message);
      await onChanged();
    } catch (err) {
      notify.error((err as Error).message || 'Something went wrong');
    }
  }

  if (live)
    return (
      <Stack gap="2" data-testid="courier-booking">
        <Heading as="h3" size="sm">
          Booked with {live.courierLabel}
        </Heading>
        <Text fontSize="sm">
          Tracking number <strong data-testid="booked-tracking">{live.trackingNumber}</strong>
        </Text>
        <Text fontSize="sm">
          Cash to collect: {formatRs(live.codAmount)} · {live.weightGrams} g · {live.pieces}{' '}
          {live.pieces === 1 ? 'piece' : 'pieces'}
        </Text>
        {live.courierStatus && <Text fontSize="sm">Courier says: {live.courierStatus}</Text>}
        <FileLinkButton link={() => labelsLink([order.id])} failure="The labels could not be made.">
          Print label
        </FileLinkButton>
        {order.status === 'shipped' && (
          <Button
            variant="ghost"
            colorPalette="red"
            onClick={() => void cancel.run({ orderId: order.id })}
            loading={cancel.loading}
          >
            Cancel booking
          </Button>
        )}
      </Stack>
    );
  if (order.status !== 'pending' || options.couriers.length === 0) return null;
  return (
    <Form form={form} onSubmit={onBook} aria-label="Book with a courier">
      <Stack gap="3">
        <Heading as="h3" size="sm">
          Book with a courier
        </Heading>
        <ParcelFields couriers={options.couriers} />
        <Text fontSize="sm" data-testid="cod-to-collect">
          Cash to collect: {formatRs(options.codAmount)}
        </Text>
        <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
          Book
        </Button>
      </Stack>
    </Form>
  );
}
