import 'reflect-metadata';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express, { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Config } from './config';
import { fastPath, headersSetBy, requestIdOf } from './platform/http/fast-path';
import { graphqlHits, graphqlPreRead, keepAnswers } from './platform/http/keep-answers';
import { watchWrites } from './platform/cache';
import { corsFor } from './platform/http/cors';
import { buildContext } from './graphql/context';
import { createApollo } from './graphql/apollo';
import { indexedGraphqlSearch } from './graphql/indexed-search';
import { getSchema } from './graphql/schema';
import { uploadMiddleware } from './graphql/upload';
import { MAX_GALLERY_FILES } from './modules/catalog';
import type { AuthUser } from './modules/accounts';
import type { Logger } from './platform/logger';
import { googleRoutes } from './rest/google.routes';
import { webhookRoutes } from './rest/webhooks';
import { onlinePaymentRoutes } from './rest/online-payments.routes';
import { codConfirmPages, whatsAppWebhook } from './rest/cod-confirm.routes';
import { fileRoutes } from './rest/files.routes';
import { actorOf, bearerUser, indexedSearchBody, JSON_ONLY, refusal, requireJsonBodies } from './rest/http';
import { asActor } from './platform/db/actor-context';
import { createRestRouter } from './rest/router';
import { isDatabaseUnavailable } from './platform/db/db-errors';
import type { Services } from './services';
import { PUBLIC_PREFIX, serveObjects } from './platform/storage';
import { redirectToCanonicalShop } from './ssr/shop-query';
import { storefrontPages } from './ssr/storefront-pages';
import { discoveryRoutes } from './ssr/sitemap';

declare module 'express-serve-static-core' {
  interface Request {
    user?: AuthUser | null;
  }
}

export interface AppDeps {
  config: Config;
  services: Services;
  logger: Logger;
}

/**
 * Builds the whole HTTP application. Never listens: main.ts and the tests do that, with
 * `handler`: cache hits, shared reads and indexed searches served ahead of Express
 * (fast-path.ts), the rest by `app`. No request evicts anything from the caches by
 * itself: only the changes a write commits do, heard on the change feed (a write is
 * answered once they are: `route()` and the catalogue cache plugin).
 */
