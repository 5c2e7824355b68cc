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
        field
        message
        code
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
        field
        message
        code
      }
    }
  }
`);
