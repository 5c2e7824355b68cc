/**
 * The built shop in production mode on a throw-away embedded PostgreSQL with the demo
 * catalogue (`npm run lighthouse`, bench/startup-profile.mjs). `stop()` ends both and
 * removes their folder.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'server/dist');

/** Until `url` answers 200; the first start seeds the demo catalogue, slow on a busy machine. */
async function waitFor(url, child) {
  for (let i = 0; i < 6000; i++) {
    if (child.exitCode !== null)
      throw new Error(`the shop exited (${child.exitCode}) before ${url} was ready`);
    if (
      await fetch(url)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not ready: ${url}`);
}

/**
 * Starts the shop (with `env` added to its environment and `nodeArgs` to node's, e.g.
 * `--cpu-prof`); resolves to its base URL, the demo's newest product id and `stop()`.
 */
export async function startDemoShop({ env = {}, nodeArgs = [] } = {}) {
  const { startEmbeddedPostgres, ensureDatabase, freePort } = require(
    path.join(dist, 'platform/db/embedded.js'),
  );
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-demo-'));
  const pg = await startEmbeddedPostgres(dir, { persistent: false });
  let shop;
  const stop = async () => {
    shop?.kill('SIGTERM');
    await new Promise((r) => (shop && shop.exitCode === null ? shop.once('exit', r) : r()));
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await ensureDatabase(pg.url('postgres'), 'shop');
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    shop = spawn(process.execPath, [...nodeArgs, path.join(dist, 'main.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        DATABASE_URL: pg.url('shop'),
        DATA_DIR: path.join(dir, 'data'),
        PUBLIC_URL: base,
        JWT_SECRET: 'lighthouse-secret-lighthouse-secret-0123456789',
        ADMIN_EMAIL: 'admin@lighthouse.pk',
        ADMIN_PASSWORD: 'lighthouse-admin',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        SMTP_URL: 'smtp://127.0.0.1:9', // production needs one; nothing here sends mail
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitFor(`${base}/readyz`, shop);
    const {
      data: [product],
    } = await (await fetch(`${base}/api/get-latest-products`)).json();
    return { base, productId: product.id, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
