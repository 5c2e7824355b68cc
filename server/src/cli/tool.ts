/**
 * What the operator commands (npm run admin / db:reset / backup / restore) share: the
 * configuration, the database (DATABASE_URL, or DATA_DIR's embedded server: the running
 * shop's, else one started for the command), and how they end (a clear message, exit 1).
 */
import 'reflect-metadata';
import { createInterface } from 'node:readline/promises';
import type { DataSource } from 'typeorm';
import { Config, ConfigError, loadConfig } from '../config';
import { EMBEDDED_DB_NAME, waitForDatabase } from '../platform/db/database';
import { openDatabase } from '../db/data-source';
import { ensureDatabase, joinOrStartEmbedded, StartupError } from '../platform/db/embedded';
import { createLogger, Logger } from '../platform/logger';

/** A mistake of the person running the command: printed as it is, exit code 1. */
export class ToolError extends Error {}

export interface ToolDatabase {
  /** Connection URL (with credentials) of the shop's database. */
  url: string;
  stop(): Promise<void>;
}

export function toolConfig(): { config: Config; logger: Logger } {
  const config = loadConfig();
  return { config, logger: createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel) };
}

/** The shop's database, migrated. */
export async function toolDatabase(config: Config, logger: Logger): Promise<ToolDatabase> {
  if (config.databaseUrl) {
    await waitForDatabase(config.databaseUrl, logger, 10_000);
    return { url: config.databaseUrl, stop: async () => undefined };
  }
  const pg = await joinOrStartEmbedded(config.dataDir, {
    events: (level, msg, details) => logger[level]({ ...details }, msg),
  });
  try {
    await ensureDatabase(pg.url('postgres'), EMBEDDED_DB_NAME);
  } catch (err) {
    await pg.stop();
    throw err;
  }
  return { url: pg.url(EMBEDDED_DB_NAME), stop: pg.stop };
}

export async function withDataSource<T>(db: ToolDatabase, fn: (ds: DataSource) => Promise<T>): Promise<T> {
  const ds = await openDatabase(db.url, { poolSize: 2 });
  try {
    return await fn(ds);
  } finally {
    await ds.destroy();
  }
}

/** Asks a yes/no question on the terminal; `--yes` answers it beforehand. Without a terminal, no. */
export async function confirm(question: string, yes: boolean): Promise<boolean> {
  if (yes) return true;
  if (!process.stdin.isTTY)
    throw new ToolError(`${question}\nNo terminal to ask on: run it again with --yes to confirm.`);
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^y(es)?$/i.test((await rl.question(`${question} Type "yes" to continue: `)).trim());
  } finally {
    rl.close();
  }
}

/** Runs a command: known failures print their message only; exit code 0 or 1. */
export function runTool(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      if (err instanceof ToolError || err instanceof ConfigError || err instanceof StartupError)
        console.error(err.message);
      else console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
      process.exit(1);
    },
  );
}
