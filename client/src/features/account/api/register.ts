import { graphql } from '../../../gql';

export const RegisterDocument = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      ...SignedIn
    }
  }
`);
