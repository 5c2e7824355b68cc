import { graphql } from '../../../gql';

export const AdminOrderDocument = graphql(`
  query AdminOrder($id: Int!) {
    adminOrder(id: $id) {
      ...OrderSummary
      ...OrderTimeline
      paymentAccount
      codConfirmedAt
      version
      transactionIdNote
      receipts {
        id
        fileName
        downloadName
        detectedType
        transactionIdAlsoOn
        contentType
        uploadedAt
        transactionId
        amountPaid
        status
        rejectReason
        reviewedAt
        url
      }
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
        field
        message
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
        field
        message
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
        field
        message
      }
    }
  }
`);
