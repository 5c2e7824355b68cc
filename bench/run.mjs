#!/usr/bin/env node
/**
 * `npm run bench`: seeds a large throw-away database, starts the built server in
 * production mode twice and a minimal raw Node handler (one indexed SELECT, the listing's
 * bytes: the machine's limit), drives each with autocannon on loopback and prints req/s,
 * p50, p99 and the ratio to the limit per endpoint. Then a real day on the warm server:
 * reads alone and with an order stream of about 20 orders/s beside them; how long a write
 * through one instance takes to show on the other; orders as fast as they go, with the
 * final stock checked.
 *
 * The two servers: "cold" has every response cache off (SPEED_OFF=responseCache: REST
 * and GraphQL bodies; pageCache: rendered pages; adminOrderAnswers: the admin order list), so each read is computed (concurrent identical reads still share one
 * computation); "warm" is the default configuration. Both keep the listing totals, the
 * search index and the bearer-token users, which SPEED_OFF names on their own.
 *
 * The servers and the raw handler run on the last core (taskset), autocannon and this
 * script on core 0; PostgreSQL uses both. Other work on the machine shows in the load
 * averages printed before each part. The real day's order stream runs in a process of its
 * own on core 0 (bench/order-stream.mjs), so it does not hold up autocannon's event loop,
 * and the day prints where the CPU went (each core, this process, PostgreSQL, the server).
 *
 * Options (env): BENCH_DURATION seconds per run (default 10), BENCH_CONNECTIONS
 * (default "10,100"), BENCH_PRODUCTS (default 100000), BENCH_KEEP=1 keeps the database,
 * BENCH_DAY_CONNECTIONS the real day's read connections (default "10,100").
 * BENCH_ONLY a pattern of endpoint or part names to measure ("real day", "staleness",
 * "admin saves", "place order" name the parts after the endpoints).
 * BENCH_WORKER where the job worker (mail outbox) runs: `app` (default: in each server, on the
 * servers' core), `process` (`npm run worker` on core 0, servers with WORKER_IN_APP=false) or
 * `after` (no worker while orders are placed; `npm run worker` started after the order runs,
 * measuring how fast it delivers).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_SIZES } from './seed-large.cjs';
import { adminSaves } from './admin-saves.mjs';
import { benchFixtures } from './fixtures.mjs';
import { realDay } from './real-day.mjs';
import {
  CORES,
  DURATION,
  ORDER_RATE,
  cannon,
  here,
  cpuDuring,
  cpuText,
  load,
  row,
  settledDown,
  setupBench,
  sleep,
  startRawLimit,
  startShop,
  startWorker,
  stopped,
} from './harness.mjs';

/** BENCH_ONLY: a pattern; only the endpoints and parts whose name matches it are measured. */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
const only = (name) => !ONLY || ONLY.test(name);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,100').split(',').map(Number);
const sizes = { ...DEFAULT_SIZES, products: Number(process.env.BENCH_PRODUCTS ?? DEFAULT_SIZES.products) };
const WORKER = ['process', 'after'].includes(process.env.BENCH_WORKER) ? process.env.BENCH_WORKER : 'app';
let pgServer = null;

