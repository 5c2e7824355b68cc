/**
 * A product's stock as its own record (DESIGN 3.18): a product's own qty, each linked value's
 * stock and each variant's stock are cells that orders take by conditional decrement
 * (`stock.take.ts`) and that an admin's edit changes only where the admin changed them, the
 * way Shopify's inventory API does: a set that names the quantity the admin read
 * (`inventorySetQuantities` with a compare quantity; refused with the current quantity when
 * the stock moved since) or an adjustment (`inventoryAdjustQuantities`' delta).
 *
 * A number sent without what it was read as (the spec's REST body, older forms) is read
 * against what its session (bearer token) last read of that cell, its edit form's source: the
 * same number is the form left alone (nothing written, even when orders moved the stock
 * since); another number is a set with that read as its compare quantity. A session that read
 * nothing of the cell (and a caller with no session: GraphQL, CSV) may only send the current
 * quantity, which changes nothing; any other number is refused (409), never written over what
 * orders took.
 */
import type { EntityManager } from 'typeorm';
import { ConflictError, FieldErrorShape, ValidationError } from '../../shared/errors';
import { MAX_STOCK, type StockChange } from '../../shared/inputs/catalog';
import type { ReadSession } from '../../shared/versions';
import { cellField, stockIn, stockOf, type ProductStock, type StockCell } from './stock.rules';

/** The cell's key in `stock_reads` (the product's own qty is stored as `qty`). */
const cellKey = (cell: StockCell) => (cell.kind === 'product' ? 'qty' : `${cell.kind}:${cell.id}`);

/** What an edit asks of one cell. */
type CellRequest =
  | { cell: StockCell; kind: 'set'; quantity: number; compare: number }
  | { cell: StockCell; kind: 'adjust'; delta: number }
  /** A number sent without the quantity it was read as (a legacy body, an older form). */
  | { cell: StockCell; kind: 'bare'; quantity: number };

/** An admin session (bearer token) whose reads count. */
export type StockSession = ReadSession;

/** What a session last read of each cell (by `cellKey`); null: no session. */
export type StockReads = Map<string, number> | null;

const current = (stock: ProductStock, cell: StockCell) => stockIn(stock, cell) ?? null;

/**
 * The cells an edit asks to change: its explicit stock changes (each cell at most once, each
 * one of the product's cells: else 422 naming `stock.<index>`), and the bare numbers of its
 * `qty` and of values already linked.
 */
export function stockRequests(
  stock: ProductStock,
  changes: StockChange[] = [],
  bare: { qty?: number; values?: Array<{ attributeValueId: number; qty?: number }> },
): CellRequest[] {
  const out: CellRequest[] = [];
  const named = new Set<string>();
  const errors: FieldErrorShape[] = [];
  changes.forEach((c, i) => {
    const cell: StockCell =
      c.attributeValueId !== null
        ? { kind: 'value', id: c.attributeValueId }
        : c.variantId !== null
          ? { kind: 'variant', id: c.variantId }
          : { kind: 'product' };
    const problem =
      current(stock, cell) === null
        ? cell.kind === 'value'
          ? 'This attribute value is not linked to the product.'
          : 'This variant is not one of the product.'
        : named.has(cellKey(cell))
          ? 'Each stock is changed at most once per save.'
          : null;
    if (problem) return errors.push({ field: `stock.${i}`, message: problem, code: 'INVALID' });
    named.add(cellKey(cell));
    out.push(
      c.delta !== undefined
        ? { cell, kind: 'adjust', delta: c.delta }
        : { cell, kind: 'set', quantity: c.quantity!, compare: c.compareQuantity! },
    );
  });
  if (errors.length) throw new ValidationError(errors);
  const bareCell = (cell: StockCell, quantity: number | undefined) => {
    if (quantity !== undefined && current(stock, cell) !== null && !named.has(cellKey(cell)))
      out.push({ cell, kind: 'bare', quantity });
  };
  bareCell({ kind: 'product' }, bare.qty);
  for (const v of bare.values ?? []) bareCell({ kind: 'value', id: v.attributeValueId }, v.qty);
  return out;
}

/**
 * A bare number read against the session's last read of its cell: the same number is no
 * change (null), another one a set with the read as its compare quantity. Without a read it
 * stays bare: only the current quantity passes.
 */
function bareAsSet(r: CellRequest, reads: StockReads): CellRequest | null {
  if (r.kind !== 'bare') return r;
  const read = reads?.get(cellKey(r.cell));
  if (read === undefined) return r;
  return r.quantity === read ? null : { cell: r.cell, kind: 'set', quantity: r.quantity, compare: read };
}

/** The new quantity per cell the requests come to, or a 409 naming every cell that conflicts with the current quantity. */
export function resolveStock(
  stock: ProductStock,
  requests: CellRequest[],
  reads: StockReads,
): Array<{ cell: StockCell; quantity: number }> {
  const writes: Array<{ cell: StockCell; quantity: number }> = [];
  const conflicts: Array<{ cell: StockCell; now: number; message: string }> = [];
  for (const asked of requests) {
    const r = bareAsSet(asked, reads);
    if (!r) continue;
    const now = current(stock, r.cell)!;
    if (r.kind === 'set') {
      if (r.compare !== now)
        conflicts.push({
          cell: r.cell,
          now,
          message: `The stock changed since you read it (${r.compare}): it is ${now} now. Nothing was saved.`,
        });
      else if (r.quantity !== now) writes.push({ cell: r.cell, quantity: r.quantity });
    } else if (r.kind === 'adjust') {
      const next = now + r.delta;
      if (next < 0)
        conflicts.push({
          cell: r.cell,
          now,
          message: `There is not enough stock to take ${-r.delta}: it is ${now} now. Nothing was saved.`,
        });
      else if (next > MAX_STOCK)
        throw ValidationError.single(cellField(r.cell), `The stock may not be greater than ${MAX_STOCK}.`);
      else writes.push({ cell: r.cell, quantity: next });
    } else if (r.quantity !== now) {
      conflicts.push({
        cell: r.cell,
        now,
        message:
          reads === null
            ? `The quantity ${r.quantity} was not saved: as orders change stock, it is set only with the quantity you read (a compare quantity) or by an adjustment. It is ${now} now. Nothing was saved.`
            : `The quantity ${r.quantity} was not saved: read the product first (open its edit form again), so the stock you change is the one you saw. It is ${now} now. Nothing was saved.`,
      });
    }
  }
  if (conflicts.length)
    throw new ConflictError(
      conflicts[0].message,
      conflicts.map((c) => ({ field: cellField(c.cell), message: c.message, code: 'CONFLICT' })),
      Object.fromEntries(conflicts.map((c) => [cellField(c.cell), c.now])),
    );
  return writes;
}

