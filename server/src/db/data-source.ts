import { DataSource } from 'typeorm';
import { entities } from './entities';
import { migrations } from './migrations';

/**
 * One data source per process. The pg pool reconnects on its own after a database
 * restart: broken idle clients are dropped (the 'error' handler keeps the process up).
 */
export function createDataSource(url: string, opts: { poolSize?: number; logging?: boolean } = {}): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsRun: false,
    synchronize: false,
    logging: opts.logging ?? false,
    poolSize: opts.poolSize ?? 10,
    extra: {
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      statement_timeout: 15_000,
      application_name: 'crochet-shop',
    },
  });
}

/** Connect and bring the schema up to date. */
export async function openDatabase(url: string, opts: { poolSize?: number } = {}): Promise<DataSource> {
  const ds = createDataSource(url, opts);
  await ds.initialize();
  // Keep the process alive when an idle pooled connection dies (database restart).
  const pool = (ds.driver as unknown as { master?: { on(e: string, f: (err: Error) => void): void } }).master;
  pool?.on('error', () => undefined);
  await ds.runMigrations({ transaction: 'each' });
  return ds;
}
