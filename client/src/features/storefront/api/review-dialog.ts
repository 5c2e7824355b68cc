import { graphql } from '../../../gql';

export const CreateReviewDocument = graphql(`
  mutation CreateReview($input: ReviewInput!) {
    createReview(input: $input) {
      message
      review {
        id
        name
        comment
        rating
        createdAt
      }
      errors {
        ...FieldErrors
      }
    }
  }
`);
