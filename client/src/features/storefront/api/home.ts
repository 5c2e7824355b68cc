import { graphql } from '../../../gql';

export const HomeProductsDocument = graphql(`
  query HomeProducts {
    latestProducts {
      ...ProductCard
    }
    featuredProducts {
      ...ProductCard
    }
  }
`);