/** Locks and reads a product's stock (its row is locked already: values, then variants, each in id order, as orders lock them). */
export async function lockStock(
  em: EntityManager,
  productId: number,
  qty: number,
  lock = true,
): Promise<ProductStock> {
  const forUpdate = lock ? ' FOR NO KEY UPDATE' : '';
  const values: Array<{ id: number; qty: number }> = await em.query(
    `SELECT attribute_value_id AS id, qty FROM product_attribute_values WHERE product_id = $1 ORDER BY attribute_value_id${forUpdate}`,
    [productId],
  );
  const variants: Array<{ id: number; stock: number }> = await em.query(
    `SELECT id, stock FROM product_variants WHERE product_id = $1 ORDER BY id${forUpdate}`,
    [productId],
  );
  return stockOf(qty, values, variants);
}

/**
 * What `resolveStock` would refuse of an edit's stock changes against the stock as it is now,
 * read without a lock and nothing written: a dry run's report (the save checks again under
 * its locks, so a change that comes between is still refused there).
 */
export async function stockProblems(
  em: EntityManager,
  productId: number,
  changes: StockChange[] = [],
  bare: { qty?: number; values?: Array<{ attributeValueId: number; qty?: number }> } = {},
): Promise<FieldErrorShape[]> {
  const [row]: Array<{ qty: number }> = await em.query('SELECT qty FROM products WHERE id = $1', [productId]);
  if (!row) return [];
  const stock = await lockStock(em, productId, row.qty, false);
  try {
    resolveStock(stock, stockRequests(stock, changes, bare), null);
    return [];
  } catch (err) {
    if (err instanceof ValidationError || err instanceof ConflictError) return err.fieldErrors;
    throw err;
  }
}

/** Writes the new quantities (each cell's row is locked by `lockStock`). */
export async function writeStock(
  em: EntityManager,
  productId: number,
  writes: Array<{ cell: StockCell; quantity: number }>,
): Promise<void> {
  const of = (kind: 'value' | 'variant') => {
    const list = writes.filter((w) => w.cell.kind === kind);
    return [list.map((w) => (w.cell as { id: number }).id), list.map((w) => w.quantity)];
  };
  const qty = writes.find((w) => w.cell.kind === 'product');
  if (qty) await em.query('UPDATE products SET qty = $2 WHERE id = $1', [productId, qty.quantity]);
  const [valueIds, valueQtys] = of('value');
  if (valueIds.length)
    await em.query(
      `UPDATE product_attribute_values pav SET qty = x.qty FROM unnest($2::int[], $3::int[]) AS x(id, qty)
        WHERE pav.product_id = $1 AND pav.attribute_value_id = x.id`,
      [productId, valueIds, valueQtys],
    );
  const [variantIds, stocks] = of('variant');
  if (variantIds.length)
    await em.query(
      `UPDATE product_variants v SET stock = x.stock FROM unnest($2::int[], $3::int[]) AS x(id, stock)
        WHERE v.product_id = $1 AND v.id = x.id`,
      [productId, variantIds, stocks],
    );
}

/** What a session last read of a product's stock, per cell (null without a session). */
export async function lastStockReads(
  em: EntityManager,
  session: StockSession | null,
  productId: number,
): Promise<StockReads> {
  if (!session) return null;
  const rows: Array<{ cell: string; qty: number }> = await em.query(
    'SELECT cell, qty FROM stock_reads WHERE token_id = $1 AND product_id = $2 AND expires_at > now()',
    [session.tokenId, productId],
  );
  return new Map(rows.map((r) => [r.cell, r.qty]));
}

/**
 * Remembers the quantities a session read of a product (the edit form is filled from them), or
 * saved (what its form holds then), as its last read of each cell, until its token expires;
 * forgets every expired session's.
 */
export async function rememberRead(
  em: EntityManager,
  session: StockSession,
  productId: number,
  cells: Array<{ cell: StockCell; qty: number }>,
): Promise<void> {
  await em.query('DELETE FROM stock_reads WHERE expires_at <= now()');
  await em.query(
    `INSERT INTO stock_reads (token_id, product_id, cell, qty, expires_at)
     SELECT $1, $2, x.cell, x.qty, to_timestamp($5) FROM unnest($3::text[], $4::int[]) AS x(cell, qty)
     ON CONFLICT (token_id, product_id, cell) DO UPDATE SET qty = EXCLUDED.qty, expires_at = EXCLUDED.expires_at`,
    [
      session.tokenId,
      productId,
      cells.map((c) => cellKey(c.cell)),
      cells.map((c) => c.qty),
      session.tokenExpires,
    ],
  );
}
