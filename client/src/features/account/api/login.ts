import { graphql } from '../../../gql';

export const LoginDocument = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      token
      user {
        id
        name
        verified
      }
      errors {
        ...FieldErrors
      }
    }
  }
`);

export const AdminLoginDocument = graphql(`
  mutation AdminLogin($input: LoginInput!) {
    adminLogin(input: $input) {
      token
      user {
        id
        name
      }
      errors {
        ...FieldErrors
      }
    }
  }
`);
