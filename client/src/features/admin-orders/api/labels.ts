import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { ADMIN } from '../../../lib/admin';
import { openFileLink } from './packing-slips';

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

/** Prints labels: asks for the link and opens it; throws the server's words when it refuses. */
export function usePrintLabels(): (orderIds: number[]) => Promise<void> {
  const [link] = useMutation(CourierLabelsLinkDocument, ADMIN);
  return async (orderIds) => {
    const r = (await link({ variables: { orderIds } })).data?.courierLabelsLink;
    if (!r?.url) throw new Error(r?.errors[0]?.message ?? 'The labels could not be made.');
    openFileLink(r.url);
  };
}
