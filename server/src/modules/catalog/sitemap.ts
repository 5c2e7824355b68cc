import type { DataSource } from 'typeorm';
import { productPath } from './product-path';
import { visibleCategorySql, visibleProductSql } from './visibility';

/** The sitemap protocol's limit of addresses in one file. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  /** Path on the shop's origin. */
  path: string;
  lastModified: Date | null;
}

/**
 * The catalogue's public pages for search engines: every visible category's listing and every
 * visible product's page (newest changes first, up to the protocol's limit with the other
 * pages), read at the time they are asked for, so a change to the catalogue shows at once.
 */
export async function catalogueSitemap(ds: DataSource, room = SITEMAP_MAX_URLS): Promise<SitemapEntry[]> {
  const categories: Array<{ id: number; updated_at: Date }> = await ds.query(
    `SELECT c.id, c.updated_at FROM categories c WHERE ${visibleCategorySql('c')} ORDER BY c.id LIMIT $1`,
    [room],
  );
  const products: Array<{ id: number; title: string; updated_at: Date }> = await ds.query(
    `SELECT p.id, p.title, p.updated_at FROM products p WHERE ${visibleProductSql('p')}
      ORDER BY p.updated_at DESC, p.id DESC LIMIT $1`,
    [Math.max(0, room - categories.length)],
  );
  return [
    ...categories.map((c) => ({ path: `/shop?category=${c.id}`, lastModified: c.updated_at })),
    ...products.map((p) => ({ path: productPath(p), lastModified: p.updated_at })),
  ];
}
