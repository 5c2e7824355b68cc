/**
 * Start-up failures of the built shop say what is wrong, clearly and early: a busy port
 * before the database starts, an unreachable DATABASE_URL by host:port (never its
 * password, retried), a DATA_DIR embedded PostgreSQL's user cannot enter; a retired variable
 * still set is named in a warning.
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../server/src/platform/db/embedded';
import { createTestDatabase } from '../support/database';
import { startShop } from '../support/shop-process';

const ROOT = path.resolve(__dirname, '../..');

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(os.tmpdir(), 'shop-startup-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

it('reports a busy port before starting the database', async () => {
  const blocker = net.createServer();
  const port = await freePort();
  await new Promise<void>((r) => blocker.listen(port, r));
  const dataDir = tempDir();
  try {
    const shop = startShop(port, { DATA_DIR: dataDir });
    expect(await shop.exited).toBe(1);
    expect(shop.output()).toContain(
      `Port ${port} is already in use (another shop or program listens there): stop it, or set PORT to a free port.`,
    );
    expect(shop.output()).not.toContain('starting embedded PostgreSQL');
    expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);
  } finally {
    blocker.close();
  }
});

it('waits for an unreachable DATABASE_URL, naming host:port and never the password', async () => {
  const closedPort = await freePort();
  const shop = startShop(await freePort(), {
    DATA_DIR: tempDir(),
    DATABASE_URL: `postgres://shop:Sekret-Passw0rd@127.0.0.1:${closedPort}/shop`,
  });
  try {
    await shop.printed(/database not reachable yet; retrying.*\n.*database not reachable yet; retrying/);
    expect(shop.output()).toContain(`"database":"127.0.0.1:${closedPort}/shop"`);
    expect(shop.output()).toContain(`connect ECONNREFUSED 127.0.0.1:${closedPort}`);
    expect(shop.output()).not.toContain('Sekret');
    expect(shop.child.exitCode).toBeNull(); // still waiting, not crashed
  } finally {
    shop.kill('SIGTERM');
    expect(await shop.exited).toBe(0);
  }
});

it('names a retired variable still set in a warning, and goes on starting', async () => {
  const closedPort = await freePort();
  const shop = startShop(await freePort(), {
    DATA_DIR: tempDir(),
    DATABASE_URL: `postgres://shop:pw@127.0.0.1:${closedPort}/shop`,
    FAST_PATH: 'false',
  });
  try {
    await shop.printed(/database not reachable yet; retrying/);
    expect(shop.output()).toMatch(
      /"variables":\["FAST_PATH \(SPEED_OFF=fastPath turns the fast path off\)"\].*no longer read and do nothing/,
    );
    expect(shop.child.exitCode).toBeNull();
  } finally {
    shop.kill('SIGTERM');
    expect(await shop.exited).toBe(0);
  }
});

it('explains a DATA_DIR that embedded PostgreSQL cannot use', async () => {
  const parent = tempDir();
  chmodSync(parent, 0o755); // mkdtemp makes it private too
  const locked = path.join(parent, 'private');
  mkdirSync(locked, { mode: 0o700 });
  chmodSync(locked, 0o700);
  const dataDir = path.join(locked, 'shop-data');
  const shop = startShop(await freePort(), { DATA_DIR: dataDir });
  if (process.getuid?.() === 0) {
    // As root the server runs as the `postgres` user, which cannot enter a 0700 folder of root's.
    expect(await shop.exited).toBe(1);
    expect(shop.output()).toContain(
      `Embedded PostgreSQL cannot use DATA_DIR ${dataDir}: the shop runs as root, so PostgreSQL runs as the system user "postgres", which cannot enter ${locked}.`,
    );
    expect(shop.output()).not.toMatch(/undefined|init script exited/);
  } else {
    // An ordinary user runs PostgreSQL as itself: its own private folder is fine.
    await shop.ready();
    shop.kill('SIGTERM');
    expect(await shop.exited).toBe(0);
  }
});

it('stops on Ctrl-C under `npm start` and exits 0 through npm, as the README says', async () => {
  // `npm start` rebuilds what is stale first: this test needs the build `npm test` and CI make.
  if (!existsSync(path.join(ROOT, 'client/dist/index.html')))
    throw new Error('client/dist is missing: run `npm run build` before this test.');
  const db = await createTestDatabase();
  const port = await freePort();
  // A terminal's Ctrl-C reaches every process of its foreground group: npm, its shell and the shop.
  const npm = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: db.url,
      DATA_DIR: tempDir(),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      ADMIN_PASSWORD: 'admin-password-1',
      JWT_SECRET: 'ctrl-c-secret-ctrl-c-secret-0123456789',
    },
  });
  let output = '';
  const printed = new Promise<void>((resolve, reject) => {
    const check = (d: Buffer) => {
      output += d.toString();
      if (output.includes('Crochet shop running at')) resolve();
    };
    npm.stdout!.on('data', check);
    npm.stderr!.on('data', check);
    npm.once('exit', () => reject(new Error(`npm start exited before the shop was up:\n${output}`)));
  });
  const exited = new Promise<[number | null, string | null]>((resolve) =>
    npm.once('exit', (code, signal) => resolve([code, signal])),
  );
  try {
    await printed;
    process.kill(-npm.pid!, 'SIGINT');
    expect(await exited).toEqual([0, null]);
    expect(output).toContain('"msg":"stopped"');
  } finally {
    if (npm.exitCode === null && npm.signalCode === null) process.kill(-npm.pid!, 'SIGKILL');
    await db.drop();
  }
});
