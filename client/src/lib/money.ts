// Created on first use: building a locale's number format is costly at start-up on a phone.
let whole: Intl.NumberFormat | undefined;
let withPaisa: Intl.NumberFormat | undefined;

/**
 * Money as the shop shows it everywhere (DESIGN decision 16): whole rupees when there are no
 * paisa ("Rs 1,500"), otherwise two decimals ("Rs 1,500.50"), grouped for en-PK. `amount` is
 * in rupees, as the API gives it. The server's mails use the same rule (formatRupees in
 * server/src/shared/money.ts).
 */
export function formatRs(amount: number): string {
  const paisa = Math.round(amount * 100);
  const abs = Math.abs(paisa);
  const sign = paisa < 0 ? '-' : '';
  if (abs % 100 === 0) {
    whole ??= new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 });
    return `${sign}Rs ${whole.format(abs / 100)}`;
  }
  withPaisa ??= new Intl.NumberFormat('en-PK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${sign}Rs ${withPaisa.format(abs / 100)}`;
}

/** Rupees to paisa for exact sums (no floating-point drift). */
export const toPaisa = (rupees: number) => Math.round(rupees * 100);
/** Paisa to rupees (what the API speaks and `formatRs` takes). */
export const toRupees = (paisa: number) => paisa / 100;
