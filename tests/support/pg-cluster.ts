/**
 * A private PostgreSQL cluster driven with the embedded binaries' own initdb and pg_ctl,
 * for fault tests that stop and restart the database under a running app.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
  /**
   * kill -9 of the postmaster, as a crash: commits not yet written to the WAL are lost. Resolves
   * once its processes are gone (a new postmaster refuses to start while they hold its memory).
   */
  crash(): Promise<void>;
  destroy(): void;
}

/**
 * `bin`: a folder with initdb, pg_ctl and postgres (default: the embedded PostgreSQL's);
 * `settings`: server settings (`-c name=value`).
 */
export async function createPgCluster(
  bin = binDir(),
  settings: Record<string, string> = {},
): Promise<PgCluster> {
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
  const opts = [
    `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`,
    ...Object.entries(settings).map(([k, v]) => `-c ${k}=${v}`),
  ].join(' ');
  const cluster: PgCluster = {
    url: (db) => `postgres://postgres:postgres@127.0.0.1:${port}/${db}`,
    start: () => {
      try {
        run('pg_ctl', ['-D', data, '-o', opts, '-w', '-l', path.join(base, 'log'), 'start']);
      } catch (err) {
        const log = readFileSync(path.join(base, 'log'), 'utf8').split('\n').slice(-8).join('\n');
        throw new Error(`${(err as Error).message}\n${log}`, { cause: err });
      }
    },
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
    async crash() {
      const pid = Number.parseInt(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0], 10);
      // Stopped first, so it starts no process while its children are listed. They (backends,
      // WAL writer) notice the postmaster's death and exit by themselves.
      process.kill(pid, 'SIGSTOP');
      const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)])
        .toString()
        .split('\n')
        .filter((l) => l.trim())
        .map(Number);
      process.kill(pid, 'SIGKILL');
      // Gone, or a zombie no one reaped (it holds no memory).
      const alive = (p: number) => {
        try {
          return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${p}/stat`, 'utf8'));
        } catch {
          return false;
        }
      };
      for (const end = Date.now() + 30_000; [pid, ...children].some(alive);) {
        if (Date.now() > end) throw new Error('PostgreSQL processes still running 30 s after kill -9');
        await new Promise((r) => setTimeout(r, 20));
      }
      // A dead postmaster no one has reaped (a container's init may not) still answers
      // kill(pid, 0), which the next postmaster takes for a live one: its lock file goes.
      rmSync(path.join(data, 'postmaster.pid'), { force: true });
    },
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
