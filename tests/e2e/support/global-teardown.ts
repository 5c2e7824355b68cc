import { rmSync } from 'node:fs';
import path from 'node:path';

/** Stops the shop and the identity provider, and removes the run's data directory. */
export default async function globalTeardown() {
  const child = globalThis.__E2E_SERVER__;
  if (!child) return void (await globalThis.__E2E_IDP__?.stop());
  if (child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  }
  child.stdout?.destroy();
  child.stderr?.destroy();
  await globalThis.__E2E_IDP__?.stop();
  // DATA_DIR is the `.data` folder of the run's own temporary folder.
  if (process.env.E2E_DATA_DIR)
    rmSync(path.dirname(process.env.E2E_DATA_DIR), { recursive: true, force: true });
}
