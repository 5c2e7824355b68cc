/**
 * The cache seam: everything outside platform/cache imports the machinery from here, and a
 * business module only the first group (lint: eslint.config.mjs). A module declares
 *
 * - what its reads depend on: tags recorded while they run (`dependsOn`), and a read kept until
 *   those change (`Remember`, handed to it by the composition root);
 * - what its writes change: its cache policy (`CachePolicy`, an event's tags), the events coming
 *   from the database's triggers, or from a transaction whose changes are collected
 *   (`ChangeWriter.transaction`) or announced (`ChangeWriter.publish`).
 *
 * How entries are kept, shared, evicted and served (the change feed, the tagged caches, the
 * fast path) is nobody else's business.
 */
import type { ChangeFeed } from './change-feed';

// For business modules.
export { dependsOn, dependsOnAll } from './tagged-cache';
export type { ChangeEvent, StockColumns } from './change-feed';
export type { CacheAction, CachePolicy } from './response-cache';

/** A keyed read kept in memory until what it depended on changes (or while no change can be heard, read afresh). */
export interface Remember<V> {
  get(key: string | number, load: () => Promise<V>): Promise<V>;
}

/** A `Remember` its owner forgets at once after its own write. */
export interface Forgettable<V> extends Remember<V> {
  clear(): void;
}

/** Every read afresh: a service's default when the composition root hands it no memory. */
export const rememberNothing = <V>(): Forgettable<V> => ({ get: (_key, load) => load(), clear: () => {} });

/** Writes whose changes reach every instance's caches. */
export type ChangeWriter = Pick<ChangeFeed, 'transaction' | 'publish'>;

/** Events as they are heard (a cache of a module's own, such as the search index). */
export type ChangeSource = Pick<ChangeFeed, 'subscribe' | 'live'>;

// For the composition root and the transports.
export { ChangeFeed, LISTENER_NAME } from './change-feed';
export { Memo } from './memo';
export {
  etagOf,
  ResponseCache,
  type CachedBytes,
  type CacheState,
  type RenderedPage,
} from './response-cache';
export { Invalidations, TaggedCache, track, withTags } from './tagged-cache';
export { watchWrites } from './writes';
