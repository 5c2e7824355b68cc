/**
 * What `npm run bench` (bench/run.mjs) and the ablation (bench/ablation.mjs) share: the
 * throw-away database with the large catalogue, the shop servers and the raw limit pinned to
 * the last core, autocannon on core 0, where the CPU went, and the bench's fixtures.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { seedLarge } from './seed-large.cjs';

const require = createRequire(import.meta.url);
// autocannon is the bench's own install (bench/package.json), not the shop's.
const autocannon = await import('autocannon').then(
  (m) => m.default,
  () => {
    console.error(
      "autocannon is not installed for the bench (it is not part of the shop's install).\n" +
        'Run `npm run bench` (it installs it on its first run) or `npm ci --prefix bench`.',
    );
    process.exit(1);
  },
);
export const here = path.dirname(fileURLToPath(import.meta.url));
/** The built server (BENCH_DIST: a copy of it, so the tree can be rebuilt while a long run goes on). */
export const dist = process.env.BENCH_DIST
  ? path.resolve(process.env.BENCH_DIST)
  : path.join(here, '..', 'server/dist');
if (!existsSync(path.join(dist, 'main.js'))) {
  console.error('Build first: npm run build:server');
  process.exit(1);
}
const { startEmbeddedPostgres, ensureDatabase, freePort } = require(
  path.join(dist, 'platform/db/embedded.js'),
);
const { openDatabase } = require(path.join(dist, 'db/data-source.js'));
export { freePort };

/** BENCH_DURATION: seconds per measured run. */
export const DURATION = Number(process.env.BENCH_DURATION ?? 10);
export const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-1234';
export const ADMIN = { email: 'admin@bench.pk', password: 'bench-admin-password' };
export const CORES = os.cpus().length;
/** Orders per second beside the reads of the real day. */
export const ORDER_RATE = 20;
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

/** Busy and total jiffies per core, from /proc/stat (Linux). */
export function coreTimes() {
  try {
    return readFileSync('/proc/stat', 'utf8')
      .split('\n')
      .filter((l) => /^cpu\d/.test(l))
      .map((l) => {
        const v = l.split(/\s+/).slice(1).map(Number);
        const idle = v[3] + v[4];
        return { busy: v.reduce((a, b) => a + b, 0) - idle, total: v.reduce((a, b) => a + b, 0) };
      });
  } catch {
    return [];
  }
}
/** CPU seconds a process has used (utime + stime from /proc/<pid>/stat). */
export function processSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}
/** CPU seconds used so far by each live PostgreSQL process (the server and its backends), by pid. */
export function postgresSeconds() {
  const seconds = new Map();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.split(') ')[1].split(' ');
      seconds.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      /* gone */
    }
  }
  return seconds;
}
/** CPU seconds PostgreSQL used between two `postgresSeconds()` (what backends that ended meanwhile used is not counted). */
export function postgresUsed(before, after) {
  let used = 0;
  for (const [pid, s] of after) used += s - (before.get(pid) ?? 0);
  return used;
}
/** Waits (at most 60 s) until the processes together use less than a tenth of a core over half a second. */
export async function settledDown(pids) {
  const used = () => pids.reduce((sum, pid) => sum + processSeconds(pid), 0);
  for (const end = Date.now() + 60_000; Date.now() < end;) {
    const before = used();
    await sleep(500);
    if (used() - before < 0.05) return;
  }
}
/** Moves every PostgreSQL process (and so the backends it starts later) to `cpus` (taskset list). */
export function pinPostgres(cpus) {
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (!readFileSync(`/proc/${pid}/stat`, 'utf8').includes('(postgres)')) continue;
      execFileSync('taskset', ['-pc', cpus, pid], { stdio: 'ignore' });
    } catch {
      /* gone */
    }
  }
}
/**
 * Runs `fn` and measures where the CPU went meanwhile: each core's busy share, and the CPU
 * seconds per second of the `pids` given (name → pid) and of this process (autocannon, the
 * order stream and the mail sink).
 */
export async function cpuDuring(pids, fn) {
  const cores = coreTimes();
  const procs = Object.fromEntries(Object.entries(pids).map(([n, pid]) => [n, processSeconds(pid)]));
  const pg0 = postgresSeconds();
  const own = process.cpuUsage();
  const started = performance.now();
  const result = await fn();
  const secs = (performance.now() - started) / 1000;
  const after = coreTimes();
  const usage = process.cpuUsage(own);
  const cpu = {
    cores: after.map((c, i) => (c.busy - cores[i].busy) / Math.max(1, c.total - cores[i].total)),
    bench: (usage.user + usage.system) / 1e6 / secs,
    postgres: postgresUsed(pg0, postgresSeconds()) / secs,
    ...Object.fromEntries(
      Object.entries(pids).map(([n, pid]) => [n, (processSeconds(pid) - procs[n]) / secs]),
    ),
  };
  return { result, cpu };
}
export const cpuText = (cpu) =>
  `cores ${cpu.cores.map((c) => `${(c * 100).toFixed(0)}%`).join('/')}, ` +
  Object.entries(cpu)
    .filter(([n]) => n !== 'cores')
    .map(([n, v]) => `${n} ${(v * 100).toFixed(0)}%`)
    .join(', ');

