import { createHash } from 'node:crypto';
import { Client } from 'pg';
import { CHANGE } from '../../db/migrations/1732700000000-change-notify';
import type { Logger } from '../../logger';

/** The channel that the catalogue triggers (migration 1732600000000) notify on every write. */
export const CATALOG_CHANNEL = 'catalog_changed';
/** Payloads on the channel about other rows (orders, users): heard by `onChange` listeners only. */
const NOT_CATALOG = new Set<string>([CHANGE.orders, CHANGE.users]);

export interface CachedResponse<T> {
  value: T;
  etag?: string;
}

/** A strong ETag for a response body. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * The catalogue read cache of one instance: finished public responses (REST bodies,
 * GraphQL results) by key, least recently used out first.
 *
 * Invalidation is all-or-nothing and comes from two places:
 * - PostgreSQL: statement triggers on every catalogue table `NOTIFY catalog_changed`
 *   when a write commits, whichever instance (or psql session) made it; every instance
 *   LISTENs and clears. While that connection is down the cache is bypassed, and it is
 *   cleared again when the connection comes back, so a missed notification cannot
 *   leave stale entries behind.
 * - This instance's own writes clear it before their response is sent, so whoever
 *   wrote reads their write on the next request without waiting for the notification.
 *
 * A read that started before an invalidation never stores its (possibly old) result:
 * `generation()` is taken before the read and `set` refuses a changed generation.
 */
export class CatalogCache {
  private readonly entries = new Map<string, CachedResponse<unknown>>();
  private gen = 0;
  private listener: Client | null = null;
  private listening = false;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;
  private lastPayload = '';
  private readonly changeListeners: ((payload: string | null) => void)[] = [];

  constructor(
    private readonly maxEntries: number,
    private readonly databaseUrl: string | undefined,
    private readonly logger: Logger,
  ) {}

  get enabled(): boolean {
    return this.maxEntries > 0 && this.listening;
  }

  generation(): number {
    return this.gen;
  }

  get<T>(key: string): CachedResponse<T> | undefined {
    if (!this.enabled) return undefined;
    const hit = this.entries.get(key);
    if (hit) {
      // Refresh its place in the LRU order.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit as CachedResponse<T> | undefined;
  }

  /** Stores a response read at `generation`, unless the catalogue changed since. */
  set<T>(key: string, generation: number, entry: CachedResponse<T>): void {
    if (!this.enabled || generation !== this.gen) return;
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  invalidate(): void {
    this.gen++;
    this.entries.clear();
  }

  /**
   * Calls `listener` with the payload of every notification heard, and with null when the
   * LISTEN connection comes up or is lost (anything may have changed unheard).
   */
  onChange(listener: (payload: string | null) => void): void {
    this.changeListeners.push(listener);
  }

  private changed(payload: string | null): void {
    for (const listener of this.changeListeners) listener(payload);
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The payload of the last notification heard. Notifications arrive in commit order, so
   * once a marker sent after some writes is heard, so are theirs (tests use this).
   */
  get lastNotification(): string {
    return this.lastPayload;
  }

  /** Opens the LISTEN connection; the cache serves nothing until it is up. */
  async start(): Promise<void> {
    if (this.maxEntries === 0 || !this.databaseUrl) return;
    this.stopped = false;
    await this.connect().catch(() => this.scheduleReconnect());
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.listening = false;
    this.invalidate();
    const client = this.listener;
    this.listener = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl, application_name: 'catalog-cache' });
    client.on('notification', (msg) => {
      if (msg.channel !== CATALOG_CHANNEL) return;
      this.lastPayload = msg.payload ?? '';
      if (!NOT_CATALOG.has(this.lastPayload)) this.invalidate();
      this.changed(this.lastPayload);
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    this.listener = client;
    await client.connect();
    await client.query(`LISTEN ${CATALOG_CHANNEL}`);
    if (this.stopped || this.listener !== client) {
      await client.end().catch(() => undefined);
      return;
    }
    this.invalidate();
    this.listening = true;
    this.changed(null);
  }

  private lost(client: Client, err?: Error): void {
    if (this.listener !== client) return;
    this.listener = null;
    this.listening = false;
    this.invalidate();
    this.changed(null);
    if (this.stopped) return;
    this.logger.warn({ err }, 'catalogue cache: lost its LISTEN connection; bypassing the cache until it is back');
    client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.connect().catch((err) => {
        this.logger.debug({ err }, 'catalogue cache: reconnect failed');
        this.listener = null;
        this.scheduleReconnect();
      });
    }, 1000);
    this.retry.unref();
  }
}
