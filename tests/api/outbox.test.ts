/**
 * The durable mail outbox: every mail is enqueued in the transaction that causes it and
 * delivered by the job worker (graphile-worker) against a real SMTP server on loopback,
 * through a mail server outage, a kill -9 of the app mid-delivery and repeated events.
 */
import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { ConfigError, loadConfig } from '../../server/src/config';
import { freePort } from '../../server/src/platform/db/embedded';
import { installJobSchema } from '../../server/src/platform/jobs/queue';
import { startWorker, workerPool } from '../../server/src/platform/jobs/runner';
import { createLogger } from '../../server/src/platform/logger';
import { composeMail } from '../../server/src/modules/mail/mail.templates';
import { createTestDatabase, TestDatabase } from '../support/database';
import { factories } from '../support/factories';
import { startSmtp } from '../support/smtp';
import { createTestServer, TestServer } from '../support/test-server';
import { waitUntil } from '../support/wait';

const address = {
  name: 'Delivery Contact',
  email: 'typed-at-checkout@example.pk',
  street: 'Punjab',
  city: 'Lahore',
  address: 'House 5, Gulberg',
  zip: '54000',
  mobile: '03001234567',
};
const checkout = (productId: number, extra: Record<string, unknown> = {}) => ({
  ...address,
  payment_method: 'cod',
  cart: [{ product_id: productId, qty: 1 }],
  ...extra,
});

async function customer(t: TestServer, name = 'Sana Khan') {
  const email = `c-${Math.random().toString(36).slice(2, 10)}@example.pk`;
  const [u] = await t.db.ds.query(
    `INSERT INTO users (name, email, role, verified_at) VALUES ($1, $2, 'CUSTOMER', now()) RETURNING id, token_version`,
    [name, email],
  );
  return {
    id: u.id as number,
    email,
    token: await t.services.tokens.sign({ id: u.id, role: 'CUSTOMER', tokenVersion: u.token_version }),
  };
}

const jobFor = async (db: { query: (sql: string, p: unknown[]) => Promise<any[]> }, key: string) =>
  (
    await db.query('SELECT attempts, last_error, locked_by FROM graphile_worker.jobs WHERE key = $1', [key])
  )[0] as { attempts: number; last_error: string | null; locked_by: string | null } | undefined;
/** Sent, and its job finished (graphile-worker deletes a job that succeeded). */
const delivered = async (db: { query: (sql: string, p: unknown[]) => Promise<any[]> }, key: string) => {
  const [event] = await db.query('SELECT sent_at FROM mail_events WHERE key = $1', [key]);
  return !!event?.sent_at && !(await jobFor(db, key));
};

