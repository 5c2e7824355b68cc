import { rmSync } from 'node:fs';

/** Stops the run's PostgreSQL and removes its folder (shop-test-pg-*). */
export default async function globalTeardown() {
  const pg = globalThis.__EMBEDDED_PG__;
  if (!pg) return;
  await pg.stop();
  rmSync(pg.dir, { recursive: true, force: true });
}
