import { Button, Text } from '@chakra-ui/react';
import { useReactiveVar } from '../../../lib/reactive-var';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../../components/PageTitle';
import { notify } from '../../../components/toaster';
import { userVar } from '../../../lib/session';
import { AuthCard } from '../components/AuthCard';
import { ResendDocument } from '../api/verify-email';

/** Resend page (no guard): idle → 'Sending...' → 'Email Sent', then stays disabled. */
export function VerifyEmailPage() {
  usePageMeta('Verify Your Email Address');
  const user = useReactiveVar(userVar);
  const [params] = useSearchParams();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [resend] = useMutation(ResendDocument);

  async function onResend() {
    setState('sending');
    try {
      const { data } = await resend();
      const failure = data?.resendVerificationEmail.errors[0]?.message;
      if (failure) throw new Error(failure);
      notify.success(data?.resendVerificationEmail.message);
      setState('sent');
    } catch (err) {
      notify.error((err as Error).message || 'Failed to resend email.');
      setState('idle');
    }
  }

  return (
    <AuthCard title="Verify Your Email Address">
      {params.get('invalid') && (
        <Text color="red.600">
          This verification link is invalid or has expired. Please ask for a new one.
        </Text>
      )}
      <Text color="ink.700">
        Before continuing, please check your email inbox (or spam folder) for a verification link. If you did
        not receive the email, we will gladly send you another.
      </Text>
      {user ? (
        <Button colorPalette="brand" onClick={onResend} disabled={state !== 'idle'}>
          {state === 'idle' ? 'Resend Verification Email' : state === 'sending' ? 'Sending...' : 'Email Sent'}
        </Button>
      ) : (
        <Button asChild colorPalette="brand">
          <RouterLink to="/user/login">Login to resend</RouterLink>
        </Button>
      )}
    </AuthCard>
  );
}
