import { graphql } from '../../../gql';

/** The customer as the profile form shows them (and as a save answers, into Apollo's cache). */
export const ProfileFieldsFragment = graphql(`
  fragment ProfileFields on User {
    id
    name
    email
    verified
  }
`);

export const ProfileDocument = graphql(`
  query Profile {
    me {
      ...ProfileFields
    }
  }
`);

export const UpdateProfileDocument = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      user {
        ...ProfileFields
      }
      token
      message
      errors {
        ...FieldErrors
      }
    }
  }
`);
