import type { NextFunction, Request, Response } from 'express';
import { getSchema } from '../graphql/schema';
import type { Logger } from '../logger';
import { etagOf } from '../modules/catalog/catalog.cache';
import type { Services } from '../services';
import { buildOutput, type BuildOutput } from './build-output';
import { inProcessExecutor } from './execute';
import { PageCache, type RenderedPage } from './page-cache';

export interface StorefrontPagesDeps {
  clientDist: string;
  services: Services;
  logger: Logger;
  /** Bytes of rendered pages kept (default 64 MB). */
  cacheBytes?: number;
}

/** The longest query string whose page is cached (longer ones are rendered every time). */
const MAX_CACHED_QUERY = 200;

/**
 * The HTML of every client route. The public storefront (routes the client marks `ssr`:
 * home, shop, product, content pages, not found) is rendered on the server from the
 * catalogue, in-process, and hydrated by the browser; being the same for every visitor, a
 * rendered page is kept (page-cache.ts, `<build>:<url>`) until the next catalogue write, so
 * it is one map lookup meanwhile. Searches are rendered, not cached (unbounded keys).
 * Everything else (account, checkout, cart, admin) gets the plain shell, as does any page
 * while the server entry is not built or when its render fails (logged). HTML is always
 * `Cache-Control: no-cache` (revalidated by ETag).
 */
export function storefrontPages({ clientDist, services, logger, cacheBytes = 64 * 1024 * 1024 }: StorefrontPagesDeps) {
  const output = buildOutput(clientDist);
  const catalog = services.catalogCache;
  const cache = new PageCache(catalog, cacheBytes);
  let warnedNoEntry = false;

  // Concurrent misses of one page share one render.
  const inFlight = new Map<string, Promise<RenderedPage | null>>();

  function send(res: Response, status: number, html: string | Buffer, state: string, etag?: string) {
    res.status(status).setHeader('Cache-Control', 'no-cache');
    res.setHeader('X-SSR', state);
    if (etag) res.setHeader('ETag', etag);
    res.type('html').send(html);
  }

  /** The page at `url`, or null (logged) when it cannot be rendered. */
  async function renderPage(req: Request, url: string, built: BuildOutput): Promise<RenderedPage | null> {
    const failures: Error[] = [];
    try {
      const execute = inProcessExecutor(await getSchema(), services, logger, { id: String(req.id ?? ''), ip: req.ip ?? '' }, failures);
      const rendered = await built.entry!.render(url, execute);
      if (failures.length) throw failures[0];
      const body = Buffer.from(built.page(rendered));
      return { status: rendered.status, body, etag: etagOf(body) };
    } catch (err) {
      (req.log ?? logger).error({ err, url }, 'server render failed: sending the plain shell');
      return null;
    }
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const built = output();
      if (!built) return next();
      if (!built.entry) {
        if (!warnedNoEntry) logger.warn('server render not built (client/dist/.ssr): sending the plain shell for every page');
        warnedNoEntry = true;
        return send(res, 200, built.shell, 'SHELL');
      }
      if (!built.entry.isServerRendered(req.path)) return send(res, 200, built.shell, 'SHELL');

      const url = req.originalUrl;
      const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
      const cacheable = query.length <= MAX_CACHED_QUERY && !new URLSearchParams(query).has('search');
      const key = `${built.id}:${url}`;
      const hit = cacheable ? cache.get(key) : undefined;
      if (hit) return send(res, hit.status, hit.body, 'HIT', hit.etag);

      const generation = catalog.generation();
      let pending = cacheable ? inFlight.get(`${generation}:${key}`) : undefined;
      if (!pending) {
        pending = renderPage(req, url, built);
        if (cacheable) {
          const flightKey = `${generation}:${key}`;
          inFlight.set(flightKey, pending);
          void pending.finally(() => inFlight.delete(flightKey));
        }
      }
      const page = await pending;
      if (!page) return send(res, 200, built.shell, 'SHELL');
      if (cacheable && page.status === 200) cache.set(key, generation, page);
      send(res, page.status, page.body, cacheable ? 'MISS' : 'RENDERED', page.etag);
    } catch (err) {
      next(err);
    }
  };
}
