#!/usr/bin/env node
/**
 * `npm run bench`: seeds a large throw-away database, starts the built server in
 * production mode and a minimal raw Node handler (one indexed SELECT, same bytes as the
 * listing: the machine's limit), drives both with autocannon on loopback and prints
 * req/s, p50, p99 and the ratio to the limit per endpoint.
 *
 * Options (env): BENCH_DURATION seconds per run (default 10), BENCH_CONNECTIONS
 * (default "10,100"), BENCH_PRODUCTS (default 100000), BENCH_KEEP=1 keeps the database.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEFAULT_SIZES, seedLarge } from './seed-large.cjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'server/dist');
if (!existsSync(path.join(dist, 'main.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const { startEmbeddedPostgres, ensureDatabase, freePort } = require(path.join(dist, 'db/embedded.js'));
const { openDatabase } = require(path.join(dist, 'db/data-source.js'));

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,100').split(',').map(Number);
const sizes = { ...DEFAULT_SIZES, products: Number(process.env.BENCH_PRODUCTS ?? DEFAULT_SIZES.products) };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION, ...opts }, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

async function waitFor(url) {
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(url).then((r) => r.ok).catch(() => false);
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`not ready: ${url}`);
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  console.log(`Machine: ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.cpus()[0]?.model ?? ''}`);
  console.log('Starting PostgreSQL and seeding', sizes);
  const pgServer = await startEmbeddedPostgres(dir, { persistent: false });
  await ensureDatabase(pgServer.url('postgres'), 'bench');
  const url = pgServer.url('bench');
  const ds = await openDatabase(url, { poolSize: 2 });
  await ds.destroy();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await seedLarge(client, sizes);

  // The machine's limit: raw node:http + one indexed SELECT, answering the listing's bytes.
  const port = await freePort();
  const rawPort = await freePort();
  const server = spawn(process.execPath, [path.join(dist, 'main.js')], {
    env: {
      ...process.env, NODE_ENV: 'production', PORT: String(port), DATABASE_URL: url, DATA_DIR: path.join(dir, 'data'),
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1234', ADMIN_EMAIL: 'admin@bench.pk', ADMIN_PASSWORD: 'bench-admin-password',
      SEED_DEMO: 'false', LOG_LEVEL: 'warn', PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/readyz`);
  const listingBytes = Buffer.from(await (await fetch(`${base}/api/get-products?page=1`)).arrayBuffer());
  const rawPool = new pg.Pool({ connectionString: url, max: 10 });
  const raw = http.createServer(async (_req, res) => {
    await rawPool.query('SELECT id FROM products WHERE status = 1 ORDER BY created_at DESC, id DESC LIMIT 12');
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': listingBytes.length });
    res.end(listingBytes);
  });
  await new Promise((r) => raw.listen(rawPort, '127.0.0.1', r));

  const { rows: [cat] } = await client.query('SELECT id FROM categories WHERE parent_id IS NULL ORDER BY id LIMIT 1');
  const { rows: [brand] } = await client.query('SELECT brand_id AS id FROM products p JOIN categories c ON c.id = p.category_id WHERE c.parent_id = $1 LIMIT 1', [cat.id]);
  const { rows: [product] } = await client.query('SELECT id FROM products WHERE status = 1 ORDER BY id DESC LIMIT 1 OFFSET 500');
  const gql = (query, variables) => ({
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }),
  });
  const listFields = 'items { id title price comparePrice stock thumbnailUrl averageRating reviewCount } meta { currentPage lastPage }';
  const endpoints = [
    { name: 'REST listing page 1', url: '/api/get-products?page=1' },
    { name: 'REST listing page 800', url: '/api/get-products?page=800' },
    { name: 'REST listing parent category + brand', url: `/api/get-products?category[]=${cat.id}&brand[]=${brand.id}` },
    { name: 'REST search', url: '/api/search-products?search=bunny%2012' },
    { name: 'REST product details', url: `/api/product-details/${product.id}` },
    { name: 'GraphQL products listing', url: '/graphql', ...gql(`query { products(page: 1) { ${listFields} } }`) },
    { name: 'GraphQL product details', url: '/graphql', ...gql('query($id: Int!) { product(id: $id) { id title price description images { imageUrl } attributeValues { id value qty attribute { name } } variants { id } } }', { id: product.id }) },
  ];

  const results = [];
  for (const connections of CONNECTIONS) {
    console.log(`\nWarming up and measuring at ${connections} connections, ${DURATION} s each`);
    await cannon({ url: `http://127.0.0.1:${rawPort}/`, connections, duration: 2 });
    const limit = await cannon({ url: `http://127.0.0.1:${rawPort}/`, connections });
    results.push({ endpoint: 'raw limit (1 SELECT + same bytes)', connections, res: limit, limit });
    for (const e of endpoints) {
      const { name, url: p, ...rest } = e;
      await cannon({ url: base + p, connections, duration: 2, ...rest });
      const res = await cannon({ url: base + p, connections, ...rest });
      results.push({ endpoint: name, connections, res, limit });
    }
  }

  console.log('\n| endpoint | conns | req/s | p50 ms | p99 ms | non-2xx | ratio to limit |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const { endpoint, connections, res, limit } of results) {
    const ratio = res.requests.average / limit.requests.average;
    console.log(`| ${endpoint} | ${connections} | ${res.requests.average.toFixed(0)} | ${res.latency.p50} | ${res.latency.p99} | ${res.non2xx} | ${ratio.toFixed(2)}× |`);
  }

  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  raw.close();
  await rawPool.end();
  await client.end();
  await pgServer.stop();
  if (!process.env.BENCH_KEEP) rmSync(dir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