async function main() {
  // Autocannon on core 0, the servers on the last core.
  if (CORES > 1) execFileSync('taskset', ['-pc', '0', String(process.pid)], { stdio: 'ignore' });
  const bench = await setupBench(sizes);
  pgServer = bench.pgServer;
  const { dir, url, db, mailSink } = bench;
  let workerProc = null;
  if (WORKER === 'process') workerProc = startWorker(bench);
  console.log(
    `Job worker: ${{ app: 'in each server (default)', process: 'its own process (npm run worker) on core 0', after: 'none while orders are placed, then npm run worker' }[WORKER]}`,
  );
  const inApp = WORKER === 'app' ? 'true' : 'false';
  // The cold server runs no job worker: mails are delivered by the warm server's (or by
  // `npm run worker`), so that during the real day the one other process on the servers'
  // core is not competing for every mail job.
  const cold = await startShop(bench, {
    SPEED_OFF: 'responseCache,pageCache,adminOrderAnswers',
    WORKER_IN_APP: 'false',
  });
  const warm = await startShop(bench, { WORKER_IN_APP: inApp });
  // Both servers build their search index after start-up (seconds of CPU on their core): the
  // first endpoints would be measured beside it. Wait until they are idle.
  await settledDown([cold.proc.pid, warm.proc.pid]);
  const raw = await startRawLimit(bench, warm.base);
  const rawPort = new URL(raw.base).port;
  const fixtures = await benchFixtures(db, warm.base);
  const { cat, brand, product, ordered } = fixtures.catalogue;
  const { buyerTokens, orderBody, orderRequest, placeOrder } = fixtures.buyers;
  const { admin, gql } = fixtures;
  const { shopFeed, productPage, orderedPage, searchDrawer } = fixtures.storefront;
  const card = 'id title price comparePrice stock thumbnailUrl averageRating reviewCount';
  const listingQuery = `query($page: Int!) { products(page: $page) { items { ${card} } meta { currentPage lastPage total } } }`;
  const endpoints = [
    { name: 'REST listing page 1', url: '/api/get-products?page=1' },
    { name: 'REST listing page 800', url: '/api/get-products?page=800' },
    {
      name: 'REST listing parent category + brand',
      url: `/api/get-products?category[]=${cat.id}&brand[]=${brand.id}`,
    },
    { name: 'REST shop search listing (?search=)', url: '/api/get-products?search=bunny%2012&page=1' },
    { name: 'REST search (never cached)', url: '/api/search-products?search=bunny%2012' },
    { name: 'REST product details', url: `/api/product-details/${product.id}` },
    { name: 'GraphQL products listing page 1', url: '/graphql', ...gql(listingQuery, { page: 1 }) },
    { name: 'GraphQL products listing page 800', url: '/graphql', ...gql(listingQuery, { page: 800 }) },
    {
      name: 'GraphQL product details',
      url: '/graphql',
      ...gql(
        'query($id: Int!) { product(id: $id) { id title price description images { imageUrl } attributeValues { id value qty attribute { name } } variants { id } } }',
        { id: product.id },
      ),
    },
    { name: 'storefront shop feed with total (ShopProducts)', url: '/graphql', ...shopFeed },
    { name: 'storefront product page (ProductDetails)', url: '/graphql', ...productPage },
    { name: 'storefront search drawer (SearchProducts, never cached)', url: '/graphql', ...searchDrawer },
    {
      name: 'admin orders page 1, newest first',
      url: '/api/admin/orders?sort=created_at&direction=desc&page=1',
      headers: { authorization: `Bearer ${admin.token}` },
    },
    {
      name: 'admin orders page 500, newest first',
      url: '/api/admin/orders?sort=created_at&direction=desc&page=500',
      headers: { authorization: `Bearer ${admin.token}` },
    },
    // The server-rendered storefront, when the client is built: as browsers ask it (compressed) and plain.
    ...(existsSync(
      path.join(process.env.CLIENT_DIST ?? path.join(here, '..', 'client/dist'), '.ssr/entry-server.cjs'),
    )
      ? [
          {
            name: 'server-rendered /shop, compressed',
            url: '/shop',
            headers: { 'accept-encoding': 'gzip, deflate, br' },
          },
          { name: 'server-rendered /shop', url: '/shop' },
          {
            name: 'server-rendered home, compressed',
            url: '/',
            headers: { 'accept-encoding': 'gzip, deflate, br' },
          },
        ]
      : []),
  ];

  const results = [];
  const run = async (base, e, connections, duration) => {
    const { name: _n, url: p, ...rest } = e;
    await cannon({ url: base + p, connections, duration: 2, ...rest });
    const { result, cpu } = await cpuDuring({ server: shopAt[base].proc.pid }, () =>
      cannon({ url: base + p, connections, ...rest, ...(duration ? { duration } : {}) }),
    );
    return Object.assign(result, { cpu });
  };
  const shopAt = { [cold.base]: cold, [warm.base]: warm };
  for (const connections of CONNECTIONS) {
    console.log(
      `\nMeasuring at ${connections} connections, ${DURATION} s each (after 2 s warm-up); load ${load()}`,
    );
    await cannon({ url: `http://127.0.0.1:${rawPort}/`, connections, duration: 2 });
    const limit = await cannon({ url: `http://127.0.0.1:${rawPort}/`, connections });
    results.push({
      endpoint: 'raw limit (1 SELECT + same bytes)',
      cache: '',
      connections,
      res: limit,
      limit,
    });
    for (const e of endpoints.filter((x) => only(x.name))) {
      for (const [cache, shop] of [
        ['cold', cold],
        ['warm', warm],
      ]) {
        results.push({
          endpoint: e.name,
          cache,
          connections,
          res: await run(shop.base, e, connections),
          limit,
        });
        // A cold server keeps rendering what autocannon left queued (server-rendered pages take
        // seconds at 100 connections): the next run waits until it is idle, or it would share its core.
        await settledDown([shop.proc.pid]);
      }
    }
  }

  // A real day: the warm server's reads alone, then with about 20 orders/s beside them (bench/real-day.mjs).
  const day = only('real day')
    ? await realDay({ url, warm, run, ordered, product, shopFeed, orderedPage, placeOrder, orderRequest })
    : [];

  // Staleness: a write acknowledged by one instance, read back on the other (warm) instance
  // until it shows; and on the writing instance itself at once.
  const staleness = [];
  let staleOwn = 0;
  if (only('staleness')) {
    console.log(`\nStaleness: an order on one instance, its stock read on the other; load ${load()}`);
    const stockOf = async (base, id) =>
      (await (await fetch(`${base}/api/product-details/${id}`)).json()).data.stock;
    for (let i = 0; i < 40; i++) {
      const id = ordered[i % ordered.length].id;
      const before = await stockOf(warm.base, id);
      await stockOf(warm.base, id); // now cached on the warm instance
      if (!(await placeOrder(cold.base, i))) throw new Error('staleness order refused');
      const acknowledged = performance.now();
      let polls = 0;
      while ((await stockOf(warm.base, id)) !== before - 1) {
        if (++polls > 5000) throw new Error(`product ${id} never showed its new stock on the other instance`);
      }
      staleness.push(performance.now() - acknowledged);
      // The writing instance: its own write shows on the very next read.
      const own = await stockOf(warm.base, id);
      if (!(await placeOrder(warm.base, i))) throw new Error('staleness order refused');
      if ((await stockOf(warm.base, id)) !== own - 1) staleOwn++;
    }
    staleness.sort((a, b) => a - b);
  }

  let ok = true;
  // The admin's side: the product form saving a product that about ORDER_RATE orders/s are buying.
  if (only('admin saves')) {
    const oneProduct = buyerTokens.map((_, i) => ({ ...orderRequest(i), body: orderBody(ordered[0].id, i) }));
    const saves = await adminSaves({
      base: warm.base,
      adminToken: admin.token,
      productId: ordered[0].id,
      requests: oneProduct,
      rate: ORDER_RATE,
      seconds: DURATION * 2,
      cores: CORES,
    });
    ok &&= saves.ok;
  }
  /** Waits until every mail is sent (at most 2 minutes) and prints how long that took. */
  const drain = async () => {
    const unsent = async () =>
      (await db.query('SELECT count(*)::int AS n FROM mail_events WHERE sent_at IS NULL')).rows[0].n;
    const start = Date.now();
    const backlog = await unsent();
    const received = mailSink.received;
    let left = backlog;
    while (left > 0 && Date.now() - start < 120_000) {
      await sleep(200);
      left = await unsent();
    }
    const secs = (Date.now() - start) / 1000;
    console.log(
      `  mail: ${backlog} unsent, ${left ? `${left} still unsent` : 'all sent'} ${secs.toFixed(1)} s later (${mailSink.received - received} received${backlog > 100 ? `, ${((mailSink.received - received) / secs).toFixed(0)} mails/s` : ''})`,
    );
    ok &&= left === 0;
  };
  for (const [cache, shop] of only('place order')
    ? [
        ['cold', cold],
        ['warm', warm],
      ]
    : []) {
    // Orders: 40 plain products (no sizes or colours to choose) with ample stock, each
    // ordered by its own customer, 10 connections. (A second first lets requests still in
    // flight from the previous run finish.)
    await sleep(1000);
    await db.query('UPDATE products SET qty = 100000 WHERE id = ANY($1::int[])', [ordered.map((p) => p.id)]);
    const {
      rows: [{ max: lastOrder }],
    } = await db.query('SELECT coalesce(max(id), 0) AS max FROM orders');
    console.log(`\nPlacing orders for ${DURATION} s at 10 connections (${cache}); load ${load()}`);
    const placed = await cannon({
      url: shop.base,
      connections: 10,
      requests: ordered.map((_, i) => orderRequest(i)),
    });
    const {
      rows: [check],
    } = await db.query(
      `
      SELECT (SELECT count(*)::int FROM orders WHERE id > $1) AS orders,
             (SELECT coalesce(sum(i.qty), 0)::int FROM order_items i WHERE i.order_id > $1) AS units,
             (SELECT sum(100000 - qty)::int FROM products WHERE id = ANY($2::int[])) AS taken`,
      [lastOrder, ordered.map((p) => p.id)],
    );
    // Every answered order is in the database (requests still in flight when the run ends may add a few more),
    // and the stock taken is exactly the units ordered.
    const exact =
      check.orders >= placed['2xx'] && check.units === check.orders && check.units === check.taken;
    ok &&= exact;
    if (!exact) console.error('Stock check failed after the order run', check, { '2xx': placed['2xx'] });
    results.push({
      endpoint: `place order (stock ${exact ? 'exact' : 'WRONG'}: ${check.orders} orders, ${check.taken} units taken)`,
      cache,
      connections: 10,
      res: placed,
      limit: null,
    });
    // Each order's confirmation is in the outbox (same transaction); the job workers deliver them after.
    if (WORKER !== 'after') await drain();
    const {
      rows: [mails],
    } = await db.query(
      `SELECT count(*)::int AS orders, count(e.key)::int AS confirmations FROM orders o LEFT JOIN mail_events e ON e.key = 'order:' || o.id || ':confirmed' WHERE o.id > $1`,
      [lastOrder],
    );
    console.log(`  ${mails.confirmations} confirmations enqueued for ${mails.orders} orders`);
    ok &&= mails.confirmations === mails.orders;
  }
  if (WORKER === 'after' && only('place order')) {
    workerProc = startWorker(bench);
    await drain();
  }

  console.log(`\nLoad at the end: ${load()}`);
  console.log('\n| endpoint | cache | conns | req/s | p50 ms | p99 ms | non-2xx | ratio to limit |');
  console.log('| --- | :---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results) console.log(row(r));
  for (const [layout, connections] of [...new Set(day.map((d) => `${d.layout}\0${d.connections}`))].map((k) =>
    k.split('\0'),
  )) {
    const rows = day.filter((d) => d.layout === layout && d.connections === Number(connections));
    console.log(
      `\nA real day, ${layout} (warm, ${connections} connections): reads alone and with about ${ORDER_RATE} orders/s beside them (two rounds of each, alternating)`,
    );
    console.log('\n| read | alone req/s | p99 ms | with orders req/s | p99 ms | ratio | orders |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- |');
    const sum = (runs) =>
      runs.reduce((n, r) => n + r.requests.total, 0) / runs.reduce((n, r) => n + r.duration, 0);
    const p99 = (runs) => Math.max(...runs.map((r) => r.latency.p99));
    for (const { name, alone, beside, note } of rows) {
      const [a, b] = [sum(alone), sum(beside)];
      const rps = (v) => (v > 0 ? v.toFixed(0) : 'no request completed');
      console.log(
        `| ${name} | ${rps(a)} | ${p99(alone)} | ${rps(b)} | ${p99(beside)} | ${a ? `${(b / a).toFixed(2)}×` : ''} | ${note} |`,
      );
    }
    // Where the CPU went: if the server's core is not the one that is full, the reads are
    // limited by the load generator (and what shares its core), not by the shop.
    console.log('\nCPU during those runs (first round; 100% = one core):\n');
    for (const { name, alone, beside } of rows) {
      console.log(`- ${name}: alone ${cpuText(alone[0].cpu)}; with orders ${cpuText(beside[0].cpu)}`);
    }
  }
  if (staleness.length) {
    const at = (q) => staleness[Math.min(staleness.length - 1, Math.floor(q * staleness.length))].toFixed(1);
    console.log(
      `\nStaleness across instances (${staleness.length} orders acknowledged by one instance, stock read on the other until it shows): ` +
        `median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${staleness[staleness.length - 1].toFixed(1)} ms; ` +
        `stale reads on the writing instance right after its acknowledgement: ${staleOwn} of ${staleness.length}`,
    );
    if (staleness[staleness.length - 1] > 200 || staleOwn) ok = false;
  }

  await Promise.all([
    stopped(warm.proc),
    stopped(cold.proc),
    stopped(raw.proc),
    ...(workerProc ? [stopped(workerProc)] : []),
  ]);
  await db.end();
  await mailSink.close();
  await pgServer.stop();
  if (!process.env.BENCH_KEEP) rmSync(dir, { recursive: true, force: true });
  if (!ok) process.exit(1);
}

const ablate = process.argv.includes('--ablate');
if (ablate) await import('./ablation.mjs');
else
  main().catch(async (err) => {
    console.error(err);
    await pgServer?.stop().catch(() => undefined);
    process.exit(1);
  });
