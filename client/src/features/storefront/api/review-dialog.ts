import { graphql } from '../../../gql';

export const CreateReviewDocument = graphql(`
  mutation CreateReview($input: ReviewInput!) {
    createReview(input: $input) {
      review {
        id
        name
        comment
        rating
        createdAt
      }
      message
      errors {
        ...FieldErrors
      }
    }
  }
`);
