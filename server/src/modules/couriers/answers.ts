/**
 * Asking a courier about many parcels without one failure losing the rest: calls at most a few
 * at a time (the couriers publish no rate limit, and the merchant portals share the API), each
 * outcome kept, the answers gathered and the failed calls named so the pull logs them and asks
 * again next round.
 */

/** At most this many calls to one courier at once. */
export const CALLS_AT_ONCE = 4;

/** What a courier answered of some parcels: the answers it gave, and the calls that failed. */
export interface Answers<A> {
  answers: A[];
  failed: Array<{ trackingNumbers: string[]; error: unknown }>;
}

/** `fn` on every item, at most `limit` running at once; every outcome, in the items' order. */
// A few lines here rather than a dependency: p-limit is in the tree only as a test tool's.
export async function settledPool<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<PromiseSettledResult<R>[]> {
  const out: PromiseSettledResult<R>[] = new Array(items.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < items.length) {
      const i = next++;
      try {
        out[i] = { status: 'fulfilled', value: await fn(items[i]) };
      } catch (reason) {
        out[i] = { status: 'rejected', reason };
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** Groups of at most `size`, in order. */
export function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Asks `ask` about each group of tracking numbers (one call each, a few at a time): the answers
 * of the calls that worked, and the groups whose call failed.
 */
export async function askInGroups<A>(
  groups: string[][],
  ask: (trackingNumbers: string[]) => Promise<A[]>,
): Promise<Answers<A>> {
  const outcomes = await settledPool(groups, CALLS_AT_ONCE, ask);
  const result: Answers<A> = { answers: [], failed: [] };
  outcomes.forEach((o, i) => {
    if (o.status === 'fulfilled') result.answers.push(...o.value);
    else result.failed.push({ trackingNumbers: groups[i], error: o.reason });
  });
  return result;
}

/** Asks `ask` about each parcel on its own (the courier's API takes one at a time). */
export const askEach = <A>(trackingNumbers: string[], ask: (trackingNumber: string) => Promise<A>) =>
  askInGroups(
    trackingNumbers.map((n) => [n]),
    async ([n]) => [await ask(n)],
  );
