import { graphql } from '../../../gql';

export const UpdateOrderDocument = graphql(`
  mutation UpdateOrder(
    $id: Int!
    $status: String!
    $paymentStatus: String!
    $courierId: Int
    $trackingNumber: String
    $version: Int
  ) {
    updateOrder(
      id: $id
      status: $status
      paymentStatus: $paymentStatus
      courierId: $courierId
      trackingNumber: $trackingNumber
      version: $version
    ) {
      ...OrderChange
    }
  }
`);
