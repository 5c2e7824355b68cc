/**
 * One product of an import checked into what the back office would save: its rows through the
 * shared product input (`shared/inputs/catalog.ts`) and the product form's database rules
 * (`ProductAdminService.check`), its stock cells as the edit form's stock changes, and, for a
 * product already in the shop, those changes tried against its stock as it is now. Every
 * problem is named by row and column; nothing is written.
 */
import type { DataSource } from 'typeorm';
import { ValidationError, type FieldErrorShape } from '../../shared/errors';
import { fieldIssues } from '../../shared/inputs/fields';
import { productInput, stockCellField, stockEntry, type StockChange } from '../../shared/inputs/catalog';
import { parsePaisa } from '../../shared/money';
import type { ProductAdminService, ProductFormData } from '../catalog';
import { stockProblems } from '../inventory';
import type { CsvRow, ImportProblem, ProductColumn } from './product.columns';
import type { ProductRows } from './product.rows';

/** A product of the file as it would be saved. */
export interface ProductPlan {
  rows: ProductRows;
  /** The product in the shop (null: a new one). */
  id: number | null;
  /** The version the file was exported with (null: not given, not checked). */
  version: number | null;
  data: ProductFormData;
  /** Where a field error of the save goes: a form field name (`fieldIssues`, `cellField`) → row and column. */
  place: (field: string) => { row: number; column: string };
}

/** What the import looks names up by, read once per import. */
export interface ImportLookups {
  categories: Map<string, number[]>;
  brands: Map<string, number[]>;
  /** `valueKey` (lower case) → attribute value ids. */
  values: Map<string, number[]>;
}

export const CHANGED_SINCE_EXPORT =
  'This product was changed in the shop since the file was exported (its version moved). Export again and make the change there.';

/** The product form's field → the column it comes from. */
const FIELD_COLUMNS: Record<string, ProductColumn> = {
  title: 'title',
  categoryId: 'category_id',
  price: 'price',
  sku: 'sku',
  isFeatured: 'featured',
  status: 'status',
  comparePrice: 'compare_price',
  qty: 'stock',
  barcode: 'barcode',
  shortDescription: 'short_description',
  description: 'description',
  brandId: 'brand_id',
  attributeValues: 'value',
};

const WHOLE = /^\d{1,9}$/;

/** An option's value as looked up: its attribute's name and its own, case-insensitive. */
const valueKey = (attribute: string, value: string) => JSON.stringify([attribute, value]);

export async function lookups(ds: DataSource): Promise<ImportLookups> {
  const group = (rows: Array<{ id: number; name: string }>) => {
    const m = new Map<string, number[]>();
    for (const r of rows) m.set(r.name.toLowerCase(), [...(m.get(r.name.toLowerCase()) ?? []), r.id]);
    return m;
  };
  const [categories, brands, values] = await Promise.all([
    ds.query('SELECT id, name FROM categories ORDER BY id'),
    ds.query('SELECT id, name FROM brands ORDER BY id'),
    ds.query(
      'SELECT v.id, a.name AS attribute, v.value FROM attribute_values v JOIN attributes a ON a.id = v.attribute_id ORDER BY v.id',
    ) as Promise<Array<{ id: number; attribute: string; value: string }>>,
  ]);
  return {
    categories: group(categories),
    brands: group(brands),
    values: group(values.map((v) => ({ id: v.id, name: valueKey(v.attribute, v.value) }))),
  };
}

/**
 * A stock cell of something already in the shop as a stock change: a number sets it with the
 * stock read (`stock_read`, as exported) as the compare quantity, so stock that orders took
 * since the export is refused as a conflict instead of being put back; the same number as read
 * changes nothing; +n / -n adjusts it; blank leaves it.
 */
function stockChange(
  r: CsvRow,
  cell: Pick<StockChange, 'attributeValueId' | 'variantId'>,
  problems: ImportProblem[],
): Record<string, unknown> | null {
  if (!r.cells.stock) return null;
  const entry = stockEntry(r.cells.stock);
  if ('message' in entry) {
    problems.push({ row: r.row, column: 'stock', message: entry.message });
    return null;
  }
  if ('delta' in entry) return { ...cell, delta: entry.delta };
  if (!WHOLE.test(r.cells.stock_read)) {
    problems.push({
      row: r.row,
      column: 'stock_read',
      message:
        'A new stock needs the stock it was read as (stock_read, as exported), so stock sold since is not put back; or change it by +n or -n.',
    });
    return null;
  }
  const read = Number(r.cells.stock_read);
  return entry.quantity === read ? null : { ...cell, quantity: entry.quantity, compareQuantity: read };
}

