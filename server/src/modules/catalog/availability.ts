/**
 * Available stock (DESIGN decision 3), written once: a product holds its own qty, a qty per
 * linked attribute value (the pivot) and a stock per explicit variant. A line that names a
 * variant draws on that variant's stock alone; any other line on each chosen value's qty and
 * the product's qty. What a product shows (a card's Sold Out, `stock`) is the sum of its
 * variants' stock when it has variants, else its qty. Stock checks read it here and orders
 * take it (`orders/stock.ts`) by the same cells, with conditional updates.
 */
import { STOCK_MESSAGES } from '../../shared/inputs/shop-constants';

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
