import { Button, HStack, Link, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { newPasswordPair } from '@inputs/accounts';
import { Form, TextField, useZodForm } from '../../../components/form/Form';
import { usePageMeta } from '../../../components/PageTitle';
import { notify } from '../../../components/toaster';
import { AuthCard } from '../components/AuthCard';
import { ResetDocument } from '../api/reset-password';

export function ResetPasswordPage() {
  usePageMeta('Reset Password');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const form = useZodForm(newPasswordPair, { password: '', passwordConfirmation: '' });
  const [reset, { loading }] = useMutation(ResetDocument);

  async function onSubmit(pair: { password: string; passwordConfirmation: string }) {
    try {
      const { data } = await reset({
        variables: { input: { email: params.get('email') ?? '', token: params.get('token') ?? '', ...pair } },
      });
      const r = data?.resetPassword;
      if (r?.errors.length) {
        // The e-mail and token are the link's: their errors (an invalid or used link) are a toast.
        form.serverErrors(r.errors);
        notify.error(
          r.errors.find((x) => x.field === 'email')?.message ??
            r.errors[0].message ??
            'Something went wrong!',
        );
        return;
      }
      notify.success(r?.message);
      navigate('/user/login');
    } catch (err) {
      notify.error((err as Error).message || 'Something went wrong!');
    }
  }

  return (
    <AuthCard title="Reset Password">
      <Form form={form} onSubmit={onSubmit}>
        <Stack gap="4">
          <TextField label="Password" name="password" type="password" autoComplete="new-password" />
          <TextField
            label="Confirm Password"
            name="passwordConfirmation"
            type="password"
            autoComplete="new-password"
          />
          <HStack justify="space-between">
            <Button asChild variant="outline">
              <RouterLink to="/user/login">Cancel</RouterLink>
            </Button>
            <Button type="submit" colorPalette="brand" loading={loading}>
              Submit
            </Button>
          </HStack>
        </Stack>
      </Form>
      <Link asChild fontSize="sm" color="brand.600" textAlign="center">
        <RouterLink to="/forgot-password">Need a new link?</RouterLink>
      </Link>
    </AuthCard>
  );
}
