import type { DataSource, EntityManager } from 'typeorm';
import { ValidationError } from '../../shared/errors';
import { visibleProductsForPricing } from '../catalog';
import { STOCK_MESSAGES } from '../../shared/inputs/shop-constants';
import type { AppliedDiscount, DiscountRedemptions } from '../discounts';
import { shippingFor, type Destination, type DestinationFields, type ShippingService } from '../shipping';
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
  checkQuantities(lines: readonly PricedLine[]): Promise<void>;
}

/** What a quote is for beside the cart: where it goes, the code typed, and who asks. */
export interface QuoteOptions {
  /** Without it the default rate stands in for shipping and `shippingKnown` is false. */
  destination?: Destination | null;
  /** What the body calls its province and city (for their errors); default `province` and `city`. */
  destinationFields?: DestinationFields;
  /** A discount code as typed (empty: none); one that does not apply is refused on `discount_code`. */
  discountCode?: string | null;
  /** The customer, for a code's uses per customer; null: not signed in (checked at placement). */
  userId?: number | null;
  /** The client's address: wrong codes are counted per address (and per customer). */
  ip?: string | null;
}

/** A priced cart, in paisa: grand total = sub total − discount + shipping. */
export interface Quote {
  lines: PricedLine[];
  /** Where it goes, as the province and city list spells it; null: not known yet. */
  destination: Destination | null;
  subTotal: number;
  discount: number;
  /** The code that gave the discount; null: none. */
  discountCode: Pick<AppliedDiscount, 'id' | 'code'> | null;
  shipping: number;
  /** Whether shipping was computed for a city (else the default stood in). */
  shippingKnown: boolean;
  /** Paisa more (after the discount) that would make shipping free; null: no threshold. */
  freeShippingRemaining: number | null;
  grandTotal: number;
}

export const CHOOSE_ATTRIBUTES = STOCK_MESSAGES.chooseEach;
export const PRODUCT_UNAVAILABLE = 'A product in your cart is no longer available.';
export const PRICES_CHANGED = 'Prices have changed. Please review your cart and try again.';

/** A cart line (or, when the line is not known, the cart) names a product that is deleted or not on sale. */
export const productGone = (field = 'cart') =>
  ValidationError.single(field, PRODUCT_UNAVAILABLE, 'PRODUCT_UNAVAILABLE');

/**
 * Prices a cart from the database only: every line price, the sub total, the discount of a
 * code (discounts module), shipping to the city (shipping module) and the grand total, in
 * paisa. Client prices are never used.
 */
export class PricingService {
  constructor(
    private readonly ds: DataSource,
    /** The caps of one order (per item and in all): a cart over them is refused before it is priced. */
    private readonly limits: QuantityCaps | undefined,
    private readonly discounts: DiscountRedemptions,
    private readonly shipping: ShippingService,
  ) {}

  async quote(
    cart: CartLineInput[],
    options: QuoteOptions = {},
    em: EntityManager = this.ds.manager,
  ): Promise<Quote> {
    // A wrong province, or a city of another province, is refused before anything is priced.
    const destination = options.destination
      ? this.shipping.destination(options.destination, options.destinationFields)
      : null;
    const productIds = [...new Set(cart.map((l) => l.productId))];
    // One round trip: the products with their picture, whether they have variants, and their attribute values.
    const products = await visibleProductsForPricing(em, productIds);
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
    await this.limits?.checkQuantities(lines);
    const subTotal = lines.reduce((s, l) => s + l.price * l.qty, 0);
    const code = options.discountCode?.trim();
    const [applied, rules] = await Promise.all([
      code ? this.discounts.check(code, lines, options.userId ?? null, em, { ip: options.ip }) : null,
      this.shipping.rules(em),
    ]);
    const discount = applied?.amount ?? 0;
    const charge = shippingFor(rules, destination, subTotal - discount);
    return {
      lines,
      destination: destination && { province: destination.province, city: destination.city },
      subTotal,
      discount,
      discountCode: applied && { id: applied.id, code: applied.code },
      shipping: charge.shipping,
      shippingKnown: charge.known,
      freeShippingRemaining: charge.freeRemaining,
      grandTotal: subTotal - discount + charge.shipping,
    };
  }

  /**
   * A quote for showing: a code that does not apply is left out of it and reported beside it
   * (the cart is still priced); anything else wrong with the cart throws as `quote` does.
   */
  async preview(
    cart: CartLineInput[],
    options: QuoteOptions,
  ): Promise<{ quote: Quote; refused: Array<{ field: string; message: string; code: string }> }> {
    try {
      return { quote: await this.quote(cart, options), refused: [] };
    } catch (err) {
      if (!(err instanceof ValidationError) || !err.fieldErrors.every((e) => e.field === 'discount_code'))
        throw err;
      return { quote: await this.quote(cart, { ...options, discountCode: null }), refused: err.fieldErrors };
    }
  }

  /**
   * Counts the use of the quote's code for order `orderId` in the order's transaction `em`
   * (discounts module: refused when used up, expired or over this customer's uses meanwhile);
   * a code whose amount changed since the quote is refused as a price change.
   */
  async redeemDiscount(em: EntityManager, quote: Quote, userId: number, orderId: number): Promise<void> {
    if (!quote.discountCode) return;
    const applied = await this.discounts.redeem(em, quote.discountCode.id, userId, orderId, quote.lines);
    if (applied.amount !== quote.discount)
      throw ValidationError.single('grand_total', PRICES_CHANGED, 'PRICE_MISMATCH');
  }
}
