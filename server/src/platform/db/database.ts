import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import type { Logger } from '../logger';
import { isDatabaseUnavailable } from './db-errors';
import { openDatabase, type Schema } from './data-source';
import { ensureDatabase, startEmbeddedPostgres, StartupError } from './embedded';

export const EMBEDDED_DB_NAME = 'shop';

/** How long a start waits for a DATABASE_URL server that is not reachable (yet). */
export const DATABASE_WAIT_MS = 60_000;

/**
 * DATABASE_URL when set (waited for, with backoff, while it is unreachable); otherwise
 * embedded PostgreSQL under DATA_DIR (started and supervised here, data kept for the next
 * start). Migrations run before anything else touches the data.
 */
export async function startDatabase(
  config: { databaseUrl?: string | null; dataDir: string },
  schema: Schema,
  logger: Logger,
): Promise<{ ds: DataSource; stop: () => Promise<void> }> {
  if (config.databaseUrl) {
    await waitForDatabase(config.databaseUrl, logger);
    const ds = await openDatabase(config.databaseUrl, schema);
    return { ds, stop: async () => void (await ds.destroy()) };
  }
  logger.info({ dir: config.dataDir }, 'starting embedded PostgreSQL');
  const pg = await startEmbeddedPostgres(config.dataDir, {
    log: (msg) => logger.debug({ postgres: msg }),
    events: (level, msg, details) => logger[level]({ ...details }, msg),
  });
  try {
    await ensureDatabase(pg.url('postgres'), EMBEDDED_DB_NAME);
    const ds = await openDatabase(pg.url(EMBEDDED_DB_NAME), schema);
    return {
      ds,
      stop: async () => {
        await ds.destroy();
        await pg.stop();
      },
    };
  } catch (err) {
    await pg.stop();
    throw err;
  }
}

/** host:port/database of a URL: what a message may show (never the user's password). */
export function describeDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}

function transient(err: unknown): boolean {
  const code = (err as { code?: string }).code ?? '';
  return (
    isDatabaseUnavailable(err) ||
    ['ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNABORTED'].includes(code)
  );
}

/**
 * Tries DATABASE_URL until it answers: a database still starting (compose, a managed
 * server after a restart) is waited for with backoff up to DATABASE_WAIT_MS; what waiting
 * cannot fix (wrong password, no such database) stops at once. Messages name host:port.
 */
export async function waitForDatabase(url: string, logger: Logger, waitMs = DATABASE_WAIT_MS): Promise<void> {
  const where = describeDatabaseUrl(url);
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.end();
      if (attempt > 0) logger.info({ database: where }, 'database reachable');
      return;
    } catch (err) {
      await client.end().catch(() => undefined);
      const reason = (err as Error).message || (err as { code?: string }).code || String(err);
      if (!transient(err)) throw new StartupError(`Cannot use the database at ${where}: ${reason}`);
      const waited = Date.now() - started;
      if (waited >= waitMs) {
        throw new StartupError(
          `The database at ${where} is not reachable (${reason}); gave up after ${Math.round(waited / 1000)} s.`,
        );
      }
      const delay = Math.min(500 * 2 ** attempt, 5_000, waitMs - waited);
      logger.warn({ database: where, reason, retryInMs: delay }, 'database not reachable yet; retrying');
      await new Promise((r) => setTimeout(r, delay));
    }
  }
}
