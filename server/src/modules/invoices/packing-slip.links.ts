import { PrintLinks } from '../../platform/http/print-links';
import type { SignedLinks } from '../../platform/http/signed-links';

/** Links to print packing slips (`/files/packing-slips?ids&expires&sig`), issued by the `packingSlipLink` mutation. */
export const packingSlipLinks = (signer: SignedLinks) =>
  new PrintLinks(signer, 'packing-slips', '/files/packing-slips');

/** The PDF's download name: one order's slip or a selection's. */
export function packingSlipFileName(orderIds: number[]): string {
  return orderIds.length === 1
    ? `packing-slip-${orderIds[0]}.pdf`
    : `packing-slips-${orderIds.length}-orders.pdf`;
}
