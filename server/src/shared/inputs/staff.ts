/** The owner's staff forms (invite) and the invited person's set-password form. */
import { z } from 'zod';
import { COLUMN_LENGTHS } from './columns';
import { crossCheck, email, field, newPassword, secret, text } from './fields';
import { M } from './messages';

export const inviteStaffInput = z.object({
  name: text(M.nameRequired, COLUMN_LENGTHS.users.name, 'The name'),
  email: email(),
});

/** The set-password link's token and the new password twice. */
export const acceptStaffInviteInput = crossCheck(
  z.object({
    token: field<string>((v) => ({ value: typeof v === 'string' ? v : '' })).meta({ type: 'string' }),
    password: newPassword,
    passwordConfirmation: secret(M.confirmRequired),
  }),
  (raw) =>
    typeof raw.passwordConfirmation === 'string' &&
    raw.passwordConfirmation.trim() !== '' &&
    raw.password !== raw.passwordConfirmation
      ? { field: 'passwordConfirmation', message: M.passwordsDiffer, code: 'MISMATCH' }
      : undefined,
);

export type InviteStaffInput = z.output<typeof inviteStaffInput>;
export type AcceptStaffInviteInput = z.output<typeof acceptStaffInviteInput>;

/** Disabling (true) or enabling (false) a staff account. */
export const setStaffDisabledInput = z.object({
  disabled: field<boolean>((v) =>
    typeof v === 'boolean' ? { value: v } : { message: 'The disabled field must be true or false.' },
  ).meta({ type: 'boolean' }),
});
