import { graphql } from '../../../gql';

export const DashboardDocument = graphql(`
  query CustomerDashboard {
    me {
      id
      name
      email
    }
    myOrders(page: 1) {
      items {
        ...MyOrderRow
      }
      meta {
        total
      }
    }
    shop {
      timeZone
    }
  }
`);
