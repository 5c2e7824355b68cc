/**
 * Which products of an import the file leaves as the shop holds them: their rows are the rows an
 * export would write now. Those are counted as unchanged and not saved (a save would move their
 * version and stock for nothing); the owner who edited one product of a 35-product export
 * hears of one change.
 */
import type { DataSource } from 'typeorm';
import { PRODUCT_COLUMNS, type CsvRow } from './product.columns';
import { currentRows } from './product.export';
import type { ProductRows } from './product.rows';

const STOCK = PRODUCT_COLUMNS.indexOf('stock');
const STOCK_READ = PRODUCT_COLUMNS.indexOf('stock_read');

/**
 * A row as compared, its cells in column order; the stock pair left out when it asks no stock
 * change (a blank stock, or the stock that was read), so a stock that orders moved since the
 * export does not make an untouched row a change.
 */
function comparable(cells: string[]): string {
  const stockKept = cells[STOCK] !== '' && cells[STOCK] !== cells[STOCK_READ];
  return JSON.stringify(cells.filter((_c, i) => stockKept || (i !== STOCK && i !== STOCK_READ)));
}

const fileRow = (r: CsvRow) => comparable(PRODUCT_COLUMNS.map((c) => r.cells[c]));
const sorted = (rows: string[]) => [...rows].sort().join('\n');

/** The ids of the file's products already in the shop whose rows are exactly today's export rows. */
export async function unchangedProducts(ds: DataSource, groups: ProductRows[]): Promise<Set<number>> {
  const ids = groups
    .map((g) => Number(g.product.cells.product_id))
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  const now = new Map<number, string[]>();
  for (const row of await currentRows(ds, ids)) {
    const id = Number(row[PRODUCT_COLUMNS.indexOf('product_id')]);
    now.set(id, [...(now.get(id) ?? []), comparable(row.map((c) => String(c ?? '')))]);
  }
  const unchanged = new Set<number>();
  for (const g of groups) {
    const id = Number(g.product.cells.product_id);
    const shop = now.get(id);
    const file = [g.product, ...g.options, ...g.variants].map(fileRow);
    if (shop && sorted(shop) === sorted(file)) unchanged.add(id);
  }
  return unchanged;
}