export async function createApp({ config, services, logger }: AppDeps) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'extended');

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = requestIdOf(req);
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
      customLogLevel: (_req, res, err) =>
        err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
      // The request line names the request's id, method and path only: the serializers get the
      // request and response themselves, not pino's fuller objects built first for them.
      wrapSerializers: false,
      serializers: {
        req: (req) => ({ id: req.id, method: req.method, url: req.url?.split('?')[0] }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
    }),
  );

  // Images may come from MEDIA_PUBLIC_URL, and receipts through presigned links to the bucket.
  const fileOrigins = [
    ...(config.mediaPublicUrl ? [new URL(config.mediaPublicUrl).origin] : []),
    ...services.storage.origins,
  ];
  const cspDirectives = {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...new Set(fileOrigins)],
    styleSrc: ["'self'", "'unsafe-inline'"],
    scriptSrc: ["'self'", 'https://js.stripe.com'],
    frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
    connectSrc: ["'self'", 'https://api.stripe.com'],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  };
  const secure = helmet({
    contentSecurityPolicy: { directives: cspDirectives },
    crossOriginEmbedderPolicy: false,
  });
  // Apollo Sandbox (development landing page) loads its UI from Apollo's CDN.
  const sandboxSecure = helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  // helmet's headers are the same on every answer: worked out once, set in one pass.
  const secureHeaders = headersSetBy(secure);
  const sandboxHeaders = headersSetBy(sandboxSecure);
  const securityFor = (p: string) =>
    p === '/graphql' && !config.isProduction ? sandboxHeaders : secureHeaders;
  app.use((req, res, next) => {
    for (const [name, value] of securityFor(req.path)) res.setHeader(name, value);
    next();
  });
  app.use(compression());
  app.use(corsFor(config.corsOrigins));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    try {
      await services.ds.query('SELECT 1');
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'unavailable', message: 'Database unreachable' });
    }
  });

  // Bearer token → req.user (null when absent or invalid; guards decide what that means).
  app.use(async (req: Request, _res: Response, next: NextFunction) => {
    req.user = null;
    try {
      req.user = await bearerUser(services, req.headers.authorization);
    } catch (err) {
      return next(err);
    }
    next();
  });

  // The admin order list's answers are kept for the fast path (the same list for every admin).
  app.get(
    '/api/admin/orders',
    keepAnswers(services.adminOrderAnswers, (req) => req.user?.role === 'ADMIN'),
  );

  const apollo = await createApollo(config, logger, services.catalogCache, services.changes);
  app.use(
    '/graphql',
    // JSON, or multipart for uploads (graphql-upload); GET queries carry no body.
    requireJsonBodies(
      () => true,
      (res) =>
        void res
          .status(415)
          .json({ errors: [{ message: JSON_ONLY, extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } }] }),
    ),
    uploadMiddleware(MAX_GALLERY_FILES),
    graphqlHits(services.catalogCache),
    graphqlPreRead(services.catalogCache),
    express.json({ limit: '1mb' }),
    // A back-office caller's writes are recorded in the audit log with their name (actor-context.ts).
    // Its writes, if any, are heard here before it is answered (graphql/catalog-cache.plugin.ts).
    (req: Request, _res: Response, next: NextFunction) => watchWrites(() => asActor(actorOf(req), next)),
    expressMiddleware(apollo, { context: async ({ req, res }) => buildContext(req, services, res) }),
  );

  app.use('/api', createRestRouter(services));
  app.use('/auth', googleRoutes(services));
  app.use('/webhooks/whatsapp', whatsAppWebhook(services));
  app.use('/webhooks', webhookRoutes(services));
  app.use('/payments', onlinePaymentRoutes(services));
  app.use('/order/confirm', codConfirmPages(services));
  app.use('/files', fileRoutes(services));

  // Product images, from DATA_DIR or streamed from the bucket (unless MEDIA_PUBLIC_URL serves them).
  app.use('/uploads', serveObjects(services.storage, PUBLIC_PREFIX), (_req: Request, res: Response) => {
    res.status(404).json({ status: 404, message: 'File not found.' });
  });

  // The built client: hashed assets cached for a year, HTML never; the storefront's pages
  // rendered on the server (ssr/), the other client routes get the SPA shell.
  const dist = config.clientDist;
  const indexHtml = path.join(dist, 'index.html');
  // GraphiQL, the offline explorer (a page of the client build): development only.
  const graphiqlPage = path.join(dist, 'graphiql', 'graphiql.html');
  app.use('/graphiql', (req: Request, res: Response, next: NextFunction) => {
    if (config.isProduction)
      res.status(404).json({ status: 404, message: 'Not found: GraphiQL is a development tool.' });
    else if (req.path !== '/')
      next(); // its assets: the static files below
    else if (!existsSync(graphiqlPage))
      res.status(503).type('text/plain').send('GraphiQL is not built yet: run `npm run build:client`.');
    else res.sendFile(graphiqlPage, { headers: { 'Cache-Control': 'no-cache' } });
  });
  app.use(discoveryRoutes(services));
  app.use(
    express.static(dist, {
      index: false,
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`))
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  const pages = storefrontPages({ clientDist: dist, services, logger });
  app.get(/^\/(?!api\/|graphql|uploads\/|files\/|auth\/|webhooks\/|payments\/).*/, (req, res, next) => {
    // A filter or price form sent without JavaScript: on to the URL the shop's own links use.
    if (redirectToCanonicalShop(req, res)) return;
    if (!existsSync(indexHtml)) {
      res.status(503).type('text/plain').send('The client is not built yet: run `npm run build`.');
      return;
    }
    void pages.handle(req, res, next);
  });

  app.use((req: Request, res: Response) => {
    res.status(404).json({ status: 404, message: `Not found: ${req.method} ${req.path}` });
  });

  // Last resort: body parser errors are the client's; everything else is logged and hidden.
  app.use(
    (err: Error & { status?: number; type?: string }, req: Request, res: Response, _next: NextFunction) => {
      if (isDatabaseUnavailable(err)) {
        req.log?.warn({ err }, 'database unavailable');
        if (!res.headersSent)
          res
            .status(503)
            .json({ status: 503, message: 'The shop is temporarily unavailable. Please try again shortly.' });
        return;
      }
      const status = err.status && err.status >= 400 && err.status < 500 ? err.status : 500;
      if (status === 500) req.log?.error({ err }, 'unhandled error');
      const message =
        err.type === 'entity.parse.failed'
          ? 'The request body is not valid JSON.'
          : err.type === 'entity.too.large'
            ? 'The request body is too large.'
            : status === 500
              ? 'Something went wrong'
              : err.message;
      if (!res.headersSent) res.status(status).json({ status, message });
    },
  );

  // The fast path writes header names in lower case.
  const lowerCased = (headers: [string, string][]) =>
    headers.map(([name, value]): [string, string] => [name.toLowerCase(), value]);
  const fastSecure = lowerCased(secureHeaders);
  const fastSandbox = lowerCased(sandboxHeaders);
  const hits = fastPath({
    cache: services.catalogCache,
    logger,
    corsOrigins: config.corsOrigins,
    securityHeaders: (p) => (securityFor(p) === secureHeaders ? fastSecure : fastSandbox),
    search: (text) => indexedSearchBody(services, text),
    graphqlSearch: indexedGraphqlSearch(await getSchema(), services),
    page: pages.keptPage,
    privateAnswers: {
      path: '/api/admin/orders',
      cache: services.adminOrderAnswers,
      // The same check as the route's (requireRole): a refused caller gets the application's 401/403.
      authorized: async (req) =>
        !refusal(
          await bearerUser(services, req.headers.authorization).catch(() => null),
          'ADMIN',
          'GET',
          '/admin/orders',
        ),
    },
  });
  return { app, apollo, handler: config.caches.fastPath ? hits(app) : app };
}
