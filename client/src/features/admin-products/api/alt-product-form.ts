import { graphql } from '../../../gql';

export const AltFormCategoriesDocument = graphql(`
  query AltFormCategories {
    adminCategories {
      id
      name
      children {
        id
        name
        children {
          id
          name
        }
      }
    }
  }
`);

export const CreateWithVariantsDocument = graphql(`
  mutation CreateProductWithVariants($input: ProductWithVariantsInput!) {
    createProductWithVariants(input: $input) {
      product {
        id
        title
        hiddenReason
      }
      message
      errors {
        field
        message
      }
    }
  }
`);
