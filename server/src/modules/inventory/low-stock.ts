import type { DataSource, EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { NotFoundError } from '../../shared/errors';
import { lowStockThresholdInput } from '../../shared/inputs/alerts';
import { PRODUCT_NOT_FOUND } from '../../shared/inputs/shop-constants';
import { parseInput } from '../../shared/parse';
import { drawnCells, type StockLine } from './stock.take';

/**
 * SQL condition on the products row `p`: active, with a stock cell at or below the product's own
 * low-stock threshold (`products.low_stock_threshold`, 3 unless the owner set it): a variant's
 * stock when it has variants, else its own qty or a linked option value's qty. One definition for
 * the owner's to-do count (dashboard) and the product list it links to (`adminProducts(lowStock)`);
 * the alert mail is sent when an order takes a cell across the same threshold (`lowStockCrossed`).
 */
const lowStockSql = (p: string) =>
  `${p}.status = 1 AND (CASE WHEN EXISTS (SELECT 1 FROM product_variants lv WHERE lv.product_id = ${p}.id)
     THEN EXISTS (SELECT 1 FROM product_variants lv WHERE lv.product_id = ${p}.id AND lv.stock <= ${p}.low_stock_threshold)
     ELSE ${p}.qty <= ${p}.low_stock_threshold
       OR EXISTS (SELECT 1 FROM product_attribute_values lpv
                   WHERE lpv.product_id = ${p}.id AND lpv.qty <= ${p}.low_stock_threshold) END)`;

/** Narrows a product query (products as `alias`) to the active products low on stock: the to-do's list. */
export function onlyLowStock<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  alias = 'p',
): SelectQueryBuilder<T> {
  return qb.andWhere(lowStockSql(alias));
}

/** How many active products are low on stock: the owner's to-do count. */
export async function countLowStock(db: DataSource): Promise<number> {
  const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM products p WHERE ${lowStockSql('p')}`);
  return n;
}

/** A stock cell (a product's own qty, one option value's, or one variant's) an order took to its threshold. */
export interface LowStockCell {
  productId: number;
  title: string;
  /** The option ("Colour: Red", a variant's SKU and values), null for the product's own stock. */
  option: string | null;
  left: number;
  threshold: number;
}

/**
 * The cells `lines` crossed: at or below their product's threshold now, above it before this
 * order took its units. Read in the order's transaction, whose conditional updates hold those
 * rows locked: two orders racing for the last units are serialised there, so exactly one of
 * them sees the crossing and a cell is reported once per fall, not on every later order.
 */
export async function lowStockCrossed(
  em: EntityManager,
  lines: readonly StockLine[],
): Promise<LowStockCell[]> {
  const cells = drawnCells(lines);
  if (!cells.length) return [];
  const rows: Array<{
    product_id: number;
    title: string;
    option: string | null;
    left: number;
    threshold: number;
    n: number;
  }> = await em.query(
    `SELECT t.product_id, p.title, p.low_stock_threshold AS threshold, t.n,
            CASE t.kind WHEN 'product' THEN p.qty WHEN 'value' THEN pav.qty ELSE v.stock END AS "left",
            CASE t.kind
              WHEN 'value' THEN a.name || ': ' || av.value
              WHEN 'variant' THEN concat_ws(', ', v.sku, sv.value, cv.value)
            END AS option
       FROM unnest($1::text[], $2::int[], $3::int[], $4::int[]) AS t(kind, product_id, cell_id, n)
       JOIN products p ON p.id = t.product_id
       LEFT JOIN product_attribute_values pav
              ON t.kind = 'value' AND pav.product_id = t.product_id AND pav.attribute_value_id = t.cell_id
       LEFT JOIN attribute_values av ON av.id = pav.attribute_value_id
       LEFT JOIN attributes a ON a.id = av.attribute_id
       LEFT JOIN product_variants v ON t.kind = 'variant' AND v.id = t.cell_id
       LEFT JOIN attribute_values sv ON sv.id = v.size_value_id
       LEFT JOIN attribute_values cv ON cv.id = v.color_value_id
      ORDER BY t.product_id, t.kind, t.cell_id`,
    [cells.map((c) => c.kind), cells.map((c) => c.productId), cells.map((c) => c.id), cells.map((c) => c.n)],
  );
  return rows
    .filter((r) => r.left != null && r.left <= r.threshold && r.left + r.n > r.threshold)
    .map((r) => ({
      productId: r.product_id,
      title: r.title,
      option: r.option,
      left: r.left,
      threshold: r.threshold,
    }));
}

/** Each product's threshold: read and set by the back office (the product's edit page). */
export class LowStockThresholds {
  constructor(private readonly ds: DataSource) {}

  async of(productId: number): Promise<number> {
    const [row] = await this.ds.query('SELECT low_stock_threshold AS t FROM products WHERE id = $1', [
      productId,
    ]);
    if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND);
    return row.t;
  }

  /** Sets a product's threshold (checked by the shared `lowStockThresholdInput`); answers it. */
  async set(input: unknown): Promise<number> {
    const { productId, threshold } = parseInput(lowStockThresholdInput, input);
    const [rows] = await this.ds.query(
      'UPDATE products SET low_stock_threshold = $2 WHERE id = $1 RETURNING low_stock_threshold AS t',
      [productId, threshold],
    );
    if (!rows.length) throw new NotFoundError(PRODUCT_NOT_FOUND);
    return rows[0].t;
  }
}
