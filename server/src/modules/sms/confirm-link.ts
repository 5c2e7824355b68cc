/**
 * The token in an SMS's confirm link (`/order/confirm/{token}`): the order it is for, when it
 * expires and a random nonce, signed with HMAC-SHA256, so the link needs no sign-in, cannot be
 * made for another order or moved past its expiry, and is short enough for one SMS.
 *
 * Shape: base64url(orderId.expiresAtSeconds.nonce) + '.' + base64url(first 16 bytes of the
 * HMAC). The key is derived from a server secret for this one purpose (HKDF), so the same
 * secret signing something else can never produce a valid link.
 */
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

export interface ConfirmLinkClaims {
  orderId: number;
  expiresAt: Date;
}

export type ConfirmLinkCheck =
  | ({ ok: true } & ConfirmLinkClaims)
  | { ok: false; reason: 'malformed' | 'forged' | 'expired'; orderId?: number };

const MAC_BYTES = 16;

export class ConfirmLinks {
  private readonly key: Buffer;

  constructor(secret: string) {
    if (secret.length < 16) throw new Error('The confirm-link secret must be at least 16 characters.');
    this.key = Buffer.from(hkdfSync('sha256', secret, 'crochet-shop', 'cod-confirm-link', 32));
  }

  sign(orderId: number, expiresAt: Date): string {
    if (!Number.isSafeInteger(orderId) || orderId <= 0) throw new Error('orderId must be a positive integer');
    const body = `${orderId}.${Math.floor(expiresAt.getTime() / 1000)}.${randomBytes(6).toString('base64url')}`;
    return `${Buffer.from(body).toString('base64url')}.${this.mac(body).toString('base64url')}`;
  }

  verify(token: string, now = new Date()): ConfirmLinkCheck {
    const m = /^([A-Za-z0-9_-]{8,80})\.([A-Za-z0-9_-]{22})$/.exec(token);
    if (!m) return { ok: false, reason: 'malformed' };
    const body = Buffer.from(m[1], 'base64url').toString('utf8');
    const parts = /^(\d{1,15})\.(\d{1,12})\.([A-Za-z0-9_-]{8})$/.exec(body);
    if (!parts) return { ok: false, reason: 'malformed' };
    const given = Buffer.from(m[2], 'base64url');
    if (given.length !== MAC_BYTES || !timingSafeEqual(given, this.mac(body)))
      return { ok: false, reason: 'forged' };
    const orderId = Number(parts[1]);
    const expiresAt = new Date(Number(parts[2]) * 1000);
    if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired', orderId };
    return { ok: true, orderId, expiresAt };
  }

  private mac(body: string): Buffer {
    return createHmac('sha256', this.key).update(body).digest().subarray(0, MAC_BYTES);
  }
}
