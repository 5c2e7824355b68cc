import { AsyncLocalStorage } from 'node:async_hooks';
import type { EventEmitter } from 'node:events';
import type {
  BeforeQueryEvent,
  DataSource,
  EntitySubscriberInterface,
  TransactionRollbackEvent,
} from 'typeorm';

/** Who is acting in the back office: the audit log's "who" (migration 1734870000000). */
export interface Actor {
  id: number;
  name: string;
  role: string;
}

const current = new AsyncLocalStorage<string>();

/** Runs `work` with `actor` as the back-office caller of every query it makes (none: nobody's). */
export function asActor<T>(actor: Actor | null, work: () => T): T {
  return current.run(actor ? JSON.stringify({ id: actor.id, name: actor.name, role: actor.role }) : '', work);
}

interface PgConnection {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

const SET_ACTOR = `SELECT set_config('shop.actor', $1, false)`;
const READ = /^\s*SELECT\b/i;
/** Not a caller's JSON: a connection whose setting must be sent again. */
const UNKNOWN = '?';

/**
 * Puts the running request's actor on the connection its queries run on (`shop.actor`, a session
 * setting the audit triggers read), so every write a back-office caller makes through TypeORM, in
 * a transaction or not, through any service, is recorded with its author in its own transaction.
 * The setting goes when the connection goes back to the pool: the reset is queued on the
 * connection before anyone else can take it, so no later user of the connection (a shopper, a
 * job, a raw query) ever writes under the owner's name. Connections no back-office
 * caller used are never touched.
 */
class ActorSubscriber implements EntitySubscriberInterface {
  /** The actor each pooled connection has set (absent: none). */
  readonly onConnection = new WeakMap<object, string>();

  async beforeQuery(event: BeforeQueryEvent<unknown>): Promise<void> {
    const actor = current.getStore() ?? '';
    const runner = event.queryRunner as unknown as {
      databaseConnection?: PgConnection;
      isTransactionActive: boolean;
    };
    const connection = runner.databaseConnection;
    if (!connection || (this.onConnection.get(connection) ?? '') === actor) return;
    // A read on its own writes nothing: the back office's list pages cost no extra round trip.
    if (!runner.isTransactionActive && READ.test(event.query)) return;
    this.onConnection.delete(connection);
    await connection.query(SET_ACTOR, [actor]);
    if (actor) this.onConnection.set(connection, actor);
  }

  /**
   * A setting made inside a transaction that rolled back is undone: what the connection holds is
   * then unknown, so it is set again by its next query and cleared on release.
   */
  afterTransactionRollback(event: TransactionRollbackEvent): void {
    const connection = (event.queryRunner as unknown as { databaseConnection?: object }).databaseConnection;
    if (connection && this.onConnection.has(connection)) this.onConnection.set(connection, UNKNOWN);
  }

  /** Clears a released connection's actor, queued ahead of its next user's queries. */
  released(connection: PgConnection): void {
    if (!this.onConnection.has(connection)) return;
    this.onConnection.delete(connection);
    connection.query(SET_ACTOR, ['']).catch(() => undefined);
  }
}

/** Hooks the actor onto every query of `ds` (once per data source; `ds` initialized). */
export function trackActors(ds: DataSource): void {
  if (ds.subscribers.some((s) => s instanceof ActorSubscriber)) return;
  const subscriber = new ActorSubscriber();
  ds.subscribers.push(subscriber);
  // node-postgres's pool emits 'release' as a client goes back, before anyone can take it again.
  const pool = (ds.driver as unknown as { master?: EventEmitter }).master;
  pool?.on('release', (err: Error | undefined, client: PgConnection) => {
    if (!err) subscriber.released(client);
  });
}
