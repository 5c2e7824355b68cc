import type { Socket } from 'node:net';
import { Client } from 'pg';

/** The `application_name` of an instance's LISTEN connection (its backend in `pg_stat_activity`). */
export const LISTENER_NAME = 'change-feed';

/** Connecting and LISTENing, at most this long before the attempt is given up. */
const CONNECT_TIMEOUT_MS = 5000;
/** TCP keep-alive probes start after the connection has been idle this long. */
const KEEPALIVE_IDLE_MS = 10_000;
/** Ending a connection politely, at most this long before its socket is destroyed. */
const CLOSE_TIMEOUT_MS = 1000;

/**
 * Settles with `promise`'s value, or with undefined when it has not settled `ms` from now. The
 * deadline is checked after the event loop's pending I/O (setImmediate), so an answer that
 * arrived while the loop was busy is not taken for a missing one.
 */
export function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: T | undefined) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(value);
    };
    const timer = setTimeout(() => setImmediate(() => settle(undefined)), Math.max(0, ms));
    promise.then(settle, () => settle(undefined));
  });
}

export interface ListenerEvents {
  /** A notification on the channel. */
  notification(payload: string): void;
  /** The connection failed or ended. */
  lost(err?: Error): void;
}

/**
 * One LISTEN connection (TCP keep-alive on) and the round trips on it. The change feed
 * (`change-feed.ts`) keeps one at a time and replaces it when it is lost or stays silent.
 */
export class Listener {
  readonly client: Client;
  /** A round trip not yet sent, that callers may share. */
  private queued: Promise<boolean> | null = null;
  private last: Promise<unknown> = Promise.resolve();
  /** Whether it got as far as listening. */
  ready = false;

  constructor(
    databaseUrl: string,
    private readonly channel: string,
    events: ListenerEvents,
  ) {
    this.client = new Client({
      connectionString: databaseUrl,
      application_name: LISTENER_NAME,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_IDLE_MS,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    this.client.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload) events.notification(msg.payload);
    });
    this.client.on('error', (err) => events.lost(err));
    this.client.on('end', () => events.lost());
  }

  /** Connects and LISTENs; rejects when either fails or is not answered in time. */
  async listen(): Promise<void> {
    await this.client.connect();
    const listening = await within(
      this.client.query(`LISTEN ${this.channel}`).then(() => true),
      CONNECT_TIMEOUT_MS,
    );
    if (!listening) throw new Error('LISTEN was not answered');
    this.ready = true;
  }

  /** Its backend's process id (from the connection's start-up). */
  get pid(): number | null {
    return (this.client as unknown as { processID?: number | null }).processID ?? null;
  }

  /**
   * Resolves with whether a round trip sent after this call was answered. PostgreSQL sends a
   * session's pending notifications before it answers its next query, so once it is answered
   * every change committed before the call has been heard. Concurrent callers share one.
   */
  roundTrip(): Promise<boolean> {
    this.queued ??= this.last.then(() => {
      this.queued = null;
      const trip = this.client.query('SELECT 1').then(
        () => true,
        () => false,
      );
      this.last = trip;
      return trip;
    });
    return this.queued;
  }

  /** Ends the connection without relying on the server to answer (it may be hung). */
  async close(): Promise<void> {
    await within(
      this.client.end().catch(() => undefined),
      CLOSE_TIMEOUT_MS,
    );
    (this.client as unknown as { connection?: { stream?: Socket } }).connection?.stream?.destroy();
  }
}