export function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION, ...opts }, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

export async function waitFor(url) {
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(url)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return;
    await sleep(100);
  }
  throw new Error(`not ready: ${url}`);
}

/** Runs a node script, pinned to the last core when the machine has more than one. */
export function pinned(args, opts) {
  const child =
    CORES > 1
      ? spawn('taskset', ['-c', String(CORES - 1), process.execPath, ...args], opts)
      : spawn(process.execPath, args, opts);
  children.push(child);
  return child;
}

export const children = [];
process.on('exit', () => children.forEach((c) => c.exitCode === null && c.kill('SIGKILL')));

export function stopped(proc) {
  return new Promise((r) => {
    if (proc.exitCode !== null) return r();
    proc.once('exit', r);
    proc.kill('SIGTERM');
  });
}

/** Production mode needs a mail server: a local one that accepts and counts every message. */
export async function startMailSink() {
  const sink = { received: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        sink.received++;
        callback();
      });
    },
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  sink.url = `smtp://127.0.0.1:${server.server.address().port}`;
  sink.close = () => new Promise((r) => server.close(r));
  return sink;
}

/** One row of the results table. */
export function row({ endpoint, cache, connections, res, limit, note = '' }) {
  const done = res.requests.total > 0 && res['2xx'] + res.non2xx > 0;
  const cells = done
    ? [
        res.requests.average.toFixed(0),
        res.latency.p50,
        res.latency.p99,
        res.non2xx,
        limit ? `${(res.requests.average / limit.requests.average).toFixed(2)}×` : '',
      ]
    : ['no request completed', '—', '—', res.errors + res.timeouts, limit ? '0×' : ''];
  return `| ${endpoint} | ${cache} | ${connections} | ${cells.join(' | ')} |${note ? ` ${note} |` : ''}`;
}

/**
 * Seeds the throw-away database (`sizes`: bench/seed-large.cjs) and starts the mail sink.
 * Returns `{ dir, pgServer, url, db, mailSink, stop }`.
 */
export async function setupBench(sizes) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  console.log(
    `Machine: ${CORES} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.cpus()[0]?.model ?? ''}, Node ${process.version}; load ${load()}`,
  );
  console.log('Seeding', sizes);
  const pgServer = await startEmbeddedPostgres(dir, { persistent: false });
  await ensureDatabase(pgServer.url('postgres'), 'bench');
  const url = pgServer.url('bench');
  const ds = await openDatabase(url, { poolSize: 2 }); // runs the migrations
  await ds.destroy();
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  // PostgreSQL ending this connection when the bench stops is no error.
  db.on('error', () => undefined);
  await seedLarge(db, sizes);
  const mailSink = await startMailSink();
  return { dir, pgServer, url, db, mailSink };
}

/** Starts the built server in production mode on the last core with `env` over the bench's defaults. */
export async function startShop({ url, dir, mailSink }, env) {
  const port = await freePort();
  const proc = pinned([path.join(dist, 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: url,
      DATA_DIR: path.join(dir, `data-${port}`),
      JWT_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_SCALE: '10000',
      SMTP_URL: mailSink.url,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/readyz`);
  return { base, proc };
}

/** `npm run worker` (the mail outbox), beside autocannon on core 0. */
export function startWorker({ url, dir, mailSink }) {
  const proc = spawn(process.execPath, [path.join(dist, 'worker.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: url,
      DATA_DIR: path.join(dir, 'worker'),
      JWT_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      SMTP_URL: mailSink.url,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(proc);
  return proc;
}

/** The raw limit (bench/raw-limit.mjs) answering the listing's bytes as fetched from `base`. */
export async function startRawLimit({ url, dir }, base) {
  const bodyFile = path.join(dir, 'listing.json');
  writeFileSync(bodyFile, Buffer.from(await (await fetch(`${base}/api/get-products?page=1`)).arrayBuffer()));
  const port = await freePort();
  const proc = pinned([path.join(here, 'raw-limit.mjs'), String(port), url, bodyFile], { stdio: 'inherit' });
  const rawBase = `http://127.0.0.1:${port}`;
  await waitFor(`${rawBase}/`);
  return { base: rawBase, proc };
}

/** The real day's order stream (bench/order-stream.mjs), in a process of its own on core 0. */
export function startOrderStream() {
  const proc = spawn(
    CORES > 1 ? 'taskset' : process.execPath,
    [...(CORES > 1 ? ['-c', '0', process.execPath] : []), path.join(here, 'order-stream.mjs')],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  children.push(proc);
  return {
    proc,
    start: (message) => proc.send({ type: 'start', ...message }),
    stop: () => {
      const stoppedStream = new Promise((resolve) => proc.once('message', resolve));
      proc.send({ type: 'stop' });
      return stoppedStream;
    },
    exit: () => proc.send({ type: 'exit' }),
  };
}
