import { AsyncLocalStorage } from 'node:async_hooks';
import { LRUCache } from 'lru-cache';

/**
 * What a read depended on, as tags ("product 12", "listings ordered by created_at"):
 * collected while the read runs (`track`), from wherever the data is read (`dependsOn`
 * in the services), and kept beside the cached result so that a change evicts exactly the
 * entries that show it.
 */
const scope = new AsyncLocalStorage<Set<string>>();

/** Records that the read in progress (if any) depends on `tags`. */
export function dependsOn(...tags: string[]): void {
  const current = scope.getStore();
  if (current) for (const tag of tags) current.add(tag);
}

/** Records many tags at once (ids of a list of products, say). */
export function dependsOnAll(tags: Iterable<string>): void {
  const current = scope.getStore();
  if (current) for (const tag of tags) current.add(tag);
}

export interface Tracked<V> {
  value: V;
  tags: string[];
}

/** Runs `read` in a scope of its own and returns its value with the tags it depended on. */
export async function track<V>(read: () => Promise<V>): Promise<Tracked<V>> {
  const tags = new Set<string>();
  const value = await scope.run(tags, read);
  return { value, tags: [...tags] };
}

/** Runs `fn` (and everything it starts) in a scope that collects tags into `tags`. */
export function withTags<R>(tags: Set<string>, fn: () => R): R {
  return scope.run(tags, fn);
}

/**
 * When each tag was last invalidated, as a sequence number, so that a read that started
 * before a change to something it read never stores its possibly stale result. The map is
 * bounded: past `maxTags` it is reset, and every read older than that counts as stale.
 */
export class Invalidations {
  private seq = 0;
  private floor = 0;
  private readonly last = new Map<string, number>();

  constructor(private readonly maxTags = 100_000) {}

  /** The current sequence number: take it before a read. */
  now(): number {
    return this.seq;
  }

  invalidate(tags: Iterable<string>): void {
    this.seq++;
    for (const tag of tags) this.last.set(tag, this.seq);
    if (this.last.size > this.maxTags) this.invalidateAll();
  }

  /** Everything changed (or may have). */
  invalidateAll(): void {
    this.seq++;
    this.floor = this.seq;
    this.last.clear();
  }

  /** Whether any of `tags` was invalidated after `since`. */
  changedSince(since: number, tags: readonly string[]): boolean {
    if (since < this.floor) return true;
    if (since === this.seq) return false;
    for (const tag of tags) if ((this.last.get(tag) ?? 0) > since) return true;
    return false;
  }
}

interface Entry<V> {
  value: V;
  tags: readonly string[];
}

export interface TaggedCacheOptions<V> {
  /** Entries kept at most; 0 turns the cache off. */
  maxEntries: number;
  /** Bytes kept at most (by `sizeOf`); entries larger than this are not kept. */
  maxBytes?: number;
  sizeOf?: (value: V, key: string) => number;
}

/**
 * An LRU cache (lru-cache: an entry count and a byte budget) whose entries carry the tags
 * they depend on: `evict(tags)` drops exactly the entries that carry one of them. It serves
 * nothing while `live()` is false (its source of change events is down), and `set` refuses
 * a value read before a change to one of its tags.
 */
export class TaggedCache<V extends object | string | number> {
  private readonly lru: LRUCache<string, Entry<V>> | null;
  private readonly keysByTag = new Map<string, Set<string>>();

  constructor(
    private readonly invalidations: Invalidations,
    private readonly live: () => boolean,
    options: TaggedCacheOptions<V>,
  ) {
    const { maxEntries, maxBytes, sizeOf } = options;
    this.lru =
      maxEntries > 0 && maxBytes !== 0
        ? new LRUCache<string, Entry<V>>({
            max: maxEntries,
            ...(maxBytes && sizeOf
              ? {
                  maxSize: maxBytes,
                  sizeCalculation: (e: Entry<V>, key: string) => Math.max(1, sizeOf(e.value, key)),
                }
              : {}),
            dispose: (entry, key) => this.unindex(key, entry.tags),
          })
        : null;
  }

  /** Whether entries are kept and served now. */
  get enabled(): boolean {
    return this.lru !== null && this.live();
  }

  get size(): number {
    return this.lru?.size ?? 0;
  }

  /** The sequence number to read from (take it before the read whose result `set` keeps). */
  now(): number {
    return this.invalidations.now();
  }

  /** The entry under `key`, with its tags. */
  entry(key: string): Entry<V> | undefined {
    return this.enabled ? this.lru!.get(key) : undefined;
  }

  get(key: string): V | undefined {
    return this.entry(key)?.value;
  }

  /** Keeps `value`, read from `since` on and depending on `tags`, unless one of them changed meanwhile. */
  set(key: string, value: V, tags: readonly string[], since: number): boolean {
    if (!this.enabled || this.invalidations.changedSince(since, tags)) return false;
    const entry: Entry<V> = { value, tags };
    this.lru!.set(key, entry);
    if (this.lru!.peek(key) !== entry) return false;
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag);
      if (keys) keys.add(key);
      else this.keysByTag.set(tag, new Set([key]));
    }
    return true;
  }

  /** Drops every entry that carries one of `tags`. */
  evict(tags: Iterable<string>): void {
    if (!this.lru) return;
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag);
      if (keys) for (const key of [...keys]) this.lru.delete(key);
    }
  }

  clear(): void {
    this.lru?.clear();
    this.keysByTag.clear();
  }

  private unindex(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (!keys.size) this.keysByTag.delete(tag);
    }
  }
}

/**
 * Concurrent misses of one key share one read: the first caller reads, the others wait
 * for its result. A caller who asks after a change is handed that result only when the change
 * touched nothing the read depended on (its tags, checked once it is done); otherwise it reads
 * again, sharing that read in turn. So a change to one product does not split every read in
 * flight, and nobody who asks after a change to what a read showed is handed it.
 */
export class Coalescer {
  private readonly flights = new Map<string, { since: number; result: Promise<Tracked<unknown>> }>();

  constructor(private readonly invalidations: Invalidations) {}

  get size(): number {
    return this.flights.size;
  }

  /** Whether a read of `key` is in flight. */
  has(key: string): boolean {
    return this.flights.has(key);
  }

  /**
   * The read of `key` in flight, as a caller asking now may take it: its result, or null
   * when something it depended on changed after it began (the caller then reads again).
   */
  pending<V>(key: string): Promise<Tracked<V> | null> | undefined {
    const flight = this.flights.get(key) as { since: number; result: Promise<Tracked<V>> } | undefined;
    if (!flight) return undefined;
    const { since, result } = flight;
    if (this.invalidations.now() === since) return result;
    return result.then((r) => (this.invalidations.changedSince(since, r.tags) ? null : r));
  }

  /** The result of `read` (tracked), or of the read of `key` in flight when this caller may share it. */
  async run<V>(key: string, read: () => Promise<Tracked<V>>): Promise<Tracked<V>> {
    for (;;) {
      const shared = this.pending<V>(key);
      if (!shared) return this.start(key, read());
      const result = await shared;
      if (result) return result;
    }
  }

  /** Registers `result` as the read of `key` begun now (read from the current sequence number). */
  start<V>(key: string, result: Promise<Tracked<V>>, since = this.invalidations.now()): Promise<Tracked<V>> {
    const flight = { since, result: result as Promise<Tracked<unknown>> };
    this.flights.set(key, flight);
    const done = () => {
      if (this.flights.get(key) === flight) this.flights.delete(key);
    };
    result.then(done, done);
    return result;
  }
}
