/**
 * Discount codes and shipping rates: the back office's forms and the checkout's
 * code field. Amounts are rupees with at most two decimals (the server keeps paisa).
 */
import { z } from 'zod';
import { COLUMN_LENGTHS, MAX_PRICE_RUPEES } from './columns';
import { crossCheck, field, optionalField, parseId, text } from './fields';
import { allowedValues } from './messages';

export const DISCOUNT_KINDS = ['percent', 'fixed'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
export const DISCOUNT_CODE_MAX = COLUMN_LENGTHS.discount_codes.code;
const CODE_RE = new RegExp(`^[A-Z0-9_-]{3,${DISCOUNT_CODE_MAX}}$`);
const MAX_USES = 1_000_000;

export const DISCOUNT_MESSAGES = {
  codeRequired: 'The code is required.',
  codeInvalid: `The code must be 3 to ${DISCOUNT_CODE_MAX} letters, digits, - or _.`,
  kindRequired: 'Choose a percentage or a fixed amount.',
  valueRequired: 'The amount is required.',
  percentInvalid: 'A percentage must be a whole number from 1 to 100.',
  fixedInvalid: `A fixed amount must be from Rs 0.01 to Rs ${MAX_PRICE_RUPEES.toLocaleString('en')}, with at most two decimals.`,
  minOrderInvalid: `The minimum order must be from Rs 0 to Rs ${MAX_PRICE_RUPEES.toLocaleString('en')}, with at most two decimals.`,
  dateInvalid: 'Enter a valid date and time.',
  endBeforeStart: 'The end must be after the start.',
  usesInvalid: `Uses must be a whole number from 1 to ${MAX_USES.toLocaleString('en')}, or empty for no limit.`,
  idsInvalid: 'Choose from the list.',
  activeInvalid: 'Active must be true or false.',
} as const;

export const SHIPPING_MESSAGES = {
  provinceRequired: 'Province is required',
  rateRequired: 'The rate is required.',
  rateInvalid: `The rate must be from Rs 0 to Rs ${MAX_PRICE_RUPEES.toLocaleString('en')}, with at most two decimals.`,
  thresholdInvalid: `The free-shipping threshold must be from Rs 0.01 to Rs ${MAX_PRICE_RUPEES.toLocaleString('en')} with at most two decimals, or empty for none.`,
} as const;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Rupees as typed or sent, to a number with at most two decimals from `min` to the price cap; null when not one. */
export function rupeeAmount(v: unknown, min = 0): number | null {
  const t = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(t)) return null;
  const n = Number(t);
  return n >= min && n <= MAX_PRICE_RUPEES ? n : null;
}

/** A discount code as a customer types it: trimmed, upper case (codes are matched without regard to case). */
export function normalCode(v: string): string {
  return v.trim().toUpperCase();
}

const optionalDate = (v: unknown) => {
  if (blank(v)) return { value: null };
  const d = v instanceof Date ? v : typeof v === 'string' ? new Date(v.trim()) : new Date(NaN);
  return Number.isNaN(d.getTime()) ? { message: DISCOUNT_MESSAGES.dateInvalid } : { value: d.toISOString() };
};

const optionalUses = (v: unknown) => {
  if (blank(v)) return { value: null };
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= MAX_USES
    ? { value: n }
    : { message: DISCOUNT_MESSAGES.usesInvalid };
};

const ids = (v: unknown) => {
  if (blank(v)) return { value: [] as number[] };
  const list = Array.isArray(v) ? v.map(parseId) : [null];
  return list.some((n) => n === null) || list.length > 500
    ? { message: DISCOUNT_MESSAGES.idsInvalid }
    : { value: [...new Set(list as number[])] };
};

