#!/usr/bin/env node
/**
 * `npm run bench -- --ablate` (or `node bench/ablation.mjs` after `npm run build:server`):
 * what each performance mechanism buys. Seeds the bench's database once, keeps one server
 * with the defaults ("on") and one with every response cache off ("cold on"), then for each
 * mechanism starts the same two with that one switch off and measures every target on both,
 * alternating on and off run by run (the first of the pair changes from one mechanism to the
 * next), so a change in the machine's load weighs on both. Prints one table: per mechanism
 * and target, on, off and what the mechanism buys (on ÷ off for rates, off ÷ on for p99).
 *
 * The mail outbox runs as `npm run worker` on the load generator's core in every
 * configuration, so no server's worker competes with the server being measured.
 *
 * Options (env): BENCH_DURATION seconds per run (default 5 here), BENCH_PRODUCTS (default
 * 100000), BENCH_ABLATE a pattern of mechanism names or switches to measure (default all).
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

/** Every response cache off: the cold server of `npm run bench`. */
const COLD = {
  CATALOG_CACHE_SIZE: '0',
  PAGE_CACHE_MB: '0',
  ADMIN_ORDER_CACHE_SIZE: '0',
  ADMIN_ORDER_COUNT_CACHE_SIZE: '0',
  ADMIN_ORDER_ANSWER_CACHE_SIZE: '0',
};
/** Each mechanism with the switch that turns it off (server/src/config/env-schema.ts). */
const MECHANISMS = [
  { name: 'response cache', off: { CATALOG_CACHE_SIZE: '0' } },
  { name: 'fast path', off: { FAST_PATH: 'false' } },
  { name: 'in-place refresh', off: { CACHE_REFRESH_IN_PLACE: 'false' } },
  { name: 'prepared statements', off: { PREPARED_STATEMENTS: 'false' } },
  { name: 'listing members', off: { LISTING_MEMBERS_CACHE_SIZE: '0' } },
  { name: 'listing totals', off: { LISTING_COUNT_CACHE_SIZE: '0' } },
  { name: 'search index', off: { SEARCH_INDEX: 'false' } },
  { name: 'session users', off: { SESSION_CACHE_SIZE: '0' } },
  { name: 'admin order pages', off: { ADMIN_ORDER_CACHE_SIZE: '0' } },
  { name: 'admin order totals', off: { ADMIN_ORDER_COUNT_CACHE_SIZE: '0' } },
  { name: 'admin order answers', off: { ADMIN_ORDER_ANSWER_CACHE_SIZE: '0' } },
  { name: 'SSR page cache', off: { PAGE_CACHE_MB: '0' } },
].filter((m) => !PICK || PICK.test(m.name) || Object.keys(m.off).some((k) => PICK.test(k)));

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
  const env = (extra) => ({ WORKER_IN_APP: 'false', ...extra });
  const on = await startShop(bench, env({}));
  const coldOn = await startShop(bench, env(COLD));
  await settledDown([on.proc.pid, coldOn.proc.pid]);
  const raw = await startRawLimit(bench, on.base);
  const f = await benchFixtures(db, on.base);
  const auth = { headers: { authorization: `Bearer ${f.admin.token}` } };
  const ssr = existsSync(
    path.join(process.env.CLIENT_DIST ?? path.join(here, '..', 'client/dist'), '.ssr/entry-server.cjs'),
  );
  const listing = { url: '/api/get-products?page=1' };
  /** The targets of issue 31 (reads at 100 connections; p99 is the worst of them). */
  const reads = [
    { target: 'REST listing page 1 (× raw limit)', request: listing, perLimit: true },
    { target: 'storefront feed (ShopProducts)', request: { url: '/graphql', ...f.storefront.shopFeed } },
    { target: 'storefront product page', request: { url: '/graphql', ...f.storefront.productPage } },
    {
      target: 'REST search (× raw limit)',
      request: { url: '/api/search-products?search=bunny%2012' },
      perLimit: true,
    },
    { target: 'storefront search drawer', request: { url: '/graphql', ...f.storefront.searchDrawer } },
    {
      target: 'admin orders page 1',
      request: { url: '/api/admin/orders?sort=created_at&direction=desc&page=1', ...auth },
    },
    ...(ssr ? [{ target: 'server-rendered /shop', request: { url: '/shop' } }] : []),
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
      f.ordered.map((p) => p.id),
    ]);
    await sleep(500);
    const res = await cannon({ url: base, connections: 10, duration: DURATION, requests: streamRequests });
    return rate(res);
  };

  const table = [];
  for (const [i, m] of MECHANISMS.entries()) {
    const offCold = !m.off.CATALOG_CACHE_SIZE && !m.off.PAGE_CACHE_MB;
    console.log(
      `\n${m.name} (${Object.entries(m.off)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ')}); load ${load()}`,
    );
    const off = await startShop(bench, env(m.off));
    const coldOff = offCold ? await startShop(bench, env({ ...COLD, ...m.off })) : null;
    await settledDown([off.proc.pid, ...(coldOff ? [coldOff.proc.pid] : [])]);
    const limit = rate(await measure(raw.base, { url: '/' }));
    /** Runs `fn` on the on and the off server, in the order this mechanism's turn gives. */
    const pair = async (onBase, offBase, fn) => {
      if (i % 2 === 0) {
        const a = await fn(onBase);
        return [a, await fn(offBase)];
      }
      const b = await fn(offBase);
      return [await fn(onBase), b];
    };
    const p99 = { on: 0, off: 0 };
    for (const { target, request, perLimit } of reads) {
      const [a, b] = await pair(on.base, off.base, (base) => measure(base, request));
      p99.on = Math.max(p99.on, a.latency.p99);
      p99.off = Math.max(p99.off, b.latency.p99);
      const scale = perLimit ? limit : 1;
      table.push({ m, target, on: rate(a) / scale, off: rate(b) / scale, perLimit });
    }
    table.push({
      m,
      target: 'p99 at 100 connections, worst read (ms)',
      on: p99.on,
      off: p99.off,
      lower: true,
    });
    if (coldOff) {
      const [a, b] = await pair(coldOn.base, coldOff.base, (base) => measure(base, listing));
      table.push({
        m,
        target: 'cold REST listing (× raw limit)',
        on: rate(a) / limit,
        off: rate(b) / limit,
        perLimit: true,
      });
    }
    const [a, b] = await pair(on.base, off.base, besideOrders);
    table.push({
      m,
      target: `listing beside ${ORDER_RATE} orders/s (× alone)`,
      on: a,
      off: b,
      perLimit: true,
    });
    const [oa, ob] = await pair(on.base, off.base, placeOrders);
    table.push({ m, target: 'orders placed/s (10 connections)', on: oa, off: ob });
    await Promise.all([stopped(off.proc), ...(coldOff ? [stopped(coldOff.proc)] : [])]);
  }
  stream.exit();

  console.log(`\nLoad at the end: ${load()}`);
  console.log('\n| mechanism | target | on | off | buys |');
  console.log('| --- | --- | ---: | ---: | ---: |');
  const fmt = (v, t) => (t.perLimit ? `${v.toFixed(2)}×` : t.lower ? v.toFixed(0) : v.toFixed(0));
  const verdicts = [];
  for (const m of MECHANISMS) {
    let best = 0;
    const unmeasured = [];
    for (const t of table.filter((r) => r.m === m)) {
      const buys = t.lower ? t.off / t.on : t.on / t.off;
      // A target that answered nothing on either server is a broken run, not a result.
      if (Number.isFinite(buys) && t.on > 0 && t.off > 0) best = Math.max(best, buys);
      else unmeasured.push(t.target);
      const name = `${m.name} (\`${Object.keys(m.off).join(', ')}\`)`;
      const shown = Number.isFinite(buys) ? `${buys.toFixed(2)}×` : 'not measured';
      console.log(`| ${name} | ${t.target} | ${fmt(t.on, t)} | ${fmt(t.off, t)} | ${shown} |`);
    }
    const verdict = best >= 1.2 ? 'keep' : 'under 1.2× on every measured target';
    const missing = unmeasured.length ? ` (not measured: ${unmeasured.join(', ')})` : '';
    verdicts.push(`${m.name}: best ${best.toFixed(2)}× → ${verdict}${missing}`);
  }
  console.log(`\n${verdicts.join('\n')}`);

  await Promise.all([stopped(on.proc), stopped(coldOn.proc), stopped(raw.proc), stopped(worker)]);
  await db.end();
  await bench.mailSink.close();
  await bench.pgServer.stop();
  if (!process.env.BENCH_KEEP) rmSync(bench.dir, { recursive: true, force: true });
}

let cleanup = null;
main().catch(async (err) => {
  console.error(err);
  await cleanup?.().catch(() => undefined);
  process.exit(1);
});
