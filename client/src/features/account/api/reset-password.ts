import { graphql } from '../../../gql';

export const ResetDocument = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      message
      errors {
        ...FieldErrors
      }
    }
  }
`);