const discountFields = z.object({
  code: field<string>((v) => {
    if (blank(v) || typeof v !== 'string')
      return { message: DISCOUNT_MESSAGES.codeRequired, code: 'REQUIRED' };
    const code = normalCode(v);
    return CODE_RE.test(code) ? { value: code } : { message: DISCOUNT_MESSAGES.codeInvalid };
  }),
  kind: field<DiscountKind>((v) =>
    blank(v)
      ? { message: DISCOUNT_MESSAGES.kindRequired, code: 'REQUIRED' }
      : DISCOUNT_KINDS.includes(v as DiscountKind)
        ? { value: v as DiscountKind }
        : { message: allowedValues('discount type', DISCOUNT_KINDS) },
  ),
  /** A percentage (kind percent) or rupees (kind fixed). */
  value: field<number>((v) => {
    if (blank(v)) return { message: DISCOUNT_MESSAGES.valueRequired, code: 'REQUIRED' };
    const n = rupeeAmount(v, 0.01);
    return n === null ? { message: DISCOUNT_MESSAGES.fixedInvalid } : { value: n };
  }),
  minOrder: optionalField<number>((v) => {
    if (blank(v)) return { value: 0 };
    const n = rupeeAmount(v);
    return n === null ? { message: DISCOUNT_MESSAGES.minOrderInvalid } : { value: n };
  }),
  startsAt: optionalField<string | null>(optionalDate),
  endsAt: optionalField<string | null>(optionalDate),
  maxUses: optionalField<number | null>(optionalUses),
  maxUsesPerCustomer: optionalField<number | null>(optionalUses),
  categoryIds: optionalField<number[]>(ids),
  productIds: optionalField<number[]>(ids),
  active: optionalField<boolean>((v) =>
    typeof v === 'boolean' ? { value: v } : { message: DISCOUNT_MESSAGES.activeInvalid },
  ),
});

/** A discount code as the back office edits it; a percentage is whole, the end after the start. */
export const discountInput = crossCheck(discountFields, (raw) => {
  if (raw.kind === 'percent' && !blank(raw.value)) {
    const n = Number(raw.value);
    if (!Number.isInteger(n) || n < 1 || n > 100)
      return { field: 'value', message: DISCOUNT_MESSAGES.percentInvalid };
  }
  const start = optionalDate(raw.startsAt);
  const end = optionalDate(raw.endsAt);
  if ('value' in start && 'value' in end && start.value && end.value && end.value <= start.value)
    return { field: 'endsAt', message: DISCOUNT_MESSAGES.endBeforeStart };
  return undefined;
});
export type DiscountInput = z.output<typeof discountFields>;

/** The checkout's 'Discount code' field: empty is none. */
export const discountCodeInput = z.object({
  discountCode: optionalField<string | null>((v) => {
    if (blank(v)) return { value: null };
    if (typeof v !== 'string' || v.trim().length > DISCOUNT_CODE_MAX)
      return { message: 'This discount code is not valid.', code: 'DISCOUNT_INVALID' };
    return { value: normalCode(v) };
  }),
});

const SHIPPING = COLUMN_LENGTHS.shipping_rates;

const rate = field<number>((v) => {
  if (blank(v)) return { message: SHIPPING_MESSAGES.rateRequired, code: 'REQUIRED' };
  const n = rupeeAmount(v);
  return n === null ? { message: SHIPPING_MESSAGES.rateInvalid } : { value: n };
});

/** The default rate (every place without its own) and the sub total from which shipping is free (empty: never). */
export const shippingSettingsInput = z.object({
  defaultRate: rate,
  freeShippingThreshold: optionalField<number | null>((v) => {
    if (blank(v)) return { value: null };
    const n = rupeeAmount(v, 0.01);
    return n === null ? { message: SHIPPING_MESSAGES.thresholdInvalid } : { value: n };
  }),
});
export type ShippingSettingsInput = z.output<typeof shippingSettingsInput>;

/** A province's rate (no city) or one city's, overriding its province's. */
export const shippingRateInput = z.object({
  province: text(SHIPPING_MESSAGES.provinceRequired, SHIPPING.province, 'The province'),
  city: optionalField<string | null>((v) => {
    if (blank(v)) return { value: null };
    if (typeof v !== 'string' || v.trim().length > SHIPPING.city)
      return { message: 'Choose a city from the list.' };
    return { value: v.trim() };
  }),
  rate,
});
export type ShippingRateInput = z.output<typeof shippingRateInput>;
