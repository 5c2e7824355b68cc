import { graphql } from '../../../gql';

export const ResendDocument = graphql(`
  mutation ResendVerification {
    resendVerificationEmail {
      message
      errors {
        ...FieldErrors
      }
    }
  }
`);
