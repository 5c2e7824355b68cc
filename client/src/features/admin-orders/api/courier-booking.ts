import { graphql } from '../../../gql';

export const BookCourierDocument = graphql(`
  mutation BookCourier($orderId: Int!, $input: BookCourierInput!) {
    bookCourier(orderId: $orderId, input: $input) {
      message
      order {
        id
        status
        trackingNumber
      }
      errors {
        field
        message
        code
      }
    }
  }
`);

export const CancelCourierBookingDocument = graphql(`
  mutation CancelCourierBooking($orderId: Int!) {
    cancelCourierBooking(orderId: $orderId) {
      message
      order {
        id
        status
      }
      errors {
        field
        message
      }
    }
  }
`);
