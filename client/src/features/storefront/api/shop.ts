import { graphql } from '../../../gql';

export const ShopFiltersDocument = graphql(`
  query ShopFilters {
    categories {
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
    brands {
      id
      name
    }
  }
`);

export const ShopProductsDocument = graphql(`
  query ShopProducts($filter: ProductFilterInput, $sort: ProductSort!, $after: String) {
    productFeed(filter: $filter, sort: $sort, after: $after) {
      items {
        ...ProductCard
      }
      nextCursor
      hasMore
      total
    }
  }
`);

export const ShopPageDocument = graphql(`
  query ShopPage($filter: ProductFilterInput, $sort: ProductSort!, $page: Int!) {
    products(filter: $filter, sort: $sort, page: $page) {
      items {
        ...ProductCard
      }
      meta {
        currentPage
        lastPage
        total
      }
    }
  }
`);
