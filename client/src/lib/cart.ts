import { makeVar } from '@apollo/client';
import { SHIPPING, fromPaisa, toPaisa } from './money';

/** A cart line exactly as the spec stores it in localStorage under `cart`. */
export interface CartLine {
  id: string;
  product_id: number;
  title: string;
  price: number;
  qty: number;
  image_url: string | null;
  stock: number;
  selectedAttributes: SelectedAttribute[];
  attributeKey: string;
}

export interface SelectedAttribute {
  attribute: { id: number; name: string };
  attribute_value: { id: number; value: string; code: string | null; qty: number };
}

export const CART_KEY = 'cart';

export const CART_MESSAGES = {
  added: 'Product Successfully Added To the Cart',
  outOfStock: 'Product is out of stock.',
  noMore: 'No more stock available.',
  variantOut: 'This variant is out of stock.',
  variantShort: 'Required Quantity not available for this product variant.',
  chooseEach: 'Please select one value for each attribute.',
  chooseEachDetail: 'Please select one option for each attribute.',
  notEnough: 'Not enough stock available',
} as const;

function isLine(v: unknown): v is CartLine {
  const l = v as CartLine;
  return !!l && typeof l === 'object' && typeof l.product_id === 'number' && typeof l.qty === 'number' && typeof l.title === 'string';
}

export function loadCart(storage: Storage | undefined = globalThis.localStorage): CartLine[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(CART_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isLine).map((l) => ({ ...l, selectedAttributes: l.selectedAttributes ?? [] })) : [];
  } catch {
    return [];
  }
}

export const cartVar = makeVar<CartLine[]>(loadCart());
export const cartDrawerOpenVar = makeVar(false);

export function setCart(lines: CartLine[], storage: Storage | undefined = globalThis.localStorage): void {
  cartVar(lines);
  try {
    storage?.setItem(CART_KEY, JSON.stringify(lines));
  } catch {
    /* storage full or disabled: the cart still works for this visit */
  }
}

/** The sorted value codes joined with a dash (spec section 3). */
export function attributeKey(selected: SelectedAttribute[]): string {
  return selected
    .map((s) => s.attribute_value.code ?? String(s.attribute_value.id))
    .sort()
    .join('-');
}

export interface AddableProduct {
  id: number;
  title: string;
  price: number;
  stock: number;
  imageUrl: string | null;
  attributeValues: Array<{ id: number; value: string; code: string | null; qty: number; attribute: { id: number; name: string } }>;
}

export type AddResult = { ok: true; message: string } | { ok: false; message: string; level: 'info' | 'error' };

/** The attributes a product offers, each with its values, in display order. */
export function attributeGroups(product: Pick<AddableProduct, 'attributeValues'>) {
  const groups = new Map<number, { attribute: { id: number; name: string }; values: AddableProduct['attributeValues'] }>();
  for (const v of product.attributeValues) {
    const g = groups.get(v.attribute.id) ?? { attribute: v.attribute, values: [] };
    g.values.push(v);
    groups.set(v.attribute.id, g);
  }
  return [...groups.values()];
}

/**
 * Adds `qty` of a product with the chosen values (one per attribute), applying every
 * add-to-cart rule of spec section 5. Returns the message to show.
 */
export function addToCart(
  lines: CartLine[],
  product: AddableProduct,
  chosenValueIds: number[],
  qty: number,
  opts: { detailPage?: boolean } = {},
): { lines: CartLine[]; result: AddResult } {
  const fail = (message: string, level: 'info' | 'error' = 'error') => ({ lines, result: { ok: false as const, message, level } });
  if (product.stock <= 0) return fail(CART_MESSAGES.outOfStock, 'info');

  const groups = attributeGroups(product);
  const chosen = groups.map((g) => g.values.filter((v) => chosenValueIds.includes(v.id)));
  if (chosen.some((c) => c.length !== 1)) return fail(opts.detailPage ? CART_MESSAGES.chooseEachDetail : CART_MESSAGES.chooseEach);
  const selected: SelectedAttribute[] = chosen.map(([v]) => ({
    attribute: v.attribute,
    attribute_value: { id: v.id, value: v.value, code: v.code, qty: v.qty },
  }));
  const variantStock = selected.length ? Math.min(...selected.map((s) => s.attribute_value.qty)) : Infinity;
  if (variantStock <= 0) return fail(CART_MESSAGES.variantOut);

  const key = attributeKey(selected);
  const existing = lines.find((l) => l.product_id === product.id && l.attributeKey === key);
  const newQty = (existing?.qty ?? 0) + Math.max(1, Math.floor(qty));
  if (newQty > variantStock) return fail(CART_MESSAGES.variantShort);
  if (newQty > product.stock) return fail(CART_MESSAGES.noMore);

  const stock = Math.min(product.stock, variantStock);
  const next = existing
    ? lines.map((l) => (l === existing ? { ...l, qty: newQty, stock, price: product.price } : l))
    : [
        ...lines,
        {
          id: `${product.id}-${key || 'default'}`,
          product_id: product.id,
          title: product.title,
          price: product.price,
          qty: newQty,
          image_url: product.imageUrl,
          stock,
          selectedAttributes: selected,
          attributeKey: key,
        },
      ];
  return { lines: next, result: { ok: true, message: CART_MESSAGES.added } };
}

export function changeQty(lines: CartLine[], id: string, qty: number): CartLine[] {
  return lines.map((l) => (l.id === id ? { ...l, qty: Math.max(1, Math.floor(qty)) } : l));
}

export function removeLine(lines: CartLine[], id: string): CartLine[] {
  return lines.filter((l) => l.id !== id);
}

/** Sub total, flat Rs 200 shipping and grand total, summed exactly in paisa. */
export function cartTotals(lines: CartLine[]) {
  const sub = lines.reduce((s, l) => s + toPaisa(l.price) * l.qty, 0);
  const shipping = lines.length ? toPaisa(SHIPPING) : 0;
  return { subTotal: fromPaisa(sub), shipping: fromPaisa(shipping), grandTotal: fromPaisa(sub + shipping), count: lines.reduce((s, l) => s + l.qty, 0) };
}
