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
  }).meta({
    type: 'array',
    minItems: 1,
    items: {
      type: 'object',
      properties: {
        id: {
          type: ['integer', 'string', 'null'],
          description: 'An existing value’s id; none: a new value.',
        },
        value: { type: 'string', minLength: 1, maxLength: C.attribute_values.value },
        code: { type: ['string', 'null'], maxLength: C.attribute_values.code },
      },
      required: ['value'],
    },
  }),
});

/** The stock limit of one cell (a product's qty, a value's or a variant's stock). */
export const MAX_STOCK = 1_000_000;

/** A whole number of units within ±MAX_STOCK from any transport; undefined when left out, NaN when not one. */
function units(v: unknown): number | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  const n = typeof v === 'boolean' ? NaN : Number(v);
  return Number.isInteger(n) && Math.abs(n) <= MAX_STOCK ? n : NaN;
}

/** One linked value as the REST body names it (the OpenAPI document). */
const VALUE_QTY = {
  type: 'object',
  properties: {
    attribute_value_id: { type: ['integer', 'string'] },
    qty: { type: ['integer', 'string', 'null'], minimum: 0 },
  },
  required: ['attribute_value_id'],
};

/**
 * Linked attribute values: {attributeValueId, qty} (REST: JSON text or {attribute_value_id | id,
 * qty}). `qty` is kept when it is a whole number of at least 0, else undefined (left out, empty or
 * invalid): a value linked by this save starts with at least 1, 1 when undefined (the spec's rule
 * for a value the admin ticks); a value already linked keeps its stock, 0 included, unless a stock
 * change says otherwise (the product service's rules).
 */
const valueQtys = optionalField<Array<{ attributeValueId: number; qty?: number }>>((raw) => {
  const list = raw === null || raw === '' ? [] : Array.isArray(raw) ? raw : [raw];
  const out = new Map<number, number | undefined>();
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
    const q = units(rec.qty);
    out.set(valueId, q !== undefined && q >= 0 ? q : undefined);
  }
  return {
    value: [...out].map(([attributeValueId, qty]) =>
      qty === undefined ? { attributeValueId } : { attributeValueId, qty },
    ),
  };
}).meta({
  description:
    'Linked values: {attribute_value_id, qty}, or that object as JSON text (multipart); one or a list.',
  anyOf: [
    { type: 'array', items: { anyOf: [VALUE_QTY, { type: 'string' }] } },
    VALUE_QTY,
    { type: 'string' },
    { type: 'null' },
  ],
});

/**
 * One stock change of an edit, as Shopify's inventory API has them: a set that names the quantity
 * the admin read (`inventorySetQuantities` with a compare quantity; refused when the stock moved
 * since) or an adjustment (`inventoryAdjustQuantities`' delta: "+12 received"). The cell is a
 * linked value's stock, a variant's stock, or (naming neither) the product's own qty.
 */
export interface StockChange {
  attributeValueId: number | null;
  variantId: number | null;
  quantity?: number;
  compareQuantity?: number;
  delta?: number;
}

/** A stock cell: a linked value's stock, a variant's stock, or (naming neither) the product's own qty. */
export type StockCellRef = Pick<StockChange, 'attributeValueId' | 'variantId'>;

/** The field a stock cell is named by in errors and `currentStock`: qty, attributeValues.<id>.qty or variants.<id>.stock. */
export function stockCellField(cell: StockCellRef): string {
  if (cell.attributeValueId !== null) return `attributeValues.${cell.attributeValueId}.qty`;
  return cell.variantId !== null ? `variants.${cell.variantId}.stock` : 'qty';
}

/** The cell a field of `stockCellField` names. */
export function stockCellOf(field: string): StockCellRef {
  const [head, id] = field.split('.');
  return {
    attributeValueId: head === 'attributeValues' ? Number(id) : null,
    variantId: head === 'variants' ? Number(id) : null,
  };
}

