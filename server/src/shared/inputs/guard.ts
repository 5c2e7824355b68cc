/**
 * The fake-order guard's back-office inputs: a blocklist entry (a phone number or an e-mail the
 * checkout refuses) and a service's settings form. Phone numbers are brought to E.164 by the
 * server (shared/phone.ts); here they are checked as the checkout checks them.
 */
import { z } from 'zod';
import { EMAIL_RE, field, MOBILE_RE, optionalField, optionalText } from './fields';

export const BLOCKLIST_KINDS = ['phone', 'email'] as const;
export type BlocklistKind = (typeof BLOCKLIST_KINDS)[number];

/** What a blocklist value must be, per kind. */
export const BLOCKLIST_VALUE = {
  email: 'The e-mail must be a valid email address.',
  phone: 'The phone number must be 10 to 15 digits (an optional + before them).',
};

/** The entry's value, checked as its kind (a phone number or an e-mail) when the kind is known. */
export const blocklistEntryInput = z.object({
  kind: field<BlocklistKind>((v) =>
    v === 'phone' || v === 'email' ? { value: v } : { message: 'Choose phone or e-mail.', code: 'REQUIRED' },
  ).meta({ enum: ['phone', 'email'] }),
  value: field<string>((v) => {
    if (typeof v !== 'string' || !v.trim())
      return { message: 'Enter a phone number or an e-mail address.', code: 'REQUIRED' };
    const text = v.trim();
    if (text.includes('@'))
      return EMAIL_RE.test(text) && text.length <= 320 ? { value: text } : { message: BLOCKLIST_VALUE.email };
    return MOBILE_RE.test(text.replace(/^\+/, '').replace(/[\s-]/g, ''))
      ? { value: text }
      : { message: /[a-z]/i.test(text) ? BLOCKLIST_VALUE.email : BLOCKLIST_VALUE.phone };
  }).meta({ type: 'string', minLength: 1, description: 'A phone number or an e-mail address.' }),
  note: optionalText(500, 'The note'),
});
export type BlocklistEntryInput = z.output<typeof blocklistEntryInput>;

/**
 * One service's settings as a form sends them: `values`, field name → text (null clears it; a
 * secret left empty keeps what is stored; each field's own rule is the server's), and the
 * `version` the form was read at.
 */
export const serviceSettingsInput = z.object({
  values: field<Record<string, string | null>>((v) => {
    if (!v || typeof v !== 'object' || Array.isArray(v))
      return { message: 'Send the settings as an object.' };
    const entries = Object.entries(v as Record<string, unknown>);
    const ok =
      entries.length <= 60 &&
      entries.every(([, x]) => x === null || (typeof x === 'string' && x.length <= 2000));
    return ok
      ? { value: v as Record<string, string | null> }
      : { message: 'Each setting is a text of at most 2000 characters, or null.' };
  }).meta({ type: 'object', additionalProperties: { type: ['string', 'null'], maxLength: 2000 } }),
  version: optionalField<number | undefined>((v) =>
    v === undefined || v === null
      ? { value: undefined }
      : typeof v === 'number' && Number.isInteger(v) && v >= 0
        ? { value: v }
        : { message: 'The version is a whole number.' },
  ).meta({ type: ['integer', 'null'], minimum: 0 }),
});
export type ServiceSettingsInput = z.output<typeof serviceSettingsInput>;
