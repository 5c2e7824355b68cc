import { graphql } from '../../../gql';

/** The order page: each part's fragment, beside its component. */
export const AdminOrderDocument = graphql(`
  query AdminOrder($id: Int!) {
    adminOrder(id: $id) {
      id
      manualPayment
      reviewableReceiptIds
      ...OrderSummary
      ...OrderTimeline
      ...AdminReceipts
      ...CodConfirmation
      ...OrderUpdateForm
    }
    adminCouriers {
      id
      name
      active
    }
    shop {
      timeZone
    }
  }
`);

export const VerifyReceiptDocument = graphql(`
  mutation VerifyPaymentReceipt($id: Int!) {
    verifyPaymentReceipt(id: $id) {
      message
      order {
        id
        paymentStatus
      }
      errors {
        ...FieldErrors
      }
    }
  }
`);

export const RejectReceiptDocument = graphql(`
  mutation RejectPaymentReceipt($id: Int!, $reason: String!) {
    rejectPaymentReceipt(id: $id, reason: $reason) {
      message
      order {
        id
      }
      errors {
        ...FieldErrors
      }
    }
  }
`);

export const ConfirmCodDocument = graphql(`
  mutation ConfirmCodOrder($id: Int!) {
    confirmCodOrder(id: $id) {
      message
      order {
        id
        codConfirmedAt
      }
      errors {
        ...FieldErrors
      }
    }
  }
`);
