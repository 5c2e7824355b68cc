// Created on first use: building a locale's number format is costly at start-up on a phone.
let formatter: Intl.NumberFormat | undefined;

/** Money as the shop shows it everywhere: `Rs 1,500` (rupees, PKR). */
export function formatRs(amount: number): string {
  formatter ??= new Intl.NumberFormat('en-PK', { maximumFractionDigits: 2, minimumFractionDigits: 0 });
  return `Rs ${formatter.format(amount)}`;
}

/** Rupees to paisa for exact sums (no floating-point drift). */
export const toPaisa = (rupees: number) => Math.round(rupees * 100);
export const fromPaisa = (paisa: number) => paisa / 100;

export const SHIPPING = 200;
