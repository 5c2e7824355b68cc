import type { Request, Response } from 'express';

/** Parameters of the shop's listing that hold a list of ids: `category=1,2`. */
const ID_LISTS = ['category', 'brand'];
/** The price form's own field names (its script's form) and the URL's names for them. */
const RENAMED: Record<string, string> = { min: 'min_price', max: 'max_price' };

/**
 * The shop's URL as its links write it, for a query a plain form sent (a page without
 * JavaScript): empty fields left out (`min_price=&max_price=500` → `max_price=500`), a list
 * sent as repeated fields joined (`category=1&category=2` → `category=1,2`), an `Apply`
 * the price form's fields under the URL's names (`min=500` → `min_price=500`). Null when
 * `query` is already so (nothing to redirect).
 */
export function canonicalShopQuery(query: string): string | null {
  const params = new URLSearchParams(query);
  const clean = new URLSearchParams();
  for (const [field, value] of params) {
    const key = RENAMED[field] ?? field;
    if (value.trim() === '' || clean.has(key)) continue;
    clean.set(key, ID_LISTS.includes(key) ? params.getAll(key).filter(Boolean).join(',') : value);
  }
  const canonical = clean.toString();
  return canonical === params.toString() ? null : canonical.replace(/%2C/g, ',');
}

/** Sends a GET of /shop whose query is not canonical on to the canonical URL (303); true when it did. */
export function redirectToCanonicalShop(req: Request, res: Response): boolean {
  if (req.path !== '/shop') return false;
  const at = req.originalUrl.indexOf('?');
  const canonical = at < 0 ? null : canonicalShopQuery(req.originalUrl.slice(at + 1));
  if (canonical === null) return false;
  res.redirect(303, canonical ? `/shop?${canonical}` : '/shop');
  return true;
}
