/** Money is integer paisa everywhere inside; rupees only at the edges (GraphQL, REST, forms). */

/** Paisa to rupees for an API answer (null stays null). */
export function toRupees(paisa: number): number;
export function toRupees(paisa: number | null): number | null;
export function toRupees(paisa: number | null): number | null {
  return paisa == null ? null : paisa / 100;
}

/** Rupees already checked (a parsed input) to paisa. */
export function toPaisa(rupees: number): number {
  return Math.round(rupees * 100);
}

/**
 * Rupees from a client, as a number or the text of a query parameter, to paisa exactly: at
 * most two decimals (no rounding: 12.345 is refused, not read as 12.35), from 0 to `max`
 * rupees; null when it is not such an amount. (A number is read by its shortest decimal
 * form, which is what the client wrote: 1500.5 is 150050 paisa.)
 */
export function parsePaisa(rupees: unknown, maxRupees: number): number | null {
  const text = typeof rupees === 'number' ? String(rupees) : typeof rupees === 'string' ? rupees.trim() : '';
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  const paisa = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return paisa <= maxRupees * 100 ? paisa : null;
}

// Built once: a locale's number format is costly to create.
const WHOLE = new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 });
const WITH_PAISA = new Intl.NumberFormat('en-PK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Money as people read it (DESIGN decision 16), from paisa: whole rupees when there are no
 * paisa ("Rs 1,500"), otherwise two decimals ("Rs 1,500.50"), grouped for en-PK. The web
 * client's `formatRs` (client/src/lib/money.ts) is the same rule on rupees.
 */
export function formatRupees(paisa: number): string {
  const p = Math.round(paisa);
  const sign = p < 0 ? '-' : '';
  const abs = Math.abs(p);
  return `${sign}Rs ${abs % 100 === 0 ? WHOLE.format(abs / 100) : WITH_PAISA.format(abs / 100)}`;
}
