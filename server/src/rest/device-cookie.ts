import type { Request, Response } from 'express';
import { DEVICE_TOKEN_DAYS, type Role } from '../modules/accounts';

/** The device token's cookie, one per role (a browser may hold a customer's and an admin's). */
const COOKIE: Record<Role, string> = { CUSTOMER: 'shop_device', ADMIN: 'shop_admin_device' };

/** The browser's device cookies, read from and written to one request: REST and GraphQL sign-in use it. */
export interface DeviceCookies {
  read(role: Role): string | undefined;
  write(role: Role, token: string): void;
}

/**
 * OWASP's device cookie: HttpOnly (no script reads it), SameSite=Strict (no other site's page
 * sends it), Secure when the shop is served over https (PUBLIC_URL), for a year.
 */
export function deviceCookies(req: Request, res: Response | undefined, publicUrl: string): DeviceCookies {
  return {
    read(role) {
      const prefix = `${COOKIE[role]}=`;
      const found = (req.headers.cookie ?? '')
        .split(';')
        .map((c) => c.trim())
        .find((c) => c.startsWith(prefix));
      return found?.slice(prefix.length) || undefined;
    },
    write(role, token) {
      res?.cookie(COOKIE[role], token, {
        httpOnly: true,
        secure: publicUrl.startsWith('https:'),
        sameSite: 'strict',
        path: '/',
        maxAge: DEVICE_TOKEN_DAYS * 86_400_000,
      });
    },
  };
}

/** For requests made by the server itself (re-reads, server rendering): no browser, no cookies. */
export const NO_COOKIES: DeviceCookies = { read: () => undefined, write: () => undefined };
