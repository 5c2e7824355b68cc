/**
 * Faults: a PostgreSQL restart under load, and SIGTERM during an in-flight request.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/data-source';
import { ensureDatabase, freePort } from '../../server/src/db/embedded';
import { createPgCluster } from '../support/pg-cluster';
import { createLogger } from '../../server/src/logger';
import { createServices } from '../../server/src/services';
import { createTestDatabase } from '../support/database';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('database restart', () => {
  it('keeps the process up, reports not ready while down and recovers by itself', async () => {
    const pg = await createPgCluster();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-fault-'));
    await ensureDatabase(pg.url('postgres'), 'shop');
    const ds = await openDatabase(pg.url('shop'), { poolSize: 4 });
    const port = await freePort();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, PORT: String(port), DATABASE_URL: pg.url('shop'), LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(40), ADMIN_PASSWORD: 'admin-password' });
    const logger = createLogger('silent');
    const { handler, apollo } = await createApp({ config, services: createServices(ds, config, logger), logger });
    const server = http.createServer(handler);
    await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
    const url = `http://127.0.0.1:${port}`;
    const statuses: number[] = [];
    let running = true;
    const stream = (async () => {
      while (running) {
        for (const p of ['/api/get-brands', '/readyz']) {
          const res = await fetch(url + p).catch(() => null);
          if (res) statuses.push(res.status);
        }
        await sleep(10);
      }
    })();
    try {
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      await sleep(200);
      pg.stop();
      await sleep(300);
      expect((await fetch(`${url}/readyz`)).status).toBe(503);
      expect((await fetch(`${url}/api/get-brands`)).status).toBe(503);
      const gqlDown = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ brands { id } }"}' });
      const gqlBody = await gqlDown.json();
      expect(gqlBody.errors[0]).toMatchObject({ extensions: { code: 'SERVICE_UNAVAILABLE' } });

      pg.start();
      let ready = 0;
      for (let i = 0; i < 100 && ready !== 200; i++) {
        ready = (await fetch(`${url}/readyz`)).status;
        if (ready !== 200) await sleep(100);
      }
      expect(ready).toBe(200);
      expect((await fetch(`${url}/api/get-brands`)).status).toBe(200);

      // pg_ctl restart while requests stream in: only 200s and 503s, and healthy after.
      pg.restart();
      await sleep(300);
      expect((await fetch(`${url}/api/get-brands`)).status).toBe(200);
      running = false;
      await stream;
      expect(statuses.length).toBeGreaterThan(10);
      expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    } finally {
      running = false;
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
  const main = path.resolve(__dirname, '../../server/dist/main.js');

  it('lets an in-flight request finish on SIGTERM and exits 0', async () => {
    expect(existsSync(main)).toBe(true); // built by `npm test`'s pretest step
    const db = await createTestDatabase();
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-sigterm-'));
    const child = spawn(process.execPath, [main], {
      env: {
        // Production, as deployed: Apollo would install its own signal handlers outside `test`.
        PATH: process.env.PATH, NODE_ENV: 'production', PORT: String(port), DATABASE_URL: db.url, DATA_DIR: dataDir,
        SEED_DEMO: 'false', LOG_LEVEL: 'warn', CLIENT_DIST: path.join(dataDir, 'none'), ADMIN_PASSWORD: 'admin-password-1',
        JWT_SECRET: 'sigterm-secret-sigterm-secret-0123456789', ADMIN_EMAIL: 'admin@example.pk', PUBLIC_URL: `http://127.0.0.1:${port}`,
        SMTP_URL: 'smtp://127.0.0.1:9', // production needs one; this test sends no mail
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    try {
      for (let i = 0; i < 200; i++) {
        const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok).catch(() => false);
        if (ok) break;
        await sleep(100);
      }
      // Start a request and hold its body back, so it is in flight when SIGTERM arrives.
      const body = JSON.stringify({ name: 'Sana', email: 'sana@example.pk', mobile: '03001234567', subject: 'Hi', message: 'Slow request' });
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((r) => socket.once('connect', r));
      let response = '';
      socket.on('data', (d) => (response += d));
      const closed = new Promise((r) => socket.once('close', r));
      socket.write(`POST /api/contactus/submit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`);
      await sleep(300);
      child.kill('SIGTERM');
      await sleep(500);
      socket.write(body.slice(10));
      await closed;
      const drained = Date.now();
      expect(response).toMatch(/^HTTP\/1\.1 200/);
      expect(response).toContain('Thank you for contacting us');
      expect(await exited).toBe(0);
      // Promptly: not after the 15 s grace period for connections that never finish.
      expect(Date.now() - drained).toBeLessThan(10_000);
      const rows = await db.ds.query('SELECT message FROM contact_messages');
      expect(rows).toEqual([{ message: 'Slow request' }]);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
      if (child.exitCode !== 0) console.log(output);
    }
  });
});
