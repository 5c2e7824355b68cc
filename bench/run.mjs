#!/usr/bin/env node
/**
 * `npm run bench`: seeds a large throw-away database, starts the built server in
 * production mode twice and a minimal raw Node handler (one indexed SELECT, the listing's
 * bytes: the machine's limit), drives each with autocannon on loopback and prints req/s,
 * p50, p99 and the ratio to the limit per endpoint, then places orders on each server as
 * fast as they go and checks the final stock.
 *
 * The two servers are before → after in one run: "off" is CATALOG_CACHE_SIZE=0, which
 * turns off everything that rides on the catalogue cache's LISTEN connection (the
 * response cache and the fast path, the search index, the remembered admin order pages
 * and totals, the remembered users of bearer-token checks); "on" is the default.
 *
 * The servers and the raw handler run on core 1 (taskset), autocannon on core 0;
 * PostgreSQL uses both.
 *
 * Options (env): BENCH_DURATION seconds per run (default 10), BENCH_CONNECTIONS
 * (default "10,100"), BENCH_PRODUCTS (default 100000), BENCH_KEEP=1 keeps the database,
 * BENCH_ONLY a pattern of endpoint names to measure, BENCH_WORKER where the job worker (mail
 * outbox) runs: `app` (default: in each server, on the servers' core), `process` (`npm run
 * worker` on core 0, servers with WORKER_IN_APP=false) or `after` (no worker while orders are
 * placed; `npm run worker` started after the order runs, measuring how fast it delivers).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { DEFAULT_SIZES, seedLarge } from './seed-large.cjs';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, '..', 'server/dist');
if (!existsSync(path.join(dist, 'main.js'))) {
  console.error('Build first: npm run build:server');
  process.exit(1);
}
const { startEmbeddedPostgres, ensureDatabase, freePort } = require(path.join(dist, 'db/embedded.js'));
const { openDatabase } = require(path.join(dist, 'db/data-source.js'));
const { TokenService } = require(path.join(dist, 'modules/accounts/token.service.js'));

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
/** BENCH_ONLY: a pattern; only the endpoints whose name matches it are measured ("order" for the order run). */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
const only = (e) => !ONLY || ONLY.test(e.name);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,100').split(',').map(Number);
const sizes = { ...DEFAULT_SIZES, products: Number(process.env.BENCH_PRODUCTS ?? DEFAULT_SIZES.products) };
const WORKER = ['process', 'after'].includes(process.env.BENCH_WORKER) ? process.env.BENCH_WORKER : 'app';
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-1234';
const ADMIN = { email: 'admin@bench.pk', password: 'bench-admin-password' };
const CORES = os.cpus().length;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION, ...opts }, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

