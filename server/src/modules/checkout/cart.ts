/** A cart and a checkout as clients send them, checked into typed lines. */
import { ValidationError } from '../../shared/errors';
import { parseId } from '../../shared/inputs/fields';

export const MAX_LINES = 50;
export const MAX_QTY = 1000;

/** A cart line as a client sends it (spec cart line format, or GraphQL camelCase). */
export interface CartLineInput {
  productId: number;
  qty: number;
  attributeValueIds: number[];
  variantId?: number | null;
}

/** What a checkout sends (REST's snake_case mapped by its route): the address, the payment and the cart. */
export interface CheckoutInput {
  name?: unknown;
  email?: unknown;
  street?: unknown;
  city?: unknown;
  address?: unknown;
  zip?: unknown;
  mobile?: unknown;
  paymentMethod?: unknown;
  paymentIntentId?: unknown;
  subTotal?: unknown;
  shipping?: unknown;
  grandTotal?: unknown;
  discount?: unknown;
  /** A discount code as typed (optional). */
  discountCode?: unknown;
  cart: CartLineInput[];
  idempotencyKey?: string | null;
}

/** Turns loosely-typed REST/GraphQL cart lines into checked ones (422 naming the bad line). */
export function parseCart(raw: unknown): CartLineInput[] {
  if (!Array.isArray(raw) || raw.length === 0) throw ValidationError.single('cart', 'Your cart is empty.');
  if (raw.length > MAX_LINES)
    throw ValidationError.single('cart', `A cart may have at most ${MAX_LINES} lines.`);
  return raw.map((item, i) => {
    const o = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    const productId = parseId(o.product_id ?? o.productId);
    const qty =
      typeof o.qty === 'number'
        ? o.qty
        : typeof o.qty === 'string' && /^\d+$/.test(o.qty)
          ? Number(o.qty)
          : NaN;
    if (productId === null)
      throw ValidationError.single(`cart.${i}.product_id`, 'The product is missing from a cart line.');
    if (!Number.isInteger(qty) || qty < 1 || qty > MAX_QTY)
      throw ValidationError.single(
        `cart.${i}.qty`,
        `The quantity must be a whole number from 1 to ${MAX_QTY}.`,
      );
    const selected = Array.isArray(o.selectedAttributes) ? o.selectedAttributes : [];
    const ids = Array.isArray(o.attributeValueIds)
      ? o.attributeValueIds.map(parseId)
      : selected.map((s) => parseId((s as { attribute_value?: { id?: unknown } })?.attribute_value?.id));
    if (ids.some((id) => id === null) || ids.length > 10)
      throw ValidationError.single(`cart.${i}.selectedAttributes`, 'A chosen option is not valid.');
    const variantRaw = o.variant_id ?? o.variantId;
    const variantId = variantRaw == null ? null : parseId(variantRaw);
    if (variantRaw != null && variantId === null)
      throw ValidationError.single(`cart.${i}.variant_id`, 'The chosen variant is not valid.');
    return {
      productId,
      qty,
      attributeValueIds: [...new Set(ids as number[])].sort((a, b) => a - b),
      variantId,
    };
  });
}
