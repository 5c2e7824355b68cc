import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from '../logger';
import {
  CHANGE_CHANNEL,
  eventsOf,
  merged,
  parsePayload,
  type ChangeEvent,
  type RowChange,
  type StockColumns,
} from './change-events';
import { ChangeOutbox, RECORD_COLLECTED_SQL, recorded, type Recorded } from './change-outbox';
import { Listener, within } from './change-listener';
import { noticeWrites, wroteInScope } from './writes';

export { CHANGE_CHANNEL, eventOf, type ChangeEvent, type StockColumns } from './change-events';
export { LISTENER_NAME } from './change-listener';

/** Asks the triggers of the transaction to collect their payloads (migration 1733500000000). */
const COLLECT_SQL = "SELECT set_config('shop.collect_changes', 'on', true)";

/** How often the LISTEN connection is asked to answer a round trip. */
const CHECK_EVERY_MS = 1000;
/** A LISTEN connection that leaves a round trip unanswered this long is replaced (a half-open or hung connection). */
const CHECK_TIMEOUT_MS = 2000;
/** Between attempts to connect again. */
const RETRY_MS = 1000;
/** How often the outbox is looked at for changes an instance left behind (see `sweep`). */
const SWEEP_EVERY_MS = 200;
/** Outbox rows still there this long after their instance's batch window ended were left behind. */
const SWEEP_GRACE_MS = 100;

/** A subscriber, called synchronously with each event. */
export type ChangeListener = (event: ChangeEvent) => void;

export interface ChangeFeedOptions {
  /**
   * How long the changes of collected transactions (`transaction`) are gathered before they
   * are sent to the other instances in one notification (config caches.changeBatchMs): a burst of orders
   * sends a few notifications, not two per order. This instance applies them at once.
   */
  batchMs: number;
  /**
   * The longest `caughtUp` waits (config caches.changeWaitMs): past it the write is answered anyway
   * and the caches stand aside until the connection answers again or is replaced.
   */
  waitMs: number;
  /** Per table, the columns whose change alone is a `stock` event (the catalogue's declaration). */
  stockColumns: StockColumns;
}

/**
 * The one change feed of an instance: a LISTEN connection on `shop_changes` that turns every
 * notification into a typed event and hands it, synchronously and in commit order, to every
 * subscriber (the caches, the search index, the remembered users and order pages). `live` is
 * true only while every change is known to be heard; otherwise subscribers have had `resync`
 * and serve nothing from memory. It is false while the connection is lost (retried until it
 * is back), and while the connection leaves a round trip unanswered (a hung backend, a half-open
 * TCP connection): the connection is asked to answer at a steady pace (`CHECK_EVERY_MS`; TCP
 * keep-alive is on too), and one that stays silent is replaced. Each time it is back,
 * subscribers get `resync` again (they may have missed changes).
 *
 * The instance that made a write reads it at once: `caughtUp()`, awaited before a write is
 * acknowledged (GraphQL mutations, REST requests that wrote), resolves once every change
 * committed before the call has been handed to the subscribers, or after `waitMs` at most, the
 * caches then standing aside.
 */
export class ChangeFeed {
  private listener: Listener | null = null;
  private connected = false;
  private stopped = true;
  private retry: NodeJS.Timeout | null = null;
  private timers: NodeJS.Timeout[] = [];
  private checking = false;
  private sweeping = false;
  /** The backend of a connection given up for its silence: ended from the next connection. */
  private abandonedPid: number | null = null;
  private readonly subscribers: ChangeListener[] = [];
  private lastMarkerId = '';
  /** Who sent a batch (a batch of this instance's own changes is not applied twice). */
  private readonly instanceId = randomUUID();
  /** Collected changes applied here and not yet sent to the other instances, and their outbox rows. */
  private unsent: RowChange[] = [];
  private unsentIds: string[] = [];
  private sendTimer: NodeJS.Timeout | null = null;
  private sending: Promise<void> = Promise.resolve();
  private readonly outbox: ChangeOutbox;
  private readonly databaseUrl: string | undefined;
  private readonly batchMs: number;
  private readonly waitMs: number;
  private readonly stockColumns: StockColumns;
  /** Notifications heard (tests and the bench read it). */
  heard = 0;

  constructor(
    private readonly ds: DataSource,
    private readonly logger: Logger,
    options: Partial<ChangeFeedOptions> = {},
  ) {
    this.databaseUrl = (ds.options as { url?: string }).url;
    this.outbox = new ChangeOutbox(ds);
    this.batchMs = options.batchMs ?? 100;
    this.waitMs = options.waitMs ?? 1000;
    this.stockColumns = options.stockColumns ?? {};
    noticeWrites(ds);
  }

