/**
 * Starts the real, built shop (`node server/dist/main.js`) on a free port with a fresh
 * DATA_DIR: embedded PostgreSQL, migrations and the demo catalogue, as `npm start` does.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';
import {
  buildProblem,
  chromiumProblem,
  nodeProblem,
  requirePrerequisites,
} from '../../support/prerequisites';

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
  requirePrerequisites('npm run test:e2e', [nodeProblem(), buildProblem(), chromiumProblem()]);
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

  // The identity provider for Google sign-in: a local OIDC server that adds profile claims.
  const idp = new OAuth2Server();
  await idp.issuer.keys.generate('RS256');
  await idp.start(0, '127.0.0.1');
  idp.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, {
      email: 'google.shopper@gmail.com',
      email_verified: true,
      name: 'Google Shopper',
    });
  });
  globalThis.__E2E_IDP__ = idp;

  const port = await freePort();
  // The default layout: DATA_DIR is a dot folder (`./.data` under `npm start`), in a folder the
  // embedded PostgreSQL's own user may enter (the shop runs as root here).
  const home = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  chmodSync(home, 0o755);
  const dataDir = path.join(home, '.data');
  // The shop's canonical address (PUBLIC_URL) names localhost; host-names.e2e.ts opens it
  // under 127.0.0.1 as well.
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'e2e-admin-password',
      GOOGLE_CLIENT_ID: 'e2e-client',
      GOOGLE_CLIENT_SECRET: 'e2e-secret',
      OIDC_ISSUER_URL: idp.issuer.url!,
      RATE_LIMIT_SCALE: '20',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  for (let i = 0; i < 900; i++) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  globalThis.__E2E_SERVER__ = child;
  process.env.E2E_URL = url;
  process.env.E2E_PORT = String(port);
  process.env.E2E_DATA_DIR = dataDir;
  process.env.CHROMIUM_PATH = chromium;
}

declare global {
  var __E2E_SERVER__: import('node:child_process').ChildProcess | undefined;
  var __E2E_IDP__: OAuth2Server | undefined;
}
