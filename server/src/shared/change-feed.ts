import { Client } from 'pg';
import type { Logger } from '../logger';

/**
 * The channel every change notification travels on. The database's triggers (migration
 * 1733200000000) send one notification per statement naming the table, the operation, the
 * ids of the rows that changed (product ids for the product tables) and, for an update,
 * the columns that changed; `publish` sends the application's own events on it.
 */
export const CHANGE_CHANNEL = 'shop_changes';

/** Product columns whose change is a change of stock only (the order flow's writes). */
const STOCK_ONLY = new Set(['qty', 'version', 'updated_at']);

/** What changed, in the terms of the data the caches keep. `null` ids mean "every row". */
export type ChangeEvent =
  /** Stock of these products (their qty, their values' or variants' stock), nothing else. */
  | { type: 'stock'; productIds: number[] | null }
  /**
   * Other data of these products: `fields` are the changed product columns (or `images`,
   * `attribute_values`, `variants`); null when products were added or removed.
   */
  | { type: 'product'; productIds: number[] | null; fields: string[] | null }
  /** The reviews of these products (their rating and count change as a `product` event). */
  | { type: 'reviews'; productIds: number[] | null }
  /** Categories or brands: `fields` as for products (name, status, parent_id), null when added or removed. */
  | { type: 'category' | 'brand'; ids: number[] | null; fields: string[] | null }
  /** Attributes or their values (names shown on products). */
  | { type: 'attribute' }
  | { type: 'order'; ids: number[] | null }
  | { type: 'user'; ids: number[] | null; fields: string[] | null }
  /**
   * The feed (re)connected or lost its connection: anything may have changed unheard.
   * Caches drop everything and serve nothing while `live` is false.
   */
  | { type: 'resync' }
  /** A marker anyone may send (`publish`): once heard, so is every change committed before it was sent. */
  | { type: 'marker'; id: string };

/** A trigger's payload. */
interface RowChange {
  t: string;
  op: 'INSERT' | 'UPDATE' | 'DELETE' | 'TRUNCATE';
  ids: number[] | null;
  cols?: string[] | null;
}

const PRODUCT_TABLE_FIELD: Record<string, string> = {
  product_images: 'images',
  product_attribute_values: 'attribute_values',
  product_variants: 'variants',
};
/** Per product table, the columns whose change alone is a stock change. */
const STOCK_COLUMNS: Record<string, Set<string>> = {
  products: STOCK_ONLY,
  product_attribute_values: new Set(['qty']),
  product_variants: new Set(['stock']),
};

/** The typed event of a trigger's payload, or null for a table nothing here keeps. */
export function eventOf(change: RowChange): ChangeEvent | null {
  const ids = change.ids ?? null;
  const cols = change.op === 'UPDATE' ? (change.cols ?? null) : null;
  switch (change.t) {
    case 'products':
    case 'product_images':
    case 'product_attribute_values':
    case 'product_variants': {
      const stock = STOCK_COLUMNS[change.t];
      if (cols && stock && cols.every((c) => stock.has(c))) return { type: 'stock', productIds: ids };
      if (change.t === 'products') return { type: 'product', productIds: ids, fields: cols };
      return { type: 'product', productIds: ids, fields: [PRODUCT_TABLE_FIELD[change.t]] };
    }
    case 'reviews':
      return { type: 'reviews', productIds: ids };
    case 'categories':
      return { type: 'category', ids, fields: cols };
    case 'brands':
      return { type: 'brand', ids, fields: cols };
    case 'attributes':
    case 'attribute_values':
      return { type: 'attribute' };
    case 'orders':
      return { type: 'order', ids };
    case 'users':
      return { type: 'user', ids, fields: cols };
    case 'token_revocations':
      // A signed-out token: its user's remembered session (which holds the revoked ids) is stale.
      return { type: 'user', ids, fields: ['token_revocations'] };
    default:
      return null;
  }
}

/** A payload on the channel: a trigger's row change, or an event `publish` sent. */
function parse(payload: string): ChangeEvent | null {
  const message = JSON.parse(payload) as RowChange | { event: ChangeEvent };
  return 'event' in message ? message.event : eventOf(message);
}

/** A subscriber; the promise it may return is work the event started that `caughtUp` waits for. */
export type ChangeListener = (event: ChangeEvent) => void | Promise<unknown>;

/**
 * The one change feed of an instance: a LISTEN connection on `shop_changes` that turns
 * every notification into a typed event and hands it, synchronously and in commit order,
 * to every subscriber (the caches, the search index, the remembered users and order
 * pages). When the connection is lost it reconnects every second; meanwhile `live` is
 * false and subscribers get `resync` (when it is lost and again when it is back), so
 * nothing is served from memory that a change made meanwhile could have made stale.
 *
 * The instance that made a write reads it at once: `caughtUp()`, awaited before a write
 * is acknowledged (GraphQL mutations, REST writes), resolves once every change committed
 * before the call has been handed to the subscribers and the work they started for it
 * (a promise a subscriber returns) is done.
 */
