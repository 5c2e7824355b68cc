import { Grid, HStack, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { discountInput, type DiscountInput } from '@inputs/promotions';
import { Controller } from 'react-hook-form';
import { CheckboxField, CrudActions, CrudForm } from '../../../components/admin/CrudForm';
import { SelectInput, TextField, useZodForm } from '../../../components/form/Form';
import { ADMIN } from '../../../lib/admin';
import type { DiscountCodeFieldsFragment } from '../../../gql/graphql';
import { CreateDiscountCodeDocument, UpdateDiscountCodeDocument } from '../api/discounts';
import { CategoryChoice, ProductChoice } from './DiscountTargets';

const KINDS = [
  { value: 'percent', label: 'Percentage' },
  { value: 'fixed', label: 'Fixed amount (Rs)' },
];

/** An ISO time as a datetime-local field shows it (the browser's time zone); '' for none. */
function localInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

const blank = (v: number | null | undefined) => (v == null ? '' : String(v));

/** One discount code's form (the server's rules, `discountInput`): a new code, or one of the list. */
export function DiscountForm({
  discount,
  onDone,
  onCancel,
}: {
  discount?: DiscountCodeFieldsFragment;
  onDone: () => unknown;
  onCancel?: () => void;
}) {
  const [create] = useMutation(CreateDiscountCodeDocument, ADMIN);
  const [update] = useMutation(UpdateDiscountCodeDocument, ADMIN);
  const form = useZodForm(discountInput, {
    code: discount?.code ?? '',
    kind: discount?.kind ?? 'percent',
    value: blank(discount?.value),
    minOrder: discount?.minOrder ? String(discount.minOrder) : '',
    startsAt: localInput(discount?.startsAt as string | null | undefined),
    endsAt: localInput(discount?.endsAt as string | null | undefined),
    maxUses: blank(discount?.maxUses),
    maxUsesPerCustomer: blank(discount?.maxUsesPerCustomer),
    categoryIds: discount?.categoryIds ?? [],
    productIds: discount?.productIds ?? [],
    active: discount?.active ?? true,
  });
  async function save(v: DiscountInput) {
    const input = {
      code: v.code,
      kind: v.kind,
      value: v.value,
      minOrder: v.minOrder ?? 0,
      startsAt: v.startsAt ?? null,
      endsAt: v.endsAt ?? null,
      maxUses: v.maxUses ?? null,
      maxUsesPerCustomer: v.maxUsesPerCustomer ?? null,
      categoryIds: v.categoryIds ?? [],
      productIds: v.productIds ?? [],
      active: v.active ?? true,
    };
    const { data } = discount
      ? await update({ variables: { id: discount.id, input } })
      : await create({ variables: { input } });
    const r = data && ('updateDiscountCode' in data ? data.updateDiscountCode : data.createDiscountCode);
    return { saved: !!r?.discountCode, errors: r?.errors, message: r?.message };
  }
  return (
    <CrudForm
      form={form}
      save={save}
      unshown="code"
      creating={!discount}
      onSaved={onDone}
      aria-label={discount ? `Edit ${discount.code}` : 'Add a discount code'}
    >
      <Stack gap="4">
        <Grid templateColumns={{ base: '1fr', md: 'repeat(4, minmax(0, 1fr))' }} gap="3" alignItems="end">
          <TextField label="Code" name="code" />
          <SelectInput label="Type" name="kind" options={KINDS} />
          <TextField label="Amount (% or Rs)" name="value" type="number" step="0.01" min="0" />
          <TextField label="Minimum order (Rs)" name="minOrder" type="number" step="0.01" min="0" />
          <TextField label="Starts" name="startsAt" type="datetime-local" />
          <TextField label="Ends" name="endsAt" type="datetime-local" />
          <TextField label="Total uses" name="maxUses" type="number" min="1" helper="Empty: no limit" />
          <TextField
            label="Uses per customer"
            name="maxUsesPerCustomer"
            type="number"
            min="1"
            helper="Empty: no limit"
          />
        </Grid>
        <Controller
          control={form.control}
          name="categoryIds"
          render={({ field }) => <CategoryChoice value={field.value} onChange={field.onChange} />}
        />
        <Controller
          control={form.control}
          name="productIds"
          render={({ field }) => <ProductChoice value={field.value} onChange={field.onChange} />}
        />
        <HStack gap="3" justify="space-between" flexWrap="wrap">
          <CheckboxField name="active" label="Active" />
          <CrudActions add="Add Discount Code" editing={!!discount} onCancel={onCancel} />
        </HStack>
      </Stack>
    </CrudForm>
  );
}
