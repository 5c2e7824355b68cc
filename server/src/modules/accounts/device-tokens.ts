import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a device token is good for. */
export const DEVICE_TOKEN_DAYS = 365;

/**
 * Device tokens (OWASP's "device cookie" against account lockout): a successful sign-in leaves
 * one with the browser (an HttpOnly cookie) or the app (`device_token`); a later sign-in that
 * presents a valid one for the same account is limited per device, never by the account-wide
 * ceiling that guessing from unknown devices reaches. A token is `v1.<account>.<issued>.<nonce>.<mac>`,
 * an HMAC with the server's secret: nothing to store, nothing an attacker can make.
 */
export class DeviceTokens {
  constructor(private readonly secret: string) {}

  private mac(body: string): string {
    return createHmac('sha256', this.secret).update(`device-token:${body}`).digest('base64url');
  }

  issue(userId: number, now = Date.now()): string {
    const body = `v1.${userId}.${Math.floor(now / 1000).toString(36)}.${randomBytes(12).toString('base64url')}`;
    return `${body}.${this.mac(body)}`;
  }

  /** The token's device id (its nonce) when it is genuine, unexpired and `userId`'s; null otherwise. */
  deviceOf(token: unknown, userId: number, now = Date.now()): string | null {
    if (typeof token !== 'string' || token.length > 200) return null;
    const parts = token.split('.');
    if (parts.length !== 5 || parts[0] !== 'v1' || parts[1] !== String(userId)) return null;
    const issued = Number.parseInt(parts[2], 36) * 1000;
    if (!(issued <= now && now - issued < DEVICE_TOKEN_DAYS * 86_400_000)) return null;
    const expected = Buffer.from(this.mac(parts.slice(0, 4).join('.')));
    const given = Buffer.from(parts[4]);
    return given.length === expected.length && timingSafeEqual(given, expected) ? parts[3] : null;
  }
}
