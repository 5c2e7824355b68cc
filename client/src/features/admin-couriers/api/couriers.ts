import { graphql } from '../../../gql';

/** A courier as the admin's table shows it (the list, and what a create or an edit answers). */
export const AdminCourierRowFragment = graphql(`
  fragment AdminCourierRow on Courier {
    id
    name
    trackingUrlTemplate
    active
  }
`);

export const AdminCouriersDocument = graphql(`
  query AdminCouriers($search: String) {
    adminCouriers(search: $search) {
      ...AdminCourierRow
    }
  }
`);

/** What saving a courier answers: the row as the table shows it. */
export const CourierSavedFragment = graphql(`
  fragment CourierSaved on CourierPayload {
    message
    courier {
      ...AdminCourierRow
    }
    errors {
      ...FieldErrors
    }
  }
`);

export const CreateCourierDocument = graphql(`
  mutation CreateCourier($input: CourierInput!) {
    createCourier(input: $input) {
      ...CourierSaved
    }
  }
`);

export const UpdateCourierDocument = graphql(`
  mutation UpdateCourier($id: Int!, $input: CourierInput!) {
    updateCourier(id: $id, input: $input) {
      ...CourierSaved
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
