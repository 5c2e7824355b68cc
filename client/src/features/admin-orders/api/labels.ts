import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { ADMIN } from '../../../lib/admin';

/** A short-lived signed link to the airway bills of booked orders as one PDF, for the browser to open. */
export const CourierLabelsLinkDocument = graphql(`
  mutation CourierLabelsLink($orderIds: [Int!]!) {
    courierLabelsLink(orderIds: $orderIds) {
      url
      message
      errors {
        field
        message
      }
    }
  }
`);

/** Asks for the link to the airway bills of `orderIds` (for a FileLinkButton). */
export function useLabelsLink() {
  const [link] = useMutation(CourierLabelsLinkDocument, ADMIN);
  return async (orderIds: number[]) => (await link({ variables: { orderIds } })).data?.courierLabelsLink;
}
