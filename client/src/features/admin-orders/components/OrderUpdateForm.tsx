import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import {
  ORDER_STATUSES,
  orderUpdateInput,
  PARCEL_STATUSES,
  PAYMENT_STATUSES,
  SETTABLE_PAYMENT_STATUSES,
} from '@inputs/orders';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Form, SelectInput, TextField, useZodForm } from '../../../components/form/Form';
import { notify } from '../../../components/toaster';
import { graphql } from '../../../gql';
import type { OrderUpdateFormFragment } from '../../../gql/graphql';
import { ADMIN } from '../../../lib/admin';
import { UpdateOrderDocument } from '../api/order-update-form';
import { OrderConflict } from './OrderConflict';

export const OrderUpdateFormFragmentDoc = graphql(`
  fragment OrderUpdateForm on Order {
    id
    status
    paymentStatus
    version
    trackingNumber
    courier {
      id
    }
    history {
      id
      summary
      actorName
    }
  }
`);

type Courier = { id: number; name: string; active: boolean };

/** The form's fields as it holds them (text; the shared `orderUpdateInput` checks them). */
interface Values {
  status: string;
  paymentStatus: string;
  courierId: string;
  trackingNumber: string;
}
const FIELDS: Array<[keyof Values, string]> = [
  ['status', 'Order Status'],
  ['paymentStatus', 'Payment Status'],
  ['courierId', 'Courier'],
  ['trackingNumber', 'Tracking number'],
];
/** The server's field names on this form's. */
const SERVER_FIELDS: Partial<Record<string, keyof Values>> = {
  payment_status: 'paymentStatus',
  courier_id: 'courierId',
  tracking_number: 'trackingNumber',
};
const capital = (s: string) => s[0].toUpperCase() + s.slice(1);

/** The form's fields as the order has them. */
const valuesOf = (order: OrderUpdateFormFragment): Values => ({
  status: order.status,
  paymentStatus: order.paymentStatus,
  courierId: order.courier ? String(order.courier.id) : '',
  trackingNumber: order.trackingNumber ?? '',
});

/** The order as the form read it: its fields, its version and the history entries it showed. */
interface Read {
  values: Values;
  version: number;
  historyIds: number[];
}
const readOf = (order: OrderUpdateFormFragment): Read => ({
  values: valuesOf(order),
  version: order.version,
  historyIds: order.history.map((h) => h.id),
});

/**
 * Status, payment status, courier and tracking number, saved with the order's version. When the
 * order changed since the form read it (a payment recorded, a receipt verified, the card
 * payment arrived, another admin), nothing is saved: the form shows what changed and lets the
 * admin apply their own change again, on top of the order as it is now.
 */
