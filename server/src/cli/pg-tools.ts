/**
 * Finds pg_dump / pg_restore for a server: they must be of its major version or newer.
 * Looked for in PG_BIN, beside the embedded PostgreSQL binaries, in Debian's
 * /usr/lib/postgresql/<version>/bin, then on PATH; the newest suitable one wins.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { embeddedBinDir } from '../db/embedded';
import { ToolError } from './tool';

/** A backup folder (npm run backup): the database dump, a manifest, and uploads/. */
export const BACKUP_FILES = { dump: 'database.dump', manifest: 'backup.json' } as const;

export interface PgTool {
  path: string;
  major: number;
}

function versionOf(bin: string): number | undefined {
  const res = spawnSync(bin, ['--version'], { encoding: 'utf8' });
  const m = res.status === 0 ? /\(PostgreSQL\) (\d+)/.exec(res.stdout) : null;
  return m ? Number(m[1]) : undefined;
}

/** Every copy of `name` found, with its major version. */
export function candidates(
  name: 'pg_dump' | 'pg_restore' | 'initdb' | 'pg_ctl' | 'postgres',
  pgBin?: string,
): PgTool[] {
  const dirs: string[] = [];
  if (pgBin) dirs.push(pgBin);
  const embedded = embeddedBinDir();
  if (embedded) dirs.push(embedded);
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) for (const v of readdirSync(debian)) dirs.push(path.join(debian, v, 'bin'));
  const found: PgTool[] = [];
  for (const dir of dirs) {
    const bin = path.join(dir, name);
    const major = existsSync(bin) ? versionOf(bin) : undefined;
    if (major) found.push({ path: bin, major });
  }
  const onPath = versionOf(name);
  if (onPath) found.push({ path: name, major: onPath });
  return found;
}

/** The newest `name` able to work with a server of `serverMajor`, or a ToolError saying what to install. */
export function pgTool(name: 'pg_dump' | 'pg_restore', serverMajor: number, pgBin?: string): PgTool {
  const all = candidates(name, pgBin);
  const best = all.filter((t) => t.major >= serverMajor).sort((a, b) => b.major - a.major)[0];
  if (best) return best;
  const seen = all.length
    ? ` Found: ${all.map((t) => `${name} ${t.major} (${t.path})`).join(', ')}.`
    : ` None was found.`;
  throw new ToolError(
    `${name} ${serverMajor} or newer is needed for this PostgreSQL ${serverMajor} server.${seen}\n` +
      `Install PostgreSQL ${serverMajor}'s client tools (Debian/Ubuntu: postgresql-client-${serverMajor}, from the PostgreSQL apt repository if your release lacks it) ` +
      `and set PG_BIN to their folder if they are not on PATH.`,
  );
}

/** Environment for a libpq tool: the connection in PG* variables, so the password never shows in a process list. */
export function libpqEnv(url: string): Record<string, string> {
  const u = new URL(url);
  return {
    PGHOST: u.hostname,
    PGPORT: u.port || '5432',
    PGUSER: decodeURIComponent(u.username),
    PGPASSWORD: decodeURIComponent(u.password),
    PGDATABASE: decodeURIComponent(u.pathname.slice(1)),
    ...(u.searchParams.get('sslmode') ? { PGSSLMODE: u.searchParams.get('sslmode')! } : {}),
    LC_ALL: 'C',
  };
}
