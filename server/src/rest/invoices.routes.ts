import express, { Router } from 'express';
import { parseOrderIds } from '../modules/invoices';
import type { Services } from '../services';
import { requireRole, route } from './http';

/** Back office: packing slips with their invoices, one PDF for one order or a selection of the list. */
export function invoiceRoutes(services: Services): Router {
  const r = express.Router();
  r.get(
    '/admin/packing-slips',
    requireRole('ADMIN'),
    route(services, async ({ req, res }) => {
      const ids = parseOrderIds(req.query.ids);
      const pdf = await services.invoices.packingSlips(ids);
      const name = ids.length === 1 ? `packing-slip-${ids[0]}.pdf` : `packing-slips-${ids.length}-orders.pdf`;
      res
        .status(200)
        .set({
          'Content-Type': 'application/pdf',
          'Content-Disposition': `inline; filename="${name}"`,
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
        })
        .send(pdf);
    }),
  );
  return r;
}
