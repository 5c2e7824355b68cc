import { Box, Button, Heading, Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { FormEvent, useEffect, useState } from 'react';
import { FormField } from '../../components/FormField';
import { usePageMeta } from '../../components/PageTitle';
import { notify } from '../../components/toaster';
import { graphql } from '../../gql';
import { signIn, userVar } from '../../lib/session';
import { Errors, firstErrors, validateProfile } from '../../lib/validation';

const ProfileDocument = graphql(`query Profile { me { id name email verified } }`);
const UpdateProfileDocument = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { user { id name email } token message errors { field message } } }
`);

type Field = 'name' | 'email' | 'password' | 'currentPassword';
const EMPTY = { name: '', email: '', password: '', currentPassword: '' };

export function ProfilePage() {
  usePageMeta('My Profile');
  const { data } = useQuery(ProfileDocument);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors<Field>>({});
  const [update, { loading }] = useMutation(UpdateProfileDocument);
  useEffect(() => {
    if (data?.me) setValues({ ...EMPTY, name: data.me.name, email: data.me.email });
  }, [data]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = validateProfile(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const input = { name: values.name.trim(), password: values.password || null, currentPassword: values.password ? values.currentPassword : null };
      const { data: res } = await update({ variables: { input } });
      const r = res?.updateProfile;
      if (!r?.user) {
        setErrors(firstErrors(r?.errors ?? []));
        if (r?.errors[0]) notify.error(r.errors[0].message);
        return;
      }
      // A new password ended every other session; this one goes on with the fresh token.
      const session = userVar();
      if (session) signIn('user', { ...session, name: r.user.name, token: r.token ?? session.token });
      setValues((s) => ({ ...s, password: '', currentPassword: '' }));
      notify.success(r.message ?? 'Profile updated successfully.');
    } catch (err) {
      notify.error((err as Error).message || 'Something went wrong');
    }
  }

  return (
    <Box bg="white" p="8" borderRadius="card" boxShadow="sm" maxW="xl">
      <Heading as="h1" size="xl" mb="6" color="brand.900">My Profile</Heading>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <FormField label="Name" name="name" autoComplete="name" value={values.name} error={errors.name} onChange={(v) => setValues((s) => ({ ...s, name: v }))} />
          <FormField label="Email" name="email" value={values.email} error={errors.email} onChange={() => undefined} readOnly />
          <FormField label="Password" name="password" type="password" autoComplete="new-password" placeholder="Leave empty to keep your password" value={values.password} error={errors.password} onChange={(v) => setValues((s) => ({ ...s, password: v }))} />
          {values.password && (
            <FormField label="Current Password" name="current_password" type="password" autoComplete="current-password" placeholder="Needed to set a new password" value={values.currentPassword} error={errors.currentPassword} onChange={(v) => setValues((s) => ({ ...s, currentPassword: v }))} />
          )}
          <Button type="submit" colorPalette="brand" alignSelf="start" loading={loading}>Update</Button>
        </Stack>
      </form>
    </Box>
  );
}
