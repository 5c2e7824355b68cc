import { Client } from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';

/** The entity classes and migrations of the application's schema (db/data-source.ts names the shop's). */
export interface Schema {
  entities: NonNullable<DataSourceOptions['entities']>;
  migrations: NonNullable<DataSourceOptions['migrations']>;
}

/** The `application_name` of the app's own pooled connections (the worker's and the change feed's have their own). */
export const SHOP_CONNECTIONS = 'crochet-shop';

/**
 * One data source per process. The pg pool reconnects on its own after a database
 * restart: broken idle clients are dropped (the 'error' handler keeps the process up).
 */
export function createDataSource(
  url: string,
  schema: Schema,
  opts: { poolSize?: number; logging?: boolean } = {},
): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: schema.entities,
    migrations: schema.migrations,
    migrationsRun: false,
    synchronize: false,
    logging: opts.logging ?? false,
    poolSize: opts.poolSize ?? 10,
    extra: {
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      statement_timeout: 15_000,
      application_name: SHOP_CONNECTIONS,
    },
  });
}

/** Session-level advisory locks (two int4 keys: the shop, then what is being done). */
export const STARTUP_LOCK = { migrations: 1, seed: 2 } as const;
const SHOP_LOCK_SPACE = 0x73686f70; // 'shop'

/**
 * Runs `fn` while holding a PostgreSQL advisory lock of the database at `url`, on a
 * connection of its own (not from the pool, so a pool of one still works). Instances
 * starting together take turns: the first migrates or seeds, the others then find it done.
 * The lock goes with the session if the holder dies.
 */
export async function withAdvisoryLock<T>(url: string, key: number, fn: () => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, application_name: 'crochet-shop-startup' });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1, $2)', [SHOP_LOCK_SPACE, key]);
    return await fn();
  } finally {
    await client.end().catch(() => undefined); // ending the session releases the lock
  }
}

/** Connect and bring the schema up to date (one instance at a time). */
export async function openDatabase(
  url: string,
  schema: Schema,
  opts: { poolSize?: number } = {},
): Promise<DataSource> {
  const ds = createDataSource(url, schema, opts);
  await ds.initialize();
  // Keep the process alive when a pooled connection dies (database restart): idle ones are
  // the pool's 'error'; and every new connection gets a listener of its own, because a server
  // stopping just as a connection opens can send its "terminating connection" error in the
  // same packet as "ready": the pool hands the client to TypeORM, which attaches its listener
  // a microtask later, and pg emits the error in between (an uncaught exception otherwise).
  // The client is then not queryable; its query fails as "unavailable" (503).
  const pool = (ds.driver as unknown as { master?: { on(e: string, f: (arg: never) => void): void } }).master;
  pool?.on('error', () => undefined);
  pool?.on('connect', (client: { on(e: 'error', f: () => void): void }) =>
    client.on('error', () => undefined),
  );
  try {
    await withAdvisoryLock(url, STARTUP_LOCK.migrations, () => ds.runMigrations({ transaction: 'each' }));
  } catch (err) {
    await ds.destroy().catch(() => undefined);
    throw err;
  }
  return ds;
}
