import { graphql } from '../../../gql';

export const MyOrdersDocument = graphql(`
  query MyOrders($search: String, $page: Int!) {
    myOrders(search: $search, page: $page) {
      items {
        id
        grandTotal
        createdAt
        paymentStatus
        status
      }
      meta {
        ...PagerMeta
      }
    }
    shop {
      timeZone
    }
  }
`);
