/**
 * The job worker across PostgreSQL crashes (kill -9 of the postmaster) during a stream of mails:
 * no job stays locked by a live worker for a completion the crash forgot, and every mail is
 * delivered exactly once, within a minute of the database's return.
 *
 * Both crashes are placed where a completion is lost, not left to chance:
 * 1. the mail server has a message and answers it only once PostgreSQL is dead, so the worker
 *    learns the mail is out when it cannot record so;
 * 2. right after a mail's job was finished (its mark and its deletion visible), with the WAL
 *    writer at its slowest (10 s), so the worker's commits, which do not wait for the flush,
 *    are still only in PostgreSQL's memory when it dies; no order commits in between (a durable
 *    commit would write them out).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/data-source';
import { startJobs, type WorkerHandle } from '../../server/src/jobs';
import { ensureDatabase } from '../../server/src/platform/db/embedded';
import { createLogger } from '../../server/src/platform/logger';
import { createServices } from '../../server/src/services';
import { createPgCluster } from '../support/pg-cluster';
import { startSmtp } from '../support/smtp';
import { waitUntil } from '../support/wait';

jest.setTimeout(240_000);

it('PostgreSQL killed twice during a stream of mails: none left locked, each mail sent once within a minute', async () => {
  const pg = await createPgCluster(undefined, { wal_writer_delay: '10s' });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-job-crash-'));
  const smtp = await startSmtp();
  await ensureDatabase(pg.url('postgres'), 'shop');
  const ds = await openDatabase(pg.url('shop'), { poolSize: 4 });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    DATABASE_URL: pg.url('shop'),
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'x'.repeat(40),
    ADMIN_PASSWORD: 'admin-password',
    SMTP_URL: smtp.url,
    WORKER_CONCURRENCY: '2',
  });
  const logger = createLogger('silent');
  const services = createServices(ds, config, logger);
  let jobs: WorkerHandle | null = null;
  const query = async (sql: string) => {
    try {
      return await ds.query(sql);
    } catch {
      return null; // the database is down or starting
    }
  };
  const mailJobs = async () =>
    (await query(`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'mail'`))?.[0]
      .n as number | undefined;
  // The mails the sink accepted, by event (its Message-ID is made from the event's key).
  const accepted = () => new Set(smtp.mails.map((m) => m.messageId)).size;

  // Mails one after another, each enqueued in its own durable transaction, a few at a time.
  let enqueued = 0;
  // Held until the worker has installed its schema: mails enqueued while graphile-worker migrates
  // a fresh database can deadlock with its migration (PostgreSQL then aborts one of them).
  let paused = true;
  let running = true;
  const stream = (async () => {
    while (running) {
      if (paused || enqueued - accepted() >= 4) {
        await new Promise((r) => setTimeout(r, 10));
        continue;
      }
      const key = `crash:${enqueued + 1}`;
      const ok = await ds
        .transaction((em) =>
          services.outbox.enqueue(em, key, {
            to: `buyer${enqueued + 1}@example.pk`,
            subject: `Stream mail ${enqueued + 1}`,
            text: 'Your order',
            html: '<p>Your order</p>',
          }),
        )
        .then(
          () => true,
          () => false,
        );
      // A failed commit may still have happened: the key is taken again only if it did not.
      if (ok || (await query(`SELECT 1 FROM mail_events WHERE key = '${key}'`))?.length) enqueued++;
      else await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const drained = (ms: number) =>
    waitUntil(async () => {
      const [unsent] =
        (await query(`SELECT count(*)::int AS n FROM mail_events WHERE sent_at IS NULL`)) ?? [];
      return unsent?.n === 0 && (await mailJobs()) === 0;
    }, ms);

  try {
    jobs = await startJobs(ds, config, services, logger, {
      pollInterval: 200,
      stopTimeout: 1000,
      reapInterval: 1000,
    });
    paused = false;
    await waitUntil(() => accepted() >= 5, 30_000);

    // 1. The mail server answers a message only after PostgreSQL died.
    const held = await smtp.holdNext();
    await pg.crash();
    const before = smtp.mails.length;
    held.release();
    await waitUntil(() => smtp.mails.length > before);
    pg.start();
    const firstBack = Date.now();
    await waitUntil(() => enqueued >= accepted() + 2 || accepted() >= 15, 60_000);
    paused = true;
    await drained(60_000 - (Date.now() - firstBack));

    // 2. One mail more, and PostgreSQL killed as soon as its job is done.
    const last = enqueued;
    paused = false;
    await waitUntil(() => enqueued > last, 10_000);
    paused = true;
    await waitUntil(async () => (await mailJobs()) === 0, 30_000);
    await pg.crash();
    pg.start();
    const secondBack = Date.now();
    paused = false;
    await waitUntil(() => enqueued >= last + 6, 30_000);
    running = false;
    await stream;
    await drained(60_000 - (Date.now() - secondBack));

    // Every mail enqueued, each once (a repeat would carry the same Message-ID), and no job left.
    const events = (await ds.query(`SELECT count(*)::int AS n FROM mail_events`))[0].n as number;
    expect(events).toBe(enqueued);
    const byId = new Map<string, number>();
    for (const m of smtp.mails) byId.set(m.messageId, (byId.get(m.messageId) ?? 0) + 1);
    expect([...byId].filter(([, n]) => n !== 1)).toEqual([]);
    expect(byId.size).toBe(enqueued);
    expect(
      await ds.query(`SELECT id, locked_by FROM graphile_worker.jobs WHERE locked_by IS NOT NULL`),
    ).toEqual([]);
  } finally {
    running = false;
    await stream;
    await jobs?.stop();
    await ds.destroy();
    await smtp.close();
    pg.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
});
