import { Button, HStack, Link, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { forgotPasswordInput } from '@inputs/accounts';
import { Form, TextField, useZodForm } from '../../../components/form/Form';
import { usePageMeta } from '../../../components/PageTitle';
import { notify } from '../../../components/toaster';
import { UNEXPECTED_RESPONSE } from '../../../lib/server-errors';
import { AuthCard } from '../components/AuthCard';
import { ForgotDocument } from '../api/forgot-password';

export function ForgotPasswordPage() {
  usePageMeta('Forgot Password');
  const navigate = useNavigate();
  const form = useZodForm(forgotPasswordInput, { email: '' });
  const [forgot, { loading }] = useMutation(ForgotDocument);

  async function onSubmit({ email }: { email: string }) {
    try {
      const { data } = await forgot({ variables: { email } });
      const r = data?.forgotPassword;
      if (!r) {
        notify.error(UNEXPECTED_RESPONSE);
        return;
      }
      if (r.errors.length) {
        form.serverErrors(r.errors);
        notify.error(r.errors[0].message);
        return;
      }
      notify.success(r.message);
      // Spec section 4: success goes to the dashboard (a visitor without a session signs in
      // first, and arrives there afterwards).
      navigate('/user/dashboard');
    } catch (err) {
      notify.error((err as Error).message || 'Something went wrong!');
    }
  }

  return (
    <AuthCard title="Forgot Password">
      <Form form={form} onSubmit={onSubmit}>
        <Stack gap="4">
          <TextField label="Email" name="email" type="email" autoComplete="email" />
          <HStack justify="space-between">
            <Link asChild color="brand.600">
              <RouterLink to="/user/login">Cancel</RouterLink>
            </Link>
            <Button type="submit" colorPalette="brand" loading={loading}>
              Submit
            </Button>
          </HStack>
        </Stack>
      </Form>
    </AuthCard>
  );
}
