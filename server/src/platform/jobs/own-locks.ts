/**
 * A live worker's own stale locks: jobs (and named queues) locked by one of this process's
 * workers that the worker is not running.
 *
 * They appear when the database crashes and comes back without a commit the worker was told
 * had happened: the worker's commits do not wait for the WAL flush (runner.ts), so finishing a
 * job can be forgotten while the worker has moved on, and the row comes back locked by it.
 * A taken job whose answer was lost (the connection cut right after PostgreSQL committed it)
 * leaves the same. graphile-worker frees such a lock only after 4 hours, and the reaper of
 * dead workers never does (its owner is alive), so each worker's locks are compared here with
 * what it is doing, and the ones it does not know of are released for any worker to run again.
 */
import { EventEmitter } from 'node:events';
import type { Worker, WorkerEvents } from 'graphile-worker';
import type { Pool } from 'pg';
import type { Logger } from '../logger';

interface Tracked {
  worker: Worker;
  /** Asking the database for a job: a lock it takes is not known here until the answer arrives. */
  asking: boolean;
  /** How many times it has asked (a question asked and answered between two looks). */
  asked: number;
}

type Look = Map<string, { asking: boolean; asked: number; job: string | null; queue: number | null }>;

export class OwnLocks {
  private readonly workers = new Map<string, Tracked>();

  /** An emitter for one runner's events (graphile-worker's `events` option), its workers followed here. */
  events(): WorkerEvents {
    const events = new EventEmitter() as WorkerEvents;
    const track = (worker: Worker, asking: boolean) => {
      const t = this.workers.get(worker.workerId);
      if (!t) return;
      if (asking) t.asked++;
      t.asking = asking;
    };
    events.on('worker:create', ({ worker }) =>
      this.workers.set(worker.workerId, { worker, asking: false, asked: 0 }),
    );
    events.on('worker:getJob:start', ({ worker }) => track(worker, true));
    events.on('job:start', ({ worker }) => track(worker, false));
    events.on('worker:getJob:empty', ({ worker }) => track(worker, false));
    events.on('worker:getJob:error', ({ worker }) => track(worker, false));
    // A stopped or failed worker's locks are the dead-worker reaper's (runner.ts).
    events.on('worker:stop', ({ worker }) => this.workers.delete(worker.workerId));
    events.on('worker:fatalError', ({ worker }) => this.workers.delete(worker.workerId));
    return events;
  }

  private look(): Look {
    const look: Look = new Map();
    for (const [id, t] of this.workers) {
      const job = t.worker.getActiveJob();
      look.set(id, {
        asking: t.asking,
        asked: t.asked,
        job: job ? String(job.id) : null,
        queue: job?.job_queue_id ?? null,
      });
    }
    return look;
  }

  /**
   * Releases the locks this process's workers hold on jobs they are not running. A lock is
   * released only when its worker was not asking for a job before and after the locks were
   * read, asked nothing in between, and ran no job of that id (or queue) at either moment:
   * otherwise it may be one the worker has just taken.
   */
  async releaseStale(pool: Pool, logger: Logger): Promise<number> {
    const before = this.look();
    if (before.size === 0) return 0;
    const { rows } = await pool.query<{ kind: 'job' | 'queue'; id: string; locked_by: string }>(
      `SELECT 'job' AS kind, id::text, locked_by FROM graphile_worker._private_jobs WHERE locked_by = ANY($1::text[])
       UNION ALL
       SELECT 'queue', id::text, locked_by FROM graphile_worker._private_job_queues WHERE locked_by = ANY($1::text[])`,
      [[...before.keys()]],
    );
    const after = this.look();
    const stale = rows.filter(({ kind, id, locked_by: workerId }) => {
      const [b, a] = [before.get(workerId), after.get(workerId)];
      if (!b || !a || b.asking || a.asking || b.asked !== a.asked) return false;
      const running =
        kind === 'job' ? [b.job, a.job] : [b.queue, a.queue].map((q) => (q === null ? null : String(q)));
      return !running.includes(id);
    });
    if (stale.length === 0) return 0;
    const ids = (kind: string) => stale.filter((s) => s.kind === kind);
    // `locked_by` again: nothing is released that changed hands since it was read.
    const released = await pool.query<{ id: string }>(
      `WITH j AS (
         UPDATE graphile_worker._private_jobs AS jobs SET locked_by = NULL, locked_at = NULL
         FROM unnest($1::bigint[], $2::text[]) AS s(id, locked_by)
         WHERE jobs.id = s.id AND jobs.locked_by = s.locked_by RETURNING jobs.id
       ), q AS (
         UPDATE graphile_worker._private_job_queues AS queues SET locked_by = NULL, locked_at = NULL
         FROM unnest($3::int[], $4::text[]) AS s(id, locked_by)
         WHERE queues.id = s.id AND queues.locked_by = s.locked_by RETURNING queues.id
       )
       SELECT id::text FROM j`,
      [
        ids('job').map((s) => s.id),
        ids('job').map((s) => s.locked_by),
        ids('queue').map((s) => s.id),
        ids('queue').map((s) => s.locked_by),
      ],
    );
    if (released.rows.length > 0)
      logger.warn(
        { jobs: released.rows.map((r) => r.id) },
        'job worker: jobs this worker had finished or never received were still locked (a lost commit); released',
      );
    return released.rows.length;
  }
}
