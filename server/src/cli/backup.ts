/**
 * `npm run backup [-- --out DIR]`: the shop's database (a logical backup the shop writes
 * itself, platform/db/logical-backup.ts: no pg_dump needed, whatever PostgreSQL runs it) with the
 * uploads and the payment receipts, from DATA_DIR or the bucket (STORAGE_URL), in DIR
 * (default ./backups/shop-<date>-<time>). `npm run restore -- DIR` puts them back (restore.ts).
 */
import 'reflect-metadata';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { describeDatabaseUrl } from '../platform/db/database';
import { dumpDatabase } from '../platform/db/logical-backup';
import { createObjectStore, downloadTree, PRIVATE_PREFIX, PUBLIC_PREFIX } from '../platform/storage';
import { BACKUP_MANIFEST, type BackupManifest } from './backup-manifest';
import { runTool, toolConfig, toolDatabase, ToolError } from './tool';

function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

runTool(async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const out = path.resolve(values.out ?? path.join('backups', `shop-${stamp}`));
  if (existsSync(out) && readdirSync(out).length)
    throw new ToolError(`${out} is not empty: choose another --out folder.`);

  const { config, logger } = toolConfig();
  const db = await toolDatabase(config, logger);
  try {
    mkdirSync(path.join(out, 'tables'), { recursive: true });
    const dump = await dumpDatabase(db.url, out);
    // The files after the rows: a file the rows name is there unless it was deleted meanwhile.
    // Payment receipts (private files) beside them: an order's receipts belong with its rows.
    const store = createObjectStore(config.storage);
    const uploads = path.join(out, 'uploads');
    const receipts = path.join(out, 'receipts');
    await downloadTree(store, PUBLIC_PREFIX, uploads);
    await downloadTree(store, PRIVATE_PREFIX, receipts);
    const manifest: BackupManifest = {
      createdAt: new Date().toISOString(),
      database: describeDatabaseUrl(db.url),
      ...dump,
      uploadedFiles: countFiles(uploads),
      receiptFiles: countFiles(receipts),
    };
    writeFileSync(path.join(out, BACKUP_MANIFEST), JSON.stringify(manifest, null, 2) + '\n');
    const rows = dump.tables.reduce((n, t) => n + t.rows, 0);
    console.log(
      `Backup written to ${out}: the database (${dump.tables.length} tables, ${rows} rows, ${dump.jobs} waiting jobs), ` +
        `${manifest.uploadedFiles} uploaded files and ${manifest.receiptFiles} payment receipts.`,
    );
  } catch (err) {
    rmSync(out, { recursive: true, force: true });
    throw err;
  } finally {
    await db.stop();
  }
});