/** A new cell's first stock: a number or blank (the default); a change (+n) has nothing to change. */
function firstStock(r: CsvRow, problems: ImportProblem[]): number | undefined {
  if (!r.cells.stock) return undefined;
  const entry = stockEntry(r.cells.stock);
  if ('quantity' in entry) return entry.quantity;
  problems.push({
    row: r.row,
    column: 'stock',
    message: 'message' in entry ? entry.message : 'A new stock is a number, not a change (+n or -n).',
  });
  return undefined;
}

/** An id column, or the id of the one record the name column names. */
function idOrName(
  r: CsvRow,
  idColumn: ProductColumn,
  nameColumn: ProductColumn,
  byName: Map<string, number[]>,
  what: string,
  problems: ImportProblem[],
): string | number | null {
  if (r.cells[idColumn]) return r.cells[idColumn];
  const name = r.cells[nameColumn];
  if (!name) return null;
  const ids = byName.get(name.toLowerCase()) ?? [];
  if (ids.length === 1) return ids[0];
  problems.push({
    row: r.row,
    column: nameColumn,
    message: ids.length
      ? `Several ${what} are called "${name}": give the ${idColumn}.`
      : `No ${what.replace(/ies$/, 'y').replace(/s$/, '')} is called "${name}".`,
  });
  return null;
}

