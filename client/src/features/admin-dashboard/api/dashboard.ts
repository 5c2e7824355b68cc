import { graphql } from '../../../gql';

export const DashboardDocument = graphql(`
  query AdminDashboard {
    dashboard {
      customers
      orders
      products
      revenue30Days
      daily {
        day
        orders
        revenue
      }
      todo {
        receiptsWaiting
        codToConfirm
        toShip
        lowStock
      }
    }
  }
`);