  /** Whether every change is being heard (the connection is up and answering). */
  get live(): boolean {
    return this.connected;
  }

  /** The id of the last marker heard (see `publish`). */
  get lastMarker(): string {
    return this.lastMarkerId;
  }

  /** The LISTEN connection (tests hold its notifications back). */
  get client(): Client | null {
    return this.listener?.client ?? null;
  }

  /** Calls `listener` with every event, in the order the changes were committed; returns the unsubscribe. */
  subscribe(listener: ChangeListener): () => void {
    this.subscribers.push(listener);
    return () => {
      const at = this.subscribers.indexOf(listener);
      if (at >= 0) this.subscribers.splice(at, 1);
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
   * instead of notified one statement at a time (migration 1733500000000) and written to the
   * change outbox as its last statement, so they commit with it (migration 1734200000000).
   * After the commit they are handed to this instance's subscribers at once (whoever made the
   * write reads it right after, as with `caughtUp`) and sent to the other instances with every
   * other transaction committed here within `batchMs`, in as few notifications as fit; an
   * instance that dies first leaves them in the outbox, and the others send them (`sweep`).
   * For the order flow's writes (stock and orders), whose bursts would otherwise notify twice
   * per order.
   *
   * When the commit itself fails (the connection broke while committing), the transaction may
   * have committed or not: `confirm` (given `work`'s result) then says whether it did, and a
   * committed one is answered as such.
   */
  async transaction<T>(
    ds: DataSource,
    work: (em: EntityManager) => Promise<T>,
    confirm?: (result: T) => Promise<boolean>,
  ): Promise<T> {
    const outcome: { done?: { result: T; changes: Recorded | null } } = {};
    try {
      await ds.transaction(async (em) => {
        await em.query(COLLECT_SQL);
        const result = await work(em);
        // The last statement: every trigger of the transaction has run.
        const [row] = await em.query(RECORD_COLLECTED_SQL, [this.instanceId, this.batchMs]);
        outcome.done = { result, changes: recorded(row) };
      });
    } catch (err) {
      // Failed before the commit: not committed. Failed committing: committed only if `confirm` finds it.
      const finished = outcome.done;
      if (!finished || !confirm || !(await confirm(finished.result).catch(() => false))) throw err;
    }
    const { result, changes } = outcome.done!;
    if (changes) this.announce(changes);
    return result;
  }

  private announce({ id, changes }: Recorded): void {
    // One event per table and kind of change: an order's lines, one statement each, evict once.
    for (const event of eventsOf(merged(changes), this.stockColumns)) this.emit(event);
    this.unsent.push(...changes);
    this.unsentIds.push(id);
    this.sendTimer ??= setTimeout(() => void this.flush(), this.batchMs);
  }

  /**
   * Sends the collected changes not yet sent now, rather than at the end of their batch;
   * resolves once they are sent (or left in the outbox for `sweep`, when the database is away).
   */
  flush(): Promise<void> {
    if (this.sendTimer) clearTimeout(this.sendTimer);
    this.sendTimer = null;
    const ids = this.unsentIds;
    const changes = this.unsent;
    this.unsentIds = [];
    this.unsent = [];
    if (!ids.length) return this.sending;
    this.sending = this.sending.then(() =>
      this.outbox.send(this.instanceId, ids, changes).catch((err) => {
        this.logger.warn(
          { err },
          'change feed: a batch of changes stays in the outbox, to be sent by a sweep',
        );
      }),
    );
    return this.sending;
  }

  /** Sends the outbox rows an instance left behind (it died before sending them). */
  private async sweep(): Promise<void> {
    if (this.sweeping || !this.ds.isInitialized) return;
    this.sweeping = true;
    try {
      const sent = await this.outbox.sweep(SWEEP_GRACE_MS);
      if (sent) this.logger.info({ rows: sent }, 'change feed: sent changes an instance left in the outbox');
    } catch (err) {
      this.logger.debug({ err }, 'change feed: outbox sweep failed');
    } finally {
      this.sweeping = false;
    }
  }

  /**
   * Resolves once every change committed before this call has been handed to the subscribers,
   * or after `waitMs`: then the caches stand aside (`live` false). Immediate while the feed is
   * not live (nothing is served from memory then).
   */
  async caughtUp(): Promise<void> {
    const listener = this.listener;
    if (!this.connected || !listener) return;
    const trip = listener.roundTrip();
    if (!(await within(trip, this.waitMs))) this.standAside(listener, trip);
  }

  /**
   * Waits for `caughtUp` when the request in progress wrote (`watchWrites`): whoever wrote
   * reads their write on their next request; a request that only read is answered at once.
   */
  async settle(): Promise<void> {
    if (wroteInScope()) await this.caughtUp();
  }

  /** The connection left a round trip unanswered: nothing is served from memory until it answers, or is replaced. */
  private standAside(listener: Listener, trip: Promise<boolean>): void {
    if (this.listener !== listener || !this.connected) return;
    this.connected = false;
    this.emit({ type: 'resync' });
    this.logger.warn('change feed: its LISTEN connection is not answering; caches are bypassed meanwhile');
    void within(trip, CHECK_TIMEOUT_MS - this.waitMs).then((answered) => {
      if (this.listener !== listener || this.stopped) return;
      if (!answered) return this.replace(listener);
      this.connected = true;
      this.emit({ type: 'resync' });
      this.logger.info('change feed: its LISTEN connection answers again');
    });
  }

  /** The periodic health check: a connection that leaves a round trip unanswered is replaced. */
  private async check(): Promise<void> {
    const listener = this.listener;
    if (this.checking || !this.connected || !listener) return;
    this.checking = true;
    try {
      if (!(await within(listener.roundTrip(), CHECK_TIMEOUT_MS))) this.replace(listener);
    } finally {
      this.checking = false;
    }
  }

  /** Gives up a silent connection (its backend is ended from the next one) and connects again. */
  private replace(listener: Listener): void {
    if (this.listener !== listener) return;
    this.abandonedPid = listener.pid;
    this.lost(listener, new Error('the LISTEN connection stopped answering'));
  }

  /** Opens the LISTEN connection (retried until it is up). No-op without a database URL. */
  async start(): Promise<void> {
    if (!this.databaseUrl || !this.stopped) return;
    this.stopped = false;
    this.timers = [
      setInterval(() => void this.check(), CHECK_EVERY_MS),
      setInterval(() => void this.sweep(), SWEEP_EVERY_MS),
    ];
    for (const timer of this.timers) timer.unref();
    await this.connect().catch((err) => this.failed(err));
  }

  async stop(): Promise<void> {
    await this.flush();
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const listener = this.listener;
    this.listener = null;
    if (this.connected) {
      this.connected = false;
      this.emit({ type: 'resync' });
    }
    await listener?.close();
  }

  private emit(event: ChangeEvent): void {
    if (event.type === 'marker') this.lastMarkerId = event.id;
    for (const subscriber of [...this.subscribers]) {
      try {
        subscriber(event);
      } catch (err) {
        this.logger.error({ err, event }, 'change feed: a subscriber failed');
      }
    }
  }

  private async connect(): Promise<void> {
    const listener: Listener = new Listener(this.databaseUrl!, CHANGE_CHANNEL, {
      notification: (payload) => this.notified(listener, payload),
      lost: (err) => this.lost(listener, err),
    });
    this.listener = listener;
    await listener.listen();
    if (this.stopped || this.listener !== listener) {
      await listener.close();
      return;
    }
    const abandoned = this.abandonedPid;
    this.abandonedPid = null;
    // The silent connection's backend may still hold its place in the notification queue.
    if (abandoned)
      void listener.client.query('SELECT pg_terminate_backend($1)', [abandoned]).catch(() => undefined);
    this.connected = true;
    this.emit({ type: 'resync' });
  }

  private notified(listener: Listener, payload: string): void {
    if (this.listener !== listener) return;
    this.heard++;
    let events: ChangeEvent[];
    try {
      events = parsePayload(payload, this.instanceId, this.stockColumns);
    } catch (err) {
      // Not understood: treat as "anything may have changed".
      this.logger.warn({ err, payload: payload.slice(0, 200) }, 'change feed: unreadable notification');
      events = [{ type: 'resync' }];
    }
    for (const event of events) this.emit(event);
  }

  private failed(err: unknown): void {
    this.logger.warn({ err }, 'change feed: cannot LISTEN yet; caches stay off until it can');
    const listener = this.listener;
    this.listener = null;
    void listener?.close();
    this.scheduleReconnect();
  }

  private lost(listener: Listener, err?: Error): void {
    if (this.listener !== listener) return;
    this.listener = null;
    const was = this.connected;
    this.connected = false;
    if (was) this.emit({ type: 'resync' });
    void listener.close();
    if (this.stopped) return;
    this.logger.warn(
      { err },
      'change feed: lost its LISTEN connection; caches are bypassed until it is back',
    );
    // At once after a connection that was up; a failed attempt waits before the next.
    this.scheduleReconnect(listener.ready ? 0 : RETRY_MS);
  }

  private scheduleReconnect(delay = RETRY_MS): void {
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.connect().catch((err) => {
        this.logger.debug({ err }, 'change feed: reconnect failed');
        const listener = this.listener;
        this.listener = null;
        void listener?.close();
        this.scheduleReconnect();
      });
    }, delay);
    this.retry.unref();
  }
}
