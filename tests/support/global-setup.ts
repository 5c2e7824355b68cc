/**
 * Starts one PostgreSQL for the whole run (embedded, or DATABASE_URL when set) and
 * prepares a migrated template database; each test file clones it (CREATE DATABASE …
 * TEMPLATE), which takes milliseconds.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client, Pool } from 'pg';
import { openDatabase } from '../../server/src/db/data-source';
import { installJobSchema } from '../../server/src/platform/jobs/queue';
import { createLogger } from '../../server/src/platform/logger';
import { startEmbeddedPostgres } from '../../server/src/platform/db/embedded';
import { nodeProblem, requirePrerequisites } from './prerequisites';

export const TEMPLATE_DB = 'shop_test_template';

declare global {
  var __EMBEDDED_PG__: { stop: () => Promise<void>; dir: string } | undefined;
}

function withDatabase(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = '/' + db;
  return u.toString();
}

export default async function globalSetup() {
  requirePrerequisites('npm test', [nodeProblem()]);
  let adminUrl: string;
  if (process.env.DATABASE_URL) {
    adminUrl = process.env.DATABASE_URL;
  } else {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-test-pg-'));
    const pg = await startEmbeddedPostgres(dir, { persistent: false });
    globalThis.__EMBEDDED_PG__ = { stop: pg.stop, dir };
    adminUrl = pg.url('postgres');
  }
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  if (!process.env.DATABASE_URL) {
    // A throwaway cluster: nothing is worth an fsync. Each test file's DROP DATABASE forces a
    // checkpoint, which with fsync waits on the disk for a second or more on a busy machine.
    for (const setting of ['fsync', 'synchronous_commit', 'full_page_writes'])
      await admin.query(`ALTER SYSTEM SET ${setting} = off`);
    await admin.query('SELECT pg_reload_conf()');
  }
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();
  const ds = await openDatabase(withDatabase(adminUrl, TEMPLATE_DB), { poolSize: 1 });
  await ds.destroy();
  // The job queue's schema too, so each clone starts with it (the test server's worker then only checks it).
  const pool = new Pool({ connectionString: withDatabase(adminUrl, TEMPLATE_DB), max: 2 });
  await installJobSchema(pool, createLogger('silent'));
  await pool.end();
  process.env.TEST_PG_ADMIN_URL = adminUrl;
}
