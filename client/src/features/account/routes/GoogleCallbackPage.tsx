import { Center, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { notify } from '../../../components/toaster';
import { takeGoogleNonce } from '../../../lib/google-nonce';
import { signIn } from '../../../lib/session';

export const CALLBACK_DELAY_MS = 200;

/**
 * The end of third-party sign-in: token, id and name in the query string (spec section 4),
 * accepted only with the nonce this tab started the sign-in with (lib/google-nonce.ts).
 */
export function GoogleCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const token = params.get('token');
    const id = Number(params.get('id'));
    const name = params.get('name');
    if (takeGoogleNonce(params.get('nonce')) && token && name && Number.isInteger(id) && id > 0) {
      signIn('user', { id, name, token });
      notify.success('Logged in successfully');
      setTimeout(() => navigate('/', { replace: true }), CALLBACK_DELAY_MS);
    } else {
      notify.error('Invalid Google login response.');
      setTimeout(() => navigate('/user/login', { replace: true }), CALLBACK_DELAY_MS);
    }
  }, [params, navigate]);
  return (
    <Center py="24" flexDirection="column" gap="3">
      <Spinner color="brand.500" />
      <Text color="ink.600">Signing you in…</Text>
    </Center>
  );
}
