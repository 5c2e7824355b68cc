/**
 * `npm run restore -- DIR [--yes]`: replaces the shop's database, uploads and payment receipts
 * (in DATA_DIR, or in the bucket of STORAGE_URL) with a backup made by `npm run backup`. Refused while a shop (or its worker) runs on that
 * database: its caches, search index and job worker would go on with what they knew.
 */
import 'reflect-metadata';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Client, Pool } from 'pg';
import { describeDatabaseUrl } from '../platform/db/database';
import { SHOP_CONNECTIONS, shopSchema, STARTUP_LOCK, withAdvisoryLock } from '../db/data-source';
import { LISTENER_NAME } from '../platform/cache';
import { DataDirLock } from '../platform/db/embedded';
import { restoreDatabase } from '../platform/db/logical-backup';
import { installJobSchema } from '../platform/jobs/queue';
import {
  createObjectStore,
  PRIVATE_PREFIX,
  pruneExcept,
  PUBLIC_PREFIX,
  uploadTree,
} from '../platform/storage';
import { readManifest } from './backup-manifest';
import { confirm, runTool, toolConfig, toolDatabase, ToolError } from './tool';

/**
 * Sessions a running shop keeps open (`application_name`): its change feed's LISTEN and its
 * job worker's liveness session for as long as it runs, its pool's while it is busy.
 */
const SHOP_SESSIONS = `application_name IN ('${SHOP_CONNECTIONS}', '${LISTENER_NAME}') OR application_name LIKE '${SHOP_CONNECTIONS}-worker%'`;

/** Refuses (ToolError) while a shop or worker is connected to the database at `url`. */
async function refuseWhileShopRuns(url: string): Promise<void> {
  const db = new Client({ connectionString: url, application_name: 'crochet-shop-restore' });
  await db.connect();
  try {
    const { rows } = await db.query<{ n: number; hosts: string[] }>(
      `SELECT count(*)::int AS n, array_agg(DISTINCT coalesce(host(client_addr), 'local')) AS hosts
         FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND (${SHOP_SESSIONS})`,
    );
    if (rows[0].n > 0)
      throw new ToolError(
        `A shop is running on the database at ${describeDatabaseUrl(url)} (${rows[0].n} of its connections, from ${rows[0].hosts.join(', ')}): ` +
          'stop every shop instance and worker using it, then restore.',
      );
  } finally {
    await db.end().catch(() => undefined);
  }
}

/** Puts `source` (or an empty folder) in the place of `target`, through a sibling folder. */
function replaceFolder(target: string, source: string): void {
  const next = `${target}.restoring`;
  rmSync(next, { recursive: true, force: true });
  if (existsSync(source)) cpSync(source, next, { recursive: true });
  else mkdirSync(next, { recursive: true });
  rmSync(target, { recursive: true, force: true });
  renameSync(next, target);
}

runTool(async () => {
  const { values, positionals } = parseArgs({
    options: { yes: { type: 'boolean', short: 'y' } },
    allowPositionals: true,
  });
  if (positionals.length !== 1)
    throw new ToolError('Usage: npm run restore -- backups/shop-20260101-120000 [--yes]');
  const from = path.resolve(positionals[0]);
  const manifest = readManifest(from);

  const { config, logger } = toolConfig();
  if (!config.databaseUrl) {
    const owner = new DataDirLock(config.dataDir).owner();
    if (owner)
      throw new ToolError(
        `The shop is running on DATA_DIR ${config.dataDir} (pid ${owner}): stop it, then restore.`,
      );
  }
  const db = await toolDatabase(config, logger);
  try {
    const target = describeDatabaseUrl(db.url);
    await refuseWhileShopRuns(db.url);
    const files =
      config.storage.driver === 's3'
        ? `the uploads and receipts in s3://${config.storage.bucket}/${config.storage.prefix}`
        : `the uploads in ${config.uploadsDir} and the receipts in ${config.receiptsDir}`;
    const ok = await confirm(
      `This replaces the database at ${target}, ${files} with the backup of ${manifest.createdAt}.`,
      values.yes ?? false,
    );
    if (!ok) {
      console.log('Nothing restored.');
      return;
    }
    const pool = new Pool({ connectionString: db.url, max: 2, application_name: 'crochet-shop-restore' });
    try {
      await installJobSchema(pool, logger);
    } finally {
      await pool.end();
    }
    // Under the migrations lock: a shop starting meanwhile waits at its migrations until this is done.
    await withAdvisoryLock(db.url, STARTUP_LOCK.migrations, async () => {
      await refuseWhileShopRuns(db.url);
      try {
        await restoreDatabase(db.url, shopSchema, from, manifest);
      } catch (err) {
        throw new ToolError(
          `The restore failed (${target}); the database is unchanged: ${(err as Error).message}`,
        );
      }
    });
    if (config.storage.driver === 's3') {
      // The bucket gets the backup's files (those already there unchanged are skipped), then loses the others.
      const store = createObjectStore(config.storage);
      for (const prefix of [PUBLIC_PREFIX, PRIVATE_PREFIX]) {
        const { keys } = await uploadTree(path.join(from, prefix), store, prefix);
        await pruneExcept(store, prefix, keys);
      }
    } else {
      replaceFolder(config.uploadsDir, path.join(from, 'uploads'));
      replaceFolder(config.receiptsDir, path.join(from, 'receipts'));
    }
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    console.log(
      `Restored the backup of ${manifest.createdAt} (${rows} rows, ${manifest.jobs} waiting jobs) into ${target}, ` +
        `with ${manifest.uploadedFiles} uploaded files and ${manifest.receiptFiles} payment receipts.`,
    );
  } finally {
    await db.stop();
  }
});
