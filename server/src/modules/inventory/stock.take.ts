import type { EntityManager } from 'typeorm';
import { ValidationError } from '../../shared/errors';
import { cellsOf, type StockLineRef } from './stock.rules';

/** An order's line as it takes stock: `qty` units of a product's variant, or of its chosen values. */
export interface StockLine extends StockLineRef {
  productId: number;
  qty: number;
  title: string;
}

/** What the lines of one product draw on. */
interface ProductPlan {
  productId: number;
  title: string;
  /** Units drawn on the product's own qty (lines without a variant). */
  qty: number;
  /** attribute value id → units drawn on that value's pivot qty. */
  pivots: Map<number, number>;
  /** variant id → units drawn on that variant's stock. */
  variants: Map<number, number>;
}

/** What a set of lines draws on (the cells of `stock.rules.ts`), product by product in id order. */
function plan(lines: readonly StockLine[]): ProductPlan[] {
  const byProduct = new Map<number, ProductPlan>();
  for (const l of lines) {
    let p = byProduct.get(l.productId);
    if (!p)
      byProduct.set(
        l.productId,
        (p = { productId: l.productId, title: l.title, qty: 0, pivots: new Map(), variants: new Map() }),
      );
    for (const cell of cellsOf(l)) {
      if (cell.kind === 'product') p.qty += l.qty;
      else {
        const cells = cell.kind === 'variant' ? p.variants : p.pivots;
        cells.set(cell.id, (cells.get(cell.id) ?? 0) + l.qty);
      }
    }
  }
  return [...byProduct.values()].sort((a, b) => a.productId - b.productId);
}

const sorted = (m: Map<number, number>) => [...m.entries()].sort((a, b) => a[0] - b[0]);

/** The units lines draw on each cell (id 0: the product's own qty), products and their cells in id order. */
export function drawnCells(lines: readonly StockLine[]) {
  return plan(lines).flatMap(({ productId, qty, pivots, variants }) => [
    ...(qty > 0 ? [{ productId, kind: 'product' as const, id: 0, n: qty }] : []),
    ...sorted(pivots).map(([id, n]) => ({ productId, kind: 'value' as const, id, n })),
    ...sorted(variants).map(([id, n]) => ({ productId, kind: 'variant' as const, id, n })),
  ]);
}

/** A cell at or below its product's threshold after drawing `n`, above it before (SQL over `left`). */
const fell = (left: string, n: string, threshold: string) =>
  `(${left} <= ${threshold} AND ${left} + ${n} > ${threshold})`;

/**
 * The statements that take (or return) one product's stock. Stock is its own record: they
 * leave the product's `version` alone (it covers what admins edit), and an admin's form changes
 * stock only by a set naming the quantity it read or by an adjustment (stock.adjust.ts).
 *
 * Locks: the product row first (a CTE the pivot or variant UPDATE depends on), then its pivot
 * or variant rows; products in id order. Admin writes lock the product row before its pivots
 * and variants too, so no two writers wait on each other in a cycle.
 * Each statement answers how many rows it changed; fewer than `expected` means short stock.
 * Taking, each changed row also answers whether a cell it drew on fell to the product's
 * low-stock threshold (`fell`), so that an order which took no cell there reads nothing more.
 */
function statements(
  p: ProductPlan,
  take: boolean,
): Array<{ sql: string; params: unknown[]; expected: number }> {
  const op = take ? '-' : '+';
  const out: Array<{ sql: string; params: unknown[]; expected: number }> = [];
  const pivots = sorted(p.pivots);
  const productUpdate = `UPDATE products SET qty = qty ${op} $2 WHERE id = $1${take ? ' AND qty >= $2' : ''}`;
  const productFell = fell('qty', '$2', 'low_stock_threshold');
  if (p.qty > 0 && pivots.length === 0) {
    out.push({
      sql: `${productUpdate}${take ? ` RETURNING ${productFell} AS fell` : ''}`,
      params: [p.productId, p.qty],
      expected: 1,
    });
  } else if (p.qty > 0) {
    out.push({
      sql: `WITH p AS (${productUpdate} RETURNING id, low_stock_threshold AS t, ${productFell} AS fell)
            UPDATE product_attribute_values pav SET qty = pav.qty ${op} x.n
              FROM unnest($3::int[], $4::int[]) AS x(value_id, n)
             WHERE pav.product_id = (SELECT id FROM p) AND pav.attribute_value_id = x.value_id${
               take
                 ? ` AND pav.qty >= x.n
            RETURNING (SELECT fell FROM p) OR ${fell('pav.qty', 'x.n', '(SELECT t FROM p)')} AS fell`
                 : ''
             }`,
      params: [p.productId, p.qty, pivots.map((v) => v[0]), pivots.map((v) => v[1])],
      expected: pivots.length,
    });
  }
  const variants = sorted(p.variants);
  if (variants.length) {
    out.push({
      sql: `WITH p AS (SELECT id, low_stock_threshold AS t FROM products WHERE id = $1 FOR NO KEY UPDATE)
            UPDATE product_variants v SET stock = v.stock ${op} x.n
              FROM unnest($2::int[], $3::int[]) AS x(id, n)
             WHERE v.product_id = (SELECT id FROM p) AND v.id = x.id${
               take
                 ? ` AND v.stock >= x.n
            RETURNING ${fell('v.stock', 'x.n', '(SELECT t FROM p)')} AS fell`
                 : ''
             }`,
      params: [p.productId, variants.map((v) => v[0]), variants.map((v) => v[1])],
      expected: variants.length,
    });
  }
  return out;
}

const unavailable = (title: string) =>
  ValidationError.single('cart', `"${title}" is currently unavailable.`, 'OUT_OF_STOCK');

/**
 * Takes stock with conditional atomic updates; throws (naming the line) when any is short.
 * Answers whether a cell fell to its product's low-stock threshold (`lowStockCrossed` says which).
 */
export async function takeStock(
  em: EntityManager,
  lines: StockLine[],
  message = unavailable,
): Promise<{ lowStock: boolean }> {
  let lowStock = false;
  for (const p of plan(lines)) {
    for (const s of statements(p, true)) {
      // For UPDATE, TypeORM answers [rows, affected].
      const [rows, count]: [Array<{ fell: boolean }>, number] = await em.query(s.sql, s.params);
      if (count !== s.expected) throw message(p.title);
      lowStock ||= rows.some((r) => r.fell);
    }
  }
  return { lowStock };
}

/** Gives stock back (an order cancelled). Rows deleted since are skipped. */
export async function returnStock(em: EntityManager, lines: StockLine[]): Promise<void> {
  for (const p of plan(lines)) {
    for (const s of statements(p, false)) await em.query(s.sql, s.params);
  }
}