export class ChangeFeed {
  private client: Client | null = null;
  private connected = false;
  private stopped = true;
  private retry: NodeJS.Timeout | null = null;
  private readonly listeners: ChangeListener[] = [];
  /** A round trip not yet sent, that callers of `caughtUp` may share. */
  private queued: Promise<void> | null = null;
  private inFlight: Promise<unknown> = Promise.resolve();
  /** Work subscribers started for events heard (refreshes): part of having heard them. */
  private readonly work = new Set<Promise<unknown>>();
  private lastMarkerId = '';
  /** Notifications heard (tests and the bench read it). */
  heard = 0;

  constructor(
    private readonly databaseUrl: string | undefined,
    private readonly logger: Logger,
  ) {}

  /** Whether every change is being heard (the connection is up). */
  get live(): boolean {
    return this.connected;
  }

  /** The id of the last marker heard (see `publish`). */
  get lastMarker(): string {
    return this.lastMarkerId;
  }

  /** Calls `listener` with every event, in the order the changes were committed; returns the unsubscribe. */
  subscribe(listener: ChangeListener): () => void {
    this.listeners.push(listener);
    return () => {
      const at = this.listeners.indexOf(listener);
      if (at >= 0) this.listeners.splice(at, 1);
    };
  }

  /**
   * Sends an event to every instance (this one included) through PostgreSQL, on commit of
   * the transaction `db` is in (a pool or a transaction's manager). Writes to the watched
   * tables need no call: their triggers announce them.
   */
  async publish(
    db: { query(sql: string, params?: unknown[]): Promise<unknown> },
    event: ChangeEvent,
  ): Promise<void> {
    await db.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, JSON.stringify({ event })]);
  }

  /**
   * Resolves once every change committed before this call has been handed to the
   * subscribers. PostgreSQL sends a session's pending notifications before it answers
   * its next query, so one round trip on the LISTEN connection is enough; concurrent
   * callers share one. Immediate while the feed is not live (nothing is served from memory then).
   */
  async caughtUp(): Promise<void> {
    const client = this.client;
    if (!this.connected || !client) return;
    this.queued ??= this.inFlight.then(() => {
      this.queued = null;
      const trip = client.query('SELECT 1').then(
        () => undefined,
        () => undefined,
      );
      this.inFlight = trip;
      return trip;
    });
    await this.queued;
    // And the work those changes started here (refreshed responses) is done.
    if (this.work.size) await Promise.all([...this.work]);
  }

  /** Opens the LISTEN connection (retried every second until it is up). No-op without a database URL. */
  async start(): Promise<void> {
    if (!this.databaseUrl || !this.stopped) return;
    this.stopped = false;
    await this.connect().catch((err) => {
      this.logger.warn({ err }, 'change feed: cannot LISTEN yet; caches stay off until it can');
      this.scheduleReconnect();
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const client = this.client;
    this.client = null;
    if (this.connected) {
      this.connected = false;
      this.emit({ type: 'resync' });
    }
    await client?.end().catch(() => undefined);
  }

  private emit(event: ChangeEvent): void {
    if (event.type === 'marker') this.lastMarkerId = event.id;
    for (const listener of [...this.listeners]) {
      try {
        const started = listener(event);
        if (started) {
          const done = started.catch((err) =>
            this.logger.error({ err, event }, 'change feed: a subscriber failed'),
          );
          this.work.add(done);
          void done.finally(() => this.work.delete(done));
        }
      } catch (err) {
        this.logger.error({ err, event }, 'change feed: a subscriber failed');
      }
    }
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl, application_name: 'change-feed' });
    client.on('notification', (msg) => {
      if (msg.channel !== CHANGE_CHANNEL || !msg.payload) return;
      this.heard++;
      let event: ChangeEvent | null;
      try {
        event = parse(msg.payload);
      } catch (err) {
        // Not understood: treat as "anything may have changed".
        this.logger.warn({ err, payload: msg.payload.slice(0, 200) }, 'change feed: unreadable notification');
        event = { type: 'resync' };
      }
      if (event) this.emit(event);
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    this.client = client;
    await client.connect();
    await client.query(`LISTEN ${CHANGE_CHANNEL}`);
    if (this.stopped || this.client !== client) {
      await client.end().catch(() => undefined);
      return;
    }
    this.connected = true;
    this.emit({ type: 'resync' });
  }

  private lost(client: Client, err?: Error): void {
    if (this.client !== client) return;
    this.client = null;
    const was = this.connected;
    this.connected = false;
    if (was) this.emit({ type: 'resync' });
    if (this.stopped) return;
    this.logger.warn(
      { err },
      'change feed: lost its LISTEN connection; caches are bypassed until it is back',
    );
    client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.connect().catch((err) => {
        this.logger.debug({ err }, 'change feed: reconnect failed');
        this.client = null;
        this.scheduleReconnect();
      });
    }, 1000);
    this.retry.unref();
  }
}
