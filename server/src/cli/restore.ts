/**
 * `npm run restore -- DIR [--yes]`: replaces the shop's database and uploads folder with a
 * backup made by `npm run backup`. The shop must be stopped (its caches would not see it).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { describeDatabaseUrl } from '../db/database';
import { DataDirLock } from '../db/embedded';
import { BACKUP_FILES, libpqEnv, pgTool } from './pg-tools';
import { confirm, runTool, toolConfig, toolDatabase, ToolError } from './tool';

runTool(async () => {
  const { values, positionals } = parseArgs({
    options: { yes: { type: 'boolean', short: 'y' } },
    allowPositionals: true,
  });
  if (positionals.length !== 1)
    throw new ToolError('Usage: npm run restore -- backups/shop-20260101-120000 [--yes]');
  const from = path.resolve(positionals[0]);
  if (
    !existsSync(path.join(from, BACKUP_FILES.dump)) ||
    !existsSync(path.join(from, BACKUP_FILES.manifest))
  ) {
    throw new ToolError(
      `${from} is not a backup made by npm run backup (no ${BACKUP_FILES.dump} and ${BACKUP_FILES.manifest}).`,
    );
  }
  const manifest = JSON.parse(readFileSync(path.join(from, BACKUP_FILES.manifest), 'utf8')) as {
    createdAt: string;
    postgresMajor: number;
  };

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
    const ok = await confirm(
      `This replaces the database at ${target} and the uploads in ${config.uploadsDir} with the backup of ${manifest.createdAt}.` +
        (config.databaseUrl ? ' Stop every shop instance first.' : ''),
      values.yes ?? false,
    );
    if (!ok) {
      console.log('Nothing restored.');
      return;
    }
    const restore = pgTool('pg_restore', manifest.postgresMajor, config.pgBin);
    const res = spawnSync(
      restore.path,
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${libpqEnv(db.url).PGDATABASE}`,
        path.join(from, BACKUP_FILES.dump),
      ],
      { env: libpqEnv(db.url), stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' },
    );
    if (res.status !== 0)
      throw new ToolError(
        `pg_restore failed (${target}); the database is unchanged: ${res.stderr || res.error?.message}`,
      );
    rmSync(config.uploadsDir, { recursive: true, force: true });
    if (existsSync(path.join(from, 'uploads')))
      cpSync(path.join(from, 'uploads'), config.uploadsDir, { recursive: true });
    rmSync(config.receiptsDir, { recursive: true, force: true });
    if (existsSync(path.join(from, 'receipts')))
      cpSync(path.join(from, 'receipts'), config.receiptsDir, { recursive: true });
    console.log(`Restored the backup of ${manifest.createdAt} into ${target} and ${config.uploadsDir}.`);
  } finally {
    await db.stop();
  }
});
