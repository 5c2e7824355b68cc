import { graphql } from '../../../gql';

export const CreateWithVariantsDocument = graphql(`
  mutation CreateProductWithVariants($input: ProductWithVariantsInput!) {
    createProductWithVariants(input: $input) {
      ...ProductSaved
    }
  }
`);
