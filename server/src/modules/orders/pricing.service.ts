import type { DataSource, EntityManager } from 'typeorm';
import { ValidationError } from '../../shared/errors';
import { visibleProductSql } from '../catalog/visibility';
import type { OrderLimits } from './limits';
import { SHIPPING_PAISA } from '../../shared/money';
import { parseId } from '../../shared/inputs/fields';

/** A cart line as a client sends it (spec cart line format, or GraphQL camelCase). */
export interface CartLineInput {
  productId: number;
  qty: number;
  attributeValueIds: number[];
  variantId?: number | null;
}

export interface PricedLine {
  productId: number;
  variantId: number | null;
  attributeValueIds: number[];
  title: string;
  qty: number;
  price: number;
  sizeName: string | null;
  colorName: string | null;
  attributes: Record<string, string>;
  image: string | null;
}

export interface Quote {
  lines: PricedLine[];
  subTotal: number;
  shipping: number;
  discount: number;
  grandTotal: number;
}

export const MAX_LINES = 50;
export const CHOOSE_ATTRIBUTES = 'Please select one value for each attribute.';
export const MAX_QTY = 1000;
export const PRODUCT_UNAVAILABLE = 'A product in your cart is no longer available.';

/** A cart line (or, when the line is not known, the cart) names a product that is deleted or not on sale. */
export const productGone = (field = 'cart') =>
  ValidationError.single(field, PRODUCT_UNAVAILABLE, 'PRODUCT_UNAVAILABLE');

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

/**
 * Prices a cart from the database only: every line price, the sub total, the flat Rs 200
 * shipping and the grand total, in paisa. Client prices are never used.
 */
export class PricingService {
  constructor(
    private readonly ds: DataSource,
    /** The caps of one order (per item and in all): a cart over them is refused before it is priced. */
    private readonly limits?: OrderLimits,
  ) {}

  async quote(cart: CartLineInput[], em: EntityManager = this.ds.manager): Promise<Quote> {
    const productIds = [...new Set(cart.map((l) => l.productId))];
    // One round trip: the products with their picture, whether they have variants, and their attribute values.
    const products: Array<{
      id: number;
      title: string;
      price: number;
      status: number;
      image: string | null;
      has_variants: boolean;
      values: Array<{ id: number; value: string; attribute_id: number; attribute: string }>;
    }> = await em.query(
      `SELECT p.id, p.title, p.price, p.status,
              (SELECT i.image FROM product_images i WHERE i.product_id = p.id ORDER BY i.is_default DESC, i.position, i.id LIMIT 1) AS image,
              EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id) AS has_variants,
              (SELECT coalesce(json_agg(json_build_object('id', av.id, 'value', av.value, 'attribute_id', a.id, 'attribute', a.name)), '[]')
                 FROM product_attribute_values pav
                 JOIN attribute_values av ON av.id = pav.attribute_value_id
                 JOIN attributes a ON a.id = av.attribute_id
                WHERE pav.product_id = p.id) AS values
         FROM products p
        WHERE p.id = ANY($1::int[]) AND ${visibleProductSql('p')}`,
      [productIds],
    );
    const byId = new Map(products.map((p) => [p.id, p]));
    const variantIds = cart.map((l) => l.variantId).filter((v): v is number => v != null);
    const variants: Array<{
      id: number;
      product_id: number;
      price: number;
      size: string | null;
      color: string | null;
    }> = variantIds.length
      ? await em.query(
          `SELECT v.id, v.product_id, v.price, s.value AS size, c.value AS color
             FROM product_variants v
             LEFT JOIN attribute_values s ON s.id = v.size_value_id
             LEFT JOIN attribute_values c ON c.id = v.color_value_id
            WHERE v.id = ANY($1::int[])`,
          [variantIds],
        )
      : [];

    const lines = cart.map((line, i): PricedLine => {
      const product = byId.get(line.productId);
      // Unknown or hidden (DESIGN 20): it cannot be priced, so it cannot be ordered or paid for.
      if (!product) throw productGone(`cart.${i}`);
      const choose = () => ValidationError.single(`cart.${i}`, CHOOSE_ATTRIBUTES, 'ATTRIBUTES');
      const attributes: Record<string, string> = {};
      let sizeName: string | null = null;
      let colorName: string | null = null;
      // Each value must be one of this product's own, at most one per attribute.
      const linked = product.values;
      const chosenAttributes = new Set<number>();
      for (const id of line.attributeValueIds) {
        const v = linked.find((x) => x.id === id);
        if (!v || chosenAttributes.has(v.attribute_id)) throw choose();
        chosenAttributes.add(v.attribute_id);
        attributes[v.attribute] = v.value;
        if (/^size$/i.test(v.attribute)) sizeName = v.value;
        if (/^colou?r$/i.test(v.attribute)) colorName = v.value;
      }
      let price = product.price;
      if (product.has_variants || line.variantId != null) {
        // A product with explicit variants is bought as one of its variants (which stands for its size and colour).
        const variant = variants.find((v) => v.id === line.variantId && v.product_id === product.id);
        if (!variant) throw choose();
        price = variant.price;
        sizeName = variant.size ?? sizeName;
        colorName = variant.color ?? colorName;
        if (variant.size) attributes.Size = variant.size;
        if (variant.color) attributes.Colour = variant.color;
      } else if (linked.some((x) => !chosenAttributes.has(x.attribute_id))) {
        // Otherwise one value of every attribute linked to the product.
        throw choose();
      }
      return {
        productId: product.id,
        variantId: line.variantId ?? null,
        attributeValueIds: line.attributeValueIds,
        title: product.title,
        qty: line.qty,
        price,
        sizeName,
        colorName,
        attributes,
        image: product.image,
      };
    });
    this.limits?.checkQuantities(lines);
    const subTotal = lines.reduce((s, l) => s + l.price * l.qty, 0);
    return { lines, subTotal, shipping: SHIPPING_PAISA, discount: 0, grandTotal: subTotal + SHIPPING_PAISA };
  }
}
