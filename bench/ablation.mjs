#!/usr/bin/env node
/**
 * `npm run bench -- --ablate [--repeat N]` (or `node bench/ablation.mjs` after `npm run
 * build:server`): what each performance mechanism buys, judged against the noise. Seeds the
 * bench's database once, then per mechanism starts, together, one server with the defaults
 * ("on"), one with that one switch off, and (for the cold listing) the same two with every
 * response cache off, and measures the targets on both, alternating which goes first. The
 * first row is an A/A control: the "off" server is the same as "on", so what it reads is the
 * noise.
 *
 * Each mechanism is judged only on the targets it is on the path of (`PATHS`): the ratio it
 * buys there (geometric mean over the repeats) against the largest ratio the A/A row shows on
 * that target. "keep": 1.2× or more beyond the noise on one of its targets; "within noise": no
 * better than the A/A row anywhere; "remove": beyond the noise, but by less than 1.2×.
 * The load average is printed with every row, each read's p99, and which read gave the worst.
 *
 * The mail outbox runs as `npm run worker` on the load generator's core in every
 * configuration, so no server's worker competes with the server being measured.
 *
 * Options (env): BENCH_DURATION seconds per run (default 5 here), BENCH_PRODUCTS (default
 * 100000), BENCH_ABLATE a pattern of mechanism names (or their SPEED_OFF names) to measure (default all; the
 * A/A control always runs); `--repeat N` (or BENCH_REPEAT) rounds of every row (default 1).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_SIZES } from './seed-large.cjs';
import { benchFixtures } from './fixtures.mjs';
import {
  CORES,
  ORDER_RATE,
  cannon,
  here,
  load,
  settledDown,
  setupBench,
  sleep,
  startOrderStream,
  startRawLimit,
  startShop,
  startWorker,
  stopped,
} from './harness.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = 100;
const sizes = { ...DEFAULT_SIZES, products: Number(process.env.BENCH_PRODUCTS ?? DEFAULT_SIZES.products) };
const PICK = process.env.BENCH_ABLATE ? new RegExp(process.env.BENCH_ABLATE, 'i') : null;
const repeatAt = process.argv.indexOf('--repeat');
const REPEAT = Math.max(
  1,
  Number(repeatAt > 0 ? process.argv[repeatAt + 1] : (process.env.BENCH_REPEAT ?? 1)),
);
/** How far beyond the noise a mechanism must buy to be kept. */
const KEEP_BEYOND_NOISE = 1.2;

/** Every response cache off: the cold server of `npm run bench` (names as SPEED_OFF takes them). */
const COLD = ['responseCache', 'pageCache', 'adminOrderAnswers'];

/** The targets (names as in the table). */
const T = {
  listing: 'REST listing page 1 (× raw limit)',
  feed: 'storefront feed (ShopProducts)',
  product: 'storefront product page',
  search: 'REST search (× raw limit)',
  drawer: 'storefront search drawer',
  adminOrders: 'admin orders page 1',
  shop: 'server-rendered /shop',
  shopBrotli: 'server-rendered /shop, compressed (as browsers ask)',
  p99: 'p99 at 100 connections, worst read (ms)',
  cold: 'cold REST listing (× raw limit)',
  beside: `listing beside ${ORDER_RATE} orders/s (× alone)`,
  orders: 'orders placed/s (10 connections)',
};

/** Each mechanism with its name in SPEED_OFF, which turns it off (server/src/config/env-schema.ts). */
const MECHANISMS = [
  { name: 'A/A control', off: [] },
  { name: 'response cache', off: ['responseCache'] },
  { name: 'fast path', off: ['fastPath'] },
  { name: 'listing totals', off: ['listingTotals'] },
  { name: 'search index', off: ['searchIndex'] },
  { name: 'session users', off: ['sessionUsers'] },
  { name: 'admin order answers', off: ['adminOrderAnswers'] },
  { name: 'SSR page cache', off: ['pageCache'] },
].filter((m) => !PICK || !m.off.length || PICK.test(m.name) || m.off.some((k) => PICK.test(k)));

