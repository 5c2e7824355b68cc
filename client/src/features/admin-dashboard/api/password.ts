import { graphql } from '../../../gql';

export const AdminChangePasswordDocument = graphql(`
  mutation AdminChangePassword($input: ChangePasswordInput!) {
    adminChangePassword(input: $input) {
      token
      message
      errors {
        ...FieldErrors
      }
    }
  }
`);
