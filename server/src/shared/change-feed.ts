import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
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

/** A statement touching more rows than this announces "every row" (as the triggers do). */
const MAX_IDS = 500;
/** Notifications are at most 8,000 bytes; batches are split well below that. */
const MAX_PAYLOAD = 7000;
/** The settings the triggers read and write (migration 1733500000000). */
const COLLECT_SQL = "SELECT set_config('shop.collect_changes', 'on', true)";
const COLLECTED_SQL = "SELECT current_setting('shop.collected_changes', true) AS changes";

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

/** A batch of collected row changes an instance sent (see `ChangeFeed.transaction`). */
interface Batch {
  from: string;
  changes: RowChange[];
}

/**
 * The events of a payload on the channel: a trigger's row change, an event `publish` sent,
 * or a batch of row changes (none when `self` sent it: it applied them when it committed).
 */
function parse(payload: string, self: string): ChangeEvent[] {
  const message = JSON.parse(payload) as RowChange | { event: ChangeEvent } | Batch;
  if ('event' in message) return [message.event];
  if ('changes' in message) return message.from === self ? [] : eventsOf(message.changes);
  const event = eventOf(message);
  return event ? [event] : [];
}

function eventsOf(changes: RowChange[]): ChangeEvent[] {
  return changes.map(eventOf).filter((e): e is ChangeEvent => e !== null);
}

/** Row changes merged: one per table, operation and changed columns, with the union of their ids. */
function merged(changes: RowChange[]): RowChange[] {
  const byKind = new Map<string, RowChange>();
  for (const change of changes) {
    const kind = `${change.t}\0${change.op}\0${change.cols?.join(',') ?? '*'}`;
    const seen = byKind.get(kind);
    if (!seen) {
      byKind.set(kind, { ...change, ids: change.ids && [...change.ids] });
    } else if (seen.ids) {
      const ids = change.ids ? [...new Set([...seen.ids, ...change.ids])] : null;
      seen.ids = ids && ids.length <= MAX_IDS ? ids : null;
    }
  }
  return [...byKind.values()];
}

/** The notifications carrying `changes` from `from`, each under the size limit. */
function batchPayloads(from: string, changes: RowChange[]): string[] {
  const payloads: string[] = [];
  let part: RowChange[] = [];
  let size = 0;
  for (const change of changes) {
    const length = JSON.stringify(change).length + 1;
    if (part.length && size + length > MAX_PAYLOAD) {
      payloads.push(JSON.stringify({ from, changes: part } satisfies Batch));
      part = [];
      size = 0;
    }
    part.push(change);
    size += length;
  }
  if (part.length) payloads.push(JSON.stringify({ from, changes: part } satisfies Batch));
  return payloads;
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
  /** Who sent a batch (a batch this instance sent is not applied twice). */
  private readonly instanceId = randomUUID();
  /** Collected row changes applied here and not yet sent to the other instances, and where to send them. */
  private unsent: RowChange[] = [];
  private sendTo: DataSource | null = null;
  private sendTimer: NodeJS.Timeout | null = null;
  private sending: Promise<void> = Promise.resolve();
  private announcedStart = false;
  /** Notifications heard (tests and the bench read it). */
  heard = 0;

  constructor(
    private readonly databaseUrl: string | undefined,
    private readonly logger: Logger,
    /**
     * How long the changes of collected transactions (`transaction`) are gathered before they
     * are sent to the other instances in one notification (CHANGE_BATCH_MS, default 100): a burst
     * of orders sends a few notifications, not two per order. Other instances hear such a
     * change about this much later (the bound is 200 ms); this instance applies it at once.
     */
    private readonly batchMs = 100,
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
   * Runs `work` in a transaction of `ds` whose changes to the watched tables are collected
   * instead of notified one statement at a time (migration 1733500000000): after the commit
   * they are handed to this instance's subscribers at once (so whoever made the write reads
   * it right after, as with `caughtUp`) and sent to the other instances with every other
   * transaction committed here within `batchMs`, in as few notifications as fit. For the order
   * flow's writes (stock and orders), whose bursts would otherwise notify twice per order.
   * An instance that stops sends what it holds first; one that died with changes unsent is
   * covered by the notice every instance sends when it starts (`start`).
   */
  async transaction<T>(ds: DataSource, work: (em: EntityManager) => Promise<T>): Promise<T> {
    let collected = '';
    const result = await ds.transaction(async (em) => {
      await em.query(COLLECT_SQL);
      const value = await work(em);
      // The last statement: every trigger of the transaction has run.
      const [row]: Array<{ changes: string | null }> = await em.query(COLLECTED_SQL);
      collected = row?.changes ?? '';
      return value;
    });
    if (collected)
      this.announce(
        ds,
        collected
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line)),
      );
    return result;
  }

  private announce(ds: DataSource, changes: RowChange[]): void {
    for (const event of eventsOf(changes)) this.emit(event);
    this.unsent.push(...changes);
    this.sendTo = ds;
    this.sendTimer ??= setTimeout(() => void this.flush(), this.batchMs);
  }

  /**
   * Sends the collected changes not yet sent now, rather than at the end of their batch;
   * resolves once they are sent (retried for a few seconds when the database is away).
   */
  flush(): Promise<void> {
    if (this.sendTimer) clearTimeout(this.sendTimer);
    this.sendTimer = null;
    const changes = merged(this.unsent);
    const ds = this.sendTo;
    this.unsent = [];
    if (!changes.length || !ds) return this.sending;
    const payloads = batchPayloads(this.instanceId, changes);
    this.sending = this.sending.then(async () => {
      for (const payload of payloads) {
        for (let attempt = 1; ; attempt++) {
          try {
            await ds.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, payload]);
            break;
          } catch (err) {
            if (attempt >= 5 || !ds.isInitialized) {
              this.logger.error(
                { err },
                'change feed: could not send a batch of changes to the other instances',
              );
              break;
            }
            await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt));
          }
        }
      }
    });
    return this.sending;
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
    await this.flush();
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
      let events: ChangeEvent[];
      try {
        events = parse(msg.payload, this.instanceId);
      } catch (err) {
        // Not understood: treat as "anything may have changed".
        this.logger.warn({ err, payload: msg.payload.slice(0, 200) }, 'change feed: unreadable notification');
        events = [{ type: 'resync' }];
      }
      for (const event of events) this.emit(event);
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
    if (!this.announcedStart) {
      // An instance that died between committing collected changes and sending them (at most
      // `batchMs`) left the others unaware of them: stock and orders, what `transaction` is used
      // for. Every instance says so when it starts, so a restart after a crash covers it.
      this.announcedStart = true;
      await client.query('SELECT pg_notify($1, $2)', [
        CHANGE_CHANNEL,
        JSON.stringify({
          from: this.instanceId,
          changes: [
            { t: 'products', op: 'UPDATE', ids: null, cols: ['qty'] },
            { t: 'product_variants', op: 'UPDATE', ids: null, cols: ['stock'] },
            { t: 'product_attribute_values', op: 'UPDATE', ids: null, cols: ['qty'] },
            { t: 'orders', op: 'UPDATE', ids: null },
          ],
        } satisfies Batch),
      ]);
    }
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