/** The targets each mechanism is on the path of: the only ones it is judged on. */
const PATHS = {
  'A/A control': Object.values(T),
  'response cache': [T.listing, T.feed, T.product, T.search, T.drawer, T.p99],
  'fast path': [T.listing, T.feed, T.product, T.search, T.drawer, T.adminOrders, T.shop, T.shopBrotli, T.p99],
  'listing totals': [T.cold, T.listing, T.feed, T.shop, T.shopBrotli],
  'search index': [T.search, T.drawer],
  'session users': [T.adminOrders, T.orders],
  'admin order answers': [T.adminOrders],
  'SSR page cache': [T.shop, T.shopBrotli],
};

/** Answers per second that were 2xx (a refusal or an error is not a read). */
const rate = (res) => res['2xx'] / res.duration;
/** One measured run after a one-second warm-up. */
async function measure(base, request, connections = CONNECTIONS) {
  const { url, ...rest } = request;
  await cannon({ url: base + url, connections, duration: 1, ...rest });
  const res = await cannon({ url: base + url, connections, duration: DURATION, ...rest });
  if (process.env.BENCH_DEBUG && !res['2xx']) {
    const r = await fetch(base + url, {
      method: rest.method ?? 'GET',
      headers: rest.headers,
      body: rest.body,
    });
    console.log(
      url,
      r.status,
      (await r.text()).slice(0, 300),
      res.requests.total,
      res.requests.sent,
      res.statusCodeStats,
    );
  }
  if (res.non2xx || res.errors || res.timeouts)
    console.log(`  ${url}: ${res.non2xx} non-2xx, ${res.errors} errors, ${res.timeouts} timeouts`);
  return res;
}

