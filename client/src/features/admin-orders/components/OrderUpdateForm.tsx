import { Box, Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { notify } from '../../../components/toaster';
import type { AdminOrderQuery } from '../../../gql/graphql';
import { ADMIN } from '../../../lib/admin';
import { UpdateOrderDocument } from '../api/order-update-form';

type AdminOrder = NonNullable<AdminOrderQuery['adminOrder']>;
type Courier = { id: number; name: string; active: boolean };

const ORDER_STATUSES = ['pending', 'shipped', 'delivered', 'cancelled'] as const;
const PAYMENT_STATUSES = ['paid', 'unpaid'] as const;
const capital = (s: string) => s[0].toUpperCase() + s.slice(1);

/** The side form: status and payment status (spec), plus the courier and tracking number when known. */
export const orderUpdateSchema = z.object({
  status: z.enum(ORDER_STATUSES, { message: 'The status field is required' }),
  paymentStatus: z.enum(PAYMENT_STATUSES, { message: 'The payment status field is required' }),
  courierId: z.string(),
  trackingNumber: z.string().trim().max(60, 'The tracking number may not be greater than 60 characters.'),
});
type UpdateValues = z.infer<typeof orderUpdateSchema>;
const FIELDS: Array<[keyof UpdateValues, string]> = [
  ['status', 'Order Status'],
  ['paymentStatus', 'Payment Status'],
  ['courierId', 'Courier'],
  ['trackingNumber', 'Tracking number'],
];
const SERVER_FIELDS: Record<string, keyof UpdateValues> = {
  status: 'status',
  payment_status: 'paymentStatus',
  courier_id: 'courierId',
  tracking_number: 'trackingNumber',
};

/** The form's fields as the order has them. */
const valuesOf = (order: AdminOrder): UpdateValues => ({
  status: order.status as UpdateValues['status'],
  paymentStatus: order.paymentStatus as UpdateValues['paymentStatus'],
  courierId: order.courier ? String(order.courier.id) : '',
  trackingNumber: order.trackingNumber ?? '',
});

/** The order as the form read it: its fields, its version and the history entries it showed. */
interface Read {
  values: UpdateValues;
  version: number;
  historyIds: number[];
}
const readOf = (order: AdminOrder): Read => ({
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
  order: AdminOrder;
  couriers: Courier[];
  onSaved: () => Promise<unknown>;
}) {
  const [update] = useMutation(UpdateOrderDocument, ADMIN);
  const [read, setRead] = useState<Read>(() => readOf(order));
  /** A refused save: what the admin sent, and the message. */
  const [conflict, setConflict] = useState<{ mine: UpdateValues; message: string } | null>(null);
  const { register, handleSubmit, setError, reset, control, formState } = useForm<UpdateValues>({
    resolver: zodResolver(orderUpdateSchema),
    defaultValues: valuesOf(order),
  });
  const { errors, isSubmitting } = formState;
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
  const shipping = status === 'shipped' || status === 'delivered';
  // Offered: the active couriers, and the order's own even if it was made inactive since.
  const offered = couriers.filter((c) => c.active || c.id === order.courier?.id);
  const courierName = (id: string) => couriers.find((c) => String(c.id) === id)?.name ?? 'none';
  const shown = (k: keyof UpdateValues, v: UpdateValues) =>
    k === 'courierId' ? courierName(v.courierId) : k === 'trackingNumber' ? v[k] || 'none' : capital(v[k]);

  async function save(v: UpdateValues, version: number) {
    try {
      const { data } = await update({
        variables: {
          id: order.id,
          status: v.status,
          paymentStatus: v.paymentStatus,
          courierId: v.courierId ? Number(v.courierId) : null,
          trackingNumber: v.trackingNumber || null,
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
        for (const e of r?.errors ?? []) setError(SERVER_FIELDS[e.field] ?? 'status', { message: e.message });
        return;
      }
      setConflict(null);
      notify.success(r.message ?? 'Order updated successfully.');
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
    ) as UpdateValues;
    reset(merged);
    setRead(readOf(order));
    return save(merged, order.version);
  }

  function discard() {
    setConflict(null);
    setRead(readOf(order));
    reset(valuesOf(order));
  }

  const select = (
    label: string,
    name: 'status' | 'paymentStatus' | 'courierId',
    options: Array<[string, string]>,
  ) => (
    <Field.Root invalid={!!errors[name]}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field bg="white" {...register(name)}>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {errors[name] && <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>}
    </Field.Root>
  );
  const now = valuesOf(order);
  const theirs = FIELDS.filter(([k]) => now[k] !== read.values[k]);
  const mineChanged = conflict ? FIELDS.filter(([k]) => conflict.mine[k] !== read.values[k]) : [];
  const since = order.history.filter((h) => !read.historyIds.includes(h.id));
  return (
    <form onSubmit={handleSubmit((v) => save(v, read.version))} noValidate aria-label="Update order">
      <Stack gap="3">
        {conflict && (
          <Box
            role="alert"
            data-testid="order-conflict"
            bg="orange.50"
            borderWidth="1px"
            borderColor="orange.300"
            borderRadius="md"
            p="3"
            fontSize="sm"
          >
            <Text fontWeight="semibold" mb="1">
              {conflict.message}
            </Text>
            {theirs.length > 0 && (
              <Stack as="ul" gap="0.5" pl="4" mb="1">
                {theirs.map(([k, label]) => (
                  <Text as="li" key={k}>
                    {label}: {shown(k, read.values)} → {shown(k, now)}
                  </Text>
                ))}
              </Stack>
            )}
            {since.length > 0 && (
              <Text mb="1">
                Since you opened it:{' '}
                {since.map((h) => `${h.summary}${h.actorName ? ` (${h.actorName})` : ''}`).join('; ')}.
              </Text>
            )}
            <Text mb="2">
              Your change:{' '}
              {mineChanged.length
                ? mineChanged.map(([k, label]) => `${label} → ${shown(k, conflict.mine)}`).join(', ')
                : 'none'}
              .
            </Text>
            <HStack gap="2" wrap="wrap">
              <Button
                size="sm"
                colorPalette="brand"
                onClick={() => void reapply()}
                disabled={!mineChanged.length}
              >
                Apply my change again
              </Button>
              <Button size="sm" variant="outline" onClick={discard}>
                Discard my change
              </Button>
            </HStack>
          </Box>
        )}
        {select(
          'Order Status',
          'status',
          ORDER_STATUSES.map((s) => [s, capital(s)]),
        )}
        {select(
          'Payment Status',
          'paymentStatus',
          PAYMENT_STATUSES.map((s) => [s, capital(s)]),
        )}
        {select('Courier', 'courierId', [
          ['', shipping ? 'Choose the courier' : 'None yet'],
          ...offered.map((c): [string, string] => [String(c.id), c.name]),
        ])}
        <Field.Root invalid={!!errors.trackingNumber}>
          <Field.Label>Tracking number</Field.Label>
          <Input bg="white" autoComplete="off" {...register('trackingNumber')} />
          {errors.trackingNumber ? (
            <Field.ErrorText>{errors.trackingNumber.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              Optional. With the courier and the tracking number, the customer's order page and the shipped
              mail link the courier's tracking page.
            </Field.HelperText>
          )}
        </Field.Root>
        {shipping && (!courierId || !tracking.trim()) && (
          <Text fontSize="sm" color="orange.700" data-testid="tracking-missing">
            No {!courierId ? 'courier' : 'tracking number'} yet: the customer will get no tracking link. You
            can add it later.
          </Text>
        )}
        <Button type="submit" colorPalette="brand" loading={isSubmitting}>
          Update
        </Button>
      </Stack>
    </form>
  );
}
