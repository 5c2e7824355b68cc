/**
 * The job runner: graphile-worker's runner with the tasks it is given (the shop's are in
 * `jobs.ts`), taking back the jobs of workers that died. Any number of runners may share one
 * database: each job is locked by one of them.
 */
import { Client, Pool } from 'pg';
import { run, Runner, TaskList } from 'graphile-worker';
import type { Logger } from '../logger';
import { OwnLocks } from './own-locks';
import { installJobSchema, workerLogger } from './queue';

/** How often a worker looks for jobs held by workers that died, and for its own stale locks (own-locks.ts). */
const REAP_INTERVAL_MS = 15_000;
/** Advisory-lock class (first key) of the worker liveness locks. */
const LIVENESS_CLASS = 0x5eed;

/** The worker's connections (graphile-worker's jobs, the mail outbox's marks), which survive the database going away. */
export function workerPool(databaseUrl: string, concurrency: number, logger: Logger): Pool {
  const pool = new Pool({
    connectionString: databaseUrl,
    max: concurrency + 3,
    application_name: 'crochet-shop-worker',
    options: '-c synchronous_commit=off',
  });
  // An idle client dying (database restart) must not end the process; the pool replaces it.
  pool.on('error', (err) => logger.warn({ err }, 'job worker: idle database connection lost'));
  // Nor a checked-out one: the pool listens only to idle clients, and graphile-worker's LISTEN
  // client drops its own listener at the first error. When PostgreSQL dies, a client still
  // held (a job's query failed with "terminating connection") then hears the socket's end,
  // and pg reports it as an error event ("Connection terminated unexpectedly"), which with no
  // listener ended the process (faults.test.ts, PostgreSQL killed during an order stream;
  // reproduced in outbox.test.ts). Queries on a dead client still fail in their own promise.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

export interface WorkerHandle {
  stop(): Promise<void>;
}

export interface WorkerOptions {
  databaseUrl: string;
  concurrency: number;
  logger: Logger;
  tasks: TaskList;
  /** graphile-worker's crontab: recurring tasks, each tick run once across all workers. */
  crontab?: string;
  /** Milliseconds between checks for jobs whose time has come (new jobs wake the worker at once). */
  pollInterval?: number;
  /** Milliseconds a stop waits for running jobs before interrupting them (they are retried later). */
  stopTimeout?: number;
  /** Milliseconds between looks for jobs of workers that died (default 15 s). */
  reapInterval?: number;
}

/**
 * Takes every job back from workers that died with it locked (kill -9, a lost machine).
 *
 * Hand-written because graphile-worker's open-source runner only frees such jobs after a
 * fixed 4 hours: a mail in flight when the process died would wait that long. Each worker
 * holds an advisory lock named after its id on its process's liveness connection (taken
 * before it asks for its first job, released when it stops); a lock that can be taken from
 * another session means its owner's connection is gone, so its jobs are unlocked.
 */
async function reapDeadWorkers(pool: Pool, logger: Logger): Promise<void> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ locked_by: string }>(
      'SELECT DISTINCT locked_by FROM graphile_worker._private_jobs WHERE locked_by IS NOT NULL',
    );
    for (const { locked_by: workerId } of rows) {
      const {
        rows: [free],
      } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS ok', [
        LIVENESS_CLASS,
        workerId,
      ]);
      if (!free.ok) continue;
      try {
        await client.query('SELECT graphile_worker.force_unlock_workers($1::text[])', [[workerId]]);
        logger.warn({ worker: workerId }, 'jobs of a stopped worker unlocked');
      } finally {
        await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [LIVENESS_CLASS, workerId]);
      }
    }
  } finally {
    client.release();
  }
}

