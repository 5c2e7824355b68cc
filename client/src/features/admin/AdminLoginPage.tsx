import { Button, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { FormField } from '../../components/FormField';
import { usePageMeta } from '../../components/PageTitle';
import { notify } from '../../components/toaster';
import { graphql } from '../../gql';
import { signIn } from '../../lib/session';
import { Errors, firstErrors, validateLogin } from '../../lib/validation';
import { AuthCard } from '../../components/AuthCard';

const AdminLoginDocument = graphql(`
  mutation AdminLogin($input: LoginInput!) { adminLogin(input: $input) { token user { id name } errors { field message code } } }
`);

export function AdminLoginPage() {
  usePageMeta('Admin Login');
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors<'email' | 'password'>>({});
  const [login, { loading }] = useMutation(AdminLoginDocument);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const { data } = await login({ variables: { input: { email: values.email.trim(), password: values.password } } });
      const r = data?.adminLogin;
      if (!r?.token || !r.user) {
        const invalid = r?.errors.find((x) => x.code === 'INVALID_CREDENTIALS');
        if (invalid) notify.error(invalid.message);
        else setErrors(firstErrors(r?.errors ?? []));
        return;
      }
      navigate(from?.startsWith('/admin') ? from : '/admin/dashboard', { replace: true });
      signIn('admin', { id: r.user.id, name: r.user.name, token: r.token });
      notify.success('Logged In Successfully');
    } catch (err) {
      notify.error((err as Error).message || 'Something went wrong');
    }
  }

  return (
    <AuthCard title="Admin Login">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <FormField label="Email" name="email" type="email" autoComplete="username" value={values.email} error={errors.email} onChange={(v) => setValues((s) => ({ ...s, email: v }))} />
          <FormField label="Password" name="password" type="password" autoComplete="current-password" value={values.password} error={errors.password} onChange={(v) => setValues((s) => ({ ...s, password: v }))} />
          <Button type="submit" colorPalette="brand" loading={loading}>Login</Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
