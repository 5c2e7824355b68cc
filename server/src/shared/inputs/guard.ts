/**
 * The fake-order guard's back-office inputs: a blocklist entry (a phone number or an e-mail the
 * checkout refuses) and a service's settings form. Phone numbers are brought to E.164 by the
 * server (shared/phone.ts); here they are checked as the checkout checks them.
 */
import { z } from 'zod';
import { EMAIL_RE, field, MOBILE_RE, optionalText } from './fields';

export const BLOCKLIST_KINDS = ['phone', 'email'] as const;
export type BlocklistKind = (typeof BLOCKLIST_KINDS)[number];

export const blocklistEntryInput = z
  .object({
    kind: field<BlocklistKind>((v) =>
      v === 'phone' || v === 'email' ? { value: v } : { message: 'Choose phone or e-mail.', code: 'REQUIRED' },
    ),
    value: field<string>((v) =>
      typeof v === 'string' && v.trim() ? { value: v.trim() } : { message: 'Enter a phone number or an e-mail address.', code: 'REQUIRED' },
    ),
    note: optionalText(500, 'The note'),
  })
  .superRefine((entry, ctx) => {
    const ok =
      entry.kind === 'email'
        ? EMAIL_RE.test(entry.value) && entry.value.length <= 320
        : MOBILE_RE.test(entry.value.replace(/^\+/, '').replace(/[\s-]/g, ''));
    if (!ok)
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message:
          entry.kind === 'email'
            ? 'The e-mail must be a valid email address.'
            : 'The phone number must be 10 to 15 digits (an optional + before them).',
        params: { code: 'INVALID' },
      });
  });
export type BlocklistEntryInput = z.output<typeof blocklistEntryInput>;

/**
 * One service's settings as a form sends them: field name → text (null clears it; a secret
 * left empty keeps what is stored), with the version the form was read at.
 */
export const serviceSettingsInput = z.object({
  values: z.record(z.string().max(60), z.string().max(2000).nullable()),
  version: z.number().int().min(0).optional(),
});
export type ServiceSettingsInput = z.output<typeof serviceSettingsInput>;
