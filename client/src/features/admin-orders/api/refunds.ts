import { graphql } from '../../../gql';

/** The order's refunds: their own query, so the order page's stays within its cost budget. */
export const AdminOrderRefundsDocument = graphql(`
  query AdminOrderRefunds($id: Int!) {
    adminOrder(id: $id) {
      id
      paymentStatus
      refunds {
        paid
        refunded
        refundable
        byApi
        items {
          id
          amount
          reason
          via
          reference
          status
          failure
          createdBy
          createdAt
        }
      }
    }
  }
`);

export const RefundOrderDocument = graphql(`
  mutation RefundOrder(
    $orderId: Int!
    $amount: Float!
    $reason: String!
    $reference: String
    $idempotencyKey: String
  ) {
    refundOrder(
      orderId: $orderId
      amount: $amount
      reason: $reason
      reference: $reference
      idempotencyKey: $idempotencyKey
    ) {
      message
      refund {
        id
      }
      errors {
        ...FieldErrors
      }
    }
  }
`);
