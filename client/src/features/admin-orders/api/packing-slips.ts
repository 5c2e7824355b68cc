import { graphql } from '../../../gql';

/** A short-lived signed link to the PDF of the slips (with invoices), for the browser to open. */
export const PackingSlipLinkDocument = graphql(`
  mutation PackingSlipLink($orderIds: [Int!]!) {
    packingSlipLink(orderIds: $orderIds) {
      url
      message
      errors {
        field
        message
      }
    }
  }
`);

/** Opens a same-origin file link the way a click on it would: the PDF arrives under the server's name. */
export function openFileLink(url: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = '';
  document.body.append(a);
  a.click();
  a.remove();
}
