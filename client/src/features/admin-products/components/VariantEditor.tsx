import { Box, Button, Field, Grid, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { variantInput, variantPriceInput } from '@inputs/catalog';
import { useState, type Dispatch, type KeyboardEvent, type SetStateAction } from 'react';
import { RemoveCell } from '../../../components/LineItems';
import { notify } from '../../../components/toaster';
import { ADMIN } from '../../../lib/admin';
import {
  AddProductVariantDocument,
  RemoveProductVariantDocument,
  UpdateProductVariantPriceDocument,
} from '../api/product-variants';

interface Variant {
  id: number;
  sku: string;
  price: number;
  size: string | null;
  color: string | null;
}

type Errors = Record<string, string>;
const NEW_FIELDS = [
  ['sku', 'SKU'],
  ['size', 'Size'],
  ['color', 'Colour'],
  ['price', 'Price'],
  ['stock', 'Stock'],
] as const;
const EMPTY = { sku: '', size: '', color: '', price: '', stock: '' };

/** The first message per field of a shared schema's failed parse. */
function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Errors {
  const out: Errors = {};
  for (const i of issues) out[String(i.path[0] ?? '')] ??= i.message;
  return out;
}

/** Enter in these fields does not send the product form around them. */
const noSubmit = (e: KeyboardEvent) => e.key === 'Enter' && e.preventDefault();

/**
 * The variants of a product from the variant form, on its edit page: each with its price (set
 * at once with its own button) and its stock cell (saved with the form's Update, as every stock
 * is), a button to remove it, and a row to add one. Checked on the shared schemas; the server's
 * field errors go under their fields. `onChanged` reads the product again (its version moved).
 */
export function VariantEditor({
  variants,
  productId,
  stock,
  setStock,
  errors,
  onChanged,
}: {
  variants: Variant[];
  productId: number;
  stock: Record<number, string>;
  setStock: Dispatch<SetStateAction<Record<number, string>>>;
  errors: Errors;
  onChanged: () => Promise<unknown>;
}) {
  const [prices, setPrices] = useState<Record<number, string>>({});
  const [rowErrors, setRowErrors] = useState<Errors>({});
  const [draft, setDraft] = useState(EMPTY);
  const [draftErrors, setDraftErrors] = useState<Errors>({});
  const [add] = useMutation(AddProductVariantDocument, ADMIN);
  const [reprice] = useMutation(UpdateProductVariantPriceDocument, ADMIN);
  const [remove] = useMutation(RemoveProductVariantDocument, ADMIN);

  async function savePrice(v: Variant) {
    const parsed = variantPriceInput.safeParse({ price: prices[v.id] ?? String(v.price) });
    if (!parsed.success) return setRowErrors({ [v.id]: parsed.error.issues[0].message });
    const { data } = await reprice({ variables: { id: v.id, price: parsed.data.price } });
    const r = data?.updateProductVariantPrice;
    if (!r?.product) return setRowErrors({ [v.id]: r?.errors[0]?.message ?? 'Not saved.' });
    setRowErrors({});
    setPrices(({ [v.id]: _, ...rest }) => rest);
    notify.success(`Price of ${v.sku} saved.`);
    await onChanged();
  }

  async function removeVariant(v: Variant) {
    const { data } = await remove({ variables: { id: v.id } });
    const r = data?.removeProductVariant;
    if (!r?.product) return setRowErrors({ [v.id]: r?.errors[0]?.message ?? 'Not removed.' });
    notify.success(`Variant ${v.sku} removed.`);
    await onChanged();
  }

  async function addVariant() {
    const parsed = variantInput.safeParse(draft);
    if (!parsed.success) return setDraftErrors(fieldErrors(parsed.error.issues));
    const { data } = await add({ variables: { productId, input: parsed.data } });
    const r = data?.addProductVariant;
    if (!r?.product)
      return setDraftErrors(Object.fromEntries((r?.errors ?? []).map((e) => [e.field, e.message])));
    setDraft(EMPTY);
    setDraftErrors({});
    notify.success(`Variant ${parsed.data.sku} added.`);
    await onChanged();
  }

  return (
    <Box data-testid="variant-editor">
      <Heading size="md" mb="2">
        Variants
      </Heading>
      {variants.length === 0 ? (
        <Text fontSize="sm" color="ink.600">
          No variants.
        </Text>
      ) : (
        // On a phone the table scrolls in its own box (the containing block of its visually
        // hidden header too), and the page stays as wide as the window.
        <Table.ScrollArea position="relative">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Variant</Table.ColumnHeader>
                <Table.ColumnHeader>Price (Rs)</Table.ColumnHeader>
                <Table.ColumnHeader>Stock</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <span className="sr-only">Remove</span>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {variants.map((v) => (
                <Table.Row key={v.id} data-testid="variant-row">
                  <Table.Cell>
                    {v.sku} — {v.size} / {v.color}
                  </Table.Cell>
                  <Table.Cell>
                    <Field.Root invalid={!!rowErrors[v.id]}>
                      <HStack>
                        <Input
                          size="xs"
                          w="90px"
                          inputMode="decimal"
                          aria-label={`Price of ${v.sku}`}
                          value={prices[v.id] ?? String(v.price)}
                          onKeyDown={noSubmit}
                          onChange={(e) => setPrices((s) => ({ ...s, [v.id]: e.target.value }))}
                        />
                        <Button
                          type="button"
                          size="xs"
                          variant="outline"
                          aria-label={`Save price of ${v.sku}`}
                          disabled={prices[v.id] === undefined}
                          onClick={() => void savePrice(v)}
                        >
                          Save
                        </Button>
                      </HStack>
                      {rowErrors[v.id] && <Field.ErrorText>{rowErrors[v.id]}</Field.ErrorText>}
                    </Field.Root>
                  </Table.Cell>
                  <Table.Cell>
                    <Field.Root invalid={!!errors[`variants.${v.id}.stock`]}>
                      <Input
                        size="xs"
                        w="80px"
                        aria-label={`Stock of ${v.sku}`}
                        value={stock[v.id] ?? ''}
                        onChange={(e) => setStock((s) => ({ ...s, [v.id]: e.target.value }))}
                      />
                      {errors[`variants.${v.id}.stock`] && (
                        <Field.ErrorText>{errors[`variants.${v.id}.stock`]}</Field.ErrorText>
                      )}
                    </Field.Root>
                  </Table.Cell>
                  <RemoveCell name={v.sku} onRemove={() => void removeVariant(v)} />
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Text fontSize="sm" color="ink.600" mt="2">
        Stock is saved with Update; a price, an added or a removed variant at once.
      </Text>
      <Stack gap="2" mt="3" role="group" aria-label="Add a variant">
        <Text fontWeight="medium">Add a variant</Text>
        <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(5, 1fr) auto' }} gap="2" alignItems="end">
          {NEW_FIELDS.map(([name, label]) => (
            <Field.Root key={name} invalid={!!draftErrors[name]}>
              <Field.Label fontSize="sm">{label}</Field.Label>
              <Input
                size="sm"
                name={`newVariant.${name}`}
                inputMode={name === 'price' || name === 'stock' ? 'decimal' : undefined}
                value={draft[name]}
                onKeyDown={noSubmit}
                onChange={(e) => setDraft((d) => ({ ...d, [name]: e.target.value }))}
              />
              {draftErrors[name] && <Field.ErrorText>{draftErrors[name]}</Field.ErrorText>}
            </Field.Root>
          ))}
          <Button type="button" size="sm" variant="outline" onClick={() => void addVariant()}>
            Add Variant
          </Button>
        </Grid>
      </Stack>
    </Box>
  );
}
