import { graphql } from '../../../gql';

export const MyOrderDocument = graphql(`
  query MyOrder($id: Int!) {
    myOrder(id: $id) {
      ...OrderSummary
      ...CustomerReceipts
      ...OrderTimeline
    }
    shop {
      timeZone
    }
  }
`);
