import { graphql } from '../../../gql';

/** An order as the customer's lists show it (the dashboard's recent orders, My Orders). */
export const MyOrderRowFragment = graphql(`
  fragment MyOrderRow on Order {
    id
    grandTotal
    createdAt
    paymentStatus
    status
  }
`);

export const MyOrdersDocument = graphql(`
  query MyOrders($search: String, $page: Int!) {
    myOrders(search: $search, page: $page) {
      items {
        ...MyOrderRow
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
