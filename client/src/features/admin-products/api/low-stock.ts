import { graphql } from '../../../gql';

export const LowStockThresholdDocument = graphql(`
  query AdminLowStockThreshold($productId: Int!) {
    lowStockThreshold(productId: $productId)
  }
`);

export const SetLowStockThresholdDocument = graphql(`
  mutation SetLowStockThreshold($productId: Int!, $threshold: Int!) {
    setLowStockThreshold(productId: $productId, threshold: $threshold) {
      threshold
      message
      errors {
        ...FieldErrors
      }
    }
  }
`);
