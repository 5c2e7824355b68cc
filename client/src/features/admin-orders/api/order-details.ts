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

/** What an action on an order answers: its message and the order's new state (into Apollo's cache), or why not. */
export const OrderChangeFragment = graphql(`
  fragment OrderChange on OrderPayload {
    message
    order {
      id
      status
      paymentStatus
      codConfirmedAt
      trackingNumber
      version
    }
    errors {
      ...FieldErrors
    }
  }
`);

export const VerifyReceiptDocument = graphql(`
  mutation VerifyPaymentReceipt($id: Int!) {
    verifyPaymentReceipt(id: $id) {
      ...OrderChange
    }
  }
`);

export const RejectReceiptDocument = graphql(`
  mutation RejectPaymentReceipt($id: Int!, $reason: String!) {
    rejectPaymentReceipt(id: $id, reason: $reason) {
      ...OrderChange
    }
  }
`);

export const ConfirmCodDocument = graphql(`
  mutation ConfirmCodOrder($id: Int!) {
    confirmCodOrder(id: $id) {
      ...OrderChange
    }
  }
`);
