import { graphql } from '../../../gql';

export const ProductDetailsDocument = graphql(`
  query ProductDetails($id: Int!) {
    product(id: $id) {
      ...PurchaseOptions
      sku
      shortDescription
      description
      averageRating
      reviewCount
      category {
        id
        name
      }
      images {
        id
        imageUrl
        large: thumbnailUrl(width: 800)
        thumb: thumbnailUrl(width: 300)
      }
    }
    shop {
      delivery {
        ...DeliveryTerms
      }
    }
  }
`);

/** A review as the product page lists it (and as a new one comes back, into Apollo's cache). */
export const ReviewItemFragment = graphql(`
  fragment ReviewItem on Review {
    id
    name
    comment
    rating
    createdAt
  }
`);

export const ProductReviewsDocument = graphql(`
  query ProductReviews($id: Int!) {
    productReviews(productId: $id) {
      ...ReviewItem
    }
    shop {
      timeZone
    }
  }
`);
