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

export const ProductReviewsDocument = graphql(`
  query ProductReviews($id: Int!) {
    productReviews(productId: $id) {
      id
      name
      comment
      rating
      createdAt
    }
    shop {
      timeZone
    }
  }
`);
