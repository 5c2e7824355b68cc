import { createHash } from 'node:crypto';
import type { ChangeEvent, ChangeFeed } from './change-feed';
import {
  Coalescer,
  dependsOnAll,
  Invalidations,
  TaggedCache,
  track,
  type Refresh,
  type Tracked,
} from './tagged-cache';

/** A strong ETag for a response body. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * A finished response body as the catalogue cache keeps it: the bytes, their ETag and
 * content type, and compressed copies made on first demand (fast-path.ts).
 */
export interface CachedBytes {
  body: Buffer;
  etag: string;
  contentType: string;
  cacheControl?: string;
  gzip?: Buffer;
  br?: Buffer;
}

/** A rendered storefront page: its status, UTF-8 bytes and ETag. */
export interface RenderedPage {
  status: number;
  body: Buffer;
  etag: string;
}

export type CacheState = 'HIT' | 'MISS' | 'BYPASS';

export interface ResponseCacheOptions {
  /** Finished REST and GraphQL bodies (and products' JSON): entries (0: off) and bytes. */
  responseEntries: number;
  responseBytes: number;
  /** Rendered storefront pages: bytes (0: off). */
  pageBytes: number;
  /** Listing totals per filter: entries (0: off). */
  countEntries: number;
  /** Listing pages' members: entries (0: off). */
  memberEntries: number;
  /** Whether a response served lately is read again in place on a change (false: dropped, read on demand). */
  refreshInPlace: boolean;
}

/**
 * What a change event does to the cached reads, as a module's cache policy declares it
 * (e.g. `modules/catalog/cache-policy.ts`): entries showing the `products` tags are read
 * again in place when served within `refreshWithinMs` (else dropped), entries carrying a
 * `dropped` tag are dropped; or everything is dropped (`all`), the totals and members too
 * when `counts` says so.
 */
export type CacheAction =
  { products: string[]; dropped: string[]; refreshWithinMs: number } | { all: true; counts: boolean };

/** A module's declaration of what each change event invalidates (null: nothing it keeps). */
export type CachePolicy = (event: ChangeEvent) => CacheAction | null;

/**
 * The read caches of one instance, each with its own switch and budget: finished public
 * responses (REST bodies by URL, GraphQL bodies by request, products' JSON), rendered pages,
 * totals per filter and listing members. They subscribe to the change feed and evict (or
 * refresh) exactly what the cache policy (`CachePolicy`, declared by the module whose reads
 * they keep) says each event changed; the feed reconnecting or lost drops everything
 * (nothing is served while it is down).
 *
 * Reads go through `read`: a hit, or one read for all concurrent callers of a key
 * (coalesced, also while a cache is switched off), kept with the tags it depended on unless
 * one of them changed while it ran. A response that can be read again (`refresh`) and was
 * served lately is refreshed in place when something it shows changes: it is served until
 * the new one is in (readers never wait for it), and the change counts as heard on this
 * instance, so the writer's acknowledgement waits, only once it is.
 */
export class ResponseCache {
  readonly invalidations = new Invalidations();
  readonly responses: TaggedCache<CachedBytes | string>;
  readonly pages: TaggedCache<RenderedPage>;
  readonly counts: TaggedCache<number>;
  /**
   * Which products listing pages and feed slices show (their ids, in order), per filter,
   * sort and page or cursor: a page read again is its rows alone, by primary key, with no
   * offset walked. Kept, like totals, until the listing's membership or order changes (a
   * stock change moves no product), and switched with them.
   */
  readonly members: TaggedCache<readonly number[]>;
  private readonly flights = new Coalescer();
  private readonly refreshInPlace: boolean;

  constructor(
    private readonly feed: ChangeFeed,
    options: ResponseCacheOptions,
    private readonly policy: CachePolicy,
  ) {
    const live = () => feed.live;
    const bytes = (v: CachedBytes | string, key: string) =>
      key.length + (typeof v === 'string' ? v.length : v.body.length * 2);
    this.responses = new TaggedCache(this.invalidations, live, {
      maxEntries: options.responseEntries,
      maxBytes: options.responseBytes,
      sizeOf: bytes,
    });
    this.pages = new TaggedCache(this.invalidations, live, {
      maxEntries: options.pageBytes > 0 ? 100_000 : 0,
      maxBytes: options.pageBytes,
      sizeOf: (p: RenderedPage) => p.body.length,
    });
    this.counts = new TaggedCache(this.invalidations, live, { maxEntries: options.countEntries });
    this.members = new TaggedCache(this.invalidations, live, { maxEntries: options.memberEntries });
    this.refreshInPlace = options.refreshInPlace;
    feed.subscribe((event) => this.apply(event) ?? undefined);
  }

