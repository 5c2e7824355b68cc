/**
 * A refund as the admin asks it (REST, GraphQL, the order page's Refund dialog): the amount in
 * rupees (more than 0, at most two decimals; the server checks it against what is left to
 * refund), the reason (required: the customer's mail and the order's history say it), and the
 * reference of a refund made by hand (a bank transfer's id, the courier's cash-back slip).
 */
import { z } from 'zod';
import { field, optionalText, text } from './fields';

export const REFUND_AMOUNT_INVALID = 'Enter an amount in rupees greater than 0, with at most two decimals.';
export const REFUND_REASON_REQUIRED = 'The reason field is required';
export const REFUND_REASON_MAX = 500;
export const REFUND_REFERENCE_MAX = 100;

/** Rupees (a number or its text) to paisa exactly: more than 0, at most two decimals; null otherwise. */
export function refundPaisa(v: unknown): number | null {
  const raw = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  const m = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(raw);
  if (!m) return null;
  const paisa = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return paisa > 0 ? paisa : null;
}

export const refundInput = z.object({
  /** Paisa once parsed. */
  amount: field<number>((v) => {
    const paisa = refundPaisa(v);
    return paisa === null ? { message: REFUND_AMOUNT_INVALID } : { value: paisa };
  }).meta({ type: ['number', 'string'], description: 'Rupees, more than 0, at most two decimals.' }),
  reason: text(REFUND_REASON_REQUIRED, REFUND_REASON_MAX, 'The reason'),
  reference: optionalText(REFUND_REFERENCE_MAX, 'The reference'),
});
export type RefundInput = z.output<typeof refundInput>;
