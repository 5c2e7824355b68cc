import { graphql } from '../../../gql';

export const ProfileDocument = graphql(`
  query Profile {
    me {
      id
      name
      email
      verified
    }
  }
`);

export const UpdateProfileDocument = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      user {
        id
        name
        email
      }
      token
      message
      errors {
        ...FieldErrors
      }
    }
  }
`);
