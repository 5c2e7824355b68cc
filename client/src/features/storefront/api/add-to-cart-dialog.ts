import { graphql } from '../../../gql';

export const AddToCartProductDocument = graphql(`
  query AddToCartProduct($id: Int!) {
    product(id: $id) {
      ...PurchaseOptions
      path
      thumbnailUrl(width: 300)
    }
  }
`);
