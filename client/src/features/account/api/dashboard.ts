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
        id
        grandTotal
        createdAt
        paymentStatus
        status
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
