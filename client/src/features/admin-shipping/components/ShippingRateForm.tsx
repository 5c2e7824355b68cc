import { Grid } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { shippingRateInput, type ShippingRateInput } from '@inputs/promotions';
import { CrudActions, CrudForm } from '../../../components/admin/CrudForm';
import { SelectInput, TextField, useZodForm } from '../../../components/form/Form';
import { ADMIN } from '../../../lib/admin';
import { SaveShippingRateDocument, ShippingCitiesDocument, ShippingSettingsDocument } from '../api/shipping';

export interface RateRow {
  id: number;
  province: string;
  city?: string | null;
  rate: number;
}

/** A province's rate (no city) or one city's, which overrides its province's. */
export function ShippingRateForm({
  rate,
  onDone,
  onCancel,
}: {
  rate?: RateRow;
  onDone: () => unknown;
  onCancel?: () => void;
}) {
  const [saveRate] = useMutation(SaveShippingRateDocument, ADMIN);
  const { data } = useQuery(ShippingSettingsDocument, ADMIN);
  const form = useZodForm(shippingRateInput, {
    province: rate?.province ?? '',
    city: rate?.city ?? '',
    rate: rate ? String(rate.rate) : '',
  });
  const province = form.watch('province');
  const cities = useQuery(ShippingCitiesDocument, { variables: { province }, skip: !province });
  async function save(input: ShippingRateInput) {
    const { data: r } = await saveRate({
      variables: {
        id: rate?.id ?? null,
        input: { province: input.province, city: input.city ?? null, rate: input.rate },
      },
    });
    const answer = r?.saveShippingRate;
    return { saved: !!answer?.rate, errors: answer?.errors, message: answer?.message };
  }
  return (
    <CrudForm
      form={form}
      save={save}
      unshown="province"
      creating={!rate}
      onSaved={onDone}
      aria-label={rate ? `Edit the rate of ${rate.city ?? rate.province}` : 'Add a shipping rate'}
    >
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr 10rem auto' }} gap="3" alignItems="end">
        <SelectInput
          label="Province"
          name="province"
          placeholder="Select province"
          options={data?.provinces ?? []}
          onChange={() => form.setValue('city', '')}
        />
        <SelectInput
          label="City"
          name="city"
          placeholder="Whole province"
          options={(cities.data?.cities ?? []).map((c) => c.name)}
          disabled={!province}
        />
        <TextField label="Rate (Rs)" name="rate" type="number" step="0.01" min="0" />
        <CrudActions add="Add Rate" editing={!!rate} onCancel={onCancel} />
      </Grid>
    </CrudForm>
  );
}