  /** Whether changes are being heard (else nothing is served from memory and reads are not shared). */
  get live(): boolean {
    return this.feed.live;
  }

  /**
   * Applies a change as the policy says; returns the refreshes it started (the change counts
   * as heard by this instance once they are done: the change feed's `caughtUp` waits for them).
   */
  apply(event: ChangeEvent): Promise<void> | null {
    const action = event.type === 'resync' ? { all: true as const, counts: true } : this.policy(event);
    if (!action) return null;
    if ('all' in action) return this.dropAll(action.counts);
    return this.evict(action.products, action.dropped, this.refreshInPlace ? action.refreshWithinMs : 0);
  }

  /**
   * Drops what carries `dropped` tags, and what shows the `products`: a response served
   * lately is read again in place (served meanwhile), anything else is dropped.
   */
  private evict(products: string[], dropped: string[], refreshWithinMs: number): Promise<void> | null {
    const tags = [...products, ...dropped];
    this.invalidations.invalidate(tags);
    this.flights.detachAll();
    this.responses.evict(dropped);
    const refreshed = this.responses.evict(products, refreshWithinMs);
    this.pages.evict(tags);
    this.counts.evict(tags);
    this.members.evict(tags);
    return refreshed;
  }

  private dropAll(counts: boolean): null {
    this.invalidations.invalidateAll();
    this.flights.detachAll();
    this.responses.clear();
    this.pages.clear();
    if (counts) {
      this.counts.clear();
      this.members.clear();
    }
    return null;
  }

  /**
   * The value under `key`: from `cache`, or from the read of it already in flight, or read
   * now by `load` and kept (when `keep` says so) with the tags it depended on. The tags are
   * also recorded for the read around this one (a listing page depends on its total's).
   * While the feed is down every caller reads on its own.
   */
  async read<V extends object | string | number>(
    cache: TaggedCache<V>,
    key: string,
    load: () => Promise<V>,
    keep: (value: V) => boolean = () => true,
    refresh?: Refresh<V>,
  ): Promise<{ value: V; state: CacheState }> {
    if (!this.feed.live) return { value: await load(), state: 'BYPASS' };
    const hit = cache.entry(key);
    if (hit) {
      dependsOnAll(hit.tags);
      return { value: hit.value, state: 'HIT' };
    }
    const { value, tags } = await this.flights.run(this.flightKey(cache, key), async () => {
      const since = this.invalidations.now();
      const result = await track(load);
      if (keep(result.value)) cache.set(key, result.value, result.tags, since, refresh);
      return result;
    });
    dependsOnAll(tags);
    return { value, state: cache.enabled ? 'MISS' : 'BYPASS' };
  }

  /**
   * A read of `key` whose result is produced elsewhere (a GraphQL answer, finished when
   * its response ends): concurrent callers wait for it through `pending`. `settle` with
   * null when the answer cannot be shared (they then read on their own).
   */
  begin<V extends object | string | number>(
    cache: TaggedCache<V>,
    key: string,
  ): { since: number; settle(result: Tracked<V | null>): void } | null {
    if (!this.feed.live) return null;
    const flightKey = this.flightKey(cache, key);
    if (this.flights.pending(flightKey)) return null;
    let settle!: (result: Tracked<V | null>) => void;
    void this.flights.run(flightKey, () => new Promise<Tracked<V | null>>((resolve) => (settle = resolve)));
    return { since: this.invalidations.now(), settle };
  }

  /** The read of `key` in flight, if any. */
  pending<V>(cache: object, key: string): Promise<Tracked<V | null>> | undefined {
    return this.live ? this.flights.pending<Tracked<V | null>>(this.flightKey(cache, key)) : undefined;
  }

  private flightKey(cache: object, key: string): string {
    const name = cache === this.responses ? 'r' : cache === this.pages ? 'p' : 'c';
    return `${name}\0${key}`;
  }
}
