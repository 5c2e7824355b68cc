/**
 * Background jobs on graphile-worker (a PostgreSQL job queue): a job is a row added by
 * `graphile_worker.add_job(...)` in the caller's own transaction, so it exists exactly when
 * the change that causes it commits. The runner (platform/jobs/runner.ts) runs it, retrying failures
 * with exponential backoff (e^attempt seconds, 25 attempts: about three days).
 */
import { Logger as GraphileLogger, runMigrations } from 'graphile-worker';
import type { Pool } from 'pg';
import type { EntityManager } from 'typeorm';
import type { Logger } from '../logger';

export interface AddJobOptions {
  /** Run no earlier than this many seconds from now (the database's clock). */
  delaySeconds?: number;
  /** At most one waiting job per key (graphile-worker's job_key). */
  jobKey?: string;
  maxAttempts?: number;
}

/** Adds a job inside the caller's transaction (`em` from `ds.transaction`). */
export async function addJob(
  em: EntityManager,
  task: string,
  payload: object,
  opts: AddJobOptions = {},
): Promise<void> {
  await em.query(
    `SELECT graphile_worker.add_job($1, $2::json, run_at => now() + $3::float8 * interval '1 second', max_attempts => $4::int, job_key => $5::text)`,
    [task, JSON.stringify(payload), opts.delaySeconds ?? null, opts.maxAttempts ?? null, opts.jobKey ?? null],
  );
}

/** graphile-worker's log lines through the app's pino logger, without job payloads (they can hold links with tokens). */
export function workerLogger(logger: Logger): GraphileLogger {
  return new GraphileLogger((scope) => (level, message, meta) => {
    const job = meta?.job as
      { id?: string; task_identifier?: string; attempts?: number; max_attempts?: number } | undefined;
    const fields = {
      worker: scope.workerId,
      // Left out of the line when undefined (no job).
      job: job && {
        id: job.id,
        task: job.task_identifier,
        attempts: job.attempts,
        maxAttempts: job.max_attempts,
      },
    };
    // Stack traces are in `message` already; one line per completed job is debug detail.
    const line = message.split('\n')[0];
    // LogLevel is a const enum (not a runtime value under isolated modules): its string values.
    if (String(level) === 'error') logger.error(fields, line);
    else if (String(level) === 'warning') logger.warn(fields, line);
    else logger.debug(fields, line);
  });
}

/** Any fixed 64-bit key: the advisory lock that lets one instance at a time install or upgrade the job schema. */
const SCHEMA_LOCK = 0x5eed_0b0c_0017n;

/**
 * Installs or upgrades graphile-worker's schema. graphile-worker's own bootstrap
 * (`create schema if not exists`, then numbered migrations) can fail when several instances
 * start at once, so it runs under an advisory lock: the first instance migrates, the others
 * wait and then find nothing to do.
 */
export async function installJobSchema(pool: Pool, logger: Logger): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK.toString()]);
    try {
      await runMigrations({ pgPool: pool, logger: workerLogger(logger) });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [SCHEMA_LOCK.toString()]);
    }
  } finally {
    client.release();
  }
}
