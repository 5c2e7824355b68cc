import type { SignedLinks } from '../../platform/http/signed-links';

/** What a packing-slip link is for (the signer's namespace). */
const PACKING_SLIPS_LINK = 'packing-slips';

/**
 * Short-lived signed links to one print of packing slips (`/files/packing-slips?ids&expires&sig`),
 * for the back office's browser to open: issued only to admins by the `packingSlipLink`
 * mutation, bound to exactly those orders in that order, valid for 10 to 15 minutes.
 */
export class PackingSlipLinks {
  constructor(private readonly signer: SignedLinks) {}

  url(orderIds: number[], now = Date.now()): { url: string; expiresAt: Date } {
    const subject = orderIds.join(',');
    return {
      url: `/files/packing-slips?ids=${subject}&${this.signer.query(PACKING_SLIPS_LINK, subject, now)}`,
      expiresAt: new Date(this.signer.expires(now) * 1000),
    };
  }

  /** Whether a link's signature is for exactly these orders and still valid. */
  verify(orderIds: number[], expires: unknown, sig: unknown, now = Date.now()): boolean {
    return this.signer.verify(PACKING_SLIPS_LINK, orderIds.join(','), expires, sig, now);
  }
}

/** The PDF's download name: one order's slip or a selection's. */
export function packingSlipFileName(orderIds: number[]): string {
  return orderIds.length === 1
    ? `packing-slip-${orderIds[0]}.pdf`
    : `packing-slips-${orderIds.length}-orders.pdf`;
}