async function main() {
  if (CORES > 1) execFileSync('taskset', ['-pc', '0', String(process.pid)], { stdio: 'ignore' });
  const bench = await setupBench(sizes);
  cleanup = () => bench.pgServer.stop();
  const { db } = bench;
  const worker = startWorker(bench);
  /** A server's environment with these mechanisms off. */
  const env = (off = []) => ({ WORKER_IN_APP: 'false', SPEED_OFF: [...new Set(off)].join(',') });
  // A server for the fixtures and the raw limit's body; every row starts its own pair.
  const first = await startShop(bench, env());
  await settledDown([first.proc.pid]);
  const raw = await startRawLimit(bench, first.base);
  const f = await benchFixtures(db, first.base);
  await stopped(first.proc);
  const auth = { headers: { authorization: `Bearer ${f.admin.token}` } };
  const ssr = existsSync(
    path.join(process.env.CLIENT_DIST ?? path.join(here, '..', 'client/dist'), '.ssr/entry-server.cjs'),
  );
  const listing = { url: '/api/get-products?page=1' };
  /** The reads (at 100 connections; p99 is the worst of them). */
  const reads = [
    { target: T.listing, request: listing, perLimit: true },
    { target: T.feed, request: { url: '/graphql', ...f.storefront.shopFeed } },
    { target: T.product, request: { url: '/graphql', ...f.storefront.productPage } },
    {
      target: T.search,
      request: { url: '/api/search-products?search=bunny%2012' },
      perLimit: true,
    },
    { target: T.drawer, request: { url: '/graphql', ...f.storefront.searchDrawer } },
    {
      target: T.adminOrders,
      request: { url: '/api/admin/orders?sort=created_at&direction=desc&page=1', ...auth },
    },
    ...(ssr
      ? [
          { target: T.shop, request: { url: '/shop' } },
          // A browser always asks for compression: the page's kept brotli bytes, a tenth of its HTML.
          {
            target: T.shopBrotli,
            request: { url: '/shop', headers: { 'accept-encoding': 'gzip, deflate, br' } },
          },
        ]
      : []),
  ];
  const stream = startOrderStream();
  const streamRequests = f.catalogue.ordered.map((_, i) => f.buyers.orderRequest(i));
  let next = 0;
  /** The listing alone, then beside about ORDER_RATE orders/s: the ratio. */
  const besideOrders = async (base) => {
    const alone = await measure(base, listing);
    stream.start({ base, rate: ORDER_RATE, requests: streamRequests, from: next });
    const beside = await measure(base, listing);
    next = (await stream.stop()).next;
    return rate(beside) / rate(alone);
  };
  const placeOrders = async (base) => {
    await db.query('UPDATE products SET qty = 100000 WHERE id = ANY($1::int[])', [
      f.catalogue.ordered.map((p) => p.id),
    ]);
    await sleep(500);
    const res = await cannon({ url: base, connections: 10, duration: DURATION, requests: streamRequests });
    return rate(res);
  };

  /** Every measured row: mechanism, round, target, on, off, the load when it ended. */
  const table = [];
  /** Each read's p99 (ms) per mechanism and round, on and off. */
  const latencies = [];
  const row = (m, round, target, on, off, extra = {}) => {
    const r = { m, round, target, on, off, load: load(), ...extra };
    table.push(r);
    const fmt = (v) => (r.perLimit ? `${v.toFixed(2)}×` : v.toFixed(0));
    const worst = r.worst ? ` (worst: ${r.worst.on} on, ${r.worst.off} off)` : '';
    console.log(`  ${target}: on ${fmt(on)}, off ${fmt(off)}${worst}; load ${r.load}`);
  };
  for (let round = 1; round <= REPEAT; round++) {
    for (const [i, m] of MECHANISMS.entries()) {
      const path = PATHS[m.name];
      const on_ = (t) => path.includes(t);
      const offCold = on_(T.cold) && !m.off.includes('responseCache') && !m.off.includes('pageCache');
      console.log(
        `\n${m.name} (${m.off.length ? `SPEED_OFF=${m.off.join(',')}` : 'both servers the same'}), round ${round}; load ${load()}`,
      );
      // Both servers of a row start fresh: neither has run longer (JIT, pool, caches warmed).
      const on = await startShop(bench, env());
      const off = await startShop(bench, env(m.off));
      const coldOn = offCold ? await startShop(bench, env(COLD)) : null;
      const coldOff = offCold ? await startShop(bench, env([...COLD, ...m.off])) : null;
      const servers = [on, off, coldOn, coldOff].filter(Boolean);
      await settledDown(servers.map((s) => s.proc.pid));
      const limit = rate(await measure(raw.base, { url: '/' }));
      /** Runs `fn` on the on and the off server, in the order this mechanism's (and round's) turn gives. */
      const pair = async (onBase, offBase, fn) => {
        if ((i + round) % 2 === 0) {
          const a = await fn(onBase);
          return [a, await fn(offBase)];
        }
        const b = await fn(offBase);
        return [await fn(onBase), b];
      };
      const worst = { on: { p99: 0, read: '' }, off: { p99: 0, read: '' } };
      for (const { target, request, perLimit } of reads.filter((r) => on_(r.target) || on_(T.p99))) {
        const [a, b] = await pair(on.base, off.base, (base) => measure(base, request));
        latencies.push({ m, round, read: target, on: a.latency.p99, off: b.latency.p99 });
        console.log(`  p99 of ${target}: on ${a.latency.p99} ms, off ${b.latency.p99} ms`);
        for (const [side, res] of [
          ['on', a],
          ['off', b],
        ])
          if (res.latency.p99 > worst[side].p99) worst[side] = { p99: res.latency.p99, read: target };
        const scale = perLimit ? limit : 1;
        if (on_(target)) row(m, round, target, rate(a) / scale, rate(b) / scale, { perLimit });
      }
      if (on_(T.p99))
        row(m, round, T.p99, worst.on.p99, worst.off.p99, {
          lower: true,
          worst: { on: worst.on.read, off: worst.off.read },
        });
      if (coldOff) {
        const [a, b] = await pair(coldOn.base, coldOff.base, (base) => measure(base, listing));
        row(m, round, T.cold, rate(a) / limit, rate(b) / limit, { perLimit: true });
      }
      if (on_(T.beside)) {
        const [a, b] = await pair(on.base, off.base, besideOrders);
        row(m, round, T.beside, a, b, { perLimit: true });
      }
      if (on_(T.orders)) {
        const [a, b] = await pair(on.base, off.base, placeOrders);
        row(m, round, T.orders, a, b);
      }
      await Promise.all(servers.map((s) => stopped(s.proc)));
    }
  }
  stream.exit();
  console.log(`\nLoad at the end: ${load()}`);
  report(table);
  reportLatencies(latencies);

  await Promise.all([stopped(raw.proc), stopped(worker)]);
  await db.end();
  await bench.mailSink.close();
  await bench.pgServer.stop();
  if (!process.env.BENCH_KEEP) rmSync(bench.dir, { recursive: true, force: true });
}

