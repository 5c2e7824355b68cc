import { LRUCache } from 'lru-cache';

/**
 * Values by key (lru-cache, least recently used out first), kept until `delete(key)` or
 * `clear()` (called when the rows behind them change: an event on the change feed, or
 * this instance's own write). A value read before a delete or clear is never kept. While
 * `active()` is false (no change feed to hear changes) every value is read afresh;
 * `maxEntries` 0 turns the memo off.
 */
export class Memo<T> {
  private readonly values: LRUCache<string | number, { value: T }> | null;
  private generation = 0;

  constructor(
    private readonly active: () => boolean,
    maxEntries = 10_000,
  ) {
    this.values = maxEntries > 0 ? new LRUCache({ max: maxEntries }) : null;
  }

  async get(key: string | number, load: () => Promise<T>): Promise<T> {
    if (!this.values || !this.active()) return load();
    const hit = this.values.get(key);
    if (hit) return hit.value;
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation && this.active()) this.values.set(key, { value });
    return value;
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
