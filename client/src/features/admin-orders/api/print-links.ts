import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { ADMIN } from '../../../lib/admin';

/** A short-lived signed link to the PDF of the slips (with invoices), for the browser to open. */
export const PackingSlipLinkDocument = graphql(`
  mutation PackingSlipLink($orderIds: [Int!]!) {
    packingSlipLink(orderIds: $orderIds) {
      ...PrintLink
    }
  }
`);

/** A short-lived signed link to the airway bills of booked orders as one PDF, for the browser to open. */
export const CourierLabelsLinkDocument = graphql(`
  mutation CourierLabelsLink($orderIds: [Int!]!) {
    courierLabelsLink(orderIds: $orderIds) {
      ...PrintLink
    }
  }
`);

/** Asks for the link to the airway bills of `orderIds` (for a FileLinkButton). */
export function useLabelsLink() {
  const [link] = useMutation(CourierLabelsLinkDocument, ADMIN);
  return async (orderIds: number[]) => (await link({ variables: { orderIds } })).data?.courierLabelsLink;
}

/** Opens a same-origin file link the way a click on it would: the PDF arrives under the server's name. */
export function openFileLink(url: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = '';
  document.body.append(a);
  a.click();
  a.remove();
}