/** Installs or upgrades the job schema (safe with several instances at once) and starts the runner. */
export async function startWorker(opts: WorkerOptions): Promise<WorkerHandle> {
  const { logger } = opts;
  // The worker's own commits (taking, finishing and failing jobs) do not wait for the WAL flush:
  // they would otherwise double the fsyncs of every order. A database crash can then forget the
  // last moments of them: a job finished comes back, still locked by a worker that has moved on,
  // and is released by that worker (own-locks.ts) to run again. What must not be forgotten is
  // committed durably elsewhere: the job itself in the order's own transaction, a mail's
  // "sent" mark by the mail task (mail.outbox.ts), so the run again sends nothing.
  const pool = workerPool(opts.databaseUrl, opts.concurrency, logger);
  await installJobSchema(pool, logger);

  // The liveness connection: one session holding an advisory lock per live worker of this process.
  const workerIds = new Set<string>();
  let liveness: Client | null = null;
  let stopping = false;
  const connectLiveness = async (): Promise<Client> => {
    const client = new Client({
      connectionString: opts.databaseUrl,
      application_name: 'crochet-shop-worker-liveness',
    });
    client.on('error', (err) => {
      logger.warn({ err }, 'job worker: liveness connection lost');
      if (liveness === client) liveness = null;
    });
    await client.connect();
    for (const id of workerIds)
      await client.query('SELECT pg_try_advisory_lock($1, hashtext($2))', [LIVENESS_CLASS, id]);
    return client;
  };
  liveness = await connectLiveness();
  // One thing at a time on that connection (workers start and stop concurrently); it is
  // opened again, with every live worker's lock, when it was lost (a database restart).
  let livenessQueue: Promise<unknown> = Promise.resolve();
  const onLiveness = <T>(fn: (client: Client) => Promise<T>): Promise<T> => {
    const next = livenessQueue.then(async () => fn((liveness ??= await connectLiveness())));
    livenessQueue = next.catch(() => undefined);
    return next;
  };
  const lock = (sql: string, workerId: string) =>
    onLiveness((c) => c.query(sql, [LIVENESS_CLASS, workerId])).catch((err) =>
      logger.warn({ err, worker: workerId }, 'job worker: liveness lock not changed'),
    );

  await reapDeadWorkers(pool, logger);
  const ownLocks = new OwnLocks();
  const reaper = setInterval(() => {
    if (stopping) return;
    void onLiveness(async () => undefined)
      .then(() => reapDeadWorkers(pool, logger))
      .then(() => ownLocks.releaseStale(pool, logger))
      .catch((err) => logger.warn({ err }, 'job worker: checking for stopped workers failed'));
  }, opts.reapInterval ?? REAP_INTERVAL_MS);
  reaper.unref();

  // graphile-worker ends a worker for good when it cannot release a job (the database went away
  // at that moment: "committing seppuku"), leaving a runner with no workers that takes no jobs.
  // So a fatal worker error replaces the whole runner after a pause (its job is taken back by
  // the reaper once the dead worker's liveness lock is gone).
  const startRunner = (): Promise<Runner> =>
    run({
      pgPool: pool,
      concurrency: opts.concurrency,
      pollInterval: opts.pollInterval ?? 2000,
      noHandleSignals: true,
      gracefulShutdownAbortTimeout: opts.stopTimeout ?? 5000,
      taskList: opts.tasks,
      crontab: opts.crontab,
      logger: workerLogger(logger),
      events: ownLocks.events(),
      preset: {
        plugins: [
          {
            name: 'CrochetShopWorkerLiveness',
            version: '1.0.0',
            worker: {
              hooks: {
                // Before the worker's first job: its liveness lock.
                async startWorker(_ctx, event) {
                  workerIds.add(event.worker.workerId);
                  // try_: ids are random, so a lock held elsewhere can only be a hash collision (then that holder vouches for it).
                  await lock('SELECT pg_try_advisory_lock($1, hashtext($2))', event.worker.workerId);
                },
                async stopWorker(_ctx, event) {
                  workerIds.delete(event.worker.workerId);
                  await lock('SELECT pg_advisory_unlock($1, hashtext($2))', event.worker.workerId);
                },
              },
            },
          },
        ],
      },
    });
  let runner = await startRunner();
  let restarts = 0;
  const restart = (old: Runner) => {
    const delay = Math.min(30_000, 1000 * 2 ** Math.min(restarts++, 5));
    setTimeout(() => {
      if (stopping) return;
      void old.stop().catch(() => undefined);
      startRunner().then(
        (next) => {
          if (stopping) return void next.stop().catch(() => undefined);
          runner = next;
          watch(next);
          logger.info('job worker: runner restarted');
        },
        (err) => {
          logger.error({ err }, 'job worker: restarting the runner failed; trying again');
          restart(old);
        },
      );
    }, delay).unref();
  };
  const watch = (current: Runner) => {
    current.events.once('worker:fatalError', ({ worker, error }) => {
      if (stopping) return;
      logger.error({ err: error }, 'job worker: a worker died; restarting the job runner');
      // Its liveness lock goes, so the reaper takes back the job it could not release.
      workerIds.delete(worker.workerId);
      void lock('SELECT pg_advisory_unlock($1, hashtext($2))', worker.workerId);
      restart(current);
    });
    current.promise.catch((err) => {
      if (!stopping) logger.error({ err }, 'job worker stopped unexpectedly');
    });
  };
  watch(runner);

  return {
    async stop() {
      stopping = true;
      clearInterval(reaper);
      // Graceful: running jobs finish (or are released for another worker), then connections close.
      await runner.stop().catch((err) => logger.warn({ err }, 'job worker: stop failed'));
      await liveness?.end().catch(() => undefined);
      await pool.end();
    },
  };
}
