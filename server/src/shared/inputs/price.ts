/**
 * A price bound as the shop's filters take it. No zod here: the shop page reads its URL's range
 * with `pricePaisa` on its first load, and the schemas (listing.ts) load with the price form.
 */

/** The highest price bound a filter takes, in rupees (its paisa fit the integer price column). */
export const MAX_PRICE_FILTER = 10_000_000;

/**
 * A price bound in paisa: a number, or digits with at most 2 decimals (with `typed`, as a shopper
 * types them: thousands separators and spaces allowed, "1,500.50"), from 0 to MAX_PRICE_FILTER
 * rupees, exactly (no rounding); null when it is not such an amount.
 */
export function pricePaisa(v: unknown, typed = false): number | null {
  const raw = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  const text = typed ? raw.replace(/[,\s]/g, '') : raw;
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  const paisa = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return paisa <= MAX_PRICE_FILTER * 100 ? paisa : null;
}
