/**
 * The reports' date range: two calendar days (YYYY-MM-DD, both included) in the shop's time
 * zone, the server's rules and the back office's form alike.
 */
import { z } from 'zod';
import { crossCheck, field } from './fields';

/** The longest range one report covers, in days. */
export const REPORT_MAX_DAYS = 366;

export const REPORT_MESSAGES = {
  fromRequired: 'Choose the first day.',
  toRequired: 'Choose the last day.',
  dateInvalid: 'Enter a date such as 2026-11-26.',
  toBeforeFrom: 'The last day must not be before the first.',
  tooLong: `A report covers at most ${REPORT_MAX_DAYS} days.`,
} as const;

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day as YYYY-MM-DD, or null when `v` is not one (2026-02-30 is not). */
export function calendarDay(v: unknown): string | null {
  const m = typeof v === 'string' ? DAY_RE.exec(v.trim()) : null;
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) &&
    d.getUTCMonth() === Number(m[2]) - 1 &&
    d.getUTCDate() === Number(m[3])
    ? m[0]
    : null;
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const day = (required: string) =>
  field<string>((v) => {
    if (v === undefined || v === null || v === '') return { message: required };
    const d = calendarDay(v);
    return d ? { value: d } : { message: REPORT_MESSAGES.dateInvalid };
  }).meta({ type: 'string', format: 'date' });

export const reportRangeInput = crossCheck(
  z.object({ from: day(REPORT_MESSAGES.fromRequired), to: day(REPORT_MESSAGES.toRequired) }),
  (raw) => {
    const from = calendarDay(raw.from);
    const to = calendarDay(raw.to);
    if (!from || !to) return undefined;
    if (to < from) return { field: 'to', message: REPORT_MESSAGES.toBeforeFrom };
    if (daysBetween(from, to) > REPORT_MAX_DAYS) return { field: 'to', message: REPORT_MESSAGES.tooLong };
    return undefined;
  },
);
export type ReportRangeInput = z.output<typeof reportRangeInput>;
