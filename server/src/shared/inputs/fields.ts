/**
 * Field rules for the shared input schemas (zod). These files are read by the server and, through
 * the `@inputs/*` alias, by the web client's forms: they import nothing but zod and each other.
 *
 * The legacy REST bodies (multipart strings, 'yes'/'no', '0'/'1') and GraphQL's typed values are
 * both accepted by the scalar rules below, so one schema serves every transport and the forms.
 */
import { z } from 'zod';
import { MAX_PRICE_RUPEES } from './columns';
import { allowedValues, M, tooLong } from './messages';

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MOBILE_RE = /^\d{10,15}$/;

/** A field's value and, when it is wrong, one message (and a machine code for GraphQL's FieldError). */
type Checked<T> = { value: T } | { message: string; code?: string };

/**
 * A field from a check function: the first failure is the field's message. (A preprocess step,
 * so that zod runs it for a key the input left out too: a required field is then reported.)
 */
export function field<T>(check: (v: unknown) => Checked<T>) {
  return z.preprocess(
    (v, ctx) => {
      const r = check(v);
      if ('value' in r) return r.value;
      ctx.addIssue({ code: 'custom', message: r.message, params: { code: r.code ?? 'INVALID' } });
      return z.NEVER;
    },
    z.custom<T>(() => true),
  );
}

/** A field that may be left out: undefined stays undefined (the check never sees it). */
export function optionalField<T>(check: (v: unknown) => Checked<T | undefined>) {
  return field(check).optional();
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Required text, trimmed: missing, blank or not text is `required`; longer than `max` is "<label> may not be greater than <max> characters." */
export function text(required: string, max?: number, label?: string) {
  return field<string>((v) => {
    if (blank(v) || typeof v !== 'string') return { message: required };
    if (max !== undefined && v.length > max) return { message: tooLong(label ?? 'The value', max) };
    return { value: v.trim() };
  }).meta({ type: 'string', minLength: 1, ...(max === undefined ? {} : { maxLength: max }) });
}

/** Optional text: left out stays undefined (an edit keeps the stored value); null or blank is null. */
export function optionalText(max: number, label: string) {
  return optionalField<string | null>((v) => {
    if (typeof v === 'string' && v.length > max) return { message: tooLong(label, max) };
    return { value: typeof v === 'string' && v.trim() ? v.trim() : null };
  }).meta({ type: ['string', 'null'], maxLength: max });
}

/** A password as typed (never trimmed): missing or blank is `required`. */
export function secret(required: string) {
  return field<string>((v) =>
    blank(v) || typeof v !== 'string' ? { message: required } : { value: v },
  ).meta({
    type: 'string',
    format: 'password',
  });
}

/** A new password: required, 6 to 200 characters. (The server also refuses common ones.) */
function checkNewPassword(v: unknown): Checked<string> {
  if (blank(v) || typeof v !== 'string') return { message: M.passwordRequired };
  if (v.length < 6) return { message: M.passwordShort };
  if (v.length > 200) return { message: M.passwordLong };
  return { value: v };
}
export const newPassword = field(checkNewPassword).meta({
  type: 'string',
  format: 'password',
  minLength: 6,
  maxLength: 200,
});

/** Left out, null or '' keeps the current password (null); anything else is a new password. */
export const optionalNewPassword = field<string | null>((v) =>
  v === undefined || v === null || v === '' ? { value: null } : checkNewPassword(v),
).meta({ type: ['string', 'null'], format: 'password', maxLength: 200 });

/** Invisible characters: format characters (Cf: zero-width spaces and joiners, bidi controls) and other default-ignorables. */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/u;

/**
 * An e-mail address in its one normal form, NFKC (fullwidth letters and decomposed accents
 * become what they look like), trimmed; one holding invisible characters is refused, not
 * quietly cleaned (it is not what the person meant to type).
 */
export function email(required: string = M.emailRequired) {
  return field<string>((v) => {
    if (blank(v) || typeof v !== 'string') return { message: required };
    const normal = v.normalize('NFKC').trim();
    if (INVISIBLE.test(normal)) return { message: M.emailInvisible, code: 'INVISIBLE_CHARACTERS' };
    return normal.length <= 254 && EMAIL_RE.test(normal) ? { value: normal } : { message: M.emailInvalid };
  }).meta({ type: 'string', format: 'email', maxLength: 254 });
}

/** The address an account is known by: the normal form (NFKC), lower case. */
export function accountEmail(address: string): string {
  return address.normalize('NFKC').toLowerCase().normalize('NFKC');
}

export const mobile = field<string>((v) => {
  if (blank(v) || typeof v !== 'string') return { message: M.mobileRequired };
  return MOBILE_RE.test(v.trim()) ? { value: v.trim() } : { message: M.mobileInvalid };
}).meta({ type: 'string', pattern: '^\\s*\\d{10,15}\\s*$' });

/** An id as JSON Schema describes it: a positive whole number, or its digits (multipart bodies). */
const ID_META = {
  type: ['integer', 'string'],
  minimum: 1,
  maximum: 2_147_483_647,
  pattern: '^\\s*\\d{1,10}\\s*$',
};

/** Parses a positive integer id from any transport; null when it is not one. */
export function parseId(v: unknown): number | null {
  const n =
    typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v) : NaN;
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

/** A price in rupees (number or numeric string), 0 to MAX_PRICE_RUPEES; null when not such an amount. */
export function parseRupees(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) && n >= 0 && n <= MAX_PRICE_RUPEES ? n : null;
}

