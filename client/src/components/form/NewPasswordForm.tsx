import { Button, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { newPasswordPair } from '@inputs/accounts';
import { notify } from '../toaster';
import { Form, TextField, useZodForm } from './Form';

type Pair = { password: string; passwordConfirmation: string };
type FieldErrors = Array<{ field: string; message: string }>;
/** The server's answer to a new password: its message, or its field errors. */
type Answer = { message?: string | null; errors: FieldErrors } | null | undefined;

/**
 * A new password and its confirmation, chosen through a link (a password reset, a staff
 * invitation), on the shared `newPasswordPair` schema: the server's field errors go on the
 * fields, an error about the link itself is a toast, and once set the person goes to `done`.
 */
export function NewPasswordForm({
  send,
  linkError,
  done,
  submitLabel,
  cancel,
}: {
  send: (pair: Pair) => Promise<Answer>;
  /** The toast for refused field errors (the link's token or e-mail), or none. */
  linkError: (errors: FieldErrors) => string | undefined;
  /** Where the person signs in with the new password. */
  done: string;
  submitLabel: string;
  /** A way back, beside the submit button. */
  cancel?: ReactNode;
}) {
  const navigate = useNavigate();
  const form = useZodForm(newPasswordPair, { password: '', passwordConfirmation: '' });

  async function onSubmit(pair: Pair) {
    try {
      const r = await send(pair);
      if (r?.errors.length) {
        form.serverErrors(r.errors);
        const toast = linkError(r.errors);
        if (toast) notify.error(toast);
        return;
      }
      notify.success(r?.message);
      navigate(done);
    } catch (err) {
      notify.error((err as Error).message || 'Something went wrong!');
    }
  }

  const submit = (
    <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
      {submitLabel}
    </Button>
  );
  return (
    <Form form={form} onSubmit={onSubmit}>
      <Stack gap="4">
        <TextField label="Password" name="password" type="password" autoComplete="new-password" />
        <TextField
          label="Confirm Password"
          name="passwordConfirmation"
          type="password"
          autoComplete="new-password"
        />
        {cancel ? (
          <HStack justify="space-between">
            {cancel}
            {submit}
          </HStack>
        ) : (
          submit
        )}
      </Stack>
    </Form>
  );
}
