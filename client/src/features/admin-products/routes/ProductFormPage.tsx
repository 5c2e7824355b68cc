import {
  Box,
  Button,
  Grid,
  Heading,
  IconButton,
  Image,
  Progress,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { productInput, type ProductInput } from '@inputs/catalog';
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Form, SelectInput, TextField, useZodForm } from '../../../components/form/Form';
import { usePageMeta } from '../../../components/PageTitle';
import { notify } from '../../../components/toaster';
import type { ProductFormDataQuery } from '../../../gql/graphql';
import { UNEXPECTED_RESPONSE } from '../../../lib/server-errors';
import { AdminPage } from '../../../components/admin/AdminPage';
import { ADMIN } from '../../../lib/admin';
import { flattenTree } from '../../../lib/tree';
import { FormSnapshot, mergeProductForm, seenAgain, stockChanges } from '../components/product-merge';
import { AttributePicker, STOCK_HINT, VariantStock } from '../components/ProductStockInputs';
import {
  ProductFormDataDocument,
  CreateProductDocument,
  UploadImageDocument,
  UpdateProductDocument,
  SetDefaultImageDocument,
  DeleteImageDocument,
} from '../api/product-form';

const RichTextEditor = lazy(() => import('../components/RichTextEditor'));

/** The form's fields as it holds them (text, as typed; the shared schema parses them). */
export interface Values {
  title: string;
  categoryId: string;
  brandId: string;
  shortDescription: string;
  description: string;
  price: string;
  comparePrice: string;
  qty: string;
  sku: string;
  barcode: string;
  isFeatured: string;
  status: string;
}
const EMPTY: Values = {
  title: '',
  categoryId: '',
  brandId: '',
  shortDescription: '',
  description: '',
  price: '',
  comparePrice: '',
  qty: '',
  sku: '',
  barcode: '',
  isFeatured: '',
  status: '',
};

/** A new product's form (checked) and its linked values with their first stock (as typed) as the API's input. */
export const toProductInput = (values: Values, chosen: Record<number, string>): ProductInput =>
  productInput.parse({
    ...values,
    attributeValues: Object.entries(chosen).map(([id, qty]) => ({ attributeValueId: Number(id), qty })),
  });

/** An edit's form: `qty` is a stock cell there (a quantity or +/- units), sent as a stock change. */
const editInput = productInput.omit({ qty: true });

/**
 * An edit as the API's input: the fields (checked), the values linked (those ticked now with their
 * first stock), and the stock changes of the cells the admin changed.
 */
export function toEditInput(
  values: Values,
  chosen: Record<number, string>,
  linked: Record<number, string>,
  stock: NonNullable<ProductInput['stock']>,
): ProductInput {
  return productInput.parse({
    ...values,
    qty: undefined,
    attributeValues: Object.entries(chosen).map(([id, qty]) =>
      Number(id) in linked ? { attributeValueId: Number(id) } : { attributeValueId: Number(id), qty },
    ),
    stock,
  });
}

type LoadedProduct = NonNullable<ProductFormDataQuery['adminProduct']>;

/** The form as a product fills it (what a three-way merge calls base or theirs). */
function snapshotOf(product: LoadedProduct): FormSnapshot<Values> {
  return {
    values: {
      title: product.title,
      categoryId: String(product.category?.id ?? ''),
      brandId: product.brand ? String(product.brand.id) : '',
      shortDescription: product.shortDescription ?? '',
      description: product.description ?? '',
      price: String(product.price),
      comparePrice: product.comparePrice == null ? '' : String(product.comparePrice),
      qty: String(product.qty),
      sku: product.sku,
      barcode: product.barcode ?? '',
      isFeatured: product.isFeatured ? 'yes' : 'no',
      status: String(product.status),
    },
    attrs: [...new Set(product.attributeValues.map((v) => v.attribute.id))],
    chosen: Object.fromEntries(product.attributeValues.map((v) => [v.id, String(v.qty)])),
    variants: Object.fromEntries(product.variants.map((v) => [v.id, String(v.stock)])),
    version: product.version,
  };
}

