import { graphql } from '../../../gql';

export const AdminCouriersDocument = graphql(`
  query AdminCouriers($search: String) {
    adminCouriers(search: $search) {
      id
      name
      trackingUrlTemplate
      active
    }
  }
`);

export const CreateCourierDocument = graphql(`
  mutation CreateCourier($input: CourierInput!) {
    createCourier(input: $input) {
      message
      courier {
        id
        name
        trackingUrlTemplate
        active
      }
      errors {
        field
        message
      }
    }
  }
`);

export const UpdateCourierDocument = graphql(`
  mutation UpdateCourier($id: Int!, $input: CourierInput!) {
    updateCourier(id: $id, input: $input) {
      message
      courier {
        id
        name
        trackingUrlTemplate
        active
      }
      errors {
        field
        message
      }
    }
  }
`);

export const DeleteCourierDocument = graphql(`
  mutation DeleteCourier($id: Int!) {
    deleteCourier(id: $id) {
      ok
      message
    }
  }
`);
