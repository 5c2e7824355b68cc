import { graphql } from '../../../gql';

export const StartOnlinePaymentDocument = graphql(`
  mutation StartOnlinePayment($orderId: Int!) {
    startOnlinePayment(orderId: $orderId) {
      redirectUrl
      errors {
        ...FieldErrors
      }
    }
  }
`);
