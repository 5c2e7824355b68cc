import { graphql } from '../../../gql';

export const CreateReviewDocument = graphql(`
  mutation CreateReview($input: ReviewInput!) {
    createReview(input: $input) {
      review {
        ...ReviewItem
      }
      message
      errors {
        ...FieldErrors
      }
    }
  }
`);
