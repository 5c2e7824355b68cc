import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed link works at least; links are issued per window so a page's URL stays the same for a while (cacheable). */
export const LINK_SECONDS = 10 * 60;
const LINK_WINDOW = 5 * 60;

/**
 * Short-lived links that need no bearer token: `expires` (unix seconds, rounded up to a
 * 5-minute window, 10 to 15 minutes ahead) and an HMAC-SHA256 `sig` over what the link is
 * for (`purpose`) and exactly which thing (`subject`). Issued only inside an authorised
 * answer; the token itself never goes into a URL. One signer for every such link (receipt
 * files, packing slips), each purpose its own namespace so a link for one cannot open another.
 */
export class SignedLinks {
  constructor(private readonly secret: string) {}

  private sign(purpose: string, subject: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${purpose}:${subject}:${expires}`).digest('base64url');
  }

  /** When a link issued at `now` expires (unix seconds). */
  expires(now = Date.now()): number {
    return Math.ceil((now / 1000 + LINK_SECONDS) / LINK_WINDOW) * LINK_WINDOW;
  }

  /** The start of the window a link issued at `now` belongs to (unix seconds), for presigned object links of the same lifetime. */
  signedAt(now = Date.now()): number {
    return Math.floor(now / 1000 / LINK_WINDOW) * LINK_WINDOW;
  }

  /** The link's query string: `expires=…&sig=…`. */
  query(purpose: string, subject: string, now = Date.now()): string {
    const expires = this.expires(now);
    return `expires=${expires}&sig=${this.sign(purpose, subject, expires)}`;
  }

  /** Whether `expires` and `sig` (as they came in the query) sign this purpose and subject and have not expired. */
  verify(purpose: string, subject: string, expires: unknown, sig: unknown, now = Date.now()): boolean {
    if (
      typeof expires !== 'string' ||
      !/^\d{1,12}$/.test(expires) ||
      typeof sig !== 'string' ||
      sig.length > 100
    )
      return false;
    if (Number(expires) * 1000 < now) return false;
    const expected = Buffer.from(this.sign(purpose, subject, Number(expires)));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
