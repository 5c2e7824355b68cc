import { Button, Grid } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { shippingSettingsInput, type ShippingSettingsInput } from '@inputs/promotions';
import { useEffect } from 'react';
import { CrudForm } from '../../../components/admin/CrudForm';
import { TextField, useZodForm } from '../../../components/form/Form';
import { ADMIN } from '../../../lib/admin';
import { ShippingSettingsDocument, UpdateShippingSettingsDocument } from '../api/shipping';

/** The default rate (places without their own) and the sub total from which shipping is free. */
export function ShippingSettingsForm() {
  const { data } = useQuery(ShippingSettingsDocument, ADMIN);
  const [update] = useMutation(UpdateShippingSettingsDocument, ADMIN);
  const form = useZodForm(shippingSettingsInput, {
    defaultRate: '' as string | number,
    freeShippingThreshold: '' as string | number,
  });
  const settings = data?.shippingSettings;
  const { reset } = form;
  useEffect(() => {
    if (settings)
      reset({
        defaultRate: String(settings.defaultRate),
        freeShippingThreshold:
          settings.freeShippingThreshold == null ? '' : String(settings.freeShippingThreshold),
      });
  }, [settings, reset]);
  async function save(input: ShippingSettingsInput) {
    const { data: r } = await update({
      variables: {
        input: { defaultRate: input.defaultRate, freeShippingThreshold: input.freeShippingThreshold ?? null },
      },
    });
    const answer = r?.updateShippingSettings;
    return { saved: !!answer?.settings, errors: answer?.errors, message: answer?.message };
  }
  return (
    <CrudForm form={form} save={save} aria-label="Shipping settings">
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr auto' }} gap="3" alignItems="end">
        <TextField label="Default rate (Rs)" name="defaultRate" type="number" step="0.01" min="0" />
        <TextField
          label="Free shipping from (Rs)"
          name="freeShippingThreshold"
          type="number"
          step="0.01"
          min="0"
          helper="Empty: never free"
        />
        <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
          Save Settings
        </Button>
      </Grid>
    </CrudForm>
  );
}
