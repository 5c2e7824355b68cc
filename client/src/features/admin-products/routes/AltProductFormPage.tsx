import { Box, Button, Grid, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { productWithVariantsInput, type ProductWithVariantsInput } from '@inputs/catalog';
import { crossCheck, parseId } from '@inputs/fields';
import { M } from '@inputs/messages';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Form, TextField, useZodForm } from '../../../components/form/Form';
import { usePageMeta } from '../../../components/PageTitle';
import { notify } from '../../../components/toaster';
import { UNEXPECTED_RESPONSE } from '../../../lib/server-errors';
import { AdminPage } from '../../../components/admin/AdminPage';
import { CategoryChoicesDocument, CategorySelect } from '../../../components/admin/CategorySelect';
import { ADMIN } from '../../../lib/admin';
import { CreateWithVariantsDocument } from '../api/alt-product-form';

/**
 * The shared schema, with a category required: the shop's form files the product under one
 * (the API leaves it optional, for the spec's payload).
 */
export const altFormSchema = crossCheck(productWithVariantsInput, (raw) =>
  parseId(raw.categoryId) === null
    ? { field: 'categoryId', message: M.categoryRequired, code: 'REQUIRED' }
    : undefined,
);

const emptyVariant = () => ({ sku: '', price: '', stock: '', size: '', color: '' });
const emptyForm = () => ({
  name: '',
  description: '',
  basePrice: '',
  categoryId: '',
  variants: [emptyVariant()],
});

/** An error on the variants as a whole (one SKU twice), under the list. */
function VariantsError() {
  const error = useFormContext().formState.errors.variants as
    { message?: string; root?: { message?: string } } | undefined;
  const message = error?.message ?? error?.root?.message;
  return message ? (
    <Text color="red.600" fontSize="sm">
      {message}
    </Text>
  ) : null;
}

/**
 * The alternative product form: name, description, base price, a category (so the product
 * appears in the shop under it) and repeatable variants, each with its own sku, price, stock,
 * size and colour. Success: 'Product created successfully!' and an empty form.
 */
export function AltProductFormPage() {
  usePageMeta('Product Form');
  const categories = useQuery(CategoryChoicesDocument, { ...ADMIN, fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(CreateWithVariantsDocument, ADMIN);
  const form = useZodForm(altFormSchema, emptyForm());
  const variants = useFieldArray({ control: form.control, name: 'variants' });

  async function onSubmit(input: ProductWithVariantsInput) {
    try {
      const { data } = await create({ variables: { input } });
      const r = data?.createProductWithVariants;
      if (!r?.product) {
        // The spec: a failure is only logged; the server's field errors go under their fields.
        form.serverErrors(r?.errors);
        console.error(r ?? UNEXPECTED_RESPONSE);
        return;
      }
      notify.success(r.message);
      // Without a category it waits, hidden, in 'Uncategorised': the server says why.
      if (r.product.hiddenReason) notify.info(r.product.hiddenReason);
      form.reset(emptyForm());
    } catch (err) {
      console.error(err);
    }
  }

  return (
    <AdminPage title="Product Form">
      <Form form={form} onSubmit={onSubmit}>
        <Stack gap="4" maxW="3xl">
          <TextField label="Name" name="name" />
          <TextField label="Description" name="description" multiline />
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: '1fr 1fr' }} gap="4">
            <TextField label="Base Price" name="basePrice" type="number" step="0.01" min="0" />
            <CategorySelect tree={categories.data?.adminCategories} />
          </Grid>
          <Heading size="md">Variants</Heading>
          {variants.fields.map((f, i) => (
            <Box key={f.id} borderWidth="1px" borderRadius="md" p="3" data-testid="variant-block">
              <Grid
                templateColumns={{
                  base: 'minmax(0, 1fr)',
                  sm: 'repeat(2, minmax(0, 1fr))',
                  md: 'repeat(5, minmax(0, 1fr)) auto',
                }}
                gap="2"
                alignItems="end"
              >
                {(
                  [
                    ['sku', 'SKU', 'text'],
                    ['price', 'Price', 'number'],
                    ['stock', 'Stock', 'number'],
                    ['size', 'Size', 'text'],
                    ['color', 'Color', 'text'],
                  ] as const
                ).map(([k, label, type]) => (
                  <TextField
                    key={k}
                    label={label}
                    name={`variants.${i}.${k}`}
                    type={type}
                    step={k === 'price' ? '0.01' : undefined}
                  />
                ))}
                <IconButton
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Remove variant ${i + 1}`}
                  disabled={variants.fields.length === 1}
                  onClick={() => variants.remove(i)}
                >
                  ✕
                </IconButton>
              </Grid>
            </Box>
          ))}
          <VariantsError />
          <Button variant="outline" alignSelf="start" onClick={() => variants.append(emptyVariant())}>
            + Add Variant
          </Button>
          <Button type="submit" colorPalette="brand" alignSelf="start" disabled={form.formState.isSubmitting}>
            Submit Product
          </Button>
        </Stack>
      </Form>
    </AdminPage>
  );
}
