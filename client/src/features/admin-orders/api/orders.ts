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
        ...PagerMeta
      }
    }
    shop {
      timeZone
    }
  }
`);

/** The list as CSV for the same search, filter and sort (all pages). */
export const AdminOrdersCsvDocument = graphql(`
  query AdminOrdersCsv($search: String, $sort: String, $direction: String, $filter: AdminOrderFilter) {
    adminOrdersCsv(search: $search, sort: $sort, direction: $direction, filter: $filter) {
      fileName
      text
      rows
    }
  }
`);
