import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { changePasswordForm } from '@inputs/accounts';
import { Form, TextField, useZodForm } from '../../../components/form/Form';
import { usePageMeta } from '../../../components/PageTitle';
import { notify } from '../../../components/toaster';
import { adminVar, signIn } from '../../../lib/session';
import { AdminPage } from '../../../components/admin/AdminPage';
import { ADMIN } from '../../../lib/admin';
import { AdminChangePasswordDocument } from '../api/password';

type Values = { currentPassword: string; password: string; passwordConfirmation: string };
const FIELDS: Array<{ name: keyof Values; label: string; autoComplete: string }> = [
  { name: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'password', label: 'New Password', autoComplete: 'new-password' },
  { name: 'passwordConfirmation', label: 'Confirm Password', autoComplete: 'new-password' },
];

/** The signed-in admin's own password: the current one is required; every other admin session ends. */
export function AdminPasswordPage() {
  usePageMeta('Change Password');
  const [change] = useMutation(AdminChangePasswordDocument, ADMIN);
  const form = useZodForm(changePasswordForm, {
    currentPassword: '',
    password: '',
    passwordConfirmation: '',
  });

  async function onSubmit(values: Values) {
    try {
      const { data } = await change({
        variables: { input: { currentPassword: values.currentPassword, password: values.password } },
      });
      const r = data?.adminChangePassword;
      if (!r?.token) {
        form.serverErrors(r?.errors);
        if (r?.errors[0]) notify.error(r.errors[0].message);
        return;
      }
      // Every other session ended; this one goes on with the fresh token.
      const session = adminVar();
      if (session) signIn('admin', { ...session, token: r.token });
      form.reset();
      notify.success(r.message);
    } catch (err) {
      notify.error((err as Error).message || 'Something went wrong');
    }
  }

  return (
    <AdminPage title="Change Password">
      <Form form={form} onSubmit={onSubmit}>
        <Stack gap="4" maxW="md">
          <Text color="ink.600" fontSize="sm">
            Changing your password signs you out everywhere else.
          </Text>
          {FIELDS.map((f) => (
            <TextField
              key={f.name}
              label={f.label}
              name={f.name}
              type="password"
              autoComplete={f.autoComplete}
            />
          ))}
          <Button type="submit" colorPalette="brand" alignSelf="start" loading={form.formState.isSubmitting}>
            Change Password
          </Button>
        </Stack>
      </Form>
    </AdminPage>
  );
}
