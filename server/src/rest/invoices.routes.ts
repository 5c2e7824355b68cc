import express, { type Response, Router } from 'express';
import { packingSlipFileName, parseOrderIds } from '../modules/invoices';
import { ForbiddenError } from '../shared/errors';
import type { Services } from '../services';
import { route } from './http';

/** Sends the packing slips (with their invoices) of `ids` as one PDF. */
async function sendPackingSlips(services: Services, ids: number[], res: Response): Promise<void> {
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

/**
 * The same PDF for the back office's browser (mounted under /files): opened by the signed link
 * the `packingSlipLink` mutation gives an admin, no token. An expired or altered link, 403.
 */
export function packingSlipFileRoutes(services: Services): Router {
  const r = express.Router();
  r.get(
    '/packing-slips',
    route(services, async ({ req, res }) => {
      const ids = parseOrderIds(req.query.ids);
      if (!services.invoices.links.verify(ids, req.query.expires, req.query.sig))
        throw new ForbiddenError('This link has expired. Print the packing slips again for a fresh one.');
      await sendPackingSlips(services, ids, res);
    }),
  );
  return r;
}
