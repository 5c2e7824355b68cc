import { Button, Stack, Link, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { loginInput } from '@inputs/accounts';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { Form, TextField, useZodForm } from '../../../components/form/Form';
import { usePageMeta } from '../../../components/PageTitle';
import { notify } from '../../../components/toaster';
import { signIn } from '../../../lib/session';
import { AuthCard, GoogleButton } from '../components/AuthCard';
import { LoginDocument, AdminLoginDocument } from '../api/login';

/** What differs between the customer's sign-in (/user/login) and the back office's (/admin/login). */
const AREAS = {
  user: {
    title: 'Login',
    home: '/user/dashboard',
    accepts: (from: string) => from.startsWith('/'),
    emailAutoComplete: 'email',
    extras: true,
  },
  admin: {
    title: 'Admin Login',
    home: '/admin/dashboard',
    accepts: (from: string) => from.startsWith('/admin'),
    emailAutoComplete: 'username',
    extras: false,
  },
} as const;

/** Sign-in for customers (with Google and the account links) or admins: one form, the area's differences as props. */
export function LoginPage({ area = 'user' }: { area?: 'user' | 'admin' }) {
  const a = AREAS[area];
  usePageMeta(a.title);
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const form = useZodForm(loginInput, { email: '', password: '' });
  const [userLogin, user] = useMutation(LoginDocument);
  const [adminLogin, admin] = useMutation(AdminLoginDocument);

  async function onSubmit(input: { email: string; password: string }) {
    try {
      const r =
        area === 'admin'
          ? (await adminLogin({ variables: { input } })).data?.adminLogin
          : (await userLogin({ variables: { input } })).data?.login;
      if (!r?.token || !r.user) {
        const invalid = r?.errors.find((x) => x.code === 'INVALID_CREDENTIALS');
        if (invalid) notify.error(invalid.message);
        else form.serverErrors(r?.errors);
        return;
      }
      // Navigate first: the guest-only guard must not win the race to the dashboard.
      navigate(from && a.accepts(from) ? from : a.home, { replace: true });
      signIn(area, { id: r.user.id, name: r.user.name, token: r.token });
      notify.success('Logged In Successfully');
    } catch (err) {
      notify.error((err as Error).message || 'Something went wrong');
    }
  }

  return (
    <AuthCard title={a.title}>
      <Form form={form} onSubmit={onSubmit}>
        <Stack gap="4">
          <TextField label="Email" name="email" type="email" autoComplete={a.emailAutoComplete} />
          <TextField label="Password" name="password" type="password" autoComplete="current-password" />
          <Button
            type="submit"
            colorPalette="brand"
            w={a.extras ? '100%' : undefined}
            loading={user.loading || admin.loading}
          >
            Login
          </Button>
        </Stack>
      </Form>
      {a.extras && (
        <>
          <GoogleButton label="Sign in with Google" />
          <Text fontSize="sm" textAlign="center">
            <Link asChild color="brand.600">
              <RouterLink to="/forgot-password">Forgot your password?</RouterLink>
            </Link>
          </Text>
          <Text fontSize="sm" textAlign="center">
            New here?{' '}
            <Link asChild color="brand.600">
              <RouterLink to="/user/register" state={{ from }}>
                Create an account
              </RouterLink>
            </Link>
          </Text>
        </>
      )}
    </AuthCard>
  );
}
