import { makeVar } from '@apollo/client';
import { SHIPPING_PAISA, STOCK_MESSAGES } from '@inputs/shop';
import { toRupees, toPaisa } from '../lib/money';

/**
 * A cart line as the spec stores it in localStorage under `cart`, plus `variant_id` when
 * the product is sold by explicit variants (size and colour, each with its own price and
 * stock): then `price` and `stock` are the variant's and `selectedAttributes` its values.
 */
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
  variant_id?: number | null;
}

export interface SelectedAttribute {
  attribute: { id: number; name: string };
  attribute_value: { id: number; value: string; code: string | null; qty: number };
}

export const CART_KEY = 'cart';

/** The cart's messages: the server's stock messages (one copy, shared). */
export const CART_MESSAGES = STOCK_MESSAGES;

function isLine(v: unknown): v is CartLine {
  const l = v as CartLine;
  return (
    !!l &&
    typeof l === 'object' &&
    typeof l.product_id === 'number' &&
    typeof l.qty === 'number' &&
    typeof l.title === 'string'
  );
}

export function loadCart(storage: Storage | undefined = globalThis.localStorage): CartLine[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(CART_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(isLine).map((l) => ({ ...l, selectedAttributes: l.selectedAttributes ?? [] }))
      : [];
  } catch {
    return [];
  }
}

export const cartVar = makeVar<CartLine[]>(loadCart());
export const cartDrawerOpenVar = makeVar(false);
/** The product whose add-to-cart dialog is open (from a product card), or null. */
export const addToCartDialogVar = makeVar<{ id: number; title: string } | null>(null);

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

export interface OptionValue {
  id: number;
  value: string;
  code: string | null;
  /** Stock of the value (pivot qty); for a variant's option, the variant's stock. */
  qty: number;
  attribute: { id: number; name: string };
}

export interface AddableVariant {
  id: number;
  price: number;
  stock: number;
  /** Its size and colour values. */
  options: OptionValue[];
}

export interface AddableProduct {
  id: number;
  title: string;
  price: number;
  /** Summed variant stock, or the product's qty. */
  stock: number;
  imageUrl: string | null;
  attributeValues: OptionValue[];
  /** Explicit variants: when there are any, they are what the shopper picks and buys. */
  variants?: AddableVariant[] | null;
}

export type AddResult =
  { ok: true; message: string } | { ok: false; message: string; level: 'info' | 'error' };

export interface OptionGroup {
  attribute: { id: number; name: string };
  values: OptionValue[];
}

const hasVariants = (p: Pick<AddableProduct, 'variants'>): p is { variants: AddableVariant[] } =>
  !!p.variants?.length;

/**
 * The pickers of a product, in display order: one per attribute of its linked values, or,
 * for a product with explicit variants, one per variant dimension (size, then colour) with
 * the values its variants use.
 */
export function attributeGroups(
  product: Pick<AddableProduct, 'attributeValues' | 'variants'>,
): OptionGroup[] {
  const groups = new Map<number, OptionGroup>();
  const source = hasVariants(product) ? product.variants.flatMap((v) => v.options) : product.attributeValues;
  for (const v of source) {
    const g = groups.get(v.attribute.id) ?? { attribute: v.attribute, values: [] };
    if (!g.values.some((x) => x.id === v.id)) g.values.push(v);
    groups.set(v.attribute.id, g);
  }
  return [...groups.values()];
}

/** Chosen value per attribute id. */
export type Choice = Record<number, number>;

/**
 * How a value is offered: `hidden` when no variant has it together with the values chosen in
 * the pickers before it (size before colour), `soldOut` when every such variant has no stock
 * (shown, marked and disabled), else `available`. A linked value without variants is
 * `soldOut` at zero stock.
 */
export function optionState(
  product: AddableProduct,
  chosen: Choice,
  attributeId: number,
  value: OptionValue,
): 'available' | 'soldOut' | 'hidden' {
  if (!hasVariants(product)) return value.qty > 0 ? 'available' : 'soldOut';
  const groups = attributeGroups(product);
  const before = groups
    .slice(
      0,
      groups.findIndex((g) => g.attribute.id === attributeId),
    )
    .filter((g) => chosen[g.attribute.id] != null);
  const matching = product.variants.filter(
    (v) =>
      v.options.some((o) => o.id === value.id) &&
      before.every((g) => v.options.some((o) => o.id === chosen[g.attribute.id])),
  );
  if (!matching.length) return 'hidden';
  return matching.some((v) => v.stock > 0) ? 'available' : 'soldOut';
}

