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
  mutation UpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { user { id name email } message errors { field message } } }
`);

type Field = 'name' | 'email' | 'password';

export function ProfilePage() {
  usePageMeta('My Profile');
  const { data } = useQuery(ProfileDocument);
  const [values, setValues] = useState({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<Errors<Field>>({});
  const [update, { loading }] = useMutation(UpdateProfileDocument);
  useEffect(() => {
    if (data?.me) setValues({ name: data.me.name, email: data.me.email, password: '' });
  }, [data]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = validateProfile(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const { data: res } = await update({ variables: { input: { name: values.name.trim(), password: values.password || null } } });
      const r = res?.updateProfile;
      if (!r?.user) {
        setErrors(firstErrors(r?.errors ?? []));
        if (r?.errors[0]) notify.error(r.errors[0].message);
        return;
      }
      const session = userVar();
      if (session) signIn('user', { ...session, name: r.user.name });
      setValues((s) => ({ ...s, password: '' }));
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
          <Button type="submit" colorPalette="brand" alignSelf="start" loading={loading}>Update</Button>
        </Stack>
      </form>
    </Box>
  );
}
