import { Grid } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { courierInput } from '@inputs/delivery';
import { CheckboxField, CrudActions, CrudForm } from '../../../components/admin/CrudForm';
import { TextField, useZodForm } from '../../../components/form/Form';
import { ADMIN } from '../../../lib/admin';
import { CreateCourierDocument, UpdateCourierDocument } from '../api/couriers';

export interface CourierRow {
  id: number;
  name: string;
  trackingUrlTemplate: string;
  active: boolean;
}

/** One courier's form (the server's rules, `courierInput`): adding a new one, or editing one of the list. */
export function CourierForm({
  courier,
  onDone,
  onCancel,
}: {
  courier?: CourierRow;
  onDone: () => unknown;
  onCancel?: () => void;
}) {
  const [create] = useMutation(CreateCourierDocument, ADMIN);
  const [update] = useMutation(UpdateCourierDocument, ADMIN);
  const form = useZodForm(
    courierInput,
    courier
      ? { name: courier.name, trackingUrlTemplate: courier.trackingUrlTemplate, active: courier.active }
      : { name: '', trackingUrlTemplate: 'https://', active: true },
  );
  async function save(input: { name: string; trackingUrlTemplate: string; active?: boolean }) {
    const { data } = courier
      ? await update({ variables: { id: courier.id, input } })
      : await create({ variables: { input } });
    const r = data && ('updateCourier' in data ? data.updateCourier : data.createCourier);
    return { saved: !!r?.courier, errors: r?.errors, message: r?.message };
  }
  return (
    <CrudForm
      form={form}
      save={save}
      names={{ tracking_url_template: 'trackingUrlTemplate' }}
      unshown="name"
      creating={!courier}
      onSaved={onDone}
      aria-label={courier ? `Edit ${courier.name}` : 'Add a courier'}
    >
      <Grid templateColumns={{ base: '1fr', md: '12rem minmax(0, 1fr) auto auto' }} gap="3" alignItems="end">
        <TextField label="Name" name="name" />
        <TextField label="Tracking URL (with {tracking})" name="trackingUrlTemplate" />
        <CheckboxField name="active" label="Offered" pb="2" />
        <CrudActions add="Add Courier" editing={!!courier} onCancel={onCancel} />
      </Grid>
    </CrudForm>
  );
}
