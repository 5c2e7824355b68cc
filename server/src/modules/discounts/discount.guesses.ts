/**
 * Discount codes cannot be guessed: wrong codes are counted per client address and per signed-in
 * account, wherever a code is checked (the checkout quote, card intents, orders over GraphQL and
 * REST), in the shared rate-limit table, so every instance sees the same count. Past the limit
 * every attempt with a code is refused (429) until the window ends, a right one too: otherwise a
 * guess that hits would still be accepted, and the block would not stop guessing.
 */
import { TooManyRequestsError } from '../../shared/errors';
import { LIMITS, RateLimiter } from '../../shared/rate-limit';

/** Who tries a code: the client's address and the signed-in customer (null: not known / not signed in). */
export interface CodeParty {
  ip?: string | null;
  userId?: number | null;
}

export const tooManyWrongCodes = (minutes: number) =>
  `Too many wrong discount codes. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

/** Whole minutes (at least 1) until the current window of `windowSec` ends. */
export function minutesLeft(windowSec: number, now: number): number {
  const ends = (RateLimiter.window(windowSec, now) + 1) * windowSec * 1000;
  return Math.max(1, Math.ceil((ends - now) / 60_000));
}

export class DiscountGuesses {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly clock: () => number = Date.now,
  ) {}

  private keys({ ip, userId }: CodeParty): string[] {
    return [
      ...(ip ? [`discount-wrong:ip:${ip}`] : []),
      ...(userId != null ? [`discount-wrong:account:${userId}`] : []),
    ];
  }

  /**
   * Counts an attempt with a code before it is looked up (so parallel guesses cannot all slip
   * under the limit), refused once the address or the account is past the limit. Answers what
   * to call when the code is a right one: it takes the count back.
   */
  async attempt(party: CodeParty): Promise<{ right(): Promise<void> }> {
    const keys = this.keys(party);
    const { windowSec } = LIMITS.wrongDiscountCodes;
    const counts = await Promise.all(keys.map((key) => this.limiter.record(key, windowSec)));
    if (counts.some((n) => n > this.limiter.scaled(LIMITS.wrongDiscountCodes)))
      throw new TooManyRequestsError(tooManyWrongCodes(minutesLeft(windowSec, this.clock())));
    return {
      right: async () => {
        await Promise.all(keys.map((key) => this.limiter.forgive(key, windowSec)));
      },
    };
  }
}