export function UpdateOrderForm({
  order,
  couriers,
  onSaved,
}: {
  order: OrderUpdateFormFragment;
  couriers: Courier[];
  onSaved: () => Promise<unknown>;
}) {
  const [update] = useMutation(UpdateOrderDocument, ADMIN);
  const [read, setRead] = useState<Read>(() => readOf(order));
  /** A refused save: what the admin sent, and the message. */
  const [conflict, setConflict] = useState<{ mine: Values; message: string } | null>(null);
  const form = useZodForm(orderUpdateInput, valuesOf(order));
  const { reset, control, formState } = form;
  // The form follows the order as saved (a new read), unless a refused change waits for the admin.
  useEffect(() => {
    if (conflict) return;
    setRead(readOf(order));
    reset(valuesOf(order));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order.version]);
  const status = useWatch({ control, name: 'status' });
  const courierId = useWatch({ control, name: 'courierId' });
  const tracking = useWatch({ control, name: 'trackingNumber' });
  const parcel = PARCEL_STATUSES.includes(status);
  // Offered: the active couriers, and the order's own even if it was made inactive since.
  const offered = couriers.filter((c) => c.active || c.id === order.courier?.id);
  const courierName = (id: string) => couriers.find((c) => String(c.id) === id)?.name ?? 'none';
  const shown = (k: keyof Values, v: Values) =>
    k === 'courierId' ? courierName(v.courierId) : k === 'trackingNumber' ? v[k] || 'none' : capital(v[k]);

  async function save(v: Values, version: number) {
    try {
      const { data } = await update({
        variables: {
          id: order.id,
          status: v.status,
          paymentStatus: v.paymentStatus,
          courierId: v.courierId ? Number(v.courierId) : null,
          trackingNumber: v.trackingNumber.trim() || null,
          version,
        },
      });
      const r = data?.updateOrder;
      const refused = r?.errors.find((e) => e.code === 'CONFLICT');
      if (refused) {
        setConflict({ mine: v, message: refused.message });
        await onSaved();
        return;
      }
      if (!r?.order) {
        const unshown = form.serverErrors(r?.errors, SERVER_FIELDS);
        for (const e of unshown) form.setError('status', { message: e.message });
        return;
      }
      setConflict(null);
      notify.success(r.message);
      await onSaved();
    } catch (err) {
      notify.error((err as Error).message || 'Something went wrong');
    }
  }

  /** The admin's own change (what differs from the order as the form read it) on top of the order as it is now. */
  function reapply() {
    if (!conflict) return;
    const now = valuesOf(order);
    const merged = Object.fromEntries(
      FIELDS.map(([k]) => [k, conflict.mine[k] !== read.values[k] ? conflict.mine[k] : now[k]]),
    ) as unknown as Values;
    reset(merged);
    setRead(readOf(order));
    return save(merged, order.version);
  }

  function discard() {
    setConflict(null);
    setRead(readOf(order));
    reset(valuesOf(order));
  }

  const now = valuesOf(order);
  return (
    <Form form={form} onSubmit={() => save(form.getValues(), read.version)} aria-label="Update order">
      <Stack gap="3">
        {conflict && (
          <OrderConflict
            message={conflict.message}
            theirs={FIELDS.filter(([k]) => now[k] !== read.values[k]).map(([k, label]) => ({
              label,
              before: shown(k, read.values),
              now: shown(k, now),
            }))}
            since={order.history
              .filter((h) => !read.historyIds.includes(h.id))
              .map((h) => `${h.summary}${h.actorName ? ` (${h.actorName})` : ''}`)}
            mine={FIELDS.filter(([k]) => conflict.mine[k] !== read.values[k]).map(([k, label]) => ({
              label,
              value: shown(k, conflict.mine),
            }))}
            onReapply={() => void reapply()}
            onDiscard={discard}
          />
        )}
        <SelectInput
          label="Order Status"
          name="status"
          options={ORDER_STATUSES.map((s) => ({ value: s, label: capital(s) }))}
        />
        <SelectInput
          label="Payment Status"
          name="paymentStatus"
          // Refunded and partially refunded come from Refund (below), and then stay.
          options={PAYMENT_STATUSES.filter((s) =>
            SETTABLE_PAYMENT_STATUSES.includes(order.paymentStatus)
              ? SETTABLE_PAYMENT_STATUSES.includes(s)
              : s === order.paymentStatus,
          ).map((s) => ({ value: s, label: capital(s.replace('_', ' ')) }))}
        />
        <SelectInput
          label="Courier"
          name="courierId"
          placeholder={parcel ? 'Choose the courier' : 'None yet'}
          options={offered.map((c) => ({ value: String(c.id), label: c.name }))}
        />
        <TextField
          label="Tracking number"
          name="trackingNumber"
          autoComplete="off"
          helper="Optional. With the courier and the tracking number, the customer's order page and the shipped mail link the courier's tracking page."
        />
        {parcel && (!courierId || !tracking.trim()) && (
          <Text fontSize="sm" color="orange.700" data-testid="tracking-missing">
            No {!courierId ? 'courier' : 'tracking number'} yet: the customer will get no tracking link. You
            can add it later.
          </Text>
        )}
        <Button type="submit" colorPalette="brand" loading={formState.isSubmitting}>
          Update
        </Button>
      </Stack>
    </Form>
  );
}
