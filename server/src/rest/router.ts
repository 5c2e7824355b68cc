import express, { Request, RequestHandler, Response, Router } from 'express';
import type { Services } from '../services';
import { accountRoutes } from './accounts.routes';
import { adminCatalogRoutes } from './admin-catalog.routes';
import { altProductRoutes } from './alt-product.routes';
import { catalogRoutes } from './catalog.routes';
import { csvRoutes } from './csv.routes';
import { refuseHostileInput, rememberApiPath, requireJsonBodies, requireRole } from './http';
import { openApiDocument } from './openapi/document';
import { docsPage } from './openapi/docs-page';
import { OPERATIONS } from './openapi/operations';
import { invoiceRoutes } from './invoices.routes';
import { orderRoutes } from './orders.routes';
import { integrationRoutes } from './integrations.routes';
import { otherRoutes } from './other.routes';
import { reconciliationRoutes } from './reconciliation.routes';
import { refundRoutes } from './refunds.routes';
import { settingsRoutes } from './settings.routes';
import { staffRoutes } from './staff.routes';

/**
 * Each documented path's role guard (requireRole), matched as Express matches the routes: the
 * OpenAPI document's `x-role` is what is enforced, before any route reads its body. (A middleware,
 * not a router of routes: the route table lists the routes that answer.)
 */
function roleGuards(): RequestHandler {
  const guards = express.Router();
  // One router per method too, so that a request walks only its own method's guards (a GET's
  // also serve HEAD, as Express's routes do); OPTIONS and the rest walk them all, as before.
  const byMethod = new Map<string, Router>();
  for (const op of OPERATIONS) {
    if (!op.role) continue;
    const path = op.path.replace(/\{(\w+)\}/g, ':$1');
    guards[op.method](path, requireRole(op.role));
    if (!byMethod.has(op.method)) byMethod.set(op.method, express.Router());
    byMethod.get(op.method)![op.method](path, requireRole(op.role));
  }
  return (req, res, next) => {
    const method = req.method === 'HEAD' ? 'get' : req.method.toLowerCase();
    (byMethod.get(method) ?? guards)(req, res, next);
  };
}

/** The paths that take multipart bodies (files): those the OpenAPI document says do. */
const MULTIPART = OPERATIONS.filter((o) => o.multipart).map(
  (o) => new RegExp(`^${o.method.toUpperCase()} ${o.path.replace(/\{\w+\}/g, '[^/]+')}$`),
);

/**
 * The REST adapter: every documented path of spec section 7 under /api, each a thin
 * mapping to a service call and to the documented response shape. No business rules here.
 */
export function createRestRouter(services: Services): Router {
  const api = express.Router();
  api.use(rememberApiPath);
  api.use(requireJsonBodies((req) => MULTIPART.some((p) => p.test(`${req.method} ${req.path}`))));
  api.use(express.json({ limit: '100kb' }));
  api.use(refuseHostileInput);
  api.use(roleGuards());
  api.use(catalogRoutes(services));
  api.use(accountRoutes(services));
  api.use(orderRoutes(services));
  api.use(refundRoutes(services));
  api.use(integrationRoutes(services));
  // Before the catalogue's /admin/products/{id}, which would take /admin/products/export.
  api.use(csvRoutes(services));
  api.use(reconciliationRoutes(services));
  api.use(adminCatalogRoutes(services));
  api.use(altProductRoutes(services));
  api.use(otherRoutes(services));
  api.use(invoiceRoutes(services));
  api.use(settingsRoutes(services));
  api.use(staffRoutes(services));
  // The adapter's contract (OpenAPI 3.1) and a readable page of it; the same for everyone.
  api.get('/openapi.json', (_req: Request, res: Response) => {
    res.set('Cache-Control', 'public, max-age=300').json(openApiDocument());
  });
  let page: string | undefined;
  api.get('/docs', (_req: Request, res: Response) => {
    page ??= docsPage(openApiDocument());
    res.set('Cache-Control', 'public, max-age=300').type('html').send(page);
  });
  api.use((req: Request, res: Response) => {
    res.status(404).json({ status: 404, message: `Not found: ${req.method} ${req.baseUrl}${req.path}` });
  });
  return api;
}
