/**
 * Faults: a PostgreSQL restart under load, SIGTERM during an in-flight request, and the
 * one-command shop with embedded PostgreSQL: its server killed during an order stream,
 * SIGTERM during an order stream, the shop itself killed (kill -9) and started again, two
 * shops on one DATA_DIR, and two replicas starting at once on an empty database.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/data-source';
import { ensureDatabase, freePort } from '../../server/src/platform/db/embedded';
import { createLogger } from '../../server/src/platform/logger';
import { createServices } from '../../server/src/services';
import { adminUrl, createTestDatabase, databaseUrl } from '../support/database';
import { createPgCluster } from '../support/pg-cluster';
import {
  embeddedClient,
  MAIN,
  orderStream,
  postmasterPid,
  ShopProcess,
  startShop,
} from '../support/shop-process';
import { waitUntil } from '../support/wait';

const isServerError = (r: number | string) => typeof r === 'number' && r >= 500;

describe('database restart', () => {
  it('keeps the process up, reports not ready while down and recovers by itself', async () => {
    const pg = await createPgCluster();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-fault-'));
    await ensureDatabase(pg.url('postgres'), 'shop');
    const ds = await openDatabase(pg.url('shop'), { poolSize: 4 });
    const port = await freePort();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dir,
      PORT: String(port),
      DATABASE_URL: pg.url('shop'),
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'x'.repeat(40),
      ADMIN_PASSWORD: 'admin-password',
    });
    const logger = createLogger('silent');
    const { handler, apollo } = await createApp({
      config,
      services: createServices(ds, config, logger),
      logger,
    });
    const server = http.createServer(handler);
    await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
    const url = `http://127.0.0.1:${port}`;
    const statuses: number[] = [];
    let running = true;
    // Requests one after another (each waits for its answer) for as long as the test runs.
    const stream = (async () => {
      while (running) {
        for (const p of ['/api/get-brands', '/readyz']) {
          const res = await fetch(url + p).catch(() => null);
          if (res) statuses.push(res.status);
        }
      }
    })();
    const status = async (p: string) => (await fetch(url + p)).status;
    try {
      expect(await status('/readyz')).toBe(200);
      await waitUntil(() => statuses.length >= 4);
      pg.stop(); // pg_ctl -w: the server is down when it returns
      expect(await status('/readyz')).toBe(503);
      expect(await status('/api/get-brands')).toBe(503);
      const gqlDown = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ brands { id } }"}',
      });
      const gqlBody = await gqlDown.json();
      expect(gqlBody.errors[0]).toMatchObject({ extensions: { code: 'SERVICE_UNAVAILABLE' } });

      pg.start();
      await waitUntil(async () => (await status('/readyz')) === 200, 10_000);
      expect(await status('/api/get-brands')).toBe(200);

      // pg_ctl restart while requests stream in: only 200s and 503s, and healthy after.
      const before = statuses.length;
      pg.restart();
      await waitUntil(async () => (await status('/readyz')) === 200, 10_000);
      await waitUntil(() => statuses.length >= before + 4);
      expect(await status('/api/get-brands')).toBe(200);
      running = false;
      await stream;
      expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    } finally {
      running = false;
      await stream;
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      await apollo.stop();
      await ds.destroy();
      pg.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('graceful shutdown', () => {
  it('lets an in-flight request finish on SIGTERM and exits 0', async () => {
    expect(existsSync(MAIN)).toBe(true); // built by `npm test`'s pretest step
    const db = await createTestDatabase();
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-sigterm-'));
    // Production, as deployed: Apollo would install its own signal handlers outside `test`.
    const shop = startShop(port, {
      NODE_ENV: 'production',
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      CLIENT_DIST: path.join(dataDir, 'none'),
      JWT_SECRET: 'sigterm-secret-sigterm-secret-0123456789',
      SMTP_URL: 'smtp://127.0.0.1:9', // production needs one; this test sends no mail
    });
    try {
      await shop.ready();
      // Start a request and hold its body back, so it is in flight when SIGTERM arrives.
      const body = JSON.stringify({
        name: 'Sana',
        email: 'sana@example.pk',
        mobile: '03001234567',
        subject: 'Hi',
        message: 'Slow request',
      });
      const socket = net.connect(port, '127.0.0.1');
      let response = '';
      socket.on('data', (d) => (response += d));
      const closed = new Promise((r) => socket.once('close', r));
      // A first request on the connection: once it is answered, the shop holds the connection.
      socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
      await waitUntil(() => response.includes('{"status":"ok"}'));
      response = '';
      socket.write(
        `POST /api/contactus/submit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
      );
      shop.kill('SIGTERM');
      await shop.printed(/shutting down: draining connections/);
      // No new connections...
      const refused = await new Promise((resolve) =>
        net
          .connect(port, '127.0.0.1')
          .once('connect', () => resolve('accepted'))
          .once('error', (e: NodeJS.ErrnoException) => resolve(e.code)),
      );
      expect(refused).toBe('ECONNREFUSED');
      // ...but the request in flight completes, and its connection is then closed.
      socket.write(body.slice(10));
      await closed;
      const drained = Date.now();
      expect(response).toMatch(/^HTTP\/1\.1 200/);
      expect(response).toContain('Thank you for contacting us');
      expect(await shop.exited).toBe(0);
      // Promptly: not after the 15 s grace period for connections that never finish.
      expect(Date.now() - drained).toBeLessThan(10_000);
      const rows = await db.ds.query('SELECT message FROM contact_messages');
      expect(rows).toEqual([{ message: 'Slow request' }]);
    } finally {
      shop.kill('SIGKILL');
      await shop.exited;
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the one-command shop with embedded PostgreSQL', () => {
  let dataDir: string;
  let port: number;
  let shop: ShopProcess | undefined;
  let token: string;
  let productId: number;
  const env = () => ({ DATA_DIR: dataDir, CLIENT_DIST: path.join(dataDir, 'no-client') });

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-crash-'));
    port = await freePort();
    shop = startShop(port, env());
    await shop.ready();
    const reg = await fetch(`${shop.url}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Stream Shopper',
        email: 'stream@example.pk',
        password: 'Stream-Shopper-Passw0rd',
      }),
    });
    token = (await reg.json()).token;
    const db = await embeddedClient(dataDir);
    try {
      await db.query(`UPDATE users SET verified_at = now() WHERE email = 'stream@example.pk'`);
      const [cat] = (
        await db.query(`INSERT INTO categories (name, status) VALUES ('Crash tests', 1) RETURNING id`)
      ).rows;
      const [p] = (
        await db.query(
          `INSERT INTO products (title, price, qty, sku, category_id) VALUES ('Stream Bunny', 150000, 1000000, 'STREAM-1', $1) RETURNING id`,
          [cat.id],
        )
      ).rows;
      productId = p.id;
    } finally {
      await db.end();
    }
  });

  afterAll(async () => {
    if (shop) {
      shop.kill('SIGKILL');
      await shop.exited;
    }
    // A shop killed here may leave its PostgreSQL behind: stop it the way a next start would.
    try {
      process.kill(postmasterPid(dataDir), 'SIGQUIT');
    } catch {
      /* none running */
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('restarts PostgreSQL killed during an order stream: ready again within 30 s, every acknowledged order kept', async () => {
    const stream = orderStream(shop!.url, token, productId);
    await stream.until(() => stream.acknowledged().length >= 10);
    const killedPid = postmasterPid(dataDir);
    process.kill(killedPid, 'SIGKILL');
    const killedAt = Date.now();
    await shop!.printed(/embedded PostgreSQL stopped unexpectedly/);
    const readyIn = await shop!.ready(30_000);
    // And orders are taken again.
    await stream.until((o) => o.some((x) => x.orderId !== undefined && x.at > killedAt + readyIn));
    await stream.stop();
    expect(postmasterPid(dataDir)).not.toBe(killedPid);
    const acknowledged = stream.acknowledged();
    const db = await embeddedClient(dataDir);
    try {
      const { rows } = await db.query('SELECT id FROM orders WHERE id = ANY($1::int[])', [acknowledged]);
      expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual([...acknowledged].sort((a, b) => a - b));
    } finally {
      await db.end();
    }
    // While it was down, orders were refused with 503, never a 500 or a cut connection.
    expect(stream.outcomes.filter((o) => o.result !== 200 && o.result !== 503)).toEqual([]);
  });

  it('answers every order that committed as placed, even when PostgreSQL dies right after its commit', async () => {
    const tag = `Committed ${Date.now()}`;
    const stream = orderStream(shop!.url, token, productId, 4, tag);
    await stream.until(() => stream.acknowledged().length >= 10);
    // Anything that reads receipts waits on this lock: an answer read after the commit (the order's
    // details) would wait there, committed, until PostgreSQL dies; an answer from the transaction does not.
    const locker = await embeddedClient(dataDir);
    const watcher = await embeddedClient(dataDir);
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE order_receipts IN ACCESS EXCLUSIVE MODE');
    const locked = stream.acknowledged().length;
    const held = async () =>
      (
        await watcher.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
        )
      ).rows[0].n as number;
    await waitUntil(async () => stream.acknowledged().length >= locked + 10 || (await held()) >= 4, 30_000);
    await watcher.end();
    const stopped = /embedded PostgreSQL stopped unexpectedly/g;
    const stopsBefore = shop!.output().match(stopped)?.length ?? 0;
    process.kill(postmasterPid(dataDir), 'SIGKILL');
    const killedAt = Date.now();
    await shop!.printed(new RegExp(`(${stopped.source}[\\s\\S]*){${stopsBefore + 1}}`));
    const readyIn = await shop!.ready(30_000);
    await locker.end().catch(() => undefined);
    await stream.until((o) => o.some((x) => x.orderId !== undefined && x.at > killedAt + readyIn));
    await stream.stop();
    const db = await embeddedClient(dataDir);
    let committed: string[];
    try {
      const { rows } = await db.query('SELECT address FROM orders WHERE address LIKE $1', [`${tag} %`]);
      committed = rows.map((r) => r.address as string);
    } finally {
      await db.end();
    }
    const answers = new Map(stream.outcomes.map((o) => [o.address, o.result]));
    // Every order that committed was answered as placed; every order answered as placed committed.
    expect(committed.filter((address) => answers.get(address) !== 200)).toEqual([]);
    expect(stream.outcomes.filter((o) => o.result === 200 && !committed.includes(o.address))).toEqual([]);
    expect(stream.outcomes.filter((o) => o.result !== 200 && o.result !== 503)).toEqual([]);
  });

  it('on SIGTERM during an order stream cuts no request and answers no 5xx, stops PostgreSQL and exits 0', async () => {
    const stream = orderStream(shop!.url, token, productId);
    await stream.until(() => stream.acknowledged().length >= 10);
    const pid = postmasterPid(dataDir);
    shop!.kill('SIGTERM');
    await stream.finished; // every client ends on a refused connection: the shop stopped listening
    expect(await shop!.exited).toBe(0);
    expect(shop!.output()).toMatch(/"msg":"stopped"/);
    const bad = stream.outcomes.filter(
      (o) => isServerError(o.result) || (typeof o.result === 'string' && o.result !== 'ECONNREFUSED'),
    );
    expect(bad).toEqual([]);
    expect(() => process.kill(pid, 0)).toThrow(); // PostgreSQL is gone too
    expect(existsSync(path.join(dataDir, 'shop.pid'))).toBe(false);
    shop = undefined;
  });

  it('starts again after the shop was killed (kill -9), and refuses a second shop on the same DATA_DIR', async () => {
    const cred = readFileSync(path.join(dataDir, 'postgres.json'), 'utf8');
    const first = startShop(port, env());
    shop = first;
    await first.ready();
    const pg = postmasterPid(dataDir);

    const second = startShop(await freePort(), env());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `DATA_DIR ${dataDir} is in use by another running shop (pid ${first.child.pid}).`,
    );

    first.kill('SIGKILL');
    await first.exited;
    expect(() => process.kill(pg, 0)).not.toThrow(); // its PostgreSQL is left behind, orphaned

    const next = startShop(port, env());
    shop = next;
    const readyIn = await next.ready(30_000);
    expect(readyIn).toBeLessThan(30_000);
    expect(next.output()).toContain(
      'stopping the embedded PostgreSQL left running by a shop that did not shut down',
    );
    expect(() => process.kill(pg, 0)).toThrow();
    // Same port and password as before: nothing rewritten.
    expect(readFileSync(path.join(dataDir, 'postgres.json'), 'utf8')).toBe(cred);
    const orders = await fetch(`${next.url}/api/user/orders`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(orders.status).toBe(200);
    expect((await orders.json()).data.length).toBeGreaterThan(0);
  });
});

