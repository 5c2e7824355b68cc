import { graphql } from '../../../gql';

export const AdminReviewsDocument = graphql(`
  query AdminReviews($search: String, $status: ReviewState, $page: Int) {
    adminReviews(search: $search, status: $status, page: $page) {
      items {
        id
        productId
        productTitle
        name
        comment
        rating
        status
        createdAt
      }
      meta {
        ...PagerMeta
      }
    }
    reviewModeration {
      holdForApproval
    }
  }
`);

export const SetReviewStatusDocument = graphql(`
  mutation SetReviewStatus($id: Int!, $status: ReviewState!) {
    setReviewStatus(id: $id, status: $status) {
      message
      review {
        id
        status
      }
    }
  }
`);

export const DeleteReviewDocument = graphql(`
  mutation DeleteReview($id: Int!) {
    deleteReview(id: $id) {
      message
    }
  }
`);

export const SetReviewModerationDocument = graphql(`
  mutation SetReviewModeration($holdForApproval: Boolean!) {
    setReviewModeration(holdForApproval: $holdForApproval) {
      holdForApproval
    }
  }
`);
