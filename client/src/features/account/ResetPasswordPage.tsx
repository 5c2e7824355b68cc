import { Button, HStack, Link, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { FormField } from '../../components/FormField';
import { usePageMeta } from '../../components/PageTitle';
import { notify } from '../../components/toaster';
import { graphql } from '../../gql';
import { Errors, validateReset } from '../../lib/validation';
import { AuthCard } from '../../components/AuthCard';

const ResetDocument = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { message errors { field message } } }
`);

type Field = 'password' | 'password_confirmation';

export function ResetPasswordPage() {
  usePageMeta('Reset Password');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [values, setValues] = useState({ password: '', password_confirmation: '' });
  const [errors, setErrors] = useState<Errors<Field>>({});
  const [reset, { loading }] = useMutation(ResetDocument);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = validateReset(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const { data } = await reset({
        variables: { input: { email: params.get('email') ?? '', token: params.get('token') ?? '', password: values.password, passwordConfirmation: values.password_confirmation } },
      });
      const r = data?.resetPassword;
      if (r?.errors.length) {
        const byField = (f: string) => r.errors.find((x) => x.field === f)?.message;
        setErrors({ password: byField('password'), password_confirmation: byField('password_confirmation') });
        notify.error(byField('email') ?? r.errors[0].message ?? 'Something went wrong!');
        return;
      }
      notify.success(r?.message ?? 'Your password has been reset.');
      navigate('/user/login');
    } catch (err) {
      notify.error((err as Error).message || 'Something went wrong!');
    }
  }

  return (
    <AuthCard title="Reset Password">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
        <FormField label="Password" name="password" type="password" autoComplete="new-password" value={values.password} error={errors.password} onChange={(v) => setValues((s) => ({ ...s, password: v }))} />
        <FormField label="Confirm Password" name="password_confirmation" type="password" autoComplete="new-password" value={values.password_confirmation} error={errors.password_confirmation} onChange={(v) => setValues((s) => ({ ...s, password_confirmation: v }))} />
        <HStack justify="space-between">
          <Button asChild variant="outline"><RouterLink to="/user/login">Cancel</RouterLink></Button>
          <Button type="submit" colorPalette="brand" loading={loading}>Submit</Button>
        </HStack>
        </Stack>
      </form>
      <Link asChild fontSize="sm" color="brand.600" textAlign="center"><RouterLink to="/forgot-password">Need a new link?</RouterLink></Link>
    </AuthCard>
  );
}
