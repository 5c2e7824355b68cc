import type { DataSource, EntityManager } from 'typeorm';
import { ValidationError } from '../../shared/errors';
import { visibleProductSql } from '../catalog';
import { STOCK_MESSAGES } from '../../shared/inputs/shop-constants';
import { SHIPPING_PAISA } from '../../shared/money';
import type { CartLineInput } from './cart';

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

/** The caps of one order (orders/limits.ts): refuses a cart over them, naming the line. */
export interface QuantityCaps {
  checkQuantities(lines: readonly PricedLine[]): void;
}

export interface Quote {
  lines: PricedLine[];
  subTotal: number;
  shipping: number;
  discount: number;
  grandTotal: number;
}

export const CHOOSE_ATTRIBUTES = STOCK_MESSAGES.chooseEach;
export const PRODUCT_UNAVAILABLE = 'A product in your cart is no longer available.';
export const PRICES_CHANGED = 'Prices have changed. Please review your cart and try again.';

/** A cart line (or, when the line is not known, the cart) names a product that is deleted or not on sale. */
export const productGone = (field = 'cart') =>
  ValidationError.single(field, PRODUCT_UNAVAILABLE, 'PRODUCT_UNAVAILABLE');

/**
 * Prices a cart from the database only: every line price, the sub total, the flat Rs 200
 * shipping and the grand total, in paisa. Client prices are never used.
 */
export class PricingService {
  constructor(
    private readonly ds: DataSource,
    /** The caps of one order (per item and in all): a cart over them is refused before it is priced. */
    private readonly limits?: QuantityCaps,
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
