import type { NextFunction, Request, Response } from 'express';
import { getSchema } from '../graphql/schema';
import type { Logger } from '../platform/logger';
import { etagOf, type RenderedPage } from '../platform/cache';
import { encoded, encodingOf } from '../platform/http/fast-path';
import type { Services } from '../services';
import { buildOutput, type BuildOutput } from './build-output';
import { escapeHtml } from '../shared/html';
import { inProcessExecutor } from './execute';
import { productHead, productIdOf } from './product-head';
import { STATIC_PAGES } from './sitemap';

export interface StorefrontPagesDeps {
  clientDist: string;
  services: Services;
  logger: Logger;
}

const HTML = 'text/html; charset=utf-8';
/** A page that could not be rendered (its visitors get the plain shell). */
const FAILED: RenderedPage = { status: 0, body: Buffer.alloc(0), etag: '', contentType: HTML };

/** The longest query string whose page is cached (longer ones are rendered every time). */
const MAX_CACHED_QUERY = 200;

/**
 * The canonical link of an indexable page that is not a product's (the sitemap's static pages):
 * its path, and for the shop its filters (already in canonical order), not a search.
 */
export function staticPageHead(publicUrl: string, path: string, query: string): string {
  if (!STATIC_PAGES.includes(path)) return '';
  const params = new URLSearchParams(query);
  const kept = path === '/shop' && !params.has('search') && query ? `?${query}` : '';
  return `<link rel="canonical" href="${escapeHtml(publicUrl + path + kept)}">`;
}

/**
 * The HTML of every client route. The public storefront (routes the client marks `ssr`:
 * home, shop, product, content pages, not found) is rendered on the server from the
 * catalogue, in-process, and hydrated by the browser; being the same for every visitor, a
 * rendered page is kept (the catalogue cache's pages, by `<build>:<url>`, within their
 * byte budget) until a change to something it shows (a product on it, a listing it
 * shows, a category name), so it is one lookup meanwhile; concurrent misses of one page
 * share one render. Searches are rendered, not kept (unbounded keys). A kept page is served by
 * the fast path (`keptPage`), or here when that is off, each in its compressed bytes made once.
 * Everything else (account, checkout, cart, admin) gets the plain shell, as does any page
 * while the server entry is not built or when its render fails (logged). HTML is always
 * `Cache-Control: no-cache` (revalidated by ETag).
 */
export function storefrontPages({ clientDist, services, logger }: StorefrontPagesDeps) {
  const output = buildOutput(clientDist);
  const cache = services.catalogCache;
  let warnedNoEntry = false;

  function send(res: Response, status: number, html: string | Buffer, state: string, etag?: string) {
    res.status(status).setHeader('Cache-Control', 'no-cache');
    res.setHeader('X-SSR', state);
    if (etag) res.setHeader('ETag', etag);
    res.type('html').send(html);
  }

  /** A kept page in the encoding the request takes (the compression middleware leaves it as it is). */
  function sendKept(req: Request, res: Response, page: RenderedPage) {
    const encoding = encodingOf(req, page);
    if (!encoding) return send(res, page.status, page.body, 'HIT', page.etag);
    res.setHeader('Content-Encoding', encoding);
    res.vary('Accept-Encoding');
    send(res, page.status, encoded(page, encoding), 'HIT', page.etag);
  }

  /** The page at `url`, or FAILED (logged) when it cannot be rendered. */
  async function renderPage(req: Request, url: string, built: BuildOutput): Promise<RenderedPage> {
    const failures: Error[] = [];
    try {
      const execute = inProcessExecutor(
        await getSchema(),
        services,
        logger,
        { id: String(req.id ?? ''), ip: req.ip ?? '' },
        failures,
      );
      const rendered = await built.entry!.render(url, execute);
      // A product page also tells search engines and link previews what it sells.
      const productId = rendered.status === 200 ? productIdOf(req.path) : null;
      const { publicUrl } = services.config;
      const head =
        rendered.status !== 200
          ? ''
          : productId === null
            ? staticPageHead(publicUrl, req.path, url.includes('?') ? url.slice(url.indexOf('?') + 1) : '')
            : await productHead(productId, execute, publicUrl);
      if (failures.length) throw failures[0];
      const body = Buffer.from(built.page({ ...rendered, head }));
      return {
        status: rendered.status,
        body,
        etag: etagOf(body),
        contentType: HTML,
        cacheControl: 'no-cache',
      };
    } catch (err) {
      (req.log ?? logger).error({ err, url }, 'server render failed: sending the plain shell');
      return FAILED;
    }
  }

  const keyOf = (built: BuildOutput, url: string) => `${built.id}:${url}`;

  /** The page kept for `url` (a request's URL as sent), if any: the fast path serves it (as a 200). */
  function keptPage(url: string): RenderedPage | undefined {
    // Every GET outside /api asks: with no page kept there is no build to look at.
    if (!cache.pages.enabled) return undefined;
    const built = output();
    const page = built?.entry ? cache.pages.get(keyOf(built, url)) : undefined;
    return page?.status === 200 ? page : undefined;
  }

  async function handle(req: Request, res: Response, next: NextFunction) {
    try {
      const built = output();
      if (!built) return next();
      if (!built.entry) {
        if (!warnedNoEntry)
          logger.warn('server render not built (client/dist/.ssr): sending the plain shell for every page');
        warnedNoEntry = true;
        return send(res, 200, built.shell, 'SHELL');
      }
      if (!built.entry.isServerRendered(req.path)) return send(res, 200, built.shell, 'SHELL');

      const url = req.originalUrl;
      const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
      const cacheable = query.length <= MAX_CACHED_QUERY && !new URLSearchParams(query).has('search');
      const render = () => renderPage(req, url, built);
      const { value: page, state } = cacheable
        ? await cache.read(cache.pages, keyOf(built, url), render, (p) => p.status === 200)
        : { value: await render(), state: 'RENDERED' };
      if (page === FAILED) return send(res, 200, built.shell, 'SHELL');
      if (state === 'HIT') return sendKept(req, res, page);
      send(res, page.status, page.body, state, page.etag);
    } catch (err) {
      next(err);
    }
  }

  return { handle, keptPage };
}
