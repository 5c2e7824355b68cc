import { graphql } from '../../../gql';

export const AdminOrdersDocument = graphql(`
  query AdminOrders(
    $search: String
    $sort: String
    $direction: String
    $page: Int!
    $filter: AdminOrderFilter
  ) {
    adminOrders(
      search: $search
      sort: $sort
      direction: $direction
      page: $page
      perPage: 20
      filter: $filter
    ) {
      items {
        id
        name
        email
        grandTotal
        createdAt
        paymentStatus
        paymentMethod
        paymentMethodLabel
        city
        status
        transactionIdNote
        codConfirmation
        returnRecord {
          summary
        }
      }
      meta {
        currentPage
        lastPage
        perPage
        total
      }
    }
    shop {
      timeZone
    }
  }
`);
