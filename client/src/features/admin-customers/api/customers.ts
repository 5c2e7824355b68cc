import { graphql } from '../../../gql';

export const AdminCustomersDocument = graphql(`
  query AdminCustomers($search: String, $sort: String, $direction: String, $page: Int!) {
    adminCustomers(search: $search, sort: $sort, direction: $direction, page: $page, perPage: 20) {
      items {
        id
        name
        email
        createdAt
        ordersCount
        totalSpent
        lastOrderAt
        returnedCod
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
