import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import { ADMIN } from './admin';

/** Who is signed in to the back office: the menu and the owner-only pages follow `adminRole`. */
export const AdminAccessDocument = graphql(`
  query AdminAccess {
    adminMe {
      id
      adminRole
    }
  }
`);

/** Whether the signed-in account is the owner (the layout asked the server; a page reads its answer). */
export function useIsOwner(): boolean {
  const { data } = useQuery(AdminAccessDocument, { ...ADMIN, fetchPolicy: 'cache-first' });
  return data?.adminMe.adminRole === 'OWNER';
}