/** A required id (a select's value: a number or its text). */
export function id(required: string) {
  return field<number>((v) => {
    const n = parseId(v);
    return n === null ? { message: required } : { value: n };
  }).meta(ID_META);
}

/** An optional id: left out stays undefined; null, '', 0 or '0' is none (null); anything else must be an id. */
export function optionalId(invalid: string) {
  return optionalField<number | null>((v) => {
    if (v === null || v === '' || v === 0 || v === '0') return { value: null };
    const n = parseId(v);
    return n === null ? { message: invalid } : { value: n };
  }).meta({ ...ID_META, type: [...ID_META.type, 'null'], minimum: 0 });
}

/** 1 (active) or 0 (inactive), as a number or its text. */
export function status01(message: string) {
  return field<0 | 1>((v) =>
    v === 0 || v === 1 || v === '0' || v === '1' ? { value: Number(v) as 0 | 1 } : { message },
  ).meta({ enum: [0, 1, '0', '1'], description: '1 active, 0 inactive' });
}

/** A required price in rupees (a missing one is `required`, a number out of range `M.priceInvalid`). */
export function rupees(required: string, invalid = required) {
  return field<number>((v) => {
    if (blank(v)) return { message: required };
    const n = parseRupees(v);
    if (n !== null) return { value: n };
    const number = (typeof v === 'number' || typeof v === 'string') && Number.isFinite(Number(v));
    return { message: number ? M.priceInvalid : invalid };
  }).meta({ type: ['number', 'string'], minimum: 0, maximum: MAX_PRICE_RUPEES, description: 'rupees' });
}

/** One of `allowed` (missing is `required`; anything else names the allowed values). */
export function oneOf<T extends string>(required: string, label: string, allowed: readonly T[]) {
  return field<T>((v) =>
    blank(v)
      ? { message: required }
      : allowed.includes(v as T)
        ? { value: v as T }
        : { message: allowedValues(label, allowed) },
  ).meta({ enum: [...allowed] });
}

/** A whole number from 0 to 1,000,000 (stock). */
export function count(required: string, invalid = required) {
  return field<number>((v) => {
    if (blank(v)) return { message: required };
    const n = Number(v);
    return Number.isInteger(n) && n >= 0 && n <= 1_000_000 && typeof v !== 'boolean'
      ? { value: n }
      : { message: invalid };
  }).meta({ type: ['integer', 'string'], minimum: 0, maximum: 1_000_000 });
}

/**
 * A rule across fields, run on the raw input beside the schema's own (so it can report while
 * other fields are wrong, as each field's rules do): `check` names the field and the message.
 * Its issue is reported after the fields' own.
 */
export function crossCheck<S extends z.ZodType>(
  schema: S,
  check: (raw: Record<string, unknown>) => { field: string; message: string; code?: string } | undefined,
) {
  const checked = z.unknown().transform((raw, ctx): z.output<S> => {
    const result = schema.safeParse(raw);
    if (!result.success)
      for (const issue of result.error.issues)
        ctx.addIssue({ ...issue } as Parameters<typeof ctx.addIssue>[0]);
    const found = raw && typeof raw === 'object' ? check(raw as Record<string, unknown>) : undefined;
    if (found)
      ctx.addIssue({
        code: 'custom',
        message: found.message,
        path: [found.field],
        params: { code: found.code ?? 'INVALID', late: true },
      });
    return result.success && !found ? result.data : z.NEVER;
  });
  crossChecked.set(checked, schema);
  return checked;
}

/** The schema inside each cross-checked one (crossCheck), for whoever describes an input (the REST adapter's OpenAPI document). */
const crossChecked = new WeakMap<z.ZodType, z.ZodType>();

/** An input's object schema, through a cross-check; null when the input is not an object. */
export function objectOf(schema: z.ZodType): z.ZodObject | null {
  const inner = crossChecked.get(schema) ?? schema;
  return inner instanceof z.ZodObject ? inner : null;
}

export interface FieldIssue {
  field: string;
  message: string;
  code: string;
}

/** A failed parse as one message per field (its first), fields in the schema's order, cross-field rules last. */
export function fieldIssues(error: z.ZodError): FieldIssue[] {
  const seen = new Set<string>();
  const out: Array<FieldIssue & { late: boolean }> = [];
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'input';
    if (seen.has(field)) continue;
    seen.add(field);
    const params = (issue as { params?: { code?: string; late?: boolean } }).params;
    out.push({ field, message: issue.message, code: params?.code ?? 'INVALID', late: !!params?.late });
  }
  return [...out.filter((i) => !i.late), ...out.filter((i) => i.late)].map(({ late: _late, ...i }) => i);
}