describe('in the app process', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestServer;
  let f: ReturnType<typeof factories>;
  let categoryId: number;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestServer({ SMTP_URL: smtp.url });
    f = factories(t.db.ds);
    categoryId = (await f.category()).id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('answers the order while the mail server is down and delivers its mail once it is back', async () => {
    await smtp.close();
    const a = await customer(t);
    const p = await f.product({ categoryId, qty: 5 });
    const res = await t.rest('POST', '/save-order', checkout(p.id), a.token);
    expect(res.status).toBe(200);
    const key = `order:${res.body.id}:confirmed`;
    // The first attempt fails (connection refused) and the job waits for its retry.
    await waitUntil(
      async () =>
        ((await jobFor(t.db.ds, key))?.attempts ?? 0) >= 1 && !(await jobFor(t.db.ds, key))?.locked_by,
      20_000,
    );
    expect((await jobFor(t.db.ds, key))!.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(smtp.mails).toHaveLength(0);

    smtp = await startSmtp({ port: smtp.port });
    await waitUntil(() => delivered(t.db.ds, key), 30_000);
    const mails = smtp.withSubject(`Order #${res.body.id} confirmed`);
    expect(mails).toHaveLength(1);
    // To the account's own address; the address typed at checkout is only the delivery contact.
    expect(mails[0].to).toEqual([a.email]);
  });

  it('one event enqueued twice, or its job run twice, is one mail', async () => {
    const key = `test:same-event:${Date.now()}`;
    const msg = composeMail({
      to: 'twice@example.pk',
      name: 'Twice',
      subject: `Same event ${key}`,
      lines: ['Only once.'],
    });
    const first = await t.db.ds.transaction((em) => t.services.outbox.enqueue(em, key, msg));
    const again = await t.db.ds.transaction((em) => t.services.outbox.enqueue(em, key, msg));
    expect([first, again]).toEqual([true, false]);
    await waitUntil(() => delivered(t.db.ds, key), 20_000);
    // The same mail job once more (as if a worker had been taken for dead mid-delivery): nothing new is sent.
    const job = JSON.stringify({ key, ...msg });
    const [{ id }] = await t.db.ds.query(`SELECT (graphile_worker.add_job('mail', $1::json)).id`, [job]);
    await waitUntil(
      async () => !(await t.db.ds.query('SELECT 1 FROM graphile_worker.jobs WHERE id = $1', [id])).length,
      20_000,
    );
    expect(smtp.withSubject(`Same event ${key}`)).toHaveLength(1);

    // A status set twice is one change (one mail); a card provider's event delivered twice is one payment.
    const a = await customer(t);
    const p = await f.product({ categoryId, qty: 5 });
    const order = (await t.rest('POST', '/save-order', checkout(p.id), a.token)).body.id;
    const admin = await t.adminToken();
    for (let i = 0; i < 2; i++)
      await t.rest(
        'POST',
        `/admin/update-order/${order}`,
        { status: 'shipped', payment_status: 'unpaid', courier_id: 1, tracking_number: 'TCS-1001' },
        admin,
      );
    await t.db.ds.query(`UPDATE orders SET payment_intent_id = $2 WHERE id = $1`, [
      order,
      `pi_twice_${order}`,
    ]);
    const [{ grand_total }] = await t.db.ds.query('SELECT grand_total FROM orders WHERE id = $1', [order]);
    const event = {
      id: `evt_twice_${order}`,
      type: 'payment_intent.succeeded',
      data: { object: { id: `pi_twice_${order}`, amount: grand_total } },
    };
    expect(await t.services.orders.applyPaymentEvent(event)).toBe('applied');
    expect(await t.services.orders.applyPaymentEvent(event)).toBe('duplicate');
    await waitUntil(async () => {
      const rows = await t.db.ds.query(
        `SELECT count(*)::int AS n FROM mail_events WHERE key LIKE $1 AND sent_at IS NOT NULL`,
        [`order:${order}:%`],
      );
      return rows[0].n === 3;
    }, 20_000);
    expect(smtp.withSubject(`Order #${order} has been shipped`)).toHaveLength(1);
    expect(smtp.withSubject(`Payment received for order #${order}`)).toHaveLength(1);
  });

  it('carries the same lines in the text and the HTML part, with the name escaped once and cut to 40 characters', async () => {
    const a = await customer(t, `Sana O'Brien & <Co> ${'x'.repeat(100)}`);
    const p = await f.product({ categoryId, title: 'Coaster <Set>', price: 1234.5, qty: 5 });
    const res = await t.rest('POST', '/save-order', checkout(p.id, { payment_method: 'easypaisa' }), a.token);
    expect(res.status).toBe(200);
    await waitUntil(() => delivered(t.db.ds, `order:${res.body.id}:confirmed`), 20_000);
    const [mail] = smtp.withSubject(`Order #${res.body.id} confirmed`);
    const { text, html } = mail.parts;
    const lines = [
      `Assalam o Alaikum Sana O'Brien & <Co> ${'x'.repeat(19)}…,`,
      `Thank you for your order #${res.body.id}. We will start crocheting and packing it soon.`,
      'Coaster <Set> × 1 — Rs 1,234.50',
      'Sub Total: Rs 1,234.50',
      'Shipping: Rs 200',
      'Grand Total: Rs 1,434.50',
      'Payment: Send the grand total to our Easypaisa account 0300-1234567 (Crochet Corner), then send the receipt to us over chat.',
      // The number as stored: E.164 (issue 34).
      'Delivery to: Delivery Contact, House 5, Gulberg, Lahore, Punjab 54000, +923001234567',
    ];
    const escape = (s: string) =>
      s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#39;');
    for (const line of lines) {
      expect(text).toContain(line);
      expect(html).toContain(escape(line));
    }
    expect(html).not.toContain('&amp;#39;');
    expect(html).not.toContain('<Co>');
    expect(mail.to).toEqual([a.email]);
    expect(mail.messageId).toMatch(/^<[0-9a-f]{32}@/);
  });
});