export function ProductFormPage() {
  const params = useParams();
  const editId = params.id ? Number(params.id) : null;
  usePageMeta(editId ? 'Product/Edit' : 'Product/Create');
  const navigate = useNavigate();
  const { data, refetch } = useQuery(ProductFormDataDocument, {
    ...ADMIN,
    variables: { id: editId ?? 0, edit: editId != null },
    fetchPolicy: 'network-only',
  });
  const form = useZodForm(editId == null ? productInput : editInput, EMPTY);
  const [attrs, setAttrs] = useState<number[]>([]);
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const [variants, setVariants] = useState<Record<number, string>>({});
  /** The values linked as the form read them (their stock cells), and the stock cells' errors by field. */
  const [linked, setLinked] = useState<Record<number, string>>({});
  const [cellErrors, setCellErrors] = useState<Record<string, string>>({});
  const [files, setFiles] = useState<File[]>([]);
  const [galleryError, setGalleryError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [create] = useMutation(CreateProductDocument, ADMIN);
  const [update] = useMutation(UpdateProductDocument, ADMIN);
  const [upload] = useMutation(UploadImageDocument, ADMIN);
  const [setDefault] = useMutation(SetDefaultImageDocument, ADMIN);
  const [deleteImage] = useMutation(DeleteImageDocument, ADMIN);
  const product = data?.adminProduct;
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews]);

  // What the form loaded (base of the three-way merge) and what it shows now (mine).
  const base = useRef<FormSnapshot<Values> | null>(null);
  const picked = useRef({ chosen, attrs, variants });
  useLayoutEffect(() => {
    picked.current = { chosen, attrs, variants };
  });
  const mine = () => ({ values: form.getValues(), ...picked.current });
  /** Shows `snapshot` as the edit of `loaded` (what the admin saw: the base of the next merge and of the stock sets). */
  const show = (snapshot: FormSnapshot<Values>, loaded: FormSnapshot<Values> = snapshot) => {
    base.current = loaded;
    setLinked(loaded.chosen);
    form.reset(snapshot.values);
    setAttrs(snapshot.attrs);
    setChosen(snapshot.chosen);
    setVariants(snapshot.variants);
  };

  // A product read again (after an image change, say) keeps the admin's unsaved edits on top.
  useEffect(() => {
    if (!product || base.current?.version === product.version) return;
    const theirs = snapshotOf(product);
    const merged = base.current
      ? mergeProductForm(base.current, mine(), theirs)
      : { form: theirs, base: theirs };
    show(merged.form, merged.base);
    // Only a new read of the product runs it; `show` and `mine` read the form as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product]);

  /** Server field errors on the form (and its stock cells); the first one as a toast. */
  const report = (errs: ReadonlyArray<{ field: string; message: string }>, fallback: string) => {
    setCellErrors(Object.fromEntries(errs.map((e) => [e.field, e.message])));
    const unshown = form.serverErrors(errs);
    const gallery = unshown.find((x) => x.field.startsWith('gallery'));
    if (gallery) setGalleryError(gallery.message);
    notify.error(errs[0]?.message ?? fallback);
  };

  async function onSubmit() {
    setBusy(true);
    setGalleryError(null);
    setCellErrors({});
    try {
      const { values, chosen: chosenNow } = mine();
      if (editId == null) {
        setProgress(0);
        const { data: r } = await create({
          variables: { input: toProductInput(values, chosenNow), gallery: files },
          context: { ...ADMIN.context, onUploadProgress: setProgress },
        });
        if (!r?.createProduct.product) return report(r?.createProduct.errors ?? [], UNEXPECTED_RESPONSE);
        notify.success('Product created successfully.');
      } else if (!(await saveEdit(editId))) return;
      else notify.success('Product updated successfully.');
      navigate('/admin/products');
    } catch (err) {
      notify.error((err as Error).message || 'Something went wrong');
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  /**
   * Saves the edit with the version the form loaded, and only the stock the admin changed: a
   * quantity as a set naming the one the admin saw, +/- units as an adjustment. When that stock
   * moved since (code CONFLICT with currentStock), the form shows the current quantities and the
   * message, keeping what the admin typed, for the admin to decide again. When another admin
   * saved the product since (version CONFLICT), it is read again, the admin's own edits are put
   * on top, and saved.
   */
  async function saveEdit(id: number): Promise<boolean> {
    for (let tries = 0; tries < 2; tries++) {
      const loaded = base.current!;
      const edits = mine();
      const { changes, errors } = stockChanges(loaded, edits);
      if (errors.length) {
        report(errors, errors[0].message);
        return false;
      }
      const input = toEditInput(edits.values, edits.chosen, loaded.chosen, changes);
      const { data: r } = await update({ variables: { id, input: { ...input, version: loaded.version } } });
      if (r?.updateProduct.product) return true;
      const errs = r?.updateProduct.errors ?? [];
      const current = r?.updateProduct.currentStock ?? [];
      if (current.length) {
        show({ ...edits, version: loaded.version }, seenAgain(loaded, current));
        report(errs, errs[0]?.message ?? 'Some error occurred');
        return false;
      }
      const conflict = errs.find((x) => x.code === 'CONFLICT' && x.field === 'version');
      if (!conflict) {
        report(errs, 'Some error occurred');
        return false;
      }
      const fresh = (await refetch()).data?.adminProduct;
      if (!fresh) {
        notify.error(conflict.message);
        return false;
      }
      const merged = mergeProductForm(loaded, edits, snapshotOf(fresh));
      show(merged.form, merged.base);
    }
    notify.error('This product keeps changing. Please try again.');
    return false;
  }

  async function uploadMore(list: FileList | null) {
    if (!editId) return;
    if (!list?.length) return notify.error('No files selected.');
    for (const file of Array.from(list)) {
      try {
        const { data: r } = await upload({ variables: { productId: editId, file } });
        if (!r?.uploadProductImage.image)
          notify.error(r?.uploadProductImage.errors[0]?.message ?? 'Failed to upload image');
      } catch (err) {
        notify.error((err as Error).message || 'Upload error');
      }
    }
    await refetch();
  }

  async function onDeleteImage(id: number) {
    if (!window.confirm('Are you sure you want to delete the image?')) return;
    try {
      const { data: r } = await deleteImage({ variables: { id } });
      notify.success(r?.deleteProductImage.message ?? 'Deleted');
      await refetch();
    } catch (err) {
      notify.error((err as Error).message || 'Failed to delete image.');
    }
  }

  async function onSetDefault(imageId: number) {
    try {
      const { data: r } = await setDefault({ variables: { productId: editId!, imageId } });
      notify.success(r?.setDefaultProductImage.message ?? 'Done');
      await refetch();
    } catch (err) {
      notify.error((err as Error).message || 'Something went wrong');
    }
  }

  const categories = flattenTree(data?.adminCategories ?? []);
  return (
    <AdminPage
      title={editId ? 'Product/Edit' : 'Product/Create'}
      actions={
        <Button asChild variant="outline">
          <RouterLink to="/admin/products">Back</RouterLink>
        </Button>
      }
    >
      <Form form={form} onSubmit={onSubmit}>
        <Stack gap="6">
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <TextField label="Title" name="title" />
            <SelectInput label="Category" name="categoryId">
              <option value="">Select a category</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label}
                </option>
              ))}
            </SelectInput>
            <SelectInput label="Brand" name="brandId">
              <option value="">No brand</option>
              {(data?.adminBrands ?? []).map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </SelectInput>
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
            <TextField label="Quantity" name="qty" type={editId == null ? 'number' : 'text'} />
            <TextField label="SKU" name="sku" />
            <TextField label="Barcode" name="barcode" />
          </Grid>
          {editId != null && (
            <Text fontSize="sm" color="ink.600" mt="-3">
              {STOCK_HINT}
            </Text>
          )}
          <AttributePicker
            attributes={data?.adminAttributes ?? []}
            attrs={attrs}
            setAttrs={setAttrs}
            chosen={chosen}
            setChosen={setChosen}
            linked={linked}
            errors={cellErrors}
          />
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <SelectInput label="Is Featured" name="isFeatured">
              <option value="">Select</option>
              <option value="yes">Yes</option>
              <option value="no">No</option>
            </SelectInput>
            <SelectInput label="Status" name="status">
              <option value="">Select</option>
              <option value="1">Active</option>
              <option value="0">In Active</option>
            </SelectInput>
          </Grid>

          {product && (
            <VariantStock
              variants={product.variants}
              stock={variants}
              setStock={setVariants}
              errors={cellErrors}
            />
          )}

          <Box>
            <Heading size="md" mb="2">
              Gallery
            </Heading>
            {product ? (
              <>
                <SimpleGrid columns={{ base: 2, md: 5 }} gap="3" mb="3" data-testid="stored-images">
                  {[...product.images]
                    .sort((x, y) => x.id - y.id)
                    .map((img) => (
                      <Stack
                        key={img.id}
                        gap="1"
                        borderWidth={img.isDefault ? '2px' : '1px'}
                        borderColor={img.isDefault ? 'brand.500' : 'gray.200'}
                        borderRadius="md"
                        p="1"
                      >
                        <Image
                          src={img.thumbnailUrl}
                          alt=""
                          htmlWidth={150}
                          htmlHeight={150}
                          objectFit="cover"
                          borderRadius="sm"
                        />
                        {img.isDefault ? (
                          <Text fontSize="xs" textAlign="center">
                            Default
                          </Text>
                        ) : (
                          <Button size="2xs" variant="outline" onClick={() => void onSetDefault(img.id)}>
                            Set Default Image
                          </Button>
                        )}
                        <Button
                          size="2xs"
                          colorPalette="red"
                          variant="ghost"
                          onClick={() => void onDeleteImage(img.id)}
                        >
                          Delete
                        </Button>
                      </Stack>
                    ))}
                </SimpleGrid>
                <input
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  multiple
                  aria-label="Upload images"
                  onChange={(e) => void uploadMore(e.target.files)}
                />
              </>
            ) : (
              <>
                <input
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  multiple
                  aria-label="Gallery images"
                  onChange={(e) => setFiles((s) => [...s, ...Array.from(e.target.files ?? [])])}
                />
                {galleryError && (
                  <Text color="red.600" fontSize="sm">
                    {galleryError}
                  </Text>
                )}
                <SimpleGrid columns={{ base: 2, md: 5 }} gap="3" mt="3" data-testid="previews">
                  {previews.map((url, i) => (
                    <Stack key={url} gap="1">
                      <Image
                        src={url}
                        alt={`Preview ${i + 1}`}
                        height="120px"
                        objectFit="cover"
                        borderRadius="md"
                      />
                      <IconButton
                        size="2xs"
                        colorPalette="red"
                        variant="ghost"
                        aria-label={`Delete preview ${i + 1}`}
                        onClick={() => setFiles((s) => s.filter((_, j) => j !== i))}
                      >
                        Delete
                      </IconButton>
                    </Stack>
                  ))}
                </SimpleGrid>
              </>
            )}
          </Box>
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
            {editId ? 'Update' : 'Create'}
          </Button>
        </Stack>
      </Form>
    </AdminPage>
  );
}
