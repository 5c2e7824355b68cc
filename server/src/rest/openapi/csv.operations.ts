/** Back office CSV: the order and product lists exported, products imported (docs/csv.md states the format). */
import { z } from 'zod';
import { PRODUCT_SORTS } from '../../modules/catalog';
import { MAX_IMPORT_ROWS } from '../../modules/csv';
import { type Operation, group, admin, exportQuery, filePart, listQuery } from './operation';
import { adminOrdersQuery } from './orders.operations';
import * as S from './shapes';

const csvFile = (what: string) => ({
  file: `${what} as CSV (\`text/csv\`, UTF-8 with a byte order mark; cells a spreadsheet would run as a formula start with an apostrophe).`,
  contentType: 'text/csv',
});

const ImportReport = z
  .object({
    rows: S.int.meta({ description: 'Data rows read (the header not counted).' }),
    products: S.int,
    creates: S.int,
    updates: S.int.meta({ description: 'Products already in the shop that the file changes.' }),
    unchanged: S.int.meta({
      description: 'Products already in the shop whose rows are as the shop holds them (not saved).',
    }),
    problems: z.array(z.object({ row: S.int, column: z.string(), message: z.string() })).meta({
      description: 'Every problem of the file, by row (the header is row 1) and column.',
    }),
    applied: z.boolean(),
  })
  .meta({ id: 'ProductImportReport', description: 'What a product import found (dry run) or did (apply).' });

export const csvOperations: Operation[] = group({ tag: admin, role: 'ADMIN' }, [
  {
    method: 'get',
    path: '/admin/orders/export',
    summary: 'The order list as CSV',
    description:
      'Every order `/admin/orders` lists for the same search, filter and sort (all pages, at most 10,000), with its lines; dates in the shop’s time zone.',
    query: exportQuery(adminOrdersQuery),
    ok: csvFile('The orders'),
    errors: [422],
  },
  {
    method: 'get',
    path: '/admin/products/export',
    summary: 'The product list as CSV, in the import’s format',
    description: `A product row, its option rows (per-option stock) and variant rows, for the same search and sort as \`/admin/products\` (at most ${MAX_IMPORT_ROWS} rows).`,
    query: exportQuery(listQuery(PRODUCT_SORTS)),
    ok: csvFile('The products'),
    errors: [422],
  },
  {
    method: 'post',
    path: '/admin/products/import',
    summary: 'Import products from CSV (dry run, then apply)',
    description:
      '`apply=false` checks every row and writes nothing (200 with the problems); `apply=true` saves every product in one transaction, or none (422 naming `row.column` when there is a problem). A stock cell sets the stock with `stock_read` as the quantity read (stock that changed since is a problem), `+n`/`-n` adjusts it.',
    multipart: z.object({
      file: filePart('The CSV file, UTF-8, at most 2 MB.'),
      apply: z.enum(['true', 'false']).optional().meta({ description: 'Default false (a dry run).' }),
    }),
    ok: S.dataOf(ImportReport),
  },
]);
