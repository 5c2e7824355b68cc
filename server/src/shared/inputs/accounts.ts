/** Account inputs (sign-in, registration, profile, passwords): the server's rules and the forms'. */
import { z } from 'zod';
import {
  crossCheck,
  email,
  field,
  newPassword,
  optionalField,
  optionalNewPassword,
  secret,
  text,
} from './fields';
import { COLUMN_LENGTHS } from './columns';
import { M } from './messages';

const name = text(M.nameRequired, COLUMN_LENGTHS.users.name, 'The name');
const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/** The device token an earlier sign-in left (apps send it back; browsers keep it in a cookie). */
const deviceToken = optionalField<string | undefined>((v) =>
  v === null || v === ''
    ? { value: undefined }
    : typeof v === 'string' && v.length <= 200
      ? { value: v }
      : { message: 'The device token is not valid.' },
).meta({ type: ['string', 'null'], maxLength: 200 });

export const loginInput = z.object({ email: email(), password: secret(M.passwordRequired), deviceToken });

export const registerInput = z.object({ name, email: email(), password: newPassword });

export const forgotPasswordInput = z.object({ email: email() });

/** A new password twice: the confirmation must be given and equal the password. */
const confirmed = <S extends z.ZodType>(schema: S) =>
  crossCheck(schema, (raw) =>
    filled(raw.passwordConfirmation) && raw.password !== raw.passwordConfirmation
      ? { field: 'passwordConfirmation', message: M.passwordsDiffer, code: 'MISMATCH' }
      : undefined,
  );

const passwordTwice = { password: newPassword, passwordConfirmation: secret(M.confirmRequired) };
export const newPasswordPair = confirmed(z.object(passwordTwice));

export const resetPasswordInput = confirmed(
  z.object({
    email: email(),
    token: field<string>((v) => ({ value: typeof v === 'string' ? v : '' })).meta({ type: 'string' }),
    ...passwordTwice,
  }),
);

export const changePasswordInput = z.object({
  password: newPassword,
  currentPassword: secret(M.currentPasswordRequired),
});

/** The change-password form: the current password, and the new one twice. */
export const changePasswordForm = confirmed(
  z.object({ currentPassword: secret(M.currentPasswordRequired), ...passwordTwice }),
);

const keepsPassword = (v: unknown) => v === undefined || v === null || v === '';

/** A new password is optional (left out, null or '' keeps the current one); with one, the current password is required. */
export const updateProfileInput = crossCheck(
  z.object({
    name,
    password: optionalNewPassword,
    currentPassword: field<string | null>((v) => ({
      value: typeof v === 'string' && v !== '' ? v : null,
    })).meta({ type: ['string', 'null'], format: 'password' }),
  }),
  (raw) =>
    !keepsPassword(raw.password) && !filled(raw.currentPassword)
      ? { field: 'currentPassword', message: M.currentPasswordRequired }
      : undefined,
);

export type LoginInput = z.output<typeof loginInput>;
export type RegisterInput = z.output<typeof registerInput>;
export type ResetPasswordInput = z.output<typeof resetPasswordInput>;
export type ChangePasswordInput = z.output<typeof changePasswordInput>;
export type UpdateProfileInput = z.output<typeof updateProfileInput>;
