import { graphql } from '../../../gql';

export const SearchProductsDocument = graphql(`
  query SearchProducts($search: String!) {
    searchProducts(search: $search) {
      id
      title
      path
      price
      comparePrice
      thumbnailUrl(width: 300)
    }
  }
`);
