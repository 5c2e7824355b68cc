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

/** Reads an entry's value again (its tags with it), or null when it can no longer be kept. */
export type Refresh<V> = () => Promise<Tracked<V | null>>;

interface Entry<V> {
  value: V;
  tags: readonly string[];
  /** How to read it again in place of evicting it (`evict` with `refreshUsedWithin`). */
  refresh?: Refresh<V>;
  /** When it was last served (ms). */
  usedAt: number;
}

/**
 * How long an entry being refreshed may still be served (ms): the writer's own
 * acknowledgement waits for the refresh, other instances may lag this long (within the
 * cross-instance staleness `npm run bench` checks); past it the entry is dropped and readers read.
 */
const SERVE_WHILE_REFRESHING_MS = 150;

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
  /** Refreshes under way, by key, with the entry each replaces. */
  private readonly refreshing = new Map<string, { stale: Entry<V>; done: Promise<void> }>();

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
    const entry = this.enabled ? this.lru!.get(key) : undefined;
    if (entry) entry.usedAt = Date.now();
    return entry;
  }

  get(key: string): V | undefined {
    return this.entry(key)?.value;
  }

  /**
   * Keeps `value`, read from `since` on and depending on `tags`, unless one of them changed
   * meanwhile; `refresh` reads it again when a change to one of its tags would evict it.
   */
  set(
    key: string,
    value: V,
    tags: readonly string[],
    since: number,
    refresh?: Refresh<V>,
    usedAt = Date.now(),
  ): boolean {
    if (!this.enabled || this.invalidations.changedSince(since, tags)) return false;
    const entry: Entry<V> = { value, tags, refresh, usedAt };
    this.lru!.set(key, entry);
    if (this.lru!.peek(key) !== entry) return false;
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag);
      if (keys) keys.add(key);
      else this.keysByTag.set(tag, new Set([key]));
    }
    return true;
  }

  /**
   * Drops every entry that carries one of `tags`; with `refreshUsedWithin` (ms), an entry
   * served that recently and able to refresh is read again instead and keeps being served
   * meanwhile (at most SERVE_WHILE_REFRESHING_MS), so its readers never wait for the read.
   * Returns the refreshes started (null when none).
   */
  evict(tags: Iterable<string>, refreshUsedWithin = 0): Promise<void> | null {
    if (!this.lru) return null;
    const started: Promise<void>[] = [];
    const now = Date.now();
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag);
      if (!keys) continue;
      for (const key of [...keys]) {
        const entry = this.lru.peek(key);
        if (entry?.refresh && now - entry.usedAt < refreshUsedWithin) started.push(this.refresh(key, entry));
        else this.lru.delete(key);
      }
    }
    return started.length ? Promise.all(started).then(() => undefined) : null;
  }

  /** Reads `key` again (a read already under way reads once more when it ends) and swaps it in. */
  private refresh(key: string, stale: Entry<V>): Promise<void> {
    const running = this.refreshing.get(key);
    // The same entry: the refresh under way reads again (the change is newer than its read).
    if (running?.stale === stale) return running.done;
    // Another entry (kept since by a reader): dropped, the refresh under way will not replace it.
    if (running) {
      this.lru?.delete(key);
      return running.done;
    }
    const expire = setTimeout(() => {
      if (this.lru?.peek(key) === stale) this.lru.delete(key);
    }, SERVE_WHILE_REFRESHING_MS);
    const run = async () => {
      // A change during a read makes it read again (its result would be refused).
      for (let attempt = 0; attempt < 3; attempt++) {
        const since = this.invalidations.now();
        const result = await stale.refresh!().catch(() => null);
        if (!result || result.value === null) break;
        if (this.invalidations.changedSince(since, result.tags)) continue;
        const current = this.lru?.peek(key);
        if (current === stale || current === undefined)
          this.set(key, result.value, result.tags, since, stale.refresh, stale.usedAt);
        return;
      }
      if (this.lru?.peek(key) === stale) this.lru.delete(key);
    };
    const done = run().finally(() => {
      clearTimeout(expire);
      this.refreshing.delete(key);
    });
    this.refreshing.set(key, { stale, done });
    return done;
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
 * for its result. `detachAll()` (called on every change) lets later callers start a read
 * of their own, so nobody who asks after a change is handed a read that began before it.
 */
export class Coalescer {
  private readonly flights = new Map<string, Promise<unknown>>();

  get size(): number {
    return this.flights.size;
  }

  pending<V>(key: string): Promise<V> | undefined {
    return this.flights.get(key) as Promise<V> | undefined;
  }

  run<V>(key: string, read: () => Promise<V>): Promise<V> {
    const existing = this.flights.get(key) as Promise<V> | undefined;
    if (existing) return existing;
    const flight = read();
    this.flights.set(key, flight);
    const done = () => {
      if (this.flights.get(key) === flight) this.flights.delete(key);
    };
    flight.then(done, done);
    return flight;
  }

  detachAll(): void {
    this.flights.clear();
  }
}
