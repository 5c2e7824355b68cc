import { Button, Stack, Link, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { FormEvent, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { FormField } from '../../components/FormField';
import { usePageMeta } from '../../components/PageTitle';
import { notify } from '../../components/toaster';
import { graphql } from '../../gql';
import { signIn } from '../../lib/session';
import { Errors, firstErrors, validateLogin } from '../../lib/validation';
import { AuthCard, GoogleButton } from '../../components/AuthCard';

const LoginDocument = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) { token user { id name verified } errors { field message code } }
  }
`);

export function LoginPage() {
  usePageMeta('Login');
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors<'email' | 'password'>>({});
  const [login, { loading }] = useMutation(LoginDocument);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const { data } = await login({ variables: { input: { email: values.email.trim(), password: values.password } } });
      const r = data?.login;
      if (!r?.token || !r.user) {
        const invalid = r?.errors.find((x) => x.code === 'INVALID_CREDENTIALS');
        if (invalid) notify.error(invalid.message);
        else setErrors(firstErrors(r?.errors ?? []));
        return;
      }
      // Navigate first: the guest-only guard must not win the race to the dashboard.
      navigate(from && from.startsWith('/') ? from : '/user/dashboard', { replace: true });
      signIn('user', { id: r.user.id, name: r.user.name, token: r.token });
      notify.success('Logged In Successfully');
    } catch (err) {
      notify.error((err as Error).message || 'Something went wrong');
    }
  }

  return (
    <AuthCard title="Login">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
        <FormField label="Email" name="email" type="email" autoComplete="email" value={values.email} error={errors.email} onChange={(v) => setValues((s) => ({ ...s, email: v }))} />
        <FormField label="Password" name="password" type="password" autoComplete="current-password" value={values.password} error={errors.password} onChange={(v) => setValues((s) => ({ ...s, password: v }))} />
        <Button type="submit" colorPalette="brand" w="100%" loading={loading}>Login</Button>
        </Stack>
      </form>
      <GoogleButton label="Sign in with Google" />
      <Text fontSize="sm" textAlign="center">
        <Link asChild color="brand.600"><RouterLink to="/forgot-password">Forgot your password?</RouterLink></Link>
      </Text>
      <Text fontSize="sm" textAlign="center">
        New here? <Link asChild color="brand.600"><RouterLink to="/user/register" state={{ from }}>Create an account</RouterLink></Link>
      </Text>
    </AuthCard>
  );
}
