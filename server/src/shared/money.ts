/** Money is integer paisa everywhere inside; rupees only at the edges. */
export const SHIPPING_PAISA = 200_00;

export function toRupees(paisa: number): number {
  return paisa / 100;
}

/** Rupees (number or numeric string) to paisa; null when not a valid non-negative amount. */
export function toPaisa(rupees: unknown): number | null {
  const n = typeof rupees === 'number' ? rupees : typeof rupees === 'string' && rupees.trim() !== '' ? Number(rupees) : NaN;
  if (!Number.isFinite(n) || n < 0 || n > 100_000_000) return null;
  return Math.round(n * 100);
}
