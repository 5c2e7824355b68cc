import { graphql } from '../../../gql';

export const SubmitContactDocument = graphql(`
  mutation SubmitContact($input: ContactInput!) {
    submitContact(input: $input) {
      message
      errors {
        ...FieldErrors
      }
    }
  }
`);
