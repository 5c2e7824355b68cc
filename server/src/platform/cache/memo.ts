import { LRUCache } from 'lru-cache';

/**
 * Values by key (lru-cache, least recently used out first), kept until `delete(key)` or
 * `clear()` (called when the rows behind them change: an event on the change feed, or
 * this instance's own write). A value read before a delete or clear is never kept, nor
 * handed to a caller who asked after it; concurrent misses of one key share one load. While
 * `active()` is false (no change feed to hear changes) every value is read afresh;
 * `maxEntries` 0 turns the memo off.
 */
export class Memo<T> {
  private readonly values: LRUCache<string | number, { value: T }> | null;
  /** Loads under way: concurrent misses of one key share one. */
  private readonly loading = new Map<string | number, { generation: number; promise: Promise<T> }>();
  private generation = 0;

  constructor(
    private readonly active: () => boolean,
    maxEntries = 10_000,
  ) {
    this.values = maxEntries > 0 ? new LRUCache({ max: maxEntries }) : null;
  }

  async get(key: string | number, load: () => Promise<T>): Promise<T> {
    const values = this.values;
    if (!values || !this.active()) return load();
    const hit = values.get(key);
    if (hit) return hit.value;
    const pending = this.loading.get(key);
    if (pending && pending.generation === this.generation) return pending.promise;
    const generation = this.generation;
    const promise = load().then((value) => {
      if (generation === this.generation && this.active()) values.set(key, { value });
      return value;
    });
    const entry = { generation, promise };
    this.loading.set(key, entry);
    const done = () => {
      if (this.loading.get(key) === entry) this.loading.delete(key);
    };
    promise.then(done, done);
    return promise;
  }

  delete(key: string | number): void {
    this.generation++;
    this.values?.delete(key);
  }

  clear(): void {
    this.generation++;
    this.values?.clear();
  }
}
