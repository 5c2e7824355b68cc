import { ValidationError } from '../../shared/errors';
import { STOCK_MESSAGES } from '../../shared/inputs/shop-constants';
import { availableFor, shownStock, stockShortfall, type ProductStock } from './availability';
import type { ProductEntity } from './product.entity';
import { relationsOf } from './product.sql';

export interface StockRequest {
  qty?: number;
  items?: { attributeValueId: number; qty: number }[];
  /** An explicit variant of the product (its own stock): checked with `qty`. */
  variantId?: number;
}

/** The per-order cap of one item (orders/limits.ts): a stock check for more is refused with its message. */
export interface LineCap {
  checkLineQty(qty: number, title: string, field?: string): void;
}

/**
 * Whether a quantity is available (spec 7, check-stock): a plain qty against the
 * product's stock; items of attribute value id and qty, each against that value's stock
 * and the product's; or a variant id and qty against that variant's stock (a product with
 * explicit variants is bought by variant only), for a visible product read with its
 * relations. Throws ValidationError (the spec's message) when not available.
 */
export function checkStock(
  product: ProductEntity,
  req: StockRequest,
  lineCap?: LineCap,
): { available: true; stock: number } {
  const { variants, attributeValues } = relationsOf(product)!;
  const stock: ProductStock = {
    qty: product.qty,
    values: new Map(attributeValues.map((v) => [v.id, v.qty])),
    variants: new Map(variants.map((v) => [v.id, v.stock])),
  };
  const shown = shownStock(product.qty, variants);
  const fail = (message: string, field = 'qty') =>
    new ValidationError([{ field, message, code: 'OUT_OF_STOCK' }], message);

  if (variants.length) {
    // Its variants are what a shopper buys: named by id, or by their size and colour values
    // (the spec's items of attribute value ids); a request naming none cannot be ordered.
    let variantId = req.variantId ?? null;
    let qty = req.qty ?? 1;
    if (variantId == null && req.items?.length) {
      const chosen = new Set(req.items.map((i) => i.attributeValueId));
      variantId =
        variants.find((v) => {
          const own = [v.sizeValueId, v.colorValueId].filter((id) => id != null);
          return own.length === chosen.size && own.every((id) => chosen.has(id));
        })?.id ?? null;
      qty = Math.max(...req.items.map((i) => i.qty));
      if (variantId == null) throw fail(STOCK_MESSAGES.unknownVariant, 'items');
    }
    if (variantId == null) {
      if (shown <= 0) throw fail(STOCK_MESSAGES.outOfStock);
      if (qty > shown) throw fail(STOCK_MESSAGES.noMore);
      throw fail(STOCK_MESSAGES.chooseEach, 'variant_id');
    }
    const line = { variantId, attributeValueIds: [] };
    const short = stockShortfall(stock, line, () => qty);
    if (short) throw fail(short.message, short.field);
    lineCap?.checkLineQty(qty, product.title);
    return { available: true, stock: availableFor(stock, line)! };
  }
  if (req.variantId != null) throw fail(STOCK_MESSAGES.unknownVariant, 'variant_id');

  // Each chosen value (the spec's items, each with its quantity), then the product's own qty.
  const items = req.items ?? [];
  const wanted = items.length ? Math.max(...items.map((i) => i.qty)) : (req.qty ?? 1);
  const short = stockShortfall(stock, { attributeValueIds: items.map((i) => i.attributeValueId) }, (cell) =>
    cell.kind === 'value'
      ? Math.max(...items.filter((i) => i.attributeValueId === cell.id).map((i) => i.qty))
      : wanted,
  );
  if (short) throw fail(short.message, short.field);
  lineCap?.checkLineQty(wanted, product.title);
  return { available: true, stock: shown };
}
