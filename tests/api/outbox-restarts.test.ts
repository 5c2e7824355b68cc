/**
 * The mail outbox across processes: a kill -9 of the app right after an order was answered,
 * its mail delivered once after a restart; and the worker as its own process (npm run worker)
 * delivering what an app without an in-app worker enqueues, refusing to start without its database.
 */
import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../server/src/platform/db/embedded';
import { createTestDatabase, TestDatabase } from '../support/database';
import { factories } from '../support/factories';
import { checkout, delivered, jobFor } from '../support/mail-jobs';
import { customer } from '../support/shop-orders';
import { startSmtp } from '../support/smtp';
import { createTestServer } from '../support/test-server';
import { waitUntil } from '../support/wait';

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
      const a = await customer(t, 'Sana Khan');
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
