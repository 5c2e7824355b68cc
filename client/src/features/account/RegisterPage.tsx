import { Button, Stack, Link, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { FormEvent, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { FormField } from '../../components/FormField';
import { usePageMeta } from '../../components/PageTitle';
import { notify } from '../../components/toaster';
import { graphql } from '../../gql';
import { signIn } from '../../lib/session';
import { Errors, firstErrors, validateRegister } from '../../lib/validation';
import { AuthCard, GoogleButton } from '../../components/AuthCard';

const RegisterDocument = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) { token user { id name verified } errors { field message } }
  }
`);

type Field = 'name' | 'email' | 'password';

export function RegisterPage() {
  usePageMeta('Register');
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const [values, setValues] = useState({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<Errors<Field>>({});
  const [register, { loading }] = useMutation(RegisterDocument);
  const set = (k: Field) => (v: string) => setValues((s) => ({ ...s, [k]: v }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = validateRegister(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const { data } = await register({ variables: { input: { name: values.name.trim(), email: values.email.trim(), password: values.password } } });
      const r = data?.register;
      if (!r?.token || !r.user) {
        setErrors(firstErrors(r?.errors ?? []));
        return;
      }
      // Navigate first: the guest-only guard must not win the race to the dashboard.
      navigate(from && from.startsWith('/') ? from : '/user/email/verification', { replace: true });
      signIn('user', { id: r.user.id, name: r.user.name, token: r.token, verified: r.user.verified });
      notify.success('Registration successful. Please check your inbox to verify your email address.');
    } catch (err) {
      notify.error((err as Error).message || 'Something went wrong');
    }
  }

  return (
    <AuthCard title="Register">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
        <FormField label="Name" name="name" autoComplete="name" value={values.name} error={errors.name} onChange={set('name')} />
        <FormField label="Email" name="email" type="email" autoComplete="email" value={values.email} error={errors.email} onChange={set('email')} />
        <FormField label="Password" name="password" type="password" autoComplete="new-password" value={values.password} error={errors.password} onChange={set('password')} />
        <Button type="submit" colorPalette="brand" w="100%" loading={loading}>Register</Button>
        </Stack>
      </form>
      <GoogleButton label="Sign up with Google" />
      <Text fontSize="sm" textAlign="center">
        Already have an account? <Link asChild color="brand.600"><RouterLink to="/user/login">Login</RouterLink></Link>
      </Text>
    </AuthCard>
  );
}