async function waitFor(url) {
  for (let i = 0; i < 600; i++) {
    if (await fetch(url).then((r) => r.ok).catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`not ready: ${url}`);
}

/** Runs a node script, pinned to the last core when the machine has more than one. */
function pinned(args, opts) {
  const child = CORES > 1 ? spawn('taskset', ['-c', String(CORES - 1), process.execPath, ...args], opts) : spawn(process.execPath, args, opts);
  children.push(child);
  return child;
}

const children = [];
let pgServer = null;
let mailSink = null;
process.on('exit', () => children.forEach((c) => c.exitCode === null && c.kill('SIGKILL')));

function stopped(proc) {
  return new Promise((r) => {
    if (proc.exitCode !== null) return r();
    proc.once('exit', r);
    proc.kill('SIGTERM');
  });
}

/** Production mode needs a mail server: a local one that accepts and counts every message. */
async function startMailSink() {
  const sink = { received: 0 };
  const server = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS'], logger: false, closeTimeout: 100,
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

async function startShop(url, dir, env) {
  const port = await freePort();
  const proc = pinned([path.join(dist, 'main.js')], {
    env: {
      ...process.env, NODE_ENV: 'production', PORT: String(port), DATABASE_URL: url, DATA_DIR: path.join(dir, `data-${port}`),
      JWT_SECRET, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'false', LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`, RATE_LIMIT_SCALE: '1000000', SMTP_URL: mailSink.url,
      WORKER_IN_APP: WORKER === 'app' ? 'true' : 'false', ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/readyz`);
  return { base, proc };
}

async function main() {
  // Autocannon on core 0, the servers on the last core.
  if (CORES > 1) execFileSync('taskset', ['-pc', '0', String(process.pid)], { stdio: 'ignore' });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  console.log(`Machine: ${CORES} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.cpus()[0]?.model ?? ''}, Node ${process.version}`);
  console.log('Seeding', sizes);
  pgServer = await startEmbeddedPostgres(dir, { persistent: false });
  await ensureDatabase(pgServer.url('postgres'), 'bench');
  const url = pgServer.url('bench');
  const ds = await openDatabase(url, { poolSize: 2 }); // runs the migrations
  await ds.destroy();
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  await seedLarge(db, sizes);
  mailSink = await startMailSink();

  let workerProc = null;
  // `npm run worker`, beside autocannon on core 0.
  const startWorker = () => {
    workerProc = spawn(process.execPath, [path.join(dist, 'worker.js')], {
      env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: url, DATA_DIR: path.join(dir, 'worker'), JWT_SECRET, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn', SMTP_URL: mailSink.url },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(workerProc);
  };
  if (WORKER === 'process') startWorker();
  console.log(`Job worker: ${{ app: 'in each server (default)', process: 'its own process (npm run worker) on core 0', after: 'none while orders are placed, then npm run worker' }[WORKER]}`);
  const uncached = await startShop(url, dir, { CATALOG_CACHE_SIZE: '0' });
  const cached = await startShop(url, dir, {});
  const bodyFile = path.join(dir, 'listing.json');
  writeFileSync(bodyFile, Buffer.from(await (await fetch(`${cached.base}/api/get-products?page=1`)).arrayBuffer()));
  const rawPort = await freePort();
  const raw = pinned([path.join(here, 'raw-limit.mjs'), String(rawPort), url, bodyFile], { stdio: 'inherit' });
  await waitFor(`http://127.0.0.1:${rawPort}/`);

  const { rows: [cat] } = await db.query('SELECT id FROM categories WHERE parent_id IS NULL ORDER BY id LIMIT 1');
  const { rows: [brand] } = await db.query('SELECT brand_id AS id FROM products p JOIN categories c ON c.id = p.category_id WHERE c.parent_id = $1 LIMIT 1', [cat.id]);
  const { rows: [product] } = await db.query('SELECT id FROM products WHERE status = 1 ORDER BY id DESC LIMIT 1 OFFSET 500');
  const admin = await (await fetch(`${cached.base}/api/admin/auth`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN),
  })).json();
  const gql = (query, variables) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  const card = 'id title price comparePrice stock thumbnailUrl averageRating reviewCount';
  const catalogue = [
    { name: 'REST listing page 1', url: '/api/get-products?page=1' },
    { name: 'REST listing page 800', url: '/api/get-products?page=800' },
    { name: 'REST listing parent category + brand', url: `/api/get-products?category[]=${cat.id}&brand[]=${brand.id}` },
    { name: 'REST search (never cached; "on": the search index)', url: '/api/search-products?search=bunny%2012' },
    { name: 'REST product details', url: `/api/product-details/${product.id}` },
    { name: 'GraphQL products listing', url: '/graphql', ...gql(`query { products(page: 1) { items { ${card} } meta { currentPage lastPage total } } }`) },
    { name: 'GraphQL product details', url: '/graphql', ...gql('query($id: Int!) { product(id: $id) { id title price description images { imageUrl } attributeValues { id value qty attribute { name } } variants { id } } }', { id: product.id }) },
  ];
  const adminReads = [
    { name: 'admin orders page 1, newest first', url: '/api/admin/orders?sort=created_at&direction=desc&page=1', headers: { authorization: `Bearer ${admin.token}` } },
    { name: 'admin orders page 500, newest first', url: '/api/admin/orders?sort=created_at&direction=desc&page=500', headers: { authorization: `Bearer ${admin.token}` } },
  ];

  const results = [];
  const measure = async (label, cache, base, e, connections, limit) => {
    const { name: _n, url: p, ...rest } = e;
    await cannon({ url: base + p, connections, duration: 2, ...rest });
    const res = await cannon({ url: base + p, connections, ...rest });
    results.push({ endpoint: label, cache, connections, res, limit });
  };
  for (const connections of CONNECTIONS) {
    console.log(`\nMeasuring at ${connections} connections, ${DURATION} s each (after 2 s warm-up)`);
    await cannon({ url: `http://127.0.0.1:${rawPort}/`, connections, duration: 2 });
    const limit = await cannon({ url: `http://127.0.0.1:${rawPort}/`, connections });
    results.push({ endpoint: 'raw limit (1 SELECT + same bytes)', cache: '', connections, res: limit, limit });
    for (const e of [...catalogue, ...adminReads].filter(only)) {
      await measure(e.name, 'off', uncached.base, e, connections, limit);
      await measure(e.name, 'on', cached.base, e, connections, limit);
    }
  }

  let ok = true;
  /** Waits until every mail is sent (at most 2 minutes) and prints how long that took. */
  const drain = async () => {
    const unsent = async () => (await db.query('SELECT count(*)::int AS n FROM mail_events WHERE sent_at IS NULL')).rows[0].n;
    const start = Date.now();
    const backlog = await unsent();
    const received = mailSink.received;
    let left = backlog;
    while (left > 0 && Date.now() - start < 120_000) {
      await sleep(200);
      left = await unsent();
    }
    const secs = (Date.now() - start) / 1000;
    console.log(`  mail: ${backlog} unsent, ${left ? `${left} still unsent` : 'all sent'} ${secs.toFixed(1)} s later (${mailSink.received - received} received${backlog > 100 ? `, ${((mailSink.received - received) / secs).toFixed(0)} mails/s` : ''})`);
    ok &&= left === 0;
  };
  for (const [cache, shop] of only({ name: 'place order' }) ? [['off', uncached], ['on', cached]] : []) {
    // Orders: 40 plain products (no sizes or colours to choose) with ample stock, each
    // ordered by its own customer, 10 connections. (A second first lets requests still in
    // flight from the previous run finish.)
    await sleep(1000);
    const { rows: stock } = await db.query(`
      WITH picked AS (
        SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id AND c.status = 1
         WHERE p.status = 1 ORDER BY p.id LIMIT 40),
      unlinked AS (DELETE FROM product_attribute_values WHERE product_id IN (SELECT id FROM picked))
      UPDATE products SET qty = 100000 WHERE id IN (SELECT id FROM picked) RETURNING id`);
    const { rows: buyers } = await db.query(`SELECT id, role, token_version FROM users WHERE role = 'CUSTOMER' ORDER BY id LIMIT 40`);
    const tokens = new TokenService(null, { jwtSecret: JWT_SECRET });
    const { rows: [{ max: lastOrder }] } = await db.query('SELECT coalesce(max(id), 0) AS max FROM orders');
    const requests = stock.map((p, i) => ({
      method: 'POST',
      path: '/api/save-order',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${tokens.sign({ id: buyers[i].id, role: buyers[i].role, tokenVersion: buyers[i].token_version })}`,
      },
      body: JSON.stringify({
        name: 'Bench Buyer', email: 'buyer@bench.pk', street: 'Punjab', city: 'Lahore', address: 'House 1, Street 5',
        zip: '54000', mobile: '03001234567', payment_method: 'cod', cart: [{ product_id: p.id, qty: 1 }],
      }),
    }));
    console.log(`\nPlacing orders for ${DURATION} s at 10 connections (cache ${cache})`);
    const placed = await cannon({ url: shop.base, connections: 10, requests });
    const { rows: [check] } = await db.query(`
      SELECT (SELECT count(*)::int FROM orders WHERE id > $1) AS orders,
             (SELECT coalesce(sum(i.qty), 0)::int FROM order_items i WHERE i.order_id > $1) AS units,
             (SELECT sum(100000 - qty)::int FROM products WHERE id = ANY($2::int[])) AS taken`, [lastOrder, stock.map((p) => p.id)]);
    // Every answered order is in the database (requests still in flight when the run ends may add a few more),
    // and the stock taken is exactly the units ordered.
    const exact = check.orders >= placed['2xx'] && check.units === check.orders && check.units === check.taken;
    ok &&= exact;
    if (!exact) console.error('Stock check failed after the order run', check, { '2xx': placed['2xx'] });
    results.push({ endpoint: `place order (stock ${exact ? 'exact' : 'WRONG'}: ${check.orders} orders, ${check.taken} units taken)`, cache, connections: 10, res: placed, limit: null });
    // Each order's confirmation is in the outbox (same transaction); the job workers deliver them after.
    if (WORKER !== 'after') await drain();
    const { rows: [mails] } = await db.query(
      `SELECT count(*)::int AS orders, count(e.key)::int AS confirmations FROM orders o LEFT JOIN mail_events e ON e.key = 'order:' || o.id || ':confirmed' WHERE o.id > $1`,
      [lastOrder],
    );
    console.log(`  ${mails.confirmations} confirmations enqueued for ${mails.orders} orders`);
    ok &&= mails.confirmations === mails.orders;
  }
  if (WORKER === 'after' && only({ name: 'place order' })) {
    startWorker();
    await drain();
  }

  console.log('\n| endpoint | cache | conns | req/s | p50 ms | p99 ms | non-2xx | ratio to limit |');
  console.log('| --- | :---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const { endpoint, cache, connections, res, limit } of results) {
    const ratio = limit ? `${(res.requests.average / limit.requests.average).toFixed(2)}×` : '';
    console.log(`| ${endpoint} | ${cache} | ${connections} | ${res.requests.average.toFixed(0)} | ${res.latency.p50} | ${res.latency.p99} | ${res.non2xx} | ${ratio} |`);
  }

  await Promise.all([stopped(cached.proc), stopped(uncached.proc), stopped(raw), ...(workerProc ? [stopped(workerProc)] : [])]);
  await db.end();
  await mailSink.close();
  await pgServer.stop();
  if (!process.env.BENCH_KEEP) rmSync(dir, { recursive: true, force: true });
  if (!ok) process.exit(1);
}

main().catch(async (err) => {
  console.error(err);
  await pgServer?.stop().catch(() => undefined);
  process.exit(1);
});