/** What a row buys: on ÷ off for rates, off ÷ on for p99 (null when either side answered nothing). */
const buys = (r) => {
  const v = r.lower ? r.off / r.on : r.on / r.off;
  return Number.isFinite(v) && r.on > 0 && r.off > 0 ? v : null;
};
const geomean = (vs) => Math.exp(vs.reduce((sum, v) => sum + Math.log(v), 0) / vs.length);

/** The table (one line per mechanism and target, over the rounds) and each mechanism's verdict. */
function report(table) {
  const aa = table.filter((r) => r.m.name === 'A/A control');
  /** The noise on a target: the largest ratio (either way) the A/A control read there. */
  const noise = (target) => {
    const ratios = aa
      .filter((r) => r.target === target)
      .map(buys)
      .filter((v) => v !== null);
    return ratios.length ? Math.max(...ratios.map((v) => Math.max(v, 1 / v))) : null;
  };
  console.log('\n| mechanism | target | on | off | buys | A/A noise | loads |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | --- |');
  const verdicts = [];
  for (const m of MECHANISMS) {
    let best = null;
    const unmeasured = [];
    for (const target of PATHS[m.name]) {
      const rows = table.filter((r) => r.m === m && r.target === target);
      if (!rows.length) continue;
      const ratios = rows.map(buys).filter((v) => v !== null);
      const fmt = (v) => (rows[0].perLimit ? `${v.toFixed(2)}×` : v.toFixed(0));
      const mean = (side) => fmt(rows.reduce((sum, r) => sum + r[side], 0) / rows.length);
      const bought = ratios.length ? geomean(ratios) : null;
      const n = noise(target);
      const worst = rows.find((r) => r.worst)?.worst;
      const name = `${m.name}${m.off.length ? ` (\`${m.off.join(', ')}\`)` : ''}`;
      const label = worst ? `${target}: ${worst.on} / ${worst.off}` : target;
      console.log(
        `| ${name} | ${label} | ${mean('on')} | ${mean('off')} | ${bought === null ? 'not measured' : `${bought.toFixed(2)}×`} | ${n === null ? '' : `${n.toFixed(2)}×`} | ${rows.map((r) => r.load.split(' / ')[0]).join(', ')} |`,
      );
      if (bought === null || n === null) unmeasured.push(target);
      else if (!best || bought / n > best.beyond) best = { target, bought, beyond: bought / n };
    }
    if (m.name === 'A/A control') continue;
    const verdict = !best
      ? 'not measured'
      : best.beyond >= KEEP_BEYOND_NOISE
        ? 'keep'
        : best.beyond <= 1
          ? 'within noise'
          : 'remove';
    const where = best
      ? `best ${best.bought.toFixed(2)}× on ${best.target}, ${best.beyond.toFixed(2)}× the noise`
      : '';
    const missing = unmeasured.length ? ` (not measured: ${unmeasured.join(', ')})` : '';
    verdicts.push(`${m.name}: ${verdict}${where ? ` (${where})` : ''}${missing}`);
  }
  console.log(`\n${verdicts.join('\n')}`);
}

/** Each read's p99 at 100 connections (the means over the rounds), so that the worst one is seen among the rest. */
function reportLatencies(latencies) {
  console.log('\n| mechanism | read | p99 on (ms) | p99 off (ms) |');
  console.log('| --- | --- | ---: | ---: |');
  for (const m of MECHANISMS) {
    const rows = latencies.filter((r) => r.m === m);
    for (const read of [...new Set(rows.map((r) => r.read))]) {
      const of = rows.filter((r) => r.read === read);
      const mean = (side) => (of.reduce((sum, r) => sum + r[side], 0) / of.length).toFixed(0);
      console.log(`| ${m.name} | ${read} | ${mean('on')} | ${mean('off')} |`);
    }
  }
}

let cleanup = null;
main().catch(async (err) => {
  console.error(err);
  await cleanup?.().catch(() => undefined);
  process.exit(1);
});
