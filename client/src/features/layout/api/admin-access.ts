import { graphql } from '../../../gql';

/** Who is signed in to the back office: the menu and the owner-only pages follow `adminRole`. */
export const AdminAccessDocument = graphql(`
  query AdminAccess {
    adminMe {
      id
      adminRole
    }
  }
`);
