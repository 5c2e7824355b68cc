import { Box, Button, Grid, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import { productInput } from '@inputs/catalog';
import { lazy, Suspense, type ReactNode } from 'react';
import { CategorySelect } from '../../../components/admin/CategorySelect';
import { StatusSelect } from '../../../components/admin/RecordStatus';
import { Form, SelectInput, TextField, useZodForm } from '../../../components/form/Form';
import type { ProductFormDataQuery } from '../../../gql/graphql';
import type { useProductMerge } from '../hooks/useProductMerge';
import { editInput, EMPTY } from './product-values';
import { AttributePicker, STOCK_HINT } from './ProductStockInputs';
import { VariantEditor } from './VariantEditor';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** The form's fields on the shared schema (`productInput`; on an edit without `qty`, a stock cell there). */
export const useProductFields = (editing: boolean) => useZodForm(editing ? editInput : productInput, EMPTY);
type ProductFields = ReturnType<typeof useProductFields>;

/**
 * The product form: text, category and brand, description, pricing, inventory,
 * the linked attribute values and variant stock (`merge` holds them), then `gallery`, the
 * upload's progress and the submit button.
 */
export function ProductForm({
  form,
  data,
  editing,
  merge,
  cellErrors,
  gallery,
  progress,
  busy,
  onSubmit,
  onVariantsChanged,
}: {
  form: ProductFields;
  data: ProductFormDataQuery | undefined;
  editing: boolean;
  merge: ReturnType<typeof useProductMerge>;
  cellErrors: Record<string, string>;
  gallery: ReactNode;
  progress: number | null;
  busy: boolean;
  /** Reads the product again after a variant was added, repriced or removed. */
  onVariantsChanged: () => Promise<unknown>;
  onSubmit: () => Promise<void>;
}) {
  const product = data?.adminProduct;
  return (
    <Form form={form} onSubmit={onSubmit}>
      <Stack gap="6">
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          <TextField label="Title" name="title" />
          <CategorySelect tree={data?.adminCategories} />
          <SelectInput
            label="Brand"
            name="brandId"
            placeholder="No brand"
            options={(data?.adminBrands ?? []).map((b) => ({ value: b.id, label: b.name }))}
          />
          <TextField label="Short Description" name="shortDescription" />
        </Grid>
        <Box>
          <Text fontWeight="medium" mb="2">
            Description
          </Text>
          <Suspense fallback={<Text fontSize="sm">Loading editor…</Text>}>
            <RichTextEditor
              label="Description"
              value={form.watch('description')}
              onChange={(v) => form.setValue('description', v)}
            />
          </Suspense>
        </Box>
        <Heading size="md">Pricing</Heading>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          <TextField label="Price" name="price" type="number" />
          <TextField
            label="Discounted Price"
            name="comparePrice"
            type="number"
            helper="The old price, shown crossed out beside the price (leave empty for none)."
          />
        </Grid>
        <Heading size="md">Inventory</Heading>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr 1fr' }} gap="4">
          <TextField label="Quantity" name="qty" type={editing ? 'text' : 'number'} />
          <TextField label="SKU" name="sku" />
          <TextField label="Barcode" name="barcode" />
        </Grid>
        {editing && (
          <Text fontSize="sm" color="ink.600" mt="-3">
            {STOCK_HINT}
          </Text>
        )}
        <AttributePicker
          attributes={data?.adminAttributes ?? []}
          attrs={merge.attrs}
          setAttrs={merge.setAttrs}
          chosen={merge.chosen}
          setChosen={merge.setChosen}
          linked={merge.linked}
          errors={cellErrors}
        />
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          <SelectInput
            label="Is Featured"
            name="isFeatured"
            placeholder="Select"
            options={[
              { value: 'yes', label: 'Yes' },
              { value: 'no', label: 'No' },
            ]}
          />
          <StatusSelect placeholder="Select" />
        </Grid>
        {product && product.variants.length > 0 && (
          <VariantEditor
            variants={product.variants}
            productId={product.id}
            stock={merge.variants}
            setStock={merge.setVariants}
            errors={cellErrors}
            onChanged={onVariantsChanged}
          />
        )}
        {gallery}
        {progress !== null && (
          <Progress.Root
            value={Math.round(progress * 100)}
            colorPalette="brand"
            data-testid="upload-progress"
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
        <Button type="submit" colorPalette="brand" alignSelf="start" disabled={busy}>
          {editing ? 'Update' : 'Create'}
        </Button>
      </Stack>
    </Form>
  );
}
