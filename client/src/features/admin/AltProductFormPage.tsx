import { Box, Button, Grid, Heading, IconButton, Stack } from '@chakra-ui/react';
import { FormEvent, useState } from 'react';
import { FormField } from '../../components/FormField';
import { usePageMeta } from '../../components/PageTitle';
import { notify } from '../../components/toaster';
import { adminVar } from '../../lib/session';
import { AdminPage } from './AdminLayout';

interface Variant { sku: string; price: string; stock: string; size: string; color: string }
const emptyVariant = (): Variant => ({ sku: '', price: '', stock: '', size: '', color: '' });
const VARIANT_MESSAGES: Record<keyof Variant, string> = { sku: 'SKU is required', price: 'Price is required', stock: 'Stock is required', size: 'Size is required', color: 'Color is required' };

export function validateAltForm(v: { name: string; basePrice: string; variants: Variant[] }) {
  const e: Record<string, string> = {};
  if (!v.name.trim()) e.name = 'Product name is required';
  if (!v.basePrice.trim() || Number.isNaN(Number(v.basePrice))) e.base_price = 'Base price is required';
  v.variants.forEach((variant, i) => {
    for (const k of Object.keys(VARIANT_MESSAGES) as Array<keyof Variant>) if (!variant[k].trim()) e[`variants.${i}.${k}`] = VARIANT_MESSAGES[k];
  });
  return e;
}

/** The alternative product form: name, description, base price and repeatable variants. */
export function AltProductFormPage() {
  usePageMeta('Product Form');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [basePrice, setBasePrice] = useState('');
  const [variants, setVariants] = useState<Variant[]>([emptyVariant()]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const setVariant = (i: number, k: keyof Variant, v: string) => setVariants((vs) => vs.map((x, j) => (j === i ? { ...x, [k]: v } : x)));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = validateAltForm({ name, basePrice, variants });
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const res = await fetch('/api/products', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${adminVar()?.token ?? ''}` },
        body: JSON.stringify({
          name, description, base_price: Number(basePrice),
          variants: variants.map((v) => ({ sku: v.sku, price: Number(v.price), stock: Number(v.stock), attributes: { size: v.size, color: v.color } })),
        }),
      });
      const body = await res.json();
      if (res.status !== 200) {
        setErrors(Object.fromEntries(Object.entries((body.errors ?? {}) as Record<string, string[]>).map(([k, m]) => [k, m[0]])));
        console.error(body);
        return;
      }
      notify.success('Product created successfully!');
      setName('');
      setDescription('');
      setBasePrice('');
      setVariants([emptyVariant()]);
    } catch (err) {
      console.error(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AdminPage title="Product Form">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4" maxW="3xl">
          <FormField label="Name" name="name" value={name} error={errors.name} onChange={setName} />
          <FormField label="Description" name="description" value={description} onChange={setDescription} multiline />
          <FormField label="Base Price" name="base_price" type="number" value={basePrice} error={errors.base_price} onChange={setBasePrice} />
          <Heading size="md">Variants</Heading>
          {variants.map((v, i) => (
            <Box key={i} borderWidth="1px" borderRadius="md" p="3" data-testid="variant-block">
              <Grid templateColumns={{ base: '1fr', md: 'repeat(5, 1fr) auto' }} gap="2" alignItems="end">
                <FormField label="SKU" name={`variants.${i}.sku`} value={v.sku} error={errors[`variants.${i}.sku`]} onChange={(x) => setVariant(i, 'sku', x)} />
                <FormField label="Price" name={`variants.${i}.price`} type="number" value={v.price} error={errors[`variants.${i}.price`]} onChange={(x) => setVariant(i, 'price', x)} />
                <FormField label="Stock" name={`variants.${i}.stock`} type="number" value={v.stock} error={errors[`variants.${i}.stock`]} onChange={(x) => setVariant(i, 'stock', x)} />
                <FormField label="Size" name={`variants.${i}.size`} value={v.size} error={errors[`variants.${i}.size`]} onChange={(x) => setVariant(i, 'size', x)} />
                <FormField label="Color" name={`variants.${i}.color`} value={v.color} error={errors[`variants.${i}.color`]} onChange={(x) => setVariant(i, 'color', x)} />
                <IconButton variant="ghost" colorPalette="red" aria-label={`Remove variant ${i + 1}`} disabled={variants.length === 1} onClick={() => setVariants((vs) => vs.filter((_, j) => j !== i))}>✕</IconButton>
              </Grid>
            </Box>
          ))}
          <Button variant="outline" alignSelf="start" onClick={() => setVariants((vs) => [...vs, emptyVariant()])}>+ Add Variant</Button>
          <Button type="submit" colorPalette="brand" alignSelf="start" disabled={busy}>Submit Product</Button>
        </Stack>
      </form>
    </AdminPage>
  );
}
