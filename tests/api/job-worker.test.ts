/**
 * The job worker itself: its schema installed once by instances starting together, its
 * connections outliving a PostgreSQL that drops them, a runner that cannot release its job
 * replaced; and production refusing to start without SMTP_URL, never logging mailed links.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { ConfigError, loadConfig } from '../../server/src/config';
import { installJobSchema } from '../../server/src/platform/jobs/queue';
import { startWorker, workerPool } from '../../server/src/platform/jobs/runner';
import { createLogger } from '../../server/src/platform/logger';
import { createTestDatabase } from '../support/database';
import { startSmtp } from '../support/smtp';
import { createTestServer } from '../support/test-server';
import { waitUntil } from '../support/wait';

describe('the job schema', () => {
  it('installs once when several instances start at the same moment', async () => {
    const db = await createTestDatabase();
    const pools: Pool[] = [];
    try {
      await db.ds.query('DROP SCHEMA graphile_worker CASCADE');
      // An idle client's error reaches its pool: recorded (and asserted none while installing),
      // so the teardown's DROP DATABASE … WITH (FORCE) cannot crash the run as an unhandled 'error'.
      const idleErrors: Error[] = [];
      for (let i = 0; i < 4; i++)
        pools.push(new Pool({ connectionString: db.url, max: 3 }).on('error', (err) => idleErrors.push(err)));
      await Promise.all(pools.map((pool) => installJobSchema(pool, createLogger('silent'))));
      expect(idleErrors).toEqual([]);
      const [{ n }] = await db.ds.query(
        'SELECT count(*)::int AS n, count(DISTINCT id)::int AS d FROM graphile_worker.migrations',
      );
      expect(n).toBeGreaterThanOrEqual(18);
      expect((await db.ds.query(`SELECT (graphile_worker.add_job('mail', '{}'::json)).id`)).length).toBe(1);
    } finally {
      await Promise.all(pools.map((p) => p.end()));
      await db.drop();
    }
  });
});

describe('the worker’s connections when PostgreSQL dies', () => {
  it('outlive a connection that ends while a job still holds it', async () => {
    const db = await createTestDatabase();
    // A proxy in front of PostgreSQL that can die as a killed postmaster does: its backends send
    // FATAL 57P01 and the socket closes at once, so the client hears the error and the end together.
    const target = new URL(db.url);
    const sockets = new Set<net.Socket>();
    const proxy = net.createServer((client) => {
      const server = net.connect(Number(target.port), target.hostname);
      client.pipe(server).pipe(client);
      client.on('error', () => undefined);
      server.on('error', () => undefined);
      sockets.add(client);
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    const url = new URL(db.url);
    url.port = String((proxy.address() as net.AddressInfo).port);
    const pool = workerPool(url.toString(), 1, createLogger('silent'));
    try {
      // A job's query in flight when PostgreSQL dies: the query fails, and the connection's end
      // comes while the job still holds the client (graphile-worker's own listener, on its LISTEN
      // client, is gone after the first error too).
      const client = await pool.connect();
      const running = client.query('SELECT pg_sleep(5)').catch((err: { code?: string }) => err);
      const closed = new Promise((resolve) => client.once('end', resolve));
      const message = 'terminating connection due to unexpected postmaster exit';
      const fields = Buffer.from(`SFATAL\0VFATAL\0C57P01\0M${message}\0\0`);
      const header = Buffer.alloc(5);
      header.write('E');
      header.writeInt32BE(fields.length + 4, 1);
      for (const socket of sockets) socket.end(Buffer.concat([header, fields]));
      expect(await running).toMatchObject({ code: '57P01' });
      await closed;
      client.release();
      // Still here (without a listener of the pool's own, the end's error ended the process), and
      // the pool opens a new connection for the next query.
      expect((await pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
      proxy.close();
      await db.drop();
    }
  });
});

describe('a worker that cannot release its job', () => {
  it('is replaced: the runner restarts, the job is taken back and run again, and later jobs run', async () => {
    const db = await createTestDatabase();
    // graphile-worker ends a worker for good when it cannot mark a job done ("committing
    // seppuku"); here the database refuses that delete until the test lets it through.
    await db.ds.query(`CREATE TABLE release_refused (on_ boolean NOT NULL)`);
    await db.ds.query(`INSERT INTO release_refused VALUES (true)`);
    await db.ds.query(`
      CREATE FUNCTION refuse_release() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (SELECT on_ FROM release_refused) THEN RAISE EXCEPTION 'release refused by the test'; END IF;
        RETURN OLD;
      END $$`);
    await db.ds.query(
      `CREATE TRIGGER refuse_release BEFORE DELETE ON graphile_worker._private_jobs FOR EACH ROW EXECUTE FUNCTION refuse_release()`,
    );
    const runs: string[] = [];
    const logLines: string[] = [];
    const logger = createLogger('warn', { write: (l: string) => void logLines.push(l) });
    const worker = await startWorker({
      databaseUrl: db.url,
      concurrency: 1,
      logger,
      pollInterval: 200,
      stopTimeout: 1000,
      reapInterval: 1000,
      tasks: { probe: async (payload) => void runs.push((payload as { name: string }).name) },
    });
    try {
      await db.ds.query(`SELECT graphile_worker.add_job('probe', '{"name":"first"}'::json)`);
      await waitUntil(
        () => logLines.some((l) => l.includes('a worker died; restarting the job runner')),
        20_000,
      );
      expect(runs).toEqual(['first']);
      await db.ds.query(`UPDATE release_refused SET on_ = false`);
      await db.ds.query(`SELECT graphile_worker.add_job('probe', '{"name":"second"}'::json)`);
      // The restarted runner takes the new job, and the first one once the reaper has freed it.
      await waitUntil(
        async () => (await db.ds.query('SELECT count(*)::int AS n FROM graphile_worker.jobs'))[0].n === 0,
        40_000,
      );
      expect([...runs].sort()).toEqual(['first', 'first', 'second']);
    } finally {
      await worker.stop();
      await db.drop();
    }
  });
});

describe('production', () => {
  it('refuses to start without SMTP_URL, saying why', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-prod-'));
    try {
      const env = {
        NODE_ENV: 'production',
        DATA_DIR: dir,
        JWT_SECRET: 'p'.repeat(40),
        ADMIN_EMAIL: 'a@b.pk',
        ADMIN_PASSWORD: 'admin-password-1',
        DATABASE_URL: 'postgres://x@localhost/shop',
      };
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(/not set: SMTP_URL \(SMTP_URL: production sends real mail/);
      expect(loadConfig({ ...env, SMTP_URL: 'smtp://mail.example.pk:587' }).smtpUrl).toBe(
        'smtp://mail.example.pk:587',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('never logs the links with tokens it mails', async () => {
    const smtp = await startSmtp();
    const lines: string[] = [];
    const prod = await createTestServer(
      { NODE_ENV: 'production', SMTP_URL: smtp.url, LOG_LEVEL: 'trace' },
      undefined,
      { write: (l: string) => void lines.push(l) },
    );
    try {
      expect(
        (
          await prod.rest('POST', '/user/register', {
            name: 'Logged',
            email: 'logged@example.pk',
            password: 'a-long-password-1',
          })
        ).status,
      ).toBe(200);
      expect((await prod.rest('POST', '/forgot-password', { email: 'logged@example.pk' })).status).toBe(200);
      await waitUntil(
        () => smtp.mails.filter((m) => m.to.includes('logged@example.pk')).length === 2,
        20_000,
      );
      const tokens = [
        ...new Set(smtp.mails.flatMap((m) => [...m.text.matchAll(/token=([0-9a-f]{64})/g)].map((x) => x[1]))),
      ];
      expect(tokens).toHaveLength(2);
      for (const token of tokens) expect(lines.filter((l) => l.includes(token))).toEqual([]);
      expect(lines.join('\n')).not.toMatch(/token=/);
    } finally {
      await prod.close();
      await smtp.close();
    }
  });
});
