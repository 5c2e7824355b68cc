import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { usePageMeta } from '../../components/PageTitle';
import { notify } from '../../components/toaster';
import { graphql } from '../../gql';
import { adminVar, signIn } from '../../lib/session';
import { AdminPage } from './AdminLayout';
import { ADMIN } from './adminApi';

const AdminChangePasswordDocument = graphql(`
  mutation AdminChangePassword($input: ChangePasswordInput!) { adminChangePassword(input: $input) { token message errors { field message } } }
`);

export const adminPasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'The current password field is required'),
    password: z.string().min(1, 'The password field is required').min(6, 'Password must be at least 6 characters'),
    passwordConfirmation: z.string().min(1, 'The confirm password field is required'),
  })
  .refine((v) => v.password === v.passwordConfirmation, { path: ['passwordConfirmation'], message: 'Passwords do not match' });

type Values = z.infer<typeof adminPasswordSchema>;
const FIELDS: Array<{ name: keyof Values; label: string; autoComplete: string }> = [
  { name: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'password', label: 'New Password', autoComplete: 'new-password' },
  { name: 'passwordConfirmation', label: 'Confirm Password', autoComplete: 'new-password' },
];

/** The signed-in admin's own password: the current one is required; every other admin session ends. */
export function AdminPasswordPage() {
  usePageMeta('Change Password');
  const [change] = useMutation(AdminChangePasswordDocument, ADMIN);
  const { register, handleSubmit, setError, reset, formState } = useForm<Values>({
    resolver: zodResolver(adminPasswordSchema),
    defaultValues: { currentPassword: '', password: '', passwordConfirmation: '' },
  });
  const { errors, isSubmitting } = formState;

  async function onSubmit(values: Values) {
    try {
      const { data } = await change({ variables: { input: { currentPassword: values.currentPassword, password: values.password } } });
      const r = data?.adminChangePassword;
      if (!r?.token) {
        for (const e of r?.errors ?? []) if (e.field === 'currentPassword' || e.field === 'password') setError(e.field, { message: e.message });
        if (r?.errors[0]) notify.error(r.errors[0].message);
        return;
      }
      // Every other session ended; this one goes on with the fresh token.
      const session = adminVar();
      if (session) signIn('admin', { ...session, token: r.token });
      reset();
      notify.success(r.message ?? 'Your password has been changed.');
    } catch (err) {
      notify.error((err as Error).message || 'Something went wrong');
    }
  }

  return (
    <AdminPage title="Change Password">
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Stack gap="4" maxW="md">
          <Text color="ink.600" fontSize="sm">Changing your password signs you out everywhere else.</Text>
          {FIELDS.map((f) => (
            <Field.Root key={f.name} invalid={!!errors[f.name]}>
              <Field.Label>{f.label}</Field.Label>
              <Input type="password" autoComplete={f.autoComplete} bg="white" {...register(f.name)} />
              {errors[f.name] && <Field.ErrorText>{errors[f.name]?.message}</Field.ErrorText>}
            </Field.Root>
          ))}
          <Button type="submit" colorPalette="brand" alignSelf="start" loading={isSubmitting}>Change Password</Button>
        </Stack>
      </form>
    </AdminPage>
  );
}
