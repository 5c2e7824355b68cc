import { graphql } from '../../../gql';

export const ForgotDocument = graphql(`
  mutation ForgotPassword($email: String!) {
    forgotPassword(email: $email) {
      message
      errors {
        ...FieldErrors
      }
    }
  }
`);
