/** The back-office product list as CSV (product.columns.ts): every product it shows for its search and sort, with options, their stock and variants. */
import type { DataSource } from 'typeorm';
import { ValidationError } from '../../shared/errors';
import { toRupees } from '../../shared/money';
import {
  productSheet,
  productsById,
  type ProductAdminService,
  type ProductEntity,
  type ProductListQuery,
} from '../catalog';
import { csvFileName, type CsvFile, MAX_IMPORT_ROWS, writeCsv } from './csv.format';
import { PRODUCT_COLUMNS, type ProductColumn } from './product.columns';

/** A row in column order from the cells it has. */
const rowOf = (cells: Partial<Record<ProductColumn, string | number | null>>) =>
  PRODUCT_COLUMNS.map((c) => cells[c] ?? '');

export async function productsCsv(
  ds: DataSource,
  products: ProductAdminService,
  query: ProductListQuery,
  timeZone: string,
  now = new Date(),
): Promise<CsvFile> {
  // A file the import can read back: as many rows as it takes at most.
  const list = await products.all(query, MAX_IMPORT_ROWS);
  const rows = await productRows(ds, list);
  if (list.length > MAX_IMPORT_ROWS || rows.length > MAX_IMPORT_ROWS)
    throw ValidationError.single(
      'search',
      `The list makes more than ${MAX_IMPORT_ROWS} rows. Narrow it with a search and export each part.`,
      'TOO_MANY_ROWS',
    );
  return {
    fileName: csvFileName('products', now, timeZone),
    text: writeCsv(PRODUCT_COLUMNS, rows),
    rows: rows.length,
  };
}

/** The export's rows of the products `ids` as the shop holds them now (the import's "unchanged" check). */
export async function currentRows(ds: DataSource, ids: number[]): Promise<Array<Array<string | number>>> {
  if (!ids.length) return [];
  return productRows(ds, await productsById(ds, ids));
}

/** The rows of `list`, in its order: each product, then its options, then its variants. */
async function productRows(ds: DataSource, list: ProductEntity[]): Promise<Array<Array<string | number>>> {
  const { links, variants, valueById, attributeName, categoryName, brandName } = await productSheet(
    ds,
    list.map((p) => p.id),
  );

  const rows: Array<Array<string | number>> = [];
  for (const p of list) {
    const key = { product_id: p.id, sku: p.sku };
    rows.push(
      rowOf({
        row_type: 'product',
        ...key,
        version: p.version,
        title: p.title,
        category_id: p.categoryId,
        category: categoryName.get(p.categoryId) ?? '',
        brand_id: p.brandId,
        brand: p.brandId ? (brandName.get(p.brandId) ?? '') : '',
        price: toRupees(p.price),
        compare_price: toRupees(p.comparePrice),
        status: p.status,
        featured: p.isFeatured ? 'yes' : 'no',
        barcode: p.barcode,
        short_description: p.shortDescription,
        description: p.description,
        stock: p.qty,
        stock_read: p.qty,
      }),
    );
    const own = links
      .filter((l) => l.productId === p.id && valueById.has(l.attributeValueId))
      .map((l) => ({ link: l, value: valueById.get(l.attributeValueId)! }))
      .sort(
        (a, b) =>
          a.value.attributeId - b.value.attributeId ||
          a.value.position - b.value.position ||
          a.value.id - b.value.id,
      );
    for (const { link, value } of own)
      rows.push(
        rowOf({
          row_type: 'option',
          ...key,
          option: attributeName.get(value.attributeId) ?? '',
          value: value.value,
          stock: link.qty,
          stock_read: link.qty,
        }),
      );
    for (const v of variants.filter((x) => x.productId === p.id))
      rows.push(
        rowOf({
          row_type: 'variant',
          ...key,
          variant_sku: v.sku,
          variant_price: toRupees(v.price),
          size: v.sizeValueId ? (valueById.get(v.sizeValueId)?.value ?? '') : '',
          colour: v.colorValueId ? (valueById.get(v.colorValueId)?.value ?? '') : '',
          stock: v.stock,
          stock_read: v.stock,
        }),
      );
  }
  return rows;
}
