/**
 * Tiny rule-based validation that yields the spec's verbatim messages, one list per
 * field, for both transports. Services call `check(...)` and throw on failure.
 */
import { FieldErrorShape, ValidationError } from './errors';

export type FieldErrorLike = FieldErrorShape;

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MOBILE_RE = /^\d{10,15}$/;

type Rule = (value: unknown) => string | null;

export const rules = {
  required:
    (message: string): Rule =>
    (v) =>
      v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? message : null,
  email:
    (message = 'Invalid email address'): Rule =>
    (v) =>
      typeof v === 'string' && v.length <= 254 && EMAIL_RE.test(v.trim()) ? null : message,
  mobile:
    (message = 'Enter a valid mobile number'): Rule =>
    (v) =>
      typeof v === 'string' && MOBILE_RE.test(v.trim()) ? null : message,
  maxLength:
    (max: number, label: string): Rule =>
    (v) =>
      typeof v === 'string' && v.length > max ? `${label} may not be greater than ${max} characters.` : null,
  string:
    (message: string): Rule =>
    (v) =>
      v === undefined || v === null || typeof v === 'string' ? null : message,
};

/** Runs each field's rules in order; the first failing rule of a field is its message. */
export function collectErrors(input: Record<string, unknown>, spec: Record<string, Rule[]>): FieldErrorShape[] {
  const errors: FieldErrorShape[] = [];
  for (const [field, fieldRules] of Object.entries(spec)) {
    for (const rule of fieldRules) {
      const message = rule(input[field]);
      if (message) {
        errors.push({ field, message, code: 'INVALID' });
        break;
      }
    }
  }
  return errors;
}

export function check(input: Record<string, unknown>, spec: Record<string, Rule[]>): void {
  const errors = collectErrors(input, spec);
  if (errors.length) throw new ValidationError(errors);
}

export function str(v: unknown): string {
  return typeof v === 'string' ? v.trim() : '';
}

/** Parses a positive integer id from any transport; null when it is not one. */
export function parseId(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v) : NaN;
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}
