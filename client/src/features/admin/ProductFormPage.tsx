import { Box, Button, Checkbox, Grid, Heading, HStack, IconButton, Image, Input, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { FormEvent, lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { FormField } from '../../components/FormField';
import { SelectField } from '../../components/SelectField';
import { usePageMeta } from '../../components/PageTitle';
import { notify } from '../../components/toaster';
import { graphql } from '../../gql';
import type { ProductFormDataQuery } from '../../gql/graphql';
import { formatRs } from '../../lib/money';
import { AdminPage } from './AdminLayout';
import { ADMIN, uploadForm } from './adminApi';
import { flattenTree } from './CategoriesPage';
import { FormSnapshot, mergeProductForm, touchedStock } from './product-merge';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

const ProductFormDataDocument = graphql(`
  query ProductFormData($id: Int!, $edit: Boolean!) {
    adminCategories { id name children { id name children { id name } } }
    adminBrands { id name }
    adminAttributes { id name values { id value code } }
    adminProduct(id: $id) @include(if: $edit) {
      id title price comparePrice qty sku barcode status isFeatured shortDescription description version
      category { id } brand { id }
      images { id image isDefault thumbnailUrl(width: 300) }
      attributeValues { id qty attribute { id } }
      variants { id sku price stock size color }
    }
  }
`);
const UpdateProductDocument = graphql(`
  mutation UpdateProduct($id: Int!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { product { id } errors { field message code } } }
`);
const SetDefaultImageDocument = graphql(`mutation SetDefaultImage($productId: Int!, $imageId: Int!) { setDefaultProductImage(productId: $productId, imageId: $imageId) { ok message } }`);
const DeleteImageDocument = graphql(`mutation DeleteImage($id: Int!) { deleteProductImage(id: $id) { ok message } }`);

export interface Values {
  title: string; category: string; brand: string; short_description: string; description: string; price: string; compare_price: string;
  qty: string; sku: string; barcode: string; is_featured: string; status: string;
}
const EMPTY: Values = { title: '', category: '', brand: '', short_description: '', description: '', price: '', compare_price: '', qty: '', sku: '', barcode: '', is_featured: '', status: '' };

export function validateProductForm(v: Values) {
  const e: Partial<Record<keyof Values, string>> = {};
  if (!v.title.trim()) e.title = 'The title field is required';
  if (!v.category) e.category = 'Please select a category';
  if (!v.price.trim()) e.price = 'The  price field is required';
  if (!v.sku.trim()) e.sku = 'The sku field is required';
  if (!v.is_featured) e.is_featured = 'Please select Featured status';
  if (v.status === '') e.status = 'Please select a status';
  return e;
}

type LoadedProduct = NonNullable<ProductFormDataQuery['adminProduct']>;

/** The form as a product fills it (what a three-way merge calls base or theirs). */
function snapshotOf(product: LoadedProduct): FormSnapshot<Values> {
  return {
    values: {
      title: product.title, category: String(product.category?.id ?? ''), brand: product.brand ? String(product.brand.id) : '', short_description: product.shortDescription ?? '',
      description: product.description ?? '', price: String(product.price), compare_price: product.comparePrice == null ? '' : String(product.comparePrice), qty: String(product.qty),
      sku: product.sku, barcode: product.barcode ?? '', is_featured: product.isFeatured ? 'yes' : 'no', status: String(product.status),
    },
    attrs: [...new Set(product.attributeValues.map((v) => v.attribute.id))],
    chosen: Object.fromEntries(product.attributeValues.map((v) => [v.id, String(v.qty)])),
    version: product.version,
  };
}

/** Attribute value quantity: minimum 1, default 1 when empty or invalid. */
export const valueQty = (raw: string) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

export function ProductFormPage() {
  const params = useParams();
  const editId = params.id ? Number(params.id) : null;
  usePageMeta(editId ? 'Product/Edit' : 'Product/Create');
  const navigate = useNavigate();
  const { data, refetch } = useQuery(ProductFormDataDocument, { ...ADMIN, variables: { id: editId ?? 0, edit: editId != null }, fetchPolicy: 'network-only' });
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [attrs, setAttrs] = useState<number[]>([]);
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [update] = useMutation(UpdateProductDocument, ADMIN);
  const [setDefault] = useMutation(SetDefaultImageDocument, ADMIN);
  const [deleteImage] = useMutation(DeleteImageDocument, ADMIN);
  const product = data?.adminProduct;
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews]);

  // What the form loaded (base of the three-way merge) and what it shows now (mine).
  const base = useRef<FormSnapshot<Values> | null>(null);
  const mine = useRef({ values, chosen, attrs });
  useLayoutEffect(() => {
    mine.current = { values, chosen, attrs };
  });
  /** Shows `form` as the edit of `loaded` (the product as last read, the base of the next merge). */
  const show = (form: FormSnapshot<Values>, loaded: FormSnapshot<Values> = form) => {
    base.current = loaded;
    setValues(form.values);
    setAttrs(form.attrs);
    setChosen(form.chosen);
  };

  // A product read again (after an image change, say) keeps the admin's unsaved edits on top.
  useEffect(() => {
    if (!product || base.current?.version === product.version) return;
    const theirs = snapshotOf(product);
    show(base.current ? mergeProductForm(base.current, mine.current, theirs) : theirs, theirs);
  }, [product]);

  const set = (k: keyof Values) => (v: string) => {
    setValues((s) => ({ ...s, [k]: v }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };
  const attributeValues = Object.entries(chosen).map(([id, qty]) => ({ attribute_value_id: Number(id), qty: valueQty(qty) }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = validateProductForm(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      if (editId == null) {
        const form = new FormData();
        for (const [k, v] of Object.entries(values)) if (v !== '') form.append(k, v);
        attributeValues.forEach((v) => form.append('attribute_values[]', JSON.stringify(v)));
        attrs.forEach((a) => form.append('attribute_ids[]', String(a)));
        files.forEach((f, i) => form.append(`gallery[${i}]`, f));
        setProgress(0);
        const res = await uploadForm('/admin/products', form, setProgress);
        if (res.status !== 200) {
          const errs = (res.body?.errors ?? {}) as Record<string, string[]>;
          setErrors(Object.fromEntries(Object.entries(errs).map(([k, m]) => [k.startsWith('gallery') ? 'gallery' : k, m[0]])));
          notify.error(res.body?.message ?? 'Something went wrong');
          return;
        }
        notify.success(res.body?.message ?? 'Product created successfully.');
        navigate('/admin/products');
      } else {
        const saved = await saveEdit(editId);
        if (!saved) return;
        notify.success('Product updated successfully.');
        navigate('/admin/products');
      }
    } catch (err) {
      notify.error((err as Error).message || 'Something went wrong');
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  const inputOf = (v: Values, chosenNow: Record<number, string>, version: number) => ({
    title: v.title, categoryId: Number(v.category), brandId: v.brand ? Number(v.brand) : null, price: Number(v.price),
    comparePrice: v.compare_price === '' ? null : Number(v.compare_price), qty: v.qty === '' ? null : Number(v.qty), sku: v.sku,
    barcode: v.barcode || null, isFeatured: v.is_featured === 'yes', status: Number(v.status), shortDescription: v.short_description || null,
    description: v.description || null, version,
    attributeValues: Object.entries(chosenNow).map(([id, qty]) => ({ attributeValueId: Number(id), qty: valueQty(qty) })),
  });

  /**
   * Saves the edit with the version the form loaded. When the product changed since (409,
   * code CONFLICT): the product is read again and the admin's own edits are put on top; if
   * none of them touched stock that is saved at once, else the form shows the current stock
   * with the message, for the admin to decide again.
   */
  async function saveEdit(id: number): Promise<boolean> {
    let attempt = { values, chosen, attrs, version: base.current!.version };
    for (let tries = 0; tries < 2; tries++) {
      const { data: r } = await update({ variables: { id, input: inputOf(attempt.values, attempt.chosen, attempt.version) } });
      if (r?.updateProduct.product) return true;
      const errs = r?.updateProduct.errors ?? [];
      const conflict = errs.find((x) => x.code === 'CONFLICT');
      if (!conflict) {
        const map: Record<string, string> = {};
        for (const x of errs) map[x.field] ??= x.message;
        setErrors(map);
        notify.error(errs[0]?.message ?? 'Some error occurred');
        return false;
      }
      const loaded = base.current!;
      const edits = { values: attempt.values, chosen: attempt.chosen, attrs: attempt.attrs };
      const fresh = (await refetch()).data?.adminProduct;
      if (!fresh) {
        notify.error(conflict.message);
        return false;
      }
      const theirs = snapshotOf(fresh);
      if (touchedStock(loaded, edits)) {
        show(mergeProductForm(loaded, edits, theirs, { stock: 'theirs' }), theirs);
        setErrors({ qty: conflict.message });
        notify.error(conflict.message);
        return false;
      }
      attempt = mergeProductForm(loaded, edits, theirs);
      show(attempt, theirs);
    }
    notify.error('This product keeps changing. Please try again.');
    return false;
  }

  async function uploadMore(list: FileList | null) {
    if (!editId) return;
    if (!list?.length) return notify.error('No files selected.');
    for (const f of Array.from(list)) {
      const form = new FormData();
      form.append('product_id', String(editId));
      form.append('image', f);
      try {
        const res = await uploadForm('/admin/product-image/store', form);
        if (res.status !== 200) notify.error(res.body?.message ?? 'Failed to upload image');
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
    <AdminPage title={editId ? 'Product/Edit' : 'Product/Create'} actions={<Button asChild variant="outline"><RouterLink to="/admin/products">Back</RouterLink></Button>}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="6">
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <FormField label="Title" name="title" value={values.title} error={errors.title} onChange={set('title')} />
            <SelectField label="Category" name="category" value={values.category} error={errors.category} onChange={set('category')}>
              <option value="">Select a category</option>
              {categories.map((c) => <option key={c.id} value={c.id}>{c.label}</option>)}
            </SelectField>
            <SelectField label="Brand" name="brand" value={values.brand} error={errors.brand} onChange={set('brand')}>
              <option value="">No brand</option>
              {(data?.adminBrands ?? []).map((b) => <option key={b.id} value={b.id}>{b.name}</option>)}
            </SelectField>
            <FormField label="Short Description" name="short_description" value={values.short_description} error={errors.short_description} onChange={set('short_description')} />
          </Grid>
          <Box>
            <Text fontWeight="medium" mb="2">Description</Text>
            <Suspense fallback={<Text fontSize="sm">Loading editor…</Text>}>
              <RichTextEditor label="Description" value={values.description} onChange={set('description')} />
            </Suspense>
          </Box>
          <Heading size="md">Pricing</Heading>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <FormField label="Price" name="price" type="number" value={values.price} error={errors.price} onChange={set('price')} />
            <FormField label="Discounted Price" name="compare_price" type="number" value={values.compare_price} error={errors.compare_price} onChange={set('compare_price')} />
          </Grid>
          <Heading size="md">Inventory</Heading>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr 1fr' }} gap="4">
            <FormField label="Quantity" name="qty" type="number" value={values.qty} error={errors.qty} onChange={set('qty')} />
            <FormField label="SKU" name="sku" value={values.sku} error={errors.sku} onChange={set('sku')} />
            <FormField label="Barcode" name="barcode" value={values.barcode} error={errors.barcode} onChange={set('barcode')} />
          </Grid>
          <Stack gap="3" data-testid="attribute-picker">
            {(data?.adminAttributes ?? []).map((a) => (
              <Box key={a.id} borderWidth="1px" borderRadius="md" p="3">
                <Checkbox.Root checked={attrs.includes(a.id)} onCheckedChange={(e) => setAttrs((s) => (e.checked ? [...s, a.id] : s.filter((x) => x !== a.id)))}>
                  <Checkbox.HiddenInput /><Checkbox.Control /><Checkbox.Label fontWeight="semibold">{a.name}</Checkbox.Label>
                </Checkbox.Root>
                {attrs.includes(a.id) && (
                  <SimpleGrid columns={{ base: 1, md: 3 }} gap="2" mt="2" pl="6">
                    {a.values.map((v) => (
                      <HStack key={v.id}>
                        <Checkbox.Root checked={v.id in chosen} onCheckedChange={(e) => setChosen((s) => { const n = { ...s }; if (e.checked) n[v.id] = '1'; else delete n[v.id]; return n; })}>
                          <Checkbox.HiddenInput /><Checkbox.Control /><Checkbox.Label>{v.value}</Checkbox.Label>
                        </Checkbox.Root>
                        {v.id in chosen && (
                          <Input size="xs" type="number" min={1} w="70px" aria-label={`Quantity of ${v.value}`} value={chosen[v.id]} onChange={(e) => setChosen((s) => ({ ...s, [v.id]: e.target.value }))} />
                        )}
                      </HStack>
                    ))}
                  </SimpleGrid>
                )}
              </Box>
            ))}
          </Stack>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <SelectField label="Is Featured" name="is_featured" value={values.is_featured} error={errors.is_featured} onChange={set('is_featured')}>
              <option value="">Select</option><option value="yes">Yes</option><option value="no">No</option>
            </SelectField>
            <SelectField label="Status" name="status" value={values.status} error={errors.status} onChange={set('status')}>
              <option value="">Select</option><option value="1">Active</option><option value="0">In Active</option>
            </SelectField>
          </Grid>

          {product && (
            <Box>
              <Heading size="md" mb="2">Variants</Heading>
              {product.variants.length === 0 ? <Text fontSize="sm" color="ink.600">No variants.</Text> : product.variants.map((v) => (
                <Text key={v.id} fontSize="sm">{v.sku} — {v.size} / {v.color} — {formatRs(v.price)} — stock {v.stock}</Text>
              ))}
            </Box>
          )}

          <Box>
            <Heading size="md" mb="2">Gallery</Heading>
            {product ? (
              <>
                <SimpleGrid columns={{ base: 2, md: 5 }} gap="3" mb="3" data-testid="stored-images">
                  {[...product.images].sort((x, y) => x.id - y.id).map((img) => (
                    <Stack key={img.id} gap="1" borderWidth={img.isDefault ? '2px' : '1px'} borderColor={img.isDefault ? 'brand.500' : 'gray.200'} borderRadius="md" p="1">
                      <Image src={img.thumbnailUrl} alt="" htmlWidth={150} htmlHeight={150} objectFit="cover" borderRadius="sm" />
                      {img.isDefault ? <Text fontSize="xs" textAlign="center">Default</Text> : <Button size="2xs" variant="outline" onClick={() => void onSetDefault(img.id)}>Set Default Image</Button>}
                      <Button size="2xs" colorPalette="red" variant="ghost" onClick={() => void onDeleteImage(img.id)}>Delete</Button>
                    </Stack>
                  ))}
                </SimpleGrid>
                <input type="file" accept="image/jpeg,image/png,image/webp" multiple aria-label="Upload images" onChange={(e) => void uploadMore(e.target.files)} />
              </>
            ) : (
              <>
                <input type="file" accept="image/jpeg,image/png,image/webp" multiple aria-label="Gallery images" onChange={(e) => setFiles((s) => [...s, ...Array.from(e.target.files ?? [])])} />
                {errors.gallery && <Text color="red.600" fontSize="sm">{errors.gallery}</Text>}
                <SimpleGrid columns={{ base: 2, md: 5 }} gap="3" mt="3" data-testid="previews">
                  {previews.map((url, i) => (
                    <Stack key={url} gap="1">
                      <Image src={url} alt={`Preview ${i + 1}`} height="120px" objectFit="cover" borderRadius="md" />
                      <IconButton size="2xs" colorPalette="red" variant="ghost" aria-label={`Delete preview ${i + 1}`} onClick={() => setFiles((s) => s.filter((_, j) => j !== i))}>Delete</IconButton>
                    </Stack>
                  ))}
                </SimpleGrid>
              </>
            )}
          </Box>
          {progress !== null && (
            <Progress.Root value={Math.round(progress * 100)} colorPalette="brand"><Progress.Track><Progress.Range /></Progress.Track></Progress.Root>
          )}
          <Button type="submit" colorPalette="brand" alignSelf="start" disabled={busy}>{editId ? 'Update' : 'Create'}</Button>
        </Stack>
      </form>
    </AdminPage>
  );
}
