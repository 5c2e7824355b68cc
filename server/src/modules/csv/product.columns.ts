/**
 * The product CSV format, read and written by the same columns (docs/csv.md states it for people):
 * one `product` row per product, then an `option` row per linked attribute value (its stock) and
 * a `variant` row per variant (its stock). Rows of one product share its `product_id` (or, for a
 * new product, its `sku`).
 */
export const PRODUCT_COLUMNS = [
  'row_type',
  'product_id',
  'sku',
  'version',
  'title',
  'category_id',
  'category',
  'brand_id',
  'brand',
  'price',
  'compare_price',
  'status',
  'featured',
  'barcode',
  'short_description',
  'description',
  'option',
  'value',
  'variant_sku',
  'variant_price',
  'size',
  'colour',
  'stock',
  'stock_read',
] as const;

export type ProductColumn = (typeof PRODUCT_COLUMNS)[number];
export type RowType = 'product' | 'option' | 'variant';
export const ROW_TYPES: readonly RowType[] = ['product', 'option', 'variant'];

/** A data row by column name, with its row number as a spreadsheet shows it (the header is row 1). */
export interface CsvRow {
  row: number;
  cells: Record<ProductColumn, string>;
}

/** One problem of an import: the row (1 = header), the column and what is wrong. */
export interface ImportProblem {
  row: number;
  column: string;
  message: string;
}
