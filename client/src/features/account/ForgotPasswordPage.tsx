import { Button, HStack, Link, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FormField } from '../../components/FormField';
import { usePageMeta } from '../../components/PageTitle';
import { notify } from '../../components/toaster';
import { graphql } from '../../gql';
import { Errors, firstErrors, UNEXPECTED_RESPONSE, validateForgot } from '../../lib/validation';
import { AuthCard } from '../../components/AuthCard';

const ForgotDocument = graphql(`
  mutation ForgotPassword($email: String!) { forgotPassword(email: $email) { message errors { field message } } }
`);

export function ForgotPasswordPage() {
  usePageMeta('Forgot Password');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Errors<'email'>>({});
  const [forgot, { loading }] = useMutation(ForgotDocument);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = validateForgot({ email });
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const { data } = await forgot({ variables: { email: email.trim() } });
      const r = data?.forgotPassword;
      if (!r) {
        notify.error(UNEXPECTED_RESPONSE);
        return;
      }
      if (r.errors.length) {
        setErrors(firstErrors(r.errors));
        notify.error(r.errors[0].message);
        return;
      }
      notify.success(r.message ?? 'Check your inbox.');
      // Spec section 4: success goes to the dashboard (a visitor without a session signs in
      // first, and arrives there afterwards).
      navigate('/user/dashboard');
    } catch (err) {
      notify.error((err as Error).message || 'Something went wrong!');
    }
  }

  return (
    <AuthCard title="Forgot Password">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
        <FormField label="Email" name="email" type="email" autoComplete="email" value={email} error={errors.email} onChange={setEmail} />
        <HStack justify="space-between">
          <Link asChild color="brand.600"><RouterLink to="/user/login">Cancel</RouterLink></Link>
          <Button type="submit" colorPalette="brand" loading={loading}>Submit</Button>
        </HStack>
        </Stack>
      </form>
    </AuthCard>
  );
}
