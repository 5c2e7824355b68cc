import type { DataSource } from 'typeorm';
import { TooManyRequestsError } from './errors';

export interface Limit {
  /** requests allowed per window */
  limit: number;
  windowSec: number;
}

/** The shop's limits; `scale` (RATE_LIMIT_SCALE) multiplies them, e.g. for tests. */
export const LIMITS = {
  loginPerIp: { limit: 20, windowSec: 60 },
  loginPerAccount: { limit: 10, windowSec: 15 * 60 },
  registerPerIp: { limit: 10, windowSec: 10 * 60 },
  forgotPerIp: { limit: 10, windowSec: 15 * 60 },
  forgotPerAccount: { limit: 3, windowSec: 15 * 60 },
  resetPerIp: { limit: 10, windowSec: 15 * 60 },
  resetPerAccount: { limit: 5, windowSec: 15 * 60 },
  reviewPerIp: { limit: 10, windowSec: 10 * 60 },
  contactPerIp: { limit: 5, windowSec: 10 * 60 },
  stockPerIp: { limit: 300, windowSec: 60 },
  resendPerAccount: { limit: 3, windowSec: 15 * 60 },
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

  async hit(key: string, { limit, windowSec }: Limit, message = 'Too many attempts. Please try again later.'): Promise<void> {
    const max = Math.max(1, Math.round(limit * this.scale));
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
    if (rows[0].count > max) throw new TooManyRequestsError(message);
  }
}