describe('replicas starting together', () => {
  it('two instances on an empty database both become ready, with one admin', async () => {
    const name = `t_empty_${Date.now().toString(36)}`;
    const admin = new Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const dirs = [
      mkdtempSync(path.join(os.tmpdir(), 'shop-replica-')),
      mkdtempSync(path.join(os.tmpdir(), 'shop-replica-')),
    ];
    const shops = await Promise.all(
      dirs.map(async (dir) =>
        startShop(await freePort(), {
          DATABASE_URL: databaseUrl(name),
          DATA_DIR: dir,
          CLIENT_DIST: path.join(dir, 'none'),
        }),
      ),
    );
    try {
      await Promise.all(shops.map((s) => s.ready()));
      const db = new Client({ connectionString: databaseUrl(name) });
      await db.connect();
      const { rows } = await db.query(`SELECT email FROM users WHERE role = 'ADMIN'`);
      const migrations = await db.query('SELECT count(*)::int AS n FROM migrations');
      await db.end();
      expect(rows).toEqual([{ email: 'admin@example.pk' }]);
      expect(migrations.rows[0].n).toBeGreaterThan(0);
    } finally {
      for (const s of shops) s.kill('SIGTERM');
      expect(await Promise.all(shops.map((s) => s.exited))).toEqual([0, 0]);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  });
});
