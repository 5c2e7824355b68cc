/**
 * A private PostgreSQL cluster driven with the embedded binaries' own initdb and pg_ctl,
 * for fault tests that stop and restart the database under a running app.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { embeddedBinaries, freePort } from '../../server/src/platform/db/embedded';

function binDir(): string {
  return path.dirname(embeddedBinaries().initdb);
}

function postgresIds(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

export interface PgCluster {
  url(db: string): string;
  stop(): void;
  start(): void;
  restart(): void;
  destroy(): void;
}

/** `bin`: a folder with initdb, pg_ctl and postgres (default: the embedded PostgreSQL's). */
export async function createPgCluster(bin = binDir()): Promise<PgCluster> {
  const base = mkdtempSync(path.join(os.tmpdir(), 'shop-pgc-'));
  chmodSync(base, 0o777);
  const data = path.join(base, 'data');
  const port = await freePort();
  const ids = postgresIds();
  const run = (cmd: string, args: string[]) =>
    execFileSync(path.join(bin, cmd), args, {
      ...(ids ?? {}),
      stdio: 'pipe',
      env: { PATH: process.env.PATH, LC_ALL: 'C' },
    });
  const pwfile = path.join(base, 'pw');
  writeFileSync(pwfile, 'postgres\n', { mode: 0o644 });
  run('initdb', [
    `--pgdata=${data}`,
    '--auth=scram-sha-256',
    '--username=postgres',
    `--pwfile=${pwfile}`,
    '--encoding=UTF8',
    '--locale=C',
    '--lc-messages=C',
  ]);
  const opts = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`;
  const cluster: PgCluster = {
    url: (db) => `postgres://postgres:postgres@127.0.0.1:${port}/${db}`,
    start: () => void run('pg_ctl', ['-D', data, '-o', opts, '-w', '-l', path.join(base, 'log'), 'start']),
    stop: () => void run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    restart: () =>
      void run('pg_ctl', [
        '-D',
        data,
        '-o',
        opts,
        '-m',
        'fast',
        '-w',
        '-l',
        path.join(base, 'log'),
        'restart',
      ]),
    destroy: () => {
      try {
        cluster.stop();
      } catch {
        /* already stopped */
      }
      rmSync(base, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}