/** Chooses a value; a later picker's value that no longer goes with the choice is cleared. */
export function choose(
  product: AddableProduct,
  chosen: Choice,
  attributeId: number,
  valueId: number,
): Choice {
  const next: Choice = { ...chosen, [attributeId]: valueId };
  for (const g of attributeGroups(product)) {
    const picked = g.values.find((v) => v.id === next[g.attribute.id]);
    if (picked && optionState(product, next, g.attribute.id, picked) === 'hidden')
      delete next[g.attribute.id];
  }
  return next;
}

/** The variant with exactly the chosen values, if the product has variants and all are chosen. */
export function chosenVariant(product: AddableProduct, chosen: Choice): AddableVariant | null {
  if (!hasVariants(product)) return null;
  const ids = attributeGroups(product).map((g) => chosen[g.attribute.id]);
  if (ids.some((id) => id == null)) return null;
  return (
    product.variants.find(
      (v) => v.options.length === ids.length && ids.every((id) => v.options.some((o) => o.id === id)),
    ) ?? null
  );
}

/** Lowest and highest price a shopper can pay (its variants' prices, or the product's). */
export function priceRange(product: Pick<AddableProduct, 'price' | 'variants'>): [number, number] {
  if (!hasVariants(product)) return [product.price, product.price];
  const prices = product.variants.map((v) => v.price);
  return [Math.min(...prices), Math.max(...prices)];
}

/**
 * Adds `qty` of a product with the chosen values (one per attribute), applying every
 * add-to-cart rule of spec section 5: against the variant's stock and price when the
 * product has explicit variants, else against the product's stock and the chosen values'
 * stock. Returns the message to show.
 */
export function addToCart(
  lines: CartLine[],
  product: AddableProduct,
  chosenValueIds: number[],
  qty: number,
  opts: { detailPage?: boolean } = {},
): { lines: CartLine[]; result: AddResult } {
  const fail = (message: string, level: 'info' | 'error' = 'error') => ({
    lines,
    result: { ok: false as const, message, level },
  });
  if (product.stock <= 0) return fail(CART_MESSAGES.outOfStock, 'info');

  const groups = attributeGroups(product);
  const chosen = groups.map((g) => g.values.filter((v) => chosenValueIds.includes(v.id)));
  if (chosen.some((c) => c.length !== 1))
    return fail(opts.detailPage ? CART_MESSAGES.chooseEachDetail : CART_MESSAGES.chooseEach);
  const amount = Math.max(1, Math.floor(qty));

  if (hasVariants(product)) {
    const variant = chosenVariant(
      product,
      Object.fromEntries(groups.map((g, i) => [g.attribute.id, chosen[i][0].id])),
    );
    if (!variant || variant.stock <= 0) return fail(CART_MESSAGES.variantOut);
    const selected = variant.options.map((o) => ({
      attribute: o.attribute,
      attribute_value: { id: o.id, value: o.value, code: o.code, qty: variant.stock },
    }));
    const key = attributeKey(selected);
    const existing = lines.find((l) => l.product_id === product.id && l.variant_id === variant.id);
    const newQty = (existing?.qty ?? 0) + amount;
    if (newQty > variant.stock) return fail(CART_MESSAGES.variantShort);
    const line: CartLine = {
      id: `${product.id}-${key || `v${variant.id}`}`,
      product_id: product.id,
      title: product.title,
      price: variant.price,
      qty: newQty,
      image_url: product.imageUrl,
      stock: variant.stock,
      selectedAttributes: selected,
      attributeKey: key,
      variant_id: variant.id,
    };
    const next = existing ? lines.map((l) => (l === existing ? line : l)) : [...lines, line];
    return { lines: next, result: { ok: true, message: CART_MESSAGES.added } };
  }

  const selected: SelectedAttribute[] = chosen.map(([v]) => ({
    attribute: v.attribute,
    attribute_value: { id: v.id, value: v.value, code: v.code, qty: v.qty },
  }));
  const variantStock = selected.length ? Math.min(...selected.map((s) => s.attribute_value.qty)) : Infinity;
  if (variantStock <= 0) return fail(CART_MESSAGES.variantOut);

  const key = attributeKey(selected);
  const existing = lines.find(
    (l) => l.product_id === product.id && l.attributeKey === key && l.variant_id == null,
  );
  const newQty = (existing?.qty ?? 0) + amount;
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

/** Sub total, the flat shipping (SHIPPING_PAISA, shared with the server) and grand total, summed exactly in paisa. */
export function cartTotals(lines: CartLine[]) {
  const sub = lines.reduce((s, l) => s + toPaisa(l.price) * l.qty, 0);
  const shipping = lines.length ? SHIPPING_PAISA : 0;
  return {
    subTotal: toRupees(sub),
    shipping: toRupees(shipping),
    grandTotal: toRupees(sub + shipping),
    count: lines.reduce((s, l) => s + l.qty, 0),
  };
}
