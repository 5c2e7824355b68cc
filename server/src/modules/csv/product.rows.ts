/**
 * A product CSV's rows grouped into products: one `product` row each with its `option` and
 * `variant` rows, and the problems of the file's shape (unknown or missing columns, a row type
 * it does not know, rows of a product the file has no product row for, a sku or option twice).
 */
import {
  PRODUCT_COLUMNS,
  ROW_TYPES,
  type CsvRow,
  type ImportProblem,
  type ProductColumn,
} from './product.columns';

export interface ProductRows {
  key: string;
  product: CsvRow;
  options: CsvRow[];
  variants: CsvRow[];
}

/** The header's problems: every column of the format must be there, once, and nothing else. */
export function headerProblems(header: string[]): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const known = new Set<string>(PRODUCT_COLUMNS);
  const seen = new Set<string>();
  for (const h of header) {
    if (!known.has(h))
      problems.push({
        row: 1,
        column: h || '(blank)',
        message: `Unknown column "${h}". The columns are: ${PRODUCT_COLUMNS.join(', ')}.`,
      });
    else if (seen.has(h))
      problems.push({ row: 1, column: h, message: 'This column is in the header twice.' });
    seen.add(h);
  }
  for (const c of PRODUCT_COLUMNS)
    if (!seen.has(c)) problems.push({ row: 1, column: c, message: `The column "${c}" is missing.` });
  return problems;
}

/** The rows by column name (the header is right: `headerProblems` found nothing). */
export function namedRows(header: string[], rows: string[][]): CsvRow[] {
  return rows.map((r, i) => ({
    row: i + 2,
    cells: Object.fromEntries(PRODUCT_COLUMNS.map((c) => [c, (r[header.indexOf(c)] ?? '').trim()])) as Record<
      ProductColumn,
      string
    >,
  }));
}

/** Which product a row belongs to: its product_id, or for a new product its sku. */
const keyOf = (r: CsvRow) =>
  r.cells.product_id ? `id:${r.cells.product_id}` : r.cells.sku ? `sku:${r.cells.sku.toLowerCase()}` : '';

/** The rows grouped by product, with the problems of the grouping. */
export function groupRows(rows: CsvRow[]): { products: ProductRows[]; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const byKey = new Map<string, ProductRows>();
  const skuRow = new Map<string, number>();
  for (const r of rows) {
    const type = r.cells.row_type.toLowerCase();
    if (!ROW_TYPES.includes(type as never)) {
      problems.push({
        row: r.row,
        column: 'row_type',
        message: 'The row_type is product, option or variant.',
      });
      continue;
    }
    if (type !== 'product') continue;
    const key = keyOf(r);
    if (!key) {
      problems.push({ row: r.row, column: 'sku', message: 'The sku field is required.' });
      continue;
    }
    const sku = r.cells.sku.toLowerCase();
    if (sku && skuRow.has(sku)) {
      problems.push({
        row: r.row,
        column: 'sku',
        message: `This sku is on another product row of the file too (row ${skuRow.get(sku)}).`,
      });
      continue;
    }
    if (byKey.has(key)) {
      problems.push({
        row: r.row,
        column: 'product_id',
        message: `This product is on another product row of the file too (row ${byKey.get(key)!.product.row}).`,
      });
      continue;
    }
    if (sku) skuRow.set(sku, r.row);
    byKey.set(key, { key, product: r, options: [], variants: [] });
  }
  for (const r of rows) {
    const type = r.cells.row_type.toLowerCase();
    if (type !== 'option' && type !== 'variant') continue;
    const owner = byKey.get(keyOf(r));
    if (!owner) {
      problems.push({
        row: r.row,
        column: r.cells.product_id ? 'product_id' : 'sku',
        message: 'No product row of the file has this product_id (or, for a new product, this sku).',
      });
      continue;
    }
    (type === 'option' ? owner.options : owner.variants).push(r);
  }
  return { products: [...byKey.values()], problems };
}
