import express, { type Response, Router } from 'express';
import { packingSlipFileName, parseOrderIds } from '../modules/invoices';
import type { Services } from '../services';
import { route } from './http';

/** Sends the packing slips (with their invoices) of `ids` as one PDF. */
export async function sendPackingSlips(services: Services, ids: number[], res: Response): Promise<void> {
  const pdf = await services.invoices.packingSlips(ids);
  res
    .status(200)
    .set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${packingSlipFileName(ids)}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    })
    .send(pdf);
}

/** Back office (apps, with a bearer token): packing slips with their invoices, one PDF for one order or a selection of the list. */
export function invoiceRoutes(services: Services): Router {
  const r = express.Router();
  r.get(
    '/admin/packing-slips',
    route(services, async ({ req, res }) => sendPackingSlips(services, parseOrderIds(req.query.ids), res)),
  );
  return r;
}
