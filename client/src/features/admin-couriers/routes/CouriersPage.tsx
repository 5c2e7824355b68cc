import {
  Badge,
  Box,
  Button,
  Checkbox,
  Field,
  Grid,
  HStack,
  Input,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { z } from 'zod';
import { usePageMeta } from '../../../components/PageTitle';
import { STACKED_TABLE } from '../../../components/stackedTable';
import { notify } from '../../../components/toaster';
import type { AdminCouriersQuery } from '../../../gql/graphql';
import { AdminPage } from '../../../components/admin/AdminPage';
import { ADMIN } from '../../../lib/admin';
import {
  AdminCouriersDocument,
  CreateCourierDocument,
  UpdateCourierDocument,
  DeleteCourierDocument,
} from '../api/couriers';

type Courier = AdminCouriersQuery['adminCouriers'][number];

export const courierSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'The courier name is required.')
    .max(60, 'The courier name may not be greater than 60 characters.'),
  trackingUrlTemplate: z
    .string()
    .trim()
    .min(1, 'The tracking URL is required.')
    .refine(
      (v) => v.includes('{tracking}'),
      'The tracking URL must contain {tracking} where the tracking number goes.',
    )
    .refine((v) => /^https?:\/\//i.test(v), 'The tracking URL must start with https:// or http://.'),
  active: z.boolean(),
});
type Values = z.infer<typeof courierSchema>;
const SERVER_FIELDS: Record<string, keyof Values> = {
  name: 'name',
  tracking_url_template: 'trackingUrlTemplate',
  active: 'active',
};

/** One courier's form: adding a new one, or editing one of the list. */
function CourierForm({
  courier,
  onDone,
  onCancel,
}: {
  courier?: Courier;
  onDone: () => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [create] = useMutation(CreateCourierDocument, ADMIN);
  const [update] = useMutation(UpdateCourierDocument, ADMIN);
  const { register, handleSubmit, setError, reset, control, formState } = useForm<Values>({
    resolver: zodResolver(courierSchema),
    defaultValues: courier
      ? { name: courier.name, trackingUrlTemplate: courier.trackingUrlTemplate, active: courier.active }
      : { name: '', trackingUrlTemplate: 'https://', active: true },
  });
  const { errors, isSubmitting } = formState;
  async function onSubmit(input: Values) {
    try {
      const { data } = courier
        ? await update({ variables: { id: courier.id, input } })
        : await create({ variables: { input } });
      const r = data && ('updateCourier' in data ? data.updateCourier : data.createCourier);
      if (!r?.courier) {
        for (const e of r?.errors ?? []) setError(SERVER_FIELDS[e.field] ?? 'name', { message: e.message });
        return;
      }
      notify.success(r.message ?? 'Courier saved.');
      if (!courier) reset();
      await onDone();
    } catch (err) {
      notify.error((err as Error).message || 'Something went wrong');
    }
  }
  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-label={courier ? `Edit ${courier.name}` : 'Add a courier'}
    >
      <Grid templateColumns={{ base: '1fr', md: '12rem minmax(0, 1fr) auto auto' }} gap="3" alignItems="end">
        <Field.Root invalid={!!errors.name}>
          <Field.Label>Name</Field.Label>
          <Input bg="white" {...register('name')} />
          {errors.name && <Field.ErrorText>{errors.name.message}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={!!errors.trackingUrlTemplate}>
          <Field.Label>Tracking URL (with {'{tracking}'})</Field.Label>
          <Input bg="white" {...register('trackingUrlTemplate')} />
          {errors.trackingUrlTemplate && (
            <Field.ErrorText>{errors.trackingUrlTemplate.message}</Field.ErrorText>
          )}
        </Field.Root>
        <Controller
          control={control}
          name="active"
          render={({ field }) => (
            <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(!!e.checked)} pb="2">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Offered</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        <HStack gap="2">
          <Button type="submit" colorPalette="brand" loading={isSubmitting}>
            {courier ? 'Save' : 'Add Courier'}
          </Button>
          {onCancel && (
            <Button variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </HStack>
      </Grid>
    </form>
  );
}

/** The courier list the order form offers: names and tracking-page templates, each offered or not. */
export function CouriersPage() {
  usePageMeta('Couriers');
  const { data, refetch, error } = useQuery(AdminCouriersDocument, {
    ...ADMIN,
    fetchPolicy: 'cache-and-network',
  });
  if (error) console.error(error);
  const [remove] = useMutation(DeleteCourierDocument, ADMIN);
  const [editing, setEditing] = useState<number | null>(null);
  const couriers = data?.adminCouriers ?? [];

  async function onDelete(c: Courier) {
    if (!window.confirm(`Delete the courier ${c.name}?`)) return;
    try {
      const { data: r } = await remove({ variables: { id: c.id } });
      notify.success(r?.deleteCourier.message ?? 'Courier deleted.');
      await refetch();
    } catch (err) {
      notify.error((err as Error).message || 'Delete failed.');
    }
  }

  return (
    <AdminPage
      title="Couriers"
      actions={
        <Button asChild variant="outline">
          <RouterLink to="/admin/orders">Back</RouterLink>
        </Button>
      }
    >
      <Stack gap="6">
        <Box bg="cream.50" p="4" borderRadius="md">
          <Text fontWeight="semibold" mb="3">
            Add a courier
          </Text>
          <CourierForm onDone={refetch} />
        </Box>
        <Table.Root size="sm" css={STACKED_TABLE} data-testid="couriers">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>Tracking URL</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Action</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {couriers.map((c) =>
              editing === c.id ? (
                <Table.Row key={c.id}>
                  <Table.Cell colSpan={4} data-primary="">
                    <CourierForm
                      courier={c}
                      onCancel={() => setEditing(null)}
                      onDone={async () => {
                        setEditing(null);
                        await refetch();
                      }}
                    />
                  </Table.Cell>
                </Table.Row>
              ) : (
                <Table.Row key={c.id}>
                  <Table.Cell data-primary="" fontWeight="medium">
                    {c.name}
                  </Table.Cell>
                  <Table.Cell data-label="Tracking URL" overflowWrap="anywhere" fontSize="xs">
                    {c.trackingUrlTemplate}
                  </Table.Cell>
                  <Table.Cell data-label="Status">
                    <Badge colorPalette={c.active ? 'green' : 'gray'} variant="subtle">
                      {c.active ? 'Offered' : 'Inactive'}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell data-label="Action">
                    <HStack gap="2">
                      <Button size="xs" variant="outline" onClick={() => setEditing(c.id)}>
                        Edit
                      </Button>
                      <Button size="xs" variant="outline" colorPalette="red" onClick={() => void onDelete(c)}>
                        Delete
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ),
            )}
          </Table.Body>
        </Table.Root>
        {data && couriers.length === 0 && (
          <Text textAlign="center" color="ink.600">
            No couriers yet.
          </Text>
        )}
      </Stack>
    </AdminPage>
  );
}