describe('forgot password', () => {
  it('answers a known and an unknown address alike, without waiting for the mail server', async () => {
    const hanging = await startSmtp({ hold: true });
    const t = await createTestServer({ SMTP_URL: hanging.url });
    try {
      await t.db.ds.query(
        `INSERT INTO users (name, email, role) VALUES ('Known', 'known@example.pk', 'CUSTOMER')`,
      );
      const ask = async (email: string) => {
        const started = performance.now();
        const res = await t.rest('POST', '/forgot-password', { email });
        return { ms: performance.now() - started, body: res.body };
      };
      const known = await ask('known@example.pk');
      const unknown = await ask('nobody@example.pk');
      expect(unknown.body).toEqual(known.body);
      // The mail server holds the known address's mail: the answer did not wait for it.
      await waitUntil(() => hanging.received === 1, 20_000);
      expect(known.ms).toBeLessThan(2_000);
      const events = await t.db.ds.query(`SELECT recipient FROM mail_events WHERE key LIKE 'reset:%'`);
      expect(events).toEqual([{ recipient: 'known@example.pk' }]);
    } finally {
      await t.close();
      await hanging.close();
    }
  });
});

describe('kill -9 right after an order was answered', () => {
  const main = path.resolve(__dirname, '../../server/dist/main.js');
  let db: TestDatabase;
  let dataDir: string;
  let child: ChildProcess | null = null;

  beforeAll(async () => {
    db = await createTestDatabase();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-kill-'));
    mkdirSync(path.join(dataDir, 'client'));
    writeFileSync(path.join(dataDir, 'client', 'index.html'), '<!doctype html><title>shop</title>');
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function startShop(port: number, smtpUrl: string): Promise<ChildProcess> {
    const proc = spawn(process.execPath, [main], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: String(port),
        DATABASE_URL: db.url,
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        CLIENT_DIST: path.join(dataDir, 'client'),
        SMTP_URL: smtpUrl,
        WORKER_CONCURRENCY: '2',
        JWT_SECRET: 'kill-secret-kill-secret-kill-secret-012345',
        ADMIN_EMAIL: 'admin@example.pk',
        ADMIN_PASSWORD: 'admin-password-1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    proc.stdout!.on('data', (d) => (output += d));
    proc.stderr!.on('data', (d) => (output += d));
    await waitUntil(async () => {
      if (proc.exitCode !== null) throw new Error(`server exited:\n${output}`);
      return fetch(`http://127.0.0.1:${port}/readyz`)
        .then((r) => r.ok)
        .catch(() => false);
    }, 60_000);
    return proc;
  }

  it('delivers the mail after a restart, once', async () => {
    expect(existsSync(main)).toBe(true); // built by `npm test`'s pretest step
    // A mail server that takes the message and never answers: the delivery is in flight when the app dies.
    const hanging = await startSmtp({ hold: true });
    const port = await freePort();
    child = await startShop(port, hanging.url);
    const base = `http://127.0.0.1:${port}/api`;
    const call = async (method: string, p: string, body: unknown, token?: string) => {
      const r = await fetch(base + p, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      return { status: r.status, body: await r.json() };
    };
    const [cat] = await db.ds.query(`INSERT INTO categories (name, status) VALUES ('Kill', 1) RETURNING id`);
    const [product] = await db.ds.query(
      `INSERT INTO products (title, price, qty, sku, status, category_id) VALUES ('Kill Bunny', 100000, 5, 'KILL-1', 1, $1) RETURNING id`,
      [cat.id],
    );
    const reg = await call('POST', '/user/register', {
      name: 'Killed Mid Mail',
      email: 'kill@example.pk',
      password: 'a-long-password-1',
    });
    expect(reg.status).toBe(200);

    const order = await call('POST', '/save-order', checkout(product.id), reg.body.token);
    expect(order.status).toBe(200);
    await waitUntil(() => hanging.received >= 2, 20_000); // the verification mail and the order's, both held
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGKILL');
    await exited;
    await hanging.close();
    const key = `order:${order.body.id}:confirmed`;
    expect(
      (await db.ds.query('SELECT sent_at FROM mail_events WHERE key = $1', [key]))[0].sent_at,
    ).toBeNull();

    const smtp = await startSmtp();
    try {
      child = await startShop(port, smtp.url);
      await waitUntil(() => delivered(db.ds, key), 60_000);
      await waitUntil(
        async () =>
          (
            await db.ds.query(
              `SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'mail'`,
            )
          ).at(0).n === 0,
        60_000,
      );
      expect(smtp.withSubject(`Order #${order.body.id} confirmed`).map((m) => m.to)).toEqual([
        ['kill@example.pk'],
      ]);
      expect(smtp.withSubject('Verify your email address')).toHaveLength(1);
    } finally {
      const stopped = new Promise((r) => child!.once('exit', r));
      child!.kill('SIGTERM');
      await stopped;
      child = null;
      await smtp.close();
    }
  });
});

describe('the worker as its own process (npm run worker)', () => {
  it('delivers what an app with WORKER_IN_APP=false enqueues', async () => {
    const smtp = await startSmtp();
    const t = await createTestServer({ SMTP_URL: smtp.url, WORKER_IN_APP: 'false' });
    let worker: ChildProcess | null = null;
    try {
      const a = await customer(t);
      const f = factories(t.db.ds);
      const p = await f.product({ categoryId: (await f.category()).id, qty: 3 });
      const res = await t.rest('POST', '/save-order', checkout(p.id), a.token);
      expect(res.status).toBe(200);
      const key = `order:${res.body.id}:confirmed`;
      expect(await jobFor(t.db.ds, key)).toMatchObject({ attempts: 0 });

      worker = spawn(process.execPath, [path.resolve(__dirname, '../../server/dist/worker.js')], {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          DATABASE_URL: t.db.url,
          DATA_DIR: t.config.dataDir,
          SMTP_URL: smtp.url,
          LOG_LEVEL: 'warn',
          JWT_SECRET: 'worker-secret-worker-secret-worker-0123',
          ADMIN_PASSWORD: 'admin-password-1',
          PUBLIC_URL: t.url,
        },
        stdio: 'ignore',
      });
      await waitUntil(() => delivered(t.db.ds, key), 30_000);
      expect(smtp.withSubject(`Order #${res.body.id} confirmed`)).toHaveLength(1);
      const exit = new Promise<number | null>((r) => worker!.once('exit', (code) => r(code)));
      worker.kill('SIGTERM');
      expect(await exit).toBe(0);
      worker = null;
    } finally {
      worker?.kill('SIGKILL');
      await t.close();
      await smtp.close();
    }
  });

  it('refuses to start without DATABASE_URL, saying why', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-worker-'));
    try {
      const proc = spawn(process.execPath, [path.resolve(__dirname, '../../server/dist/worker.js')], {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          DATA_DIR: dir,
          JWT_SECRET: 'w'.repeat(40),
          ADMIN_PASSWORD: 'admin-password-1',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let err = '';
      proc.stderr!.on('data', (d) => (err += d));
      expect(await new Promise((r) => proc.once('exit', r))).toBe(1);
      expect(err).toContain('npm run worker needs DATABASE_URL');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

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
