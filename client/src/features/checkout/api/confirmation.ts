import { graphql } from '../../../gql';

export const ConfirmationDocument = graphql(`
  query OrderConfirmation($id: Int!) {
    myOrder(id: $id) {
      ...OrderSummary
      ...CustomerReceipts
      ...OnlinePayment
    }
    shop {
      timeZone
    }
  }
`);
