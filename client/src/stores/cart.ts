import { STOCK_MESSAGES } from '@inputs/shop-constants';
import { makeVar } from '../lib/reactive-var';
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

/** A value of a picker, as `Product.purchaseOptions` gives it. */
export interface PurchaseValue {
  id: number;
  value: string;
  code: string | null;
  /** A linked value's own stock, or its variant's. */
  qty: number;
}

export interface PurchaseGroup {
  attribute: { id: number; name: string };
  values: PurchaseValue[];
}

/** One choice of a value per picker, with what the server's stock rules allow of it. */
export interface PurchaseCombination {
  attributeValueIds: number[];
  variantId?: number | null;
  price: number;
  availableStock: number;
  soldOutMessage?: string | null;
  shortMessage: string;
}

export interface PurchaseOptions {
  groups: PurchaseGroup[];
  combinations: PurchaseCombination[];
}

/** What adding a product to the cart reads (GraphQL's `purchasable` and `purchaseOptions`). */
export interface AddableProduct {
  id: number;
  title: string;
  imageUrl: string | null;
  purchasable: boolean;
  purchaseOptions: PurchaseOptions;
}

export type AddResult =
  { ok: true; message: string } | { ok: false; message: string; level: 'info' | 'error' };

/** Chosen value per attribute id. */
export type Choice = Record<number, number>;

/** The combination of exactly the chosen values, or null while a picker has none chosen. */
export function chosenCombination(options: PurchaseOptions, chosen: Choice): PurchaseCombination | null {
  const ids = options.groups.map((g) => chosen[g.attribute.id]);
  if (ids.some((id) => id == null)) return null;
  return options.combinations.find((c) => c.attributeValueIds.every((id, i) => id === ids[i])) ?? null;
}

/**
 * Adds `qty` of a product with the chosen values (one per picker), with the messages of spec
 * section 5: what may be added is the server's (`purchasable`, each combination's
 * `availableStock` and messages), counting what the cart already holds of the same choice.
 */
export function addToCart(
  lines: CartLine[],
  product: AddableProduct,
  chosen: Choice,
  qty: number,
  opts: { detailPage?: boolean } = {},
): { lines: CartLine[]; result: AddResult } {
  const fail = (message: string, level: 'info' | 'error' = 'error') => ({
    lines,
    result: { ok: false as const, message, level },
  });
  if (!product.purchasable) return fail(CART_MESSAGES.outOfStock, 'info');
  const { groups } = product.purchaseOptions;
  if (groups.some((g) => chosen[g.attribute.id] == null))
    return fail(opts.detailPage ? CART_MESSAGES.chooseEachDetail : CART_MESSAGES.chooseEach);
  const combination = chosenCombination(product.purchaseOptions, chosen);
  if (!combination) return fail(CART_MESSAGES.unknownVariant);
  if (combination.soldOutMessage) return fail(combination.soldOutMessage);

  const variantId = combination.variantId ?? null;
  const selected: SelectedAttribute[] = groups.map((g, i) => {
    const v = g.values.find((x) => x.id === combination.attributeValueIds[i])!;
    return {
      attribute: g.attribute,
      attribute_value: {
        id: v.id,
        value: v.value,
        code: v.code,
        qty: variantId != null ? combination.availableStock : v.qty,
      },
    };
  });
  const key = attributeKey(selected);
  const existing = lines.find(
    (l) =>
      l.product_id === product.id &&
      (variantId != null ? l.variant_id === variantId : l.variant_id == null && l.attributeKey === key),
  );
  const newQty = (existing?.qty ?? 0) + Math.max(1, Math.floor(qty));
  if (newQty > combination.availableStock) return fail(combination.shortMessage);
  const line: CartLine = {
    id: `${product.id}-${key || (variantId != null ? `v${variantId}` : 'default')}`,
    product_id: product.id,
    title: product.title,
    price: combination.price,
    qty: newQty,
    image_url: product.imageUrl,
    stock: combination.availableStock,
    selectedAttributes: selected,
    attributeKey: key,
    ...(variantId != null ? { variant_id: variantId } : {}),
  };
  const next = existing ? lines.map((l) => (l === existing ? line : l)) : [...lines, line];
  return { lines: next, result: { ok: true, message: CART_MESSAGES.added } };
}

export function changeQty(lines: CartLine[], id: string, qty: number): CartLine[] {
  return lines.map((l) => (l.id === id ? { ...l, qty: Math.max(1, Math.floor(qty)) } : l));
}

export function removeLine(lines: CartLine[], id: string): CartLine[] {
  return lines.filter((l) => l.id !== id);
}

/**
 * The sub total of the prices as added, summed exactly in paisa, and the item count. Shipping,
 * discounts and the grand total are the server's (the checkoutQuote query: lib/cart-quote.ts).
 */
export function cartTotals(lines: CartLine[]) {
  const sub = lines.reduce((s, l) => s + toPaisa(l.price) * l.qty, 0);
  return { subTotal: toRupees(sub), count: lines.reduce((s, l) => s + l.qty, 0) };
}

/** The cart as the API takes it: a variant's line names the variant (its size and colour are its own). */
export function cartInput(lines: CartLine[]) {
  return lines.map((l) =>
    l.variant_id != null
      ? { productId: l.product_id, qty: l.qty, attributeValueIds: [], variantId: l.variant_id }
      : {
          productId: l.product_id,
          qty: l.qty,
          attributeValueIds: l.selectedAttributes.map((s) => s.attribute_value.id),
        },
  );
}
