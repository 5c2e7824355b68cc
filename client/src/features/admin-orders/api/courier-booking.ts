import { graphql } from '../../../gql';

export const AdminOrderCourierBookingDocument = graphql(`
  query AdminOrderCourierBooking($id: Int!) {
    adminOrder(id: $id) {
      id
      ...CourierBooking
    }
  }
`);

export const BookCourierDocument = graphql(`
  mutation BookCourier($orderId: Int!, $input: BookCourierInput!) {
    bookCourier(orderId: $orderId, input: $input) {
      ...OrderChange
    }
  }
`);

export const CancelCourierBookingDocument = graphql(`
  mutation CancelCourierBooking($orderId: Int!) {
    cancelCourierBooking(orderId: $orderId) {
      ...OrderChange
    }
  }
`);

export const CourierChoicesDocument = graphql(`
  query CourierChoices {
    courierChoices {
      courier
      label
    }
  }
`);

export const BookCourierSelectionDocument = graphql(`
  mutation BookCourierSelection($orderIds: [Int!]!, $input: BookCourierInput!) {
    bookCourierSelection(orderIds: $orderIds, input: $input) {
      message
      outcomes {
        orderId
        trackingNumber
        error
      }
      errors {
        ...FieldErrors
      }
    }
  }
`);
