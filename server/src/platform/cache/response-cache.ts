import { createHash } from 'node:crypto';
import type { ChangeEvent, ChangeFeed } from './change-feed';
import { Coalescer, dependsOnAll, Invalidations, TaggedCache, track, type Tracked } from './tagged-cache';

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

/**
 * A rendered storefront page: its status and its HTML as the catalogue cache keeps finished
 * bodies (a kept page is public, the same bytes for every visitor, and served by the fast path).
 */
export interface RenderedPage extends CachedBytes {
  status: number;
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
}

/**
 * What a change event does to the cached reads, as a module's cache policy declares it
 * (e.g. `modules/catalog/cache-policy.ts`): entries carrying one of `tags` are dropped; or
 * everything is dropped (`all`), the totals too when `counts` says so.
 */
export type CacheAction = { tags: string[] } | { all: true; counts: boolean };

/** A module's declaration of what each change event invalidates (null: nothing it keeps). */
export type CachePolicy = (event: ChangeEvent) => CacheAction | null;

/**
 * The read caches of one instance, each with its own switch and budget: finished public
 * responses (REST bodies by URL, GraphQL bodies by request, products' JSON), rendered pages
 * and totals per filter. They subscribe to the change feed and evict exactly what the cache
 * policy (`CachePolicy`, declared by the module whose reads they keep) says each event
 * changed; the feed reconnecting or lost drops everything (nothing is served while it is down).
 *
 * Reads go through `read`: a hit, or one read for all concurrent callers of a key
 * (coalesced, also while a cache is switched off), kept with the tags it depended on unless
 * one of them changed while it ran.
 */
export class ResponseCache {
  readonly invalidations = new Invalidations();
  readonly responses: TaggedCache<CachedBytes | string>;
  readonly pages: TaggedCache<RenderedPage>;
  readonly counts: TaggedCache<number>;
  private readonly flights = new Coalescer(this.invalidations);
  /** Listing totals per filter, kept until what they counted changes. */
  readonly totals = {
    get: async (key: string | number, load: () => Promise<number>): Promise<number> =>
      (await this.read(this.counts, String(key), load)).value,
  };

  /**
   * A listing page's product ids by filter, sort and page, kept with the finished bodies (and
   * under their switch) until the listing's membership or order changes.
   */
  readonly pageIds = {
    get: async (key: string | number, load: () => Promise<number[]>): Promise<number[]> => {
      const { value } = await this.read(this.responses, `ids:${key}`, async () =>
        JSON.stringify(await load()),
      );
      return JSON.parse(value as string) as number[];
    },
  };

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
      // A page's HTML, and room for the compressed copies it gets on first demand.
      sizeOf: (p: RenderedPage) => p.body.length + (p.body.length >> 2),
    });
    this.counts = new TaggedCache(this.invalidations, live, { maxEntries: options.countEntries });
    feed.subscribe((event) => this.apply(event));
  }

  /** Whether changes are being heard (else nothing is served from memory and reads are not shared). */
  get live(): boolean {
    return this.feed.live;
  }

  /** Applies a change as the policy says. */
  apply(event: ChangeEvent): void {
    const action = event.type === 'resync' ? { all: true as const, counts: true } : this.policy(event);
    if (!action) return;
    if ('all' in action) {
      this.invalidations.invalidateAll();
      this.responses.clear();
      this.pages.clear();
      if (action.counts) this.counts.clear();
      return;
    }
    this.invalidations.invalidate(action.tags);
    for (const cache of [this.responses, this.pages, this.counts]) cache.evict(action.tags);
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
      if (keep(result.value)) cache.set(key, result.value, result.tags, since);
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
    if (this.flights.has(flightKey)) return null;
    let settle!: (result: Tracked<V | null>) => void;
    void this.flights.start(flightKey, new Promise<Tracked<V | null>>((resolve) => (settle = resolve)));
    return { since: this.invalidations.now(), settle };
  }

  /**
   * The read of `key` in flight, if any, as a caller asking now may share it: its result, or a
   * null value when what it showed changed since it began (the caller reads on its own).
   */
  pending<V>(cache: object, key: string): Promise<Tracked<V | null>> | undefined {
    if (!this.live) return undefined;
    const flight = this.flights.pending<V | null>(this.flightKey(cache, key));
    return flight?.then((result) => result ?? { value: null, tags: [] });
  }

  private flightKey(cache: object, key: string): string {
    const name = cache === this.responses ? 'r' : cache === this.pages ? 'p' : 'c';
    return `${name}\0${key}`;
  }
}
