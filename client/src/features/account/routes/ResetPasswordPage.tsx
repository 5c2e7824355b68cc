import { Button, Link } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { NewPasswordForm } from '../../../components/form/NewPasswordForm';
import { usePageMeta } from '../../../components/PageTitle';
import { AuthCard } from '../components/AuthCard';
import { ResetDocument } from '../api/reset-password';

export function ResetPasswordPage() {
  usePageMeta('Reset Password');
  const [params] = useSearchParams();
  const [reset] = useMutation(ResetDocument);
  return (
    <AuthCard title="Reset Password">
      <NewPasswordForm
        send={async (pair) =>
          (
            await reset({
              variables: {
                input: { email: params.get('email') ?? '', token: params.get('token') ?? '', ...pair },
              },
            })
          ).data?.resetPassword
        }
        // The e-mail and token are the link's: their errors (an invalid or used link) are a toast.
        linkError={(errors) =>
          errors.find((x) => x.field === 'email')?.message ?? errors[0].message ?? 'Something went wrong!'
        }
        done="/user/login"
        submitLabel="Submit"
        cancel={
          <Button asChild variant="outline">
            <RouterLink to="/user/login">Cancel</RouterLink>
          </Button>
        }
      />
      <Link asChild fontSize="sm" color="brand.600" textAlign="center">
        <RouterLink to="/forgot-password">Need a new link?</RouterLink>
      </Link>
    </AuthCard>
  );
}
