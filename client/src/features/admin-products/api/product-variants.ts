import { graphql } from '../../../gql';

/** What a change to a product's variants answers: the product's new version, or why not (the variant editor reads it). */
export const VariantChangeFragment = graphql(`
  fragment VariantChange on ProductPayload {
    product {
      id
      version
    }
    errors {
      ...FieldErrors
    }
  }
`);

export const AddProductVariantDocument = graphql(`
  mutation AddProductVariant($productId: Int!, $input: VariantFormInput!) {
    addProductVariant(productId: $productId, input: $input) {
      ...VariantChange
    }
  }
`);

export const UpdateProductVariantPriceDocument = graphql(`
  mutation UpdateProductVariantPrice($id: Int!, $price: Float!) {
    updateProductVariantPrice(id: $id, price: $price) {
      ...VariantChange
    }
  }
`);

export const RemoveProductVariantDocument = graphql(`
  mutation RemoveProductVariant($id: Int!) {
    removeProductVariant(id: $id) {
      ...VariantChange
    }
  }
`);
