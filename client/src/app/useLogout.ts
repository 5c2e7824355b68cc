import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../gql';
import { signOut } from '../lib/session';

const LogoutDocument = graphql(`
  mutation Logout {
    logout {
      message
    }
  }
`);

/**
 * Logout (spec: clear the session, go to the matching login page), after ending the
 * session on the server too: the token stops working at once, not when it expires.
 * A failed call (offline, token already expired) still signs the browser out.
 */
export function useLogout(kind: 'user' | 'admin'): () => Promise<void> {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [logout] = useMutation(LogoutDocument, kind === 'admin' ? { context: { role: 'admin' } } : {});
  return async () => {
    await logout().catch(() => undefined);
    signOut(kind);
    void client.clearStore();
    navigate(kind === 'admin' ? '/admin/login' : '/user/login', { replace: true });
  };
}
