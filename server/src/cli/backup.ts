/**
 * `npm run backup [-- --out DIR]`: a pg_dump of the shop's database (custom format) and a
 * copy of the uploads folder, in DIR (default ./backups/shop-<date>-<time>).
 * `npm run restore -- DIR` puts them back (restore.ts).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { describeDatabaseUrl } from '../db/database';
import { BACKUP_FILES, libpqEnv, pgTool } from './pg-tools';
import { runTool, toolConfig, toolDatabase, ToolError } from './tool';

async function serverMajor(url: string): Promise<number> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return Math.floor(Number((await c.query('SHOW server_version_num')).rows[0].server_version_num) / 10_000);
  } finally {
    await c.end();
  }
}

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
    const major = await serverMajor(db.url);
    const dump = pgTool('pg_dump', major, config.pgBin);
    mkdirSync(out, { recursive: true });
    const res = spawnSync(
      dump.path,
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(out, BACKUP_FILES.dump)}`],
      {
        env: libpqEnv(db.url),
        stdio: ['ignore', 'inherit', 'pipe'],
        encoding: 'utf8',
      },
    );
    if (res.status !== 0)
      throw new ToolError(
        `pg_dump failed (${describeDatabaseUrl(db.url)}): ${res.stderr || res.error?.message}`,
      );
    const uploads = path.join(out, 'uploads');
    if (existsSync(config.uploadsDir)) cpSync(config.uploadsDir, uploads, { recursive: true });
    else mkdirSync(uploads);
    // Payment receipts (private files) beside them: an order's receipts belong with its rows.
    if (existsSync(config.receiptsDir))
      cpSync(config.receiptsDir, path.join(out, 'receipts'), { recursive: true });
    const manifest = {
      createdAt: new Date().toISOString(),
      database: describeDatabaseUrl(db.url),
      postgresMajor: major,
      pgDump: `${dump.path} (${dump.major})`,
      uploadedFiles: countFiles(uploads),
    };
    writeFileSync(path.join(out, BACKUP_FILES.manifest), JSON.stringify(manifest, null, 2) + '\n');
    console.log(
      `Backup written to ${out}: the database (${BACKUP_FILES.dump}) and ${manifest.uploadedFiles} uploaded files.`,
    );
  } finally {
    await db.stop();
  }
});
