import { Box, Button, Heading, Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { updateProfileInput } from '@inputs/accounts';
import { useEffect } from 'react';
import { Form, TextField, useZodForm } from '../../../components/form/Form';
import { usePageMeta } from '../../../components/PageTitle';
import { notify } from '../../../components/toaster';
import { signIn, userVar } from '../../../lib/session';
import { ProfileDocument, UpdateProfileDocument } from '../api/profile';

const EMPTY = { name: '', email: '', password: '', currentPassword: '' };

export function ProfilePage() {
  usePageMeta('My Profile');
  const { data } = useQuery(ProfileDocument);
  const form = useZodForm(updateProfileInput, EMPTY);
  const [update, { loading }] = useMutation(UpdateProfileDocument);
  const { reset } = form;
  useEffect(() => {
    if (data?.me) reset({ ...EMPTY, name: data.me.name, email: data.me.email });
  }, [data, reset]);
  const changing = !!form.watch('password');

  async function onSubmit(input: { name: string; password: string | null; currentPassword: string | null }) {
    try {
      const { data: res } = await update({ variables: { input } });
      const r = res?.updateProfile;
      if (!r?.user) {
        form.serverErrors(r?.errors);
        if (r?.errors[0]) notify.error(r.errors[0].message);
        return;
      }
      // A new password ended every other session; this one goes on with the fresh token.
      const session = userVar();
      if (session) signIn('user', { ...session, name: r.user.name, token: r.token ?? session.token });
      form.reset({ ...form.getValues(), password: '', currentPassword: '' });
      notify.success(r.message);
    } catch (err) {
      notify.error((err as Error).message || 'Something went wrong');
    }
  }

  return (
    <Box bg="white" p="8" borderRadius="card" boxShadow="sm" maxW="xl">
      <Heading as="h1" size="xl" mb="6" color="brand.900">
        My Profile
      </Heading>
      <Form form={form} onSubmit={onSubmit}>
        <Stack gap="4">
          <TextField label="Name" name="name" autoComplete="name" />
          <TextField label="Email" name="email" readOnly />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            placeholder="Leave empty to keep your password"
          />
          {changing && (
            <TextField
              label="Current Password"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              placeholder="Needed to set a new password"
            />
          )}
          <Button type="submit" colorPalette="brand" alignSelf="start" loading={loading}>
            Update
          </Button>
        </Stack>
      </Form>
    </Box>
  );
}
