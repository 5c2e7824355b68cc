import type { SignedLinks } from './signed-links';

/**
 * Short-lived signed links to one print of some orders' PDF (`{path}?ids&expires&sig`), for the
 * back office's browser to open without a token: issued only by an authorised mutation, bound
 * to exactly those orders in that order, valid for 10 to 15 minutes. Packing slips and courier
 * labels each have their own purpose, so a link for one cannot open the other.
 */
export class PrintLinks {
  constructor(
    private readonly signer: SignedLinks,
    private readonly purpose: string,
    private readonly path: string,
  ) {}

  url(orderIds: number[], now = Date.now()): { url: string; expiresAt: Date } {
    const subject = orderIds.join(',');
    return {
      url: `${this.path}?ids=${subject}&${this.signer.query(this.purpose, subject, now)}`,
      expiresAt: new Date(this.signer.expires(now) * 1000),
    };
  }

  /** Whether a link's signature is for exactly these orders and still valid. */
  verify(orderIds: number[], expires: unknown, sig: unknown, now = Date.now()): boolean {
    return this.signer.verify(this.purpose, orderIds.join(','), expires, sig, now);
  }
}
