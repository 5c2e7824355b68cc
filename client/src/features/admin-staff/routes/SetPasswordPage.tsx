import { Button, Heading, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { newPasswordPair } from '@inputs/accounts';
import { Form, TextField, useZodForm } from '../../../components/form/Form';
import { usePageMeta } from '../../../components/PageTitle';
import { notify } from '../../../components/toaster';
import { AcceptStaffInviteDocument } from '../api/staff';

/** The invitation link's page: the invited staff member chooses a password (the link works once). */
export function SetPasswordPage() {
  usePageMeta('Set Your Password');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const form = useZodForm(newPasswordPair, { password: '', passwordConfirmation: '' });
  const [accept, { loading }] = useMutation(AcceptStaffInviteDocument);

  async function onSubmit(pair: { password: string; passwordConfirmation: string }) {
    try {
      const { data } = await accept({ variables: { input: { token: params.get('token') ?? '', ...pair } } });
      const r = data?.acceptStaffInvite;
      if (r?.errors.length) {
        form.serverErrors(r.errors);
        const link = r.errors.find((x) => x.field === 'token');
        if (link) notify.error(link.message);
        return;
      }
      notify.success(r?.message);
      navigate('/admin/login');
    } catch (err) {
      notify.error((err as Error).message || 'Something went wrong!');
    }
  }

  return (
    <Stack maxW="md" mx="auto" my="10" bg="white" p="6" borderRadius="card" boxShadow="sm" gap="4">
      <Heading as="h1" size="xl" color="brand.900">
        Set Your Password
      </Heading>
      <Form form={form} onSubmit={onSubmit}>
        <Stack gap="4">
          <TextField label="Password" name="password" type="password" autoComplete="new-password" />
          <TextField
            label="Confirm Password"
            name="passwordConfirmation"
            type="password"
            autoComplete="new-password"
          />
          <Button type="submit" colorPalette="brand" loading={loading}>
            Set Password
          </Button>
        </Stack>
      </Form>
    </Stack>
  );
}
