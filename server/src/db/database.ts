import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { openDatabase } from './data-source';
import { ensureDatabase, startEmbeddedPostgres } from './embedded';

export const EMBEDDED_DB_NAME = 'shop';

/**
 * DATABASE_URL when set; otherwise embedded PostgreSQL under DATA_DIR (started here,
 * data kept for the next start). Migrations run before anything else touches the data.
 */
export async function startDatabase(config: Config, logger: Logger): Promise<{ ds: DataSource; stop: () => Promise<void> }> {
  if (config.databaseUrl) {
    const ds = await openDatabase(config.databaseUrl);
    return { ds, stop: async () => void (await ds.destroy()) };
  }
  logger.info({ dir: config.dataDir }, 'starting embedded PostgreSQL');
  const pg = await startEmbeddedPostgres(config.dataDir, { log: (msg) => logger.debug({ postgres: msg }) });
  await ensureDatabase(pg.url('postgres'), EMBEDDED_DB_NAME);
  const ds = await openDatabase(pg.url(EMBEDDED_DB_NAME));
  return {
    ds,
    stop: async () => {
      await ds.destroy();
      await pg.stop();
    },
  };
}
