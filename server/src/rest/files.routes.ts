import express, { NextFunction, Request, Response, Router } from 'express';
import { pipeline } from 'node:stream/promises';
import { AppError, ForbiddenError, NotFoundError, UnauthenticatedError } from '../shared/errors';
import { parseId } from '../shared/inputs/fields';
import { parseOrderIds } from '../modules/invoices';
import { receiptDisposition } from '../modules/payments';
import type { PrintLinks } from '../platform/http/print-links';
import type { Services } from '../services';
import { route, sendError } from './http';
import { sendPackingSlips } from './invoices.routes';
import { labelOrders, sendLabels } from './integrations.routes';

/**
 * Private files (mounted at /files, never under the public /uploads): payment receipts.
 * A receipt is sent to whoever presents its signed link (issued only to its customer and
 * admins, valid for minutes: for `<img src>` and downloads) or a bearer token of its
 * order's customer or an admin. Anyone else's token finds nothing (404); no credentials, 401;
 * an expired or altered link without a token, 403. Files in a bucket are not sent from here:
 * the answer is a redirect to a fresh presigned link to the object. Packing slips and courier
 * labels: by their signed links.
 */
export function fileRoutes(services: Services): Router {
  const r = express.Router();
  // A PDF for the back office's browser, opened by the signed link a mutation gives an admin (no
  // token): packing slips with their invoices, and courier labels. An expired or altered link, 403.
  const printed = (
    path: string,
    what: string,
    ids: (raw: unknown) => number[],
    links: PrintLinks,
    send: (services: Services, ids: number[], res: Response) => Promise<void>,
  ) =>
    r.get(
      path,
      route(services, async ({ req, res }) => {
        const orders = ids(req.query.ids);
        if (!links.verify(orders, req.query.expires, req.query.sig))
          throw new ForbiddenError(`This link has expired. Print the ${what} again for a fresh one.`);
        await send(services, orders, res);
      }),
    );
  printed('/packing-slips', 'packing slips', parseOrderIds, services.invoices.links, sendPackingSlips);
  printed('/courier-labels', 'labels', labelOrders, services.courierLabels.links, sendLabels);
  r.get('/receipts/:id', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const id = parseId(req.params.id);
      const found = id === null ? null : await services.receipts.file(id);
      const signed =
        found !== null && services.receiptLinks.verify(found.receipt, req.query.expires, req.query.sig);
      if (!signed) {
        const user = req.user;
        if (!user) {
          if (req.query.sig !== undefined)
            throw new ForbiddenError('This link has expired. Open the order page again for a fresh one.');
          throw new UnauthenticatedError('Unauthenticated.');
        }
        if (!found || (user.role !== 'ADMIN' && found.orderUserId !== user.id))
          throw new NotFoundError('File not found.');
      }
      const { receipt, key } = found!;
      const presigned = await services.receiptLinks.url(receipt);
      if (!presigned.startsWith('/')) {
        res.status(302).set({ Location: presigned, 'Cache-Control': 'private, no-store' }).end();
        return;
      }
      const file = await services.storage.get(key);
      if (!file || file === 'not-modified') throw new NotFoundError('File not found.');
      res.status(200).set({
        'Content-Type': receipt.contentType,
        'Content-Length': String(file.size),
        // PDFs are downloaded, never shown inline on the shop's origin; images are shown (re-encoded by the server).
        // Always the server's name (receipt-<order>-<n>.<ext>): the customer's is only a label on the pages.
        'Content-Disposition': receiptDisposition(receipt),
        'Cache-Control': 'private, max-age=300',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      });
      await pipeline(file.body, res).catch(() => undefined);
    } catch (err) {
      if (err instanceof AppError) return sendError(res, err);
      next(err);
    }
  });
  return r;
}
