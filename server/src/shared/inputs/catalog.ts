/** Back-office catalogue inputs: categories, brands, attributes and the two product forms. */
import { z } from 'zod';
import {
  count,
  crossCheck,
  field,
  id,
  optionalField,
  optionalId,
  optionalText,
  parseId,
  parseRupees,
  rupees,
  status01,
  text,
} from './fields';
import { COLUMN_LENGTHS, TEXT_LENGTHS } from './columns';
import { M, tooLong } from './messages';

const C = COLUMN_LENGTHS;

export const categoryInput = z.object({
  name: text(M.nameRequired, C.categories.name, 'The name'),
  status: status01(M.statusRequired),
  parentId: optionalId(M.parentInvalid),
});

export const brandInput = z.object({
  name: text(M.nameRequired, C.brands.name, 'The name'),
  status: status01(M.statusRequired),
});

const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** Blank value rows are dropped; at least one value must stay. */
export const attributeInput = z.object({
  name: text(M.attributeNameRequired, C.attributes.name, 'The name'),
  values: field<Array<{ id: number | null; value: string; code: string | null }>>((v) => {
    const values = (Array.isArray(v) ? v : [])
      .map(record)
      .filter((r) => typeof r.value === 'string' && r.value.trim() !== '')
      .map((r) => ({
        id: r.id == null ? null : parseId(r.id),
        value: (r.value as string).trim(),
        code: typeof r.code === 'string' && r.code.trim() ? r.code.trim() : null,
      }));
    if (values.some((r) => r.value.length > C.attribute_values.value))
      return { message: tooLong('Each value', C.attribute_values.value) };
    if (values.some((r) => (r.code?.length ?? 0) > C.attribute_values.code))
      return { message: tooLong('Each code', C.attribute_values.code) };
    return values.length ? { value: values } : { message: M.attributeValuesRequired, code: 'REQUIRED' };
  }),
});

/** Linked attribute values and their stock: {attributeValueId, qty} (REST: JSON text or {attribute_value_id | id, qty}); qty at least 1, default 1. */
const valueQtys = optionalField<Array<{ attributeValueId: number; qty: number }>>((raw) => {
  const list = raw === null || raw === '' ? [] : Array.isArray(raw) ? raw : [raw];
  const out = new Map<number, number>();
  for (const item of list) {
    let o: unknown = item;
    if (typeof item === 'string') {
      try {
        o = JSON.parse(item);
      } catch {
        return { message: M.valueJson };
      }
    }
    const rec = record(o);
    const valueId = parseId(rec.attributeValueId ?? rec.attribute_value_id ?? rec.id);
    if (valueId === null) return { message: M.valueId };
    const q = Number(rec.qty);
    out.set(valueId, Number.isInteger(q) && q >= 1 ? Math.min(q, 1_000_000) : 1);
  }
  return { value: [...out].map(([attributeValueId, qty]) => ({ attributeValueId, qty })) };
});

/**
 * The product form. Optional fields left out are `undefined` (an edit keeps their stored
 * value; a new product takes the default); null or blank clears them. Amounts are rupees.
 */
export const productInput = z.object({
  title: text(M.titleRequired, C.products.title, 'The title'),
  categoryId: id(M.categoryRequired),
  price: rupees(M.priceRequired, M.priceInvalid),
  sku: text(M.skuRequired, C.products.sku, 'The sku'),
  isFeatured: field<boolean>((v) =>
    v === 'yes' || v === true
      ? { value: true }
      : v === 'no' || v === false
        ? { value: false }
        : { message: M.featuredRequired },
  ),
  status: status01(M.statusRequired),
  comparePrice: optionalField<number | null>((v) => {
    if (v === null || v === '') return { value: null };
    const n = parseRupees(v);
    return n === null ? { message: M.comparePriceInvalid } : { value: n };
  }),
  qty: optionalField<number>((v) =>
    v === undefined || v === null || v === ''
      ? { value: undefined }
      : Number.isInteger(Number(v)) && Number(v) >= 0 && Number(v) <= 1_000_000
        ? { value: Number(v) }
        : { message: M.qtyInvalid },
  ),
  barcode: optionalText(C.products.barcode, 'The barcode'),
  shortDescription: optionalText(TEXT_LENGTHS.shortDescription, 'The short description'),
  description: optionalField<string | null>((v) => ({ value: typeof v === 'string' ? v : null })),
  brandId: optionalId(M.brandInvalid),
  attributeValues: valueQtys,
});

export const variantInput = z.object({
  sku: text(M.variantSkuRequired, C.product_variants.sku, 'The SKU'),
  price: rupees(M.variantPriceRequired),
  stock: count(M.variantStockRequired),
  // Sizes and colours become attribute values.
  size: text(M.variantSizeRequired, C.attribute_values.value, 'The size'),
  color: text(M.variantColorRequired, C.attribute_values.value, 'The color'),
});

/** The alternative product form: a product with size/colour variants, each with its own SKU. */
export const productWithVariantsInput = crossCheck(
  z.object({
    name: text(M.variantNameRequired, C.products.title, 'The name'),
    description: field<string | null>((v) => ({ value: typeof v === 'string' ? v : null })),
    basePrice: rupees(M.basePriceRequired),
    // Optional (not in the spec's payload): undefined when absent, else an id.
    categoryId: optionalField<number>((v) => {
      if (v === undefined || v === null || v === '') return { value: undefined };
      const n = parseId(v);
      return n === null ? { message: M.categoryRequired } : { value: n };
    }),
    variants: z.preprocess((v) => (Array.isArray(v) ? v.map(record) : []), z.array(variantInput)),
  }),
  (raw) => {
    const skus = (Array.isArray(raw.variants) ? raw.variants : []).map((v) =>
      String(record(v).sku ?? '')
        .trim()
        .toLowerCase(),
    );
    return new Set(skus).size !== skus.length
      ? { field: 'variants', message: M.variantSkuDuplicate, code: 'DUPLICATE' }
      : undefined;
  },
);

export type CategoryInput = z.output<typeof categoryInput>;
export type BrandInput = z.output<typeof brandInput>;
export type AttributeInput = z.output<typeof attributeInput>;
export type ProductInput = z.output<typeof productInput>;
export type ProductWithVariantsInput = z.output<typeof productWithVariantsInput>;
