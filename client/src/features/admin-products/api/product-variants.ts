import { graphql } from '../../../gql';

export const AddProductVariantDocument = graphql(`
  mutation AddProductVariant($productId: Int!, $input: VariantFormInput!) {
    addProductVariant(productId: $productId, input: $input) {
      product {
        id
        version
      }
      errors {
        field
        message
      }
    }
  }
`);

export const UpdateProductVariantPriceDocument = graphql(`
  mutation UpdateProductVariantPrice($id: Int!, $price: Float!) {
    updateProductVariantPrice(id: $id, price: $price) {
      product {
        id
        version
      }
      errors {
        field
        message
      }
    }
  }
`);

export const RemoveProductVariantDocument = graphql(`
  mutation RemoveProductVariant($id: Int!) {
    removeProductVariant(id: $id) {
      product {
        id
        version
      }
      errors {
        field
        message
      }
    }
  }
`);
