import { graphql } from '../../../gql';

export const AdminProductsDocument = graphql(`
  query AdminProducts($search: String, $sort: String, $direction: String, $page: Int!, $lowStock: Boolean) {
    adminProducts(
      search: $search
      sort: $sort
      direction: $direction
      page: $page
      perPage: 20
      lowStock: $lowStock
    ) {
      items {
        id
        title
        price
        availableStock
        sku
        status
        hiddenReason
        thumbnailUrl(width: 300)
      }
      meta {
        ...PagerMeta
      }
    }
  }
`);

export const DeleteProductDocument = graphql(`
  mutation DeleteProduct($id: Int!) {
    deleteProduct(id: $id) {
      ok
      message
    }
  }
`);
