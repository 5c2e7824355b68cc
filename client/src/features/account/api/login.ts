import { graphql } from '../../../gql';

/** What signing in or registering answers: the session's token and user, or why not (the sign-in and register pages read it). */
export const SignedInFragment = graphql(`
  fragment SignedIn on AuthPayload {
    token
    message
    user {
      id
      name
      verified
    }
    errors {
      ...FieldErrors
    }
  }
`);

export const LoginDocument = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      ...SignedIn
    }
  }
`);

export const AdminLoginDocument = graphql(`
  mutation AdminLogin($input: LoginInput!) {
    adminLogin(input: $input) {
      ...SignedIn
    }
  }
`);
