/**
 * Available stock (DESIGN decision 3), written once: a product holds its own qty, a qty per
 * linked attribute value (the pivot) and a stock per explicit variant. A line that names a
 * variant draws on that variant's stock alone; any other line on each chosen value's qty and
 * the product's qty. What a product shows (a card's Sold Out, `stock`) is the sum of its
 * variants' stock when it has variants, else its qty. Stock checks read it here, orders take it
 * (`stock.take.ts`) and admins change it (`stock.adjust.ts`) by the same cells.
 */
import { ValidationError } from '../../shared/errors';
import { STOCK_MESSAGES } from '../../shared/inputs/shop-constants';
import { stockCellField } from '../../shared/inputs/catalog';

/** What a line names: a variant, or the attribute values chosen (none for a plain product). */
export interface StockLineRef {
  variantId?: number | null;
  attributeValueIds: readonly number[];
}

/** One place stock is kept: a variant's stock, a linked value's qty, or the product's own qty. */
export type StockCell = { kind: 'variant'; id: number } | { kind: 'value'; id: number } | { kind: 'product' };

/** The stock of one product, cell by cell. */
export interface ProductStock {
  qty: number;
  /** Linked attribute value id → its qty. */
  values: ReadonlyMap<number, number>;
  /** Variant id → its stock. */
  variants: ReadonlyMap<number, number>;
}

/** A product's stock from its own qty, its linked values' qty and its variants' stock. */
export function stockOf(
  qty: number,
  values: readonly { id: number; qty: number }[],
  variants: readonly { id: number; stock: number }[],
): ProductStock {
  return {
    qty,
    values: new Map(values.map((v) => [v.id, v.qty])),
    variants: new Map(variants.map((v) => [v.id, v.stock])),
  };
}

/** The cell's field name in errors and `currentStock` (GraphQL's input names; the REST adapter renames the head). */
export function cellField(cell: StockCell): string {
  return stockCellField({
    attributeValueId: cell.kind === 'value' ? cell.id : null,
    variantId: cell.kind === 'variant' ? cell.id : null,
  });
}

/** The cells a line draws on, in the order a check names them: its variant; else each chosen value, then the product. */
export function cellsOf(line: StockLineRef): StockCell[] {
  if (line.variantId != null) return [{ kind: 'variant', id: line.variantId }];
  return [
    ...[...line.attributeValueIds].sort((a, b) => a - b).map((id) => ({ kind: 'value' as const, id })),
    { kind: 'product' },
  ];
}

/** A cell's stock; undefined for a variant or value the product does not have. */
export function stockIn(stock: ProductStock, cell: StockCell): number | undefined {
  if (cell.kind === 'product') return stock.qty;
  return (cell.kind === 'variant' ? stock.variants : stock.values).get(cell.id);
}

/** Units available to a line: the least of its cells; undefined when it names what the product does not have. */
export function availableFor(stock: ProductStock, line: StockLineRef): number | undefined {
  let least = Infinity;
  for (const cell of cellsOf(line)) {
    const n = stockIn(stock, cell);
    if (n === undefined) return undefined;
    least = Math.min(least, n);
  }
  return least;
}

/** The stock a product shows: its variants' stock summed when it has variants, else its qty. */
export function shownStock(qty: number, variants: readonly { stock: number }[]): number {
  return variants.length ? variants.reduce((sum, v) => sum + v.stock, 0) : qty;
}

/** Why a line cannot have the units it asks for: the spec's message and the field a check names. */
export interface StockShortfall {
  message: string;
  field: 'variant_id' | 'items' | 'qty';
}

/**
 * The first reason `wanted` units of a line cannot be ordered, or null when they can (the spec's
 * add-to-cart messages): a variant's line on its variant; any other on each chosen value, then
 * the product's own qty. `wanted` gives the units asked of each cell.
 */
export function stockShortfall(
  stock: ProductStock,
  line: StockLineRef,
  wanted: (cell: StockCell) => number,
): StockShortfall | null {
  const variant = line.variantId != null;
  for (const cell of cellsOf(line)) {
    const n = stockIn(stock, cell);
    const named = cell.kind === 'variant' ? 'variant_id' : 'items';
    if (n === undefined) return { message: STOCK_MESSAGES.unknownVariant, field: named };
    if (cell.kind === 'product') {
      if (n <= 0) return { message: STOCK_MESSAGES.outOfStock, field: 'qty' };
      if (wanted(cell) > n) return { message: STOCK_MESSAGES.noMore, field: 'qty' };
    } else {
      if (n <= 0) return { message: STOCK_MESSAGES.variantOut, field: named };
      if (wanted(cell) > n) return { message: STOCK_MESSAGES.variantShort, field: variant ? 'qty' : 'items' };
    }
  }
  return null;
}

/** A product as a stock check reads it: its own qty, its linked values' and its variants' stock. */
export interface StockedProduct {
  title: string;
  qty: number;
  attributeValues: readonly { id: number; qty: number }[];
  variants: readonly { id: number; stock: number; sizeValueId: number | null; colorValueId: number | null }[];
}

/** What a stock check asks: a plain qty, items of attribute value id and qty, or a variant and qty. */
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
 * Whether a quantity is available (spec 7, check-stock): a plain qty against the product's
 * stock; items of attribute value id and qty, each against that value's stock and the
 * product's; or a variant id and qty against that variant's stock (a product with explicit
 * variants is bought by variant only). Throws ValidationError (the spec's message) when not.
 */
export function checkStock(
  product: StockedProduct,
  req: StockRequest,
  lineCap?: LineCap,
): { available: true; stock: number } {
  const { variants, attributeValues } = product;
  const stock = stockOf(product.qty, attributeValues, variants);
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