/** One product of the file checked; its problems, or its plan when it has none. */
export async function planProduct(
  ds: DataSource,
  products: ProductAdminService,
  look: ImportLookups,
  rows: ProductRows,
): Promise<{ plan?: ProductPlan; problems: ImportProblem[] }> {
  const problems: ImportProblem[] = [];
  const p = rows.product;
  const at = (column: string, message: string, row = p.row) => problems.push({ row, column, message });

  let current: { id: number; version: number } | null = null;
  if (p.cells.product_id) {
    if (!WHOLE.test(p.cells.product_id))
      at('product_id', 'The product_id is a whole number (blank for a new product).');
    else {
      const found: Array<{ id: number; version: number }> = await ds.query(
        'SELECT id, version FROM products WHERE id = $1',
        [Number(p.cells.product_id)],
      );
      current = found[0] ?? null;
      if (!current)
        at(
          'product_id',
          'No product has this id (deleted?). Leave product_id blank to add it as a new product.',
        );
    }
  }
  let version: number | null = null;
  if (current && p.cells.version) {
    if (!WHOLE.test(p.cells.version)) at('version', 'The version is a whole number (as exported) or blank.');
    else if (Number(p.cells.version) !== current.version) at('version', CHANGED_SINCE_EXPORT);
    else version = Number(p.cells.version);
  }

  // Where a save's field error goes: the product row's column, a stock change's row, an option's or variant's row.
  const changeRows: CsvRow[] = [];
  const cellRows = new Map<string, CsvRow>();
  const changes: Array<Record<string, unknown>> = [];
  const change = (r: CsvRow, field: string, c: Record<string, unknown> | null) => {
    cellRows.set(field, r);
    if (c) {
      changes.push(c);
      changeRows.push(r);
    }
  };
  let qty: number | undefined;
  if (current) change(p, 'qty', stockChange(p, { attributeValueId: null, variantId: null }, problems));
  else qty = firstStock(p, problems);

  const linked = new Set<number>(
    current
      ? (
          await ds.query(
            'SELECT attribute_value_id AS id FROM product_attribute_values WHERE product_id = $1',
            [current.id],
          )
        ).map((r: { id: number }) => r.id)
      : [],
  );
  const values: Array<{ attributeValueId: number; qty?: number }> = [];
  const valueRow = new Map<number, number>();
  for (const o of rows.options) {
    if (!o.cells.option || !o.cells.value) {
      at(
        o.cells.option ? 'value' : 'option',
        'An option row names its option (e.g. Colour) and value (e.g. Red).',
        o.row,
      );
      continue;
    }
    const ids = look.values.get(valueKey(o.cells.option, o.cells.value).toLowerCase()) ?? [];
    if (ids.length !== 1) {
      at(
        'value',
        ids.length
          ? `The option "${o.cells.option}" has the value "${o.cells.value}" twice: rename one on the Attributes page.`
          : `There is no option "${o.cells.option}" with the value "${o.cells.value}". Add it on the Attributes page first.`,
        o.row,
      );
      continue;
    }
    const [valueId] = ids;
    if (valueRow.has(valueId)) {
      at('value', `This option is on row ${valueRow.get(valueId)} of the product already.`, o.row);
      continue;
    }
    valueRow.set(valueId, o.row);
    if (linked.has(valueId)) {
      values.push({ attributeValueId: valueId });
      const cell = { attributeValueId: valueId, variantId: null };
      change(o, stockCellField(cell), stockChange(o, cell, problems));
    } else {
      const first = firstStock(o, problems);
      cellRows.set(stockCellField({ attributeValueId: valueId, variantId: null }), o);
      values.push(
        first === undefined ? { attributeValueId: valueId } : { attributeValueId: valueId, qty: first },
      );
    }
  }

  if (rows.variants.length && !current && !p.cells.product_id)
    for (const v of rows.variants)
      at(
        'row_type',
        'Variants of a new product are added with the variant form (Products, Variant form), then exported.',
        v.row,
      );
  if (current && rows.variants.length) {
    const own: Array<{ id: number; sku: string; price: number }> = await ds.query(
      'SELECT id, sku, price FROM product_variants WHERE product_id = $1',
      [current.id],
    );
    for (const v of rows.variants) {
      const found = own.find((x) => x.sku.toLowerCase() === v.cells.variant_sku.toLowerCase());
      if (!found) {
        at(
          'variant_sku',
          'This product has no variant with this SKU (variants are added with the variant form).',
          v.row,
        );
        continue;
      }
      if (v.cells.variant_price && parsePaisa(v.cells.variant_price, 10_000_000) !== found.price) {
        at('variant_price', "An import changes a variant's stock only: leave its price as exported.", v.row);
        continue;
      }
      const cell = { attributeValueId: null, variantId: found.id };
      change(v, stockCellField(cell), stockChange(v, cell, problems));
    }
  }

  const c = p.cells;
  const raw = {
    title: c.title,
    categoryId: idOrName(p, 'category_id', 'category', look.categories, 'categories', problems),
    price: c.price,
    sku: c.sku,
    isFeatured: c.featured.toLowerCase(),
    status: c.status,
    comparePrice: c.compare_price,
    barcode: c.barcode,
    shortDescription: c.short_description,
    description: c.description,
    brandId: idOrName(p, 'brand_id', 'brand', look.brands, 'brands', problems),
    attributeValues: values,
    stock: changes,
    ...(qty === undefined ? {} : { qty }),
  };
  const place = (field: string): { row: number; column: string } => {
    const stockIndex = /^stock\.(\d+)/.exec(field);
    if (stockIndex) return { row: changeRows[Number(stockIndex[1])]?.row ?? p.row, column: 'stock' };
    const cell = cellRows.get(field);
    if (cell) return { row: cell.row, column: 'stock' };
    const head = field.split('.')[0];
    if (head === 'attributeValues') return { row: rows.options[0]?.row ?? p.row, column: 'value' };
    return { row: p.row, column: FIELD_COLUMNS[head] ?? head };
  };
  const add = (errors: FieldErrorShape[]) =>
    errors.forEach((e) => {
      const where = place(e.field);
      // The name column's own problem says more than the id the name left blank.
      if (!problems.some((x) => x.row === where.row && x.column === where.column.replace(/_id$/, '')))
        problems.push({ ...where, message: e.message });
    });

  // Stock conflicts are reported beside the row's other problems (the changes are well formed: built above).
  if (current) add(await stockProblems(ds.manager, current.id, changes as unknown as StockChange[], {}));
  const parsed = productInput.safeParse(raw);
  if (!parsed.success) {
    add(fieldIssues(parsed.error));
    return { problems };
  }
  let data: ProductFormData;
  try {
    data = await products.check(parsed.data, current?.id);
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    add(err.fieldErrors);
    return { problems };
  }
  if (problems.length) return { problems };
  return { plan: { rows, id: current?.id ?? null, version, data, place }, problems };
}
