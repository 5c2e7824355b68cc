/** A backup folder (`npm run backup`): backup.json, tables/*.copy.gz, jobs.jsonl, uploads/ and receipts/. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BACKUP_FORMAT, type DatabaseDump } from '../platform/db/logical-backup';
import { ToolError } from './tool';

export const BACKUP_MANIFEST = 'backup.json';

export interface BackupManifest extends DatabaseDump {
  createdAt: string;
  /** host:port/database it was taken from (never a password). */
  database: string;
  uploadedFiles: number;
  receiptFiles: number;
}

/** The manifest of the backup in `dir`, or a ToolError saying why it is not one this shop restores. */
export function readManifest(dir: string): BackupManifest {
  const file = path.join(dir, BACKUP_MANIFEST);
  if (!existsSync(file))
    throw new ToolError(`${dir} is not a backup made by npm run backup (no ${BACKUP_MANIFEST}).`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Partial<BackupManifest>;
  if (manifest.format !== BACKUP_FORMAT) {
    if (existsSync(path.join(dir, 'database.dump')))
      throw new ToolError(
        `${dir} holds a pg_dump of an earlier version of the shop (database.dump): restore it with PostgreSQL ${manifest.postgresMajor ?? ''}'s ` +
          'pg_restore --clean --if-exists --no-owner --single-transaction, and copy its uploads/ and receipts/ into DATA_DIR.',
      );
    throw new ToolError(
      `${dir} is not a backup made by npm run backup (${BACKUP_MANIFEST} names no known format).`,
    );
  }
  return manifest as BackupManifest;
}
