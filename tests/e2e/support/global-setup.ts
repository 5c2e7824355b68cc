/**
 * Starts the real, built shop (`node server/dist/main.js`) on a free port with a fresh
 * DATA_DIR: embedded PostgreSQL, migrations and the demo catalogue, as `npm start` does.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export default async function globalSetup() {
  for (const f of ['server/dist/main.js', 'client/dist/index.html']) {
    if (!existsSync(path.join(root, f))) throw new Error(`${f} is missing: run \`npm run build\` before the browser tests.`);
  }
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(chromium)) throw new Error(`Chromium not found at ${chromium}: apt-get install -y chromium, or set CHROMIUM_PATH.`);

  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: url, LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'e2e-admin-password' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  for (let i = 0; i < 900; i++) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ok = await fetch(`${url}/readyz`).then((r) => r.ok).catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const info = { url, pid: child.pid, dataDir, chromium };
  writeFileSync(path.join(os.tmpdir(), 'shop-e2e.json'), JSON.stringify(info));
  globalThis.__E2E_SERVER__ = child;
  process.env.E2E_URL = url;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.CHROMIUM_PATH = chromium;
}

declare global {
  // eslint-disable-next-line no-var
  var __E2E_SERVER__: import('node:child_process').ChildProcess | undefined;
}
