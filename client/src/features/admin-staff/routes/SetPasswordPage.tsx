import { Heading, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { NewPasswordForm } from '../../../components/form/NewPasswordForm';
import { usePageMeta } from '../../../components/PageTitle';
import { AcceptStaffInviteDocument } from '../api/staff';

/** The invitation link's page: the invited staff member chooses a password (the link works once). */
export function SetPasswordPage() {
  usePageMeta('Set Your Password');
  const [params] = useSearchParams();
  const [accept] = useMutation(AcceptStaffInviteDocument);
  return (
    <Stack maxW="md" mx="auto" my="10" bg="white" p="6" borderRadius="card" boxShadow="sm" gap="4">
      <Heading as="h1" size="xl" color="brand.900">
        Set Your Password
      </Heading>
      <NewPasswordForm
        send={async (pair) =>
          (await accept({ variables: { input: { token: params.get('token') ?? '', ...pair } } })).data
            ?.acceptStaffInvite
        }
        linkError={(errors) => errors.find((x) => x.field === 'token')?.message}
        done="/admin/login"
        submitLabel="Set Password"
      />
    </Stack>
  );
}
