import { Button, Stack, Link, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { registerInput } from '@inputs/accounts';
import { Form, TextField, useZodForm } from '../../../components/form/Form';
import { usePageMeta } from '../../../components/PageTitle';
import { notify } from '../../../components/toaster';
import { signIn } from '../../../lib/session';
import { AuthCard, GoogleButton } from '../components/AuthCard';
import { RegisterDocument } from '../api/register';

export function RegisterPage() {
  usePageMeta('Register');
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const form = useZodForm(registerInput, { name: '', email: '', password: '' });
  const [register, { loading }] = useMutation(RegisterDocument);

  async function onSubmit(input: { name: string; email: string; password: string }) {
    try {
      const { data } = await register({ variables: { input } });
      const r = data?.register;
      if (!r?.token || !r.user) {
        form.serverErrors(r?.errors);
        return;
      }
      // Navigate first: the guest-only guard must not win the race to the dashboard.
      navigate(from && from.startsWith('/') ? from : '/user/email/verification', { replace: true });
      signIn('user', { id: r.user.id, name: r.user.name, token: r.token, verified: r.user.verified });
      notify.success(r.message);
    } catch (err) {
      notify.error((err as Error).message || 'Something went wrong');
    }
  }

  return (
    <AuthCard title="Register">
      <Form form={form} onSubmit={onSubmit}>
        <Stack gap="4">
          <TextField label="Name" name="name" autoComplete="name" />
          <TextField label="Email" name="email" type="email" autoComplete="email" />
          <TextField label="Password" name="password" type="password" autoComplete="new-password" />
          <Button type="submit" colorPalette="brand" w="100%" loading={loading}>
            Register
          </Button>
        </Stack>
      </Form>
      <GoogleButton label="Sign up with Google" />
      <Text fontSize="sm" textAlign="center">
        Already have an account?{' '}
        <Link asChild color="brand.600">
          <RouterLink to="/user/login">Login</RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
}
