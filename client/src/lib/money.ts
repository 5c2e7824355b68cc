/** Digits grouped in threes ("1234567" → "1,234,567"), as en-PK groups them. */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * Money as the shop shows it everywhere (DESIGN decision 16): whole rupees when there are no
 * paisa ("Rs 1,500"), otherwise two decimals ("Rs 1,500.50"), grouped for en-PK. `amount` is
 * in rupees, as the API gives it. The server's mails use the same rule (formatRupees in
 * server/src/shared/money.ts, through Intl); here it is plain string work, since creating a
 * locale's number format is one of the costliest steps of a page's start-up on a phone.
 */
export function formatRs(amount: number): string {
  const paisa = Math.round(amount * 100);
  const abs = Math.abs(paisa);
  const sign = paisa < 0 ? '-' : '';
  const rupees = grouped(String(Math.floor(abs / 100)));
  const rest = abs % 100;
  return rest === 0 ? `${sign}Rs ${rupees}` : `${sign}Rs ${rupees}.${String(rest).padStart(2, '0')}`;
}

/** Rupees to paisa for exact sums (no floating-point drift). */
export const toPaisa = (rupees: number) => Math.round(rupees * 100);
/** Paisa to rupees (what the API speaks and `formatRs` takes). */
export const toRupees = (paisa: number) => paisa / 100;
