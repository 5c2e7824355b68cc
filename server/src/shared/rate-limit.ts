import type { DataSource } from 'typeorm';
import { TooManyRequestsError } from './errors';

export interface Limit {
  /** requests allowed per window */
  limit: number;
  windowSec: number;
}

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';

/** The shop's limits; `scale` (RATE_LIMIT_SCALE) multiplies them, e.g. for tests. */
export const LIMITS = {
  /** Every sign-in attempt from one address (any account). */
  loginPerIp: { limit: 20, windowSec: 60 },
  /** Sign-in attempts for one account from one address; a success resets it. */
  loginPerAccountAndIp: { limit: 10, windowSec: 15 * 60 },
  /**
   * Failed sign-ins for one account from all addresses, on devices it never signed in on: a
   * ceiling far above one address's share. Sign-ins with the account's device token never meet it.
   */
  loginFailuresPerAccount: { limit: 100, windowSec: 60 * 60 },
  /** Failed sign-ins with one device token; past it the token counts as an unknown device. */
  loginFailuresPerDevice: { limit: 10, windowSec: 60 * 60 },
  registerPerIp: { limit: 10, windowSec: 10 * 60 },
  forgotPerIp: { limit: 10, windowSec: 15 * 60 },
  forgotPerAccount: { limit: 3, windowSec: 15 * 60 },
  resetPerIp: { limit: 10, windowSec: 15 * 60 },
  resetPerAccount: { limit: 5, windowSec: 15 * 60 },
  reviewPerIp: { limit: 10, windowSec: 10 * 60 },
  contactPerIp: { limit: 5, windowSec: 10 * 60 },
  stockPerIp: { limit: 300, windowSec: 60 },
  resendPerAccount: { limit: 3, windowSec: 15 * 60 },
  /**
   * Wrong discount codes per address and per signed-in account, over the checkout quote, card
   * intents and orders alike: past it every attempt with a code is refused until the window ends.
   */
  wrongDiscountCodes: { limit: 20, windowSec: 10 * 60 },
  /** Password changes (each checks the current password) per signed-in account. */
  passwordChangePerAccount: { limit: 10, windowSec: 15 * 60 },
} satisfies Record<string, Limit>;

/**
 * Fixed-window counters kept in PostgreSQL, so limits hold across app instances.
 * One upsert per hit; old windows are swept now and then.
 */
export class RateLimiter {
  constructor(
    private readonly ds: DataSource,
    private readonly scale = 1,
  ) {}

  async hit(key: string, limit: Limit, message = TOO_MANY_ATTEMPTS): Promise<void> {
    if ((await this.record(key, limit.windowSec)) > this.scaled(limit))
      throw new TooManyRequestsError(message);
  }

  /** Counts one more hit on `key` in the current window of `windowSec`; returns the window's count. */
  async record(key: string, windowSec: number): Promise<number> {
    const rows: Array<{ count: number }> = await this.ds.query(
      `INSERT INTO rate_limits (key, window_start, count)
       VALUES ($1, to_timestamp(floor(extract(epoch FROM now()) / $2) * $2), 1)
       ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
       RETURNING count`,
      [key.slice(0, 200), windowSec],
    );
    if (Math.random() < 0.01) {
      await this.ds.query(`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
    }
    return rows[0].count;
  }

  /** How many hits `key` has in the current window of `windowSec`. */
  async count(key: string, windowSec: number): Promise<number> {
    const rows: Array<{ count: number }> = await this.ds.query(
      `SELECT count FROM rate_limits WHERE key = $1 AND window_start = to_timestamp(floor(extract(epoch FROM now()) / $2) * $2)`,
      [key.slice(0, 200), windowSec],
    );
    return rows[0]?.count ?? 0;
  }

  /** Takes back one hit of `key` in the current window of `windowSec` (it turned out not to count). */
  async forgive(key: string, windowSec: number): Promise<void> {
    await this.ds.query(
      `UPDATE rate_limits SET count = count - 1
        WHERE key = $1 AND window_start = to_timestamp(floor(extract(epoch FROM now()) / $2) * $2) AND count > 0`,
      [key.slice(0, 200), windowSec],
    );
  }

  /** Forgets every window of `key` (a success that clears earlier failures). */
  async reset(key: string): Promise<void> {
    await this.ds.query('DELETE FROM rate_limits WHERE key = $1', [key.slice(0, 200)]);
  }

  /** The current window of `windowSec` (its number since the epoch): names what happens once per window. */
  static window(windowSec: number, now = Date.now()): number {
    return Math.floor(now / 1000 / windowSec);
  }

  /** `limit` as scaled by RATE_LIMIT_SCALE. */
  scaled({ limit }: Limit): number {
    return Math.max(1, Math.round(limit * this.scale));
  }
}
