import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { catalogueSitemap, SITEMAP_MAX_URLS } from '../modules/catalog';
import type { Services } from '../services';
import { escapeHtml } from '../shared/html';

/** The storefront's pages that are not catalogue entries (the home, the shop, the content pages). */
export const STATIC_PAGES = ['/', '/shop', '/aboutus', '/contactus'];

/** What robots may crawl: the storefront, not the account, back office or APIs; and where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /user/',
    'Disallow: /api/',
    'Disallow: /graphql',
    'Disallow: /cart',
    'Disallow: /checkout',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The sitemap (sitemaps.org 0.9) of `entries`, addresses absolute on `publicUrl`. */
export function sitemapXml(publicUrl: string, entries: Array<{ path: string; lastModified: Date | null }>) {
  const urls = entries
    .map(
      (e) =>
        `<url><loc>${escapeHtml(publicUrl + e.path)}</loc>${
          e.lastModified ? `<lastmod>${e.lastModified.toISOString()}</lastmod>` : ''
        }</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** `/robots.txt` and `/sitemap.xml`, on the shop's public address (PUBLIC_URL). */
export function discoveryRoutes(services: Services): Router {
  const r = express.Router();
  const publicUrl = services.config.publicUrl;
  r.get('/robots.txt', (_req: Request, res: Response) => {
    res.set('Cache-Control', 'public, max-age=3600').type('text/plain').send(robotsTxt(publicUrl));
  });
  r.get('/sitemap.xml', async (_req: Request, res: Response, next: NextFunction) => {
    try {
      const catalogue = await catalogueSitemap(services.ds, SITEMAP_MAX_URLS - STATIC_PAGES.length);
      const xml = sitemapXml(publicUrl, [
        ...STATIC_PAGES.map((path) => ({ path, lastModified: null })),
        ...catalogue,
      ]);
      res.set('Cache-Control', 'no-cache').type('application/xml').send(xml);
    } catch (err) {
      next(err);
    }
  });
  return r;
}
