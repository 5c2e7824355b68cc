import express, { Response, Router } from 'express';
import { PRODUCT_SORTS } from '../modules/catalog';
import { type CsvFile, MAX_IMPORT_BYTES, tooLarge } from '../modules/csv';
import { ADMIN_FILTERS, ADMIN_SORTS } from '../modules/orders';
import { ValidationError } from '../shared/errors';
import { chooseKey } from '../shared/keys';
import type { Services } from '../services';
import { listQuery, multipartBody, route } from './http';

/** The import's multipart body: one file `file`; a file too large is a 422 naming it. */
export const csvUpload = multipartBody(
  { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5, fieldSize: 100 },
  (upload) => upload.single('file'),
  () => 'file',
  { LIMIT_FILE_SIZE: tooLarge().message },
);

function sendCsv(res: Response, file: CsvFile): void {
  res
    .status(200)
    .set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    })
    .send(file.text);
}

/** Back office: the order and product lists as CSV, and the product import (dry run, then apply). */
export function csvRoutes(services: Services): Router {
  const r = express.Router();
  r.get(
    '/admin/orders/export',
    route(services, async ({ req, res }) => {
      const q = req.query;
      const list = listQuery(q, ADMIN_SORTS);
      sendCsv(
        res,
        await services.csv.exportOrders({ ...list, filter: chooseKey(ADMIN_FILTERS, q.filter, 'filter') }),
      );
    }),
  );
  r.get(
    '/admin/products/export',
    route(services, async ({ req, res }) => {
      sendCsv(res, await services.csv.exportProducts(listQuery(req.query, PRODUCT_SORTS)));
    }),
  );
  r.post(
    '/admin/products/import',
    csvUpload,
    route(services, async ({ req, res }) => {
      if (!req.file) throw ValidationError.single('file', 'Choose a CSV file to import.', 'REQUIRED');
      const apply = String((req.body as Record<string, unknown>)?.apply ?? 'false').toLowerCase();
      if (apply !== 'true' && apply !== 'false')
        throw ValidationError.single('apply', 'apply is true or false.');
      const report = await services.csv.importProducts(req.file.buffer, apply === 'true');
      const problems = Object.fromEntries(
        report.problems.reduce((m, p) => {
          const key = `${p.row}.${p.column}`;
          m.set(key, [...(m.get(key) ?? []), p.message]);
          return m;
        }, new Map<string, string[]>()),
      );
      if (apply === 'true' && !report.applied) {
        res.status(422).json({
          status: 422,
          message: `Nothing was imported: the file has ${report.problems.length} problem(s).`,
          errors: problems,
        });
        return;
      }
      return { status: 200, data: report };
    }),
  );
  return r;
}
