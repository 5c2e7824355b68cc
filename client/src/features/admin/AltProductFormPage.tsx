import { Box, Button, Field, Grid, Heading, IconButton, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { usePageMeta } from '../../components/PageTitle';
import { notify } from '../../components/toaster';
import { graphql } from '../../gql';
import { AdminPage } from './AdminLayout';
import { ADMIN } from './adminApi';
import { flattenTree } from './CategoriesPage';

const AltFormCategoriesDocument = graphql(`
  query AltFormCategories { adminCategories { id name children { id name children { id name } } } }
`);
const CreateWithVariantsDocument = graphql(`
  mutation CreateProductWithVariants($input: ProductWithVariantsInput!) {
    createProductWithVariants(input: $input) { product { id title } errors { field message } }
  }
`);

const required = (message: string) => z.string().trim().min(1, message);
/** A number in a text box: required, then numeric (the spec's message for both). */
const amount = (message: string) => required(message).refine((v) => Number.isFinite(Number(v)) && Number(v) >= 0, message);

/** The spec's fields (name, description, base price, variants of sku, price, stock, size, colour) plus the shop's category. */
export const altFormSchema = z.object({
  name: required('Product name is required'),
  description: z.string(),
  base_price: amount('Base price is required'),
  category_id: required('Please select a category'),
  variants: z.array(
    z.object({
      sku: required('SKU is required'),
      price: amount('Price is required'),
      stock: required('Stock is required').refine((v) => /^\d+$/.test(v.trim()), 'Stock is required'),
      size: required('Size is required'),
      color: required('Color is required'),
    }),
  ),
});
export type AltFormValues = z.infer<typeof altFormSchema>;

const emptyVariant = (): AltFormValues['variants'][number] => ({ sku: '', price: '', stock: '', size: '', color: '' });
const emptyForm = (): AltFormValues => ({ name: '', description: '', base_price: '', category_id: '', variants: [emptyVariant()] });

/** Field → first message, keyed as the server keys them (`variants.0.sku`). */
export function validateAltForm(values: AltFormValues): Record<string, string> {
  const result = altFormSchema.safeParse(values);
  const out: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

/**
 * The alternative product form: name, description, base price, a category (so the product
 * appears in the shop under it) and repeatable variants, each with its own sku, price, stock,
 * size and colour. Success: 'Product created successfully!' and an empty form.
 */
export function AltProductFormPage() {
  usePageMeta('Product Form');
  const categories = useQuery(AltFormCategoriesDocument, { ...ADMIN, fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(CreateWithVariantsDocument, ADMIN);
  const { register, control, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = useForm<AltFormValues>({
    resolver: zodResolver(altFormSchema),
    defaultValues: emptyForm(),
  });
  const variants = useFieldArray({ control, name: 'variants' });

  async function onSubmit(v: AltFormValues) {
    try {
      const { data } = await create({
        variables: {
          input: {
            name: v.name.trim(), description: v.description, basePrice: Number(v.base_price), categoryId: Number(v.category_id),
            variants: v.variants.map((x) => ({ sku: x.sku.trim(), price: Number(x.price), stock: Number(x.stock), size: x.size.trim(), color: x.color.trim() })),
          },
        },
      });
      const r = data?.createProductWithVariants;
      if (!r?.product) {
        // The spec: a failure is only logged; the server's field errors go under their fields.
        for (const e of r?.errors ?? []) setError(e.field as FieldPath<AltFormValues>, { message: e.message });
        console.error(r ?? 'Unexpected server response.');
        return;
      }
      notify.success('Product created successfully!');
      reset(emptyForm());
    } catch (err) {
      console.error(err);
    }
  }

  const categoryOptions = flattenTree(categories.data?.adminCategories ?? []);
  const variantError = (i: number, k: keyof AltFormValues['variants'][number]) => errors.variants?.[i]?.[k]?.message;
  return (
    <AdminPage title="Product Form">
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Stack gap="4" maxW="3xl">
          <Field.Root invalid={!!errors.name}>
            <Field.Label>Name</Field.Label>
            <Input bg="white" {...register('name')} />
            <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Description</Field.Label>
            <Textarea bg="white" rows={5} {...register('description')} />
          </Field.Root>
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: '1fr 1fr' }} gap="4">
            <Field.Root invalid={!!errors.base_price}>
              <Field.Label>Base Price</Field.Label>
              <Input bg="white" type="number" step="0.01" min="0" {...register('base_price')} />
              <Field.ErrorText>{errors.base_price?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.category_id}>
              <Field.Label>Category</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field bg="white" {...register('category_id')}>
                  <option value="">Select a category</option>
                  {categoryOptions.map((c) => <option key={c.id} value={c.id}>{c.label}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{errors.category_id?.message}</Field.ErrorText>
            </Field.Root>
          </Grid>
          <Heading size="md">Variants</Heading>
          {variants.fields.map((f, i) => (
            <Box key={f.id} borderWidth="1px" borderRadius="md" p="3" data-testid="variant-block">
              <Grid templateColumns={{ base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr)) auto' }} gap="2" alignItems="end">
                {([['sku', 'SKU', 'text'], ['price', 'Price', 'number'], ['stock', 'Stock', 'number'], ['size', 'Size', 'text'], ['color', 'Color', 'text']] as const).map(([k, label, type]) => (
                  <Field.Root key={k} invalid={!!variantError(i, k)}>
                    <Field.Label>{label}</Field.Label>
                    <Input bg="white" type={type} step={k === 'price' ? '0.01' : undefined} {...register(`variants.${i}.${k}`)} />
                    <Field.ErrorText>{variantError(i, k)}</Field.ErrorText>
                  </Field.Root>
                ))}
                <IconButton variant="ghost" colorPalette="red" aria-label={`Remove variant ${i + 1}`} disabled={variants.fields.length === 1} onClick={() => variants.remove(i)}>✕</IconButton>
              </Grid>
            </Box>
          ))}
          <Button variant="outline" alignSelf="start" onClick={() => variants.append(emptyVariant())}>+ Add Variant</Button>
          <Button type="submit" colorPalette="brand" alignSelf="start" disabled={isSubmitting}>Submit Product</Button>
        </Stack>
      </form>
    </AdminPage>
  );
}
