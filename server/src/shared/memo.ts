/**
 * Values by key, kept until `clear()` (called when the rows behind them change: a NOTIFY
 * from a trigger, or this instance's own write). A value read before a clear is never
 * kept. While `active()` is false (no LISTEN connection to hear changes) every value is
 * read afresh.
 */
export class Memo<T> {
  private readonly values = new Map<string | number, T>();
  private generation = 0;

  constructor(
    private readonly active: () => boolean,
    private readonly maxEntries = 10_000,
  ) {}

  async get(key: string | number, load: () => Promise<T>): Promise<T> {
    if (!this.active()) return load();
    if (this.values.has(key)) return this.values.get(key) as T;
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation && this.active()) {
      if (this.values.size >= this.maxEntries) this.values.clear();
      this.values.set(key, value);
    }
    return value;
  }

  clear(): void {
    this.generation++;
    this.values.clear();
  }
}