const stockChange = field<StockChange>((raw) => {
  const r = record(raw);
  const valueRaw = r.attributeValueId ?? r.attribute_value_id;
  const variantRaw = r.variantId ?? r.variant_id;
  const attributeValueId = valueRaw == null || valueRaw === '' ? null : parseId(valueRaw);
  const variantId = variantRaw == null || variantRaw === '' ? null : parseId(variantRaw);
  if (
    (attributeValueId === null && !(valueRaw == null || valueRaw === '')) ||
    (variantId === null && !(variantRaw == null || variantRaw === '')) ||
    (attributeValueId !== null && variantId !== null)
  )
    return { message: M.stockCellInvalid };
  const quantity = units(r.quantity);
  const compareQuantity = units(r.compareQuantity ?? r.compare_quantity);
  const delta = units(r.delta);
  const cell = { attributeValueId, variantId };
  if (delta !== undefined) {
    if (quantity !== undefined || compareQuantity !== undefined) return { message: M.stockSetOrAdjust };
    return Number.isNaN(delta) || delta === 0
      ? { message: M.stockDeltaInvalid }
      : { value: { ...cell, delta } };
  }
  if (quantity === undefined || compareQuantity === undefined) return { message: M.stockSetOrAdjust };
  if (!(quantity >= 0) || !(compareQuantity >= 0)) return { message: M.stockQuantityInvalid };
  return { value: { ...cell, quantity, compareQuantity } };
}).meta({
  type: 'object',
  description:
    'A set ({quantity, compare_quantity}: the quantity read) or an adjustment ({delta}) of one cell: a linked value’s (attribute_value_id), a variant’s (variant_id) or, naming neither, the product’s qty.',
  properties: Object.fromEntries(
    ['attribute_value_id', 'variant_id', 'quantity', 'compare_quantity', 'delta'].map((k) => [
      k,
      { type: ['integer', 'string', 'null'] },
    ]),
  ),
});

/** An edit's stock changes, each cell at most once (REST snake_case names accepted too). */
const stockChanges = z
  .preprocess(
    (v) => (v === null || v === '' ? [] : v),
    z.array(stockChange, { message: M.stockChangesInvalid }),
  )
  .optional();

/**
 * What a back-office stock cell's text means: a number sets the quantity (e.g. 12), a signed
 * number adjusts it (+12 received, -2 damaged). The form sends it as a StockChange.
 */
export function stockEntry(text: string): { quantity: number } | { delta: number } | { message: string } {
  const t = text.trim();
  const m = /^([+\-\u2212])\s*(\d{1,7})$/.exec(t);
  if (m) {
    const delta = Number(m[2]) * (m[1] === '+' ? 1 : -1);
    return delta !== 0 && Math.abs(delta) <= MAX_STOCK ? { delta } : { message: M.stockEntryInvalid };
  }
  return /^\d{1,7}$/.test(t) && Number(t) <= MAX_STOCK
    ? { quantity: Number(t) }
    : { message: M.stockEntryInvalid };
}

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
  ).meta({ enum: ['yes', 'no', true, false] }),
  status: status01(M.statusRequired),
  comparePrice: optionalField<number | null>((v) => {
    if (v === null || v === '') return { value: null };
    const n = parseRupees(v);
    return n === null ? { message: M.comparePriceInvalid } : { value: n };
  }).meta({ type: ['number', 'string', 'null'], minimum: 0, description: 'rupees' }),
  qty: optionalField<number>((v) =>
    v === undefined || v === null || v === ''
      ? { value: undefined }
      : Number.isInteger(Number(v)) && Number(v) >= 0 && Number(v) <= 1_000_000
        ? { value: Number(v) }
        : { message: M.qtyInvalid },
  ).meta({ type: ['integer', 'string', 'null'], minimum: 0, maximum: 1_000_000 }),
  barcode: optionalText(C.products.barcode, 'The barcode'),
  shortDescription: optionalText(TEXT_LENGTHS.shortDescription, 'The short description'),
  description: optionalField<string | null>((v) => ({ value: typeof v === 'string' ? v : null })).meta({
    type: ['string', 'null'],
  }),
  brandId: optionalId(M.brandInvalid),
  attributeValues: valueQtys,
  /** An edit's stock changes (a new product takes `qty` and the values' `qty`). */
  stock: stockChanges,
});

export const variantInput = z.object({
  sku: text(M.variantSkuRequired, C.product_variants.sku, 'The SKU'),
  price: rupees(M.variantPriceRequired),
  stock: count(M.variantStockRequired),
  // Sizes and colours become attribute values.
  size: text(M.variantSizeRequired, C.attribute_values.value, 'The size'),
  color: text(M.variantColorRequired, C.attribute_values.value, 'The color'),
});

/** A variant's new price (the edit page's variant rows). */
export const variantPriceInput = z.object({ price: rupees(M.variantPriceRequired) });

/** The alternative product form: a product with size/colour variants, each with its own SKU. */
export const productWithVariantsInput = crossCheck(
  z.object({
    name: text(M.variantNameRequired, C.products.title, 'The name'),
    description: field<string | null>((v) => ({ value: typeof v === 'string' ? v : null })).meta({
      type: ['string', 'null'],
    }),
    basePrice: rupees(M.basePriceRequired),
    // Optional (not in the spec's payload): undefined when absent, else an id.
    categoryId: optionalField<number>((v) => {
      if (v === undefined || v === null || v === '') return { value: undefined };
      const n = parseId(v);
      return n === null ? { message: M.categoryRequired } : { value: n };
    }).meta({ type: ['integer', 'string', 'null'] }),
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
export type VariantInput = z.output<typeof variantInput>;
