#!/usr/bin/env node
/**
 * What one order costs a reading server, in CPU (the server's and PostgreSQL's), A/B between
 * builds: `node bench/order-cost.mjs DIST_A DIST_B` (default: server/dist alone). One seeded
 * database (BENCH_PRODUCTS, default 20000); for each build in turn, repeated BENCH_PAIRS times
 * (default 3): a server is started, warmed, then a steady trickle of the real day's reads runs
 * for BENCH_DURATION seconds alone and again beside the order stream (20 orders/s). The CPU an
 * order costs is the difference divided by the orders placed: its own placement plus what it
 * makes the reads beside it recompute. CPU seconds are counted, not req/s, so a busy machine
 * changes the figures less. `--cpu-prof DIR` writes each server's profile there.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_SIZES } from './seed-large.cjs';
import { benchFixtures } from './fixtures.mjs';
import {
  ADMIN,
  DURATION,
  JWT_SECRET,
  ORDER_RATE,
  load,
  pinned,
  processSeconds,
  settledDown,
  setupBench,
  sleep,
  startOrderStream,
  stopped,
  waitFor,
  freePort,
} from './harness.mjs';

const args = process.argv.slice(2);
const profAt = args.indexOf('--cpu-prof');
const profileDir = profAt >= 0 ? path.resolve(args.splice(profAt, 2)[1]) : null;
const dists = (args.length ? args : [path.join(import.meta.dirname, '..', 'server/dist')]).map((d) =>
  path.resolve(d),
);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 3);
const READ_EVERY_MS = 50;

async function startBuild(bench, dist) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const proc = pinned(
    [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), path.join(dist, 'main.js')],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        DATABASE_URL: bench.url,
        DATA_DIR: path.join(bench.dir, `data-${port}`),
        JWT_SECRET,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: base,
        RATE_LIMIT_SCALE: '10000',
        SMTP_URL: bench.mailSink.url,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await waitFor(`${base}/readyz`);
  return { base, proc };
}

/** The real day's reads, one after another every READ_EVERY_MS until `until()`; answers how many. */
async function trickle(base, reads, until) {
  let n = 0;
  while (!until()) {
    const started = Date.now();
    for (const { url, method = 'GET', headers, body } of reads) {
      const res = await fetch(base + url, { method, headers, body });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      n++;
    }
    await sleep(Math.max(0, started + READ_EVERY_MS - Date.now()));
  }
  return n;
}

/**
 * CPU seconds used so far by this bench's PostgreSQL (its postmaster and the backends it
 * started), by pid: not the other PostgreSQL servers on a shared machine.
 */
function postgresSeconds(postmaster) {
  const seconds = new Map();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      if (pid !== postmaster && fields[1] !== postmaster) continue;
      seconds.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      /* gone */
    }
  }
  return seconds;
}

async function measure(pid, postmaster, fn) {
  const server0 = processSeconds(pid);
  const pg0 = postgresSeconds(postmaster);
  const result = await fn();
  let postgres = 0;
  // What backends that ended meanwhile used is not counted (the shop's pool keeps its connections).
  for (const [p, s] of postgresSeconds(postmaster)) postgres += s - (pg0.get(p) ?? 0);
  return { ...result, server: processSeconds(pid) - server0, postgres };
}

async function main() {
  const bench = await setupBench({
    ...DEFAULT_SIZES,
    products: Number(process.env.BENCH_PRODUCTS ?? 20000),
    customers: 5000,
    orders: 20000,
    reviews: 40000,
  });
  const postmaster = readFileSync(path.join(bench.dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0];
  const stream = startOrderStream();
  let next = 0;
  const results = [];
  for (let pair = 0; pair < PAIRS; pair++)
    for (const dist of dists) {
      const shop = await startBuild(bench, dist);
      await settledDown([shop.proc.pid]);
      const f = await benchFixtures(bench.db, shop.base);
      const reads = [
        { url: '/api/get-products?page=1' },
        { url: `/api/product-details/${f.catalogue.ordered[0].id}` },
        { url: '/graphql', ...f.storefront.shopFeed },
        { url: '/graphql', ...f.storefront.orderedPage },
      ];
      const requests = f.catalogue.ordered.map((_, i) => f.buyers.orderRequest(i));
      // Warm: the order path's first orders and every read's first answer.
      for (let i = 0; i < 20; i++) await f.buyers.placeOrder(shop.base, next++);
      await trickle(
        shop.base,
        reads,
        (() => {
          const end = Date.now() + 2000;
          return () => Date.now() > end;
        })(),
      );
      await settledDown([shop.proc.pid]);
      const timed = () => {
        const end = Date.now() + DURATION * 1000;
        return () => Date.now() > end;
      };
      const alone = await measure(shop.proc.pid, postmaster, async () => ({
        reads: await trickle(shop.base, reads, timed()),
      }));
      await settledDown([shop.proc.pid]);
      const beside = await measure(shop.proc.pid, postmaster, async () => {
        stream.start({ base: shop.base, rate: ORDER_RATE, requests, from: next });
        const n = await trickle(shop.base, reads, timed());
        const placed = await stream.stop();
        next = placed.next;
        // What the orders left to do (mail jobs, change batches) counted with them.
        await settledDown([shop.proc.pid]);
        return { reads: n, placed: placed.placed, failed: placed.failed };
      });
      await stopped(shop.proc);
      const perRead = (m) => (m.server + m.postgres) / m.reads;
      // What the reads beside the orders would have cost alone, taken away: the orders' share.
      const ordersServer = beside.server - (alone.server / alone.reads) * beside.reads;
      const ordersPg = beside.postgres - (alone.postgres / alone.reads) * beside.reads;
      const r = {
        dist,
        placed: beside.placed,
        failed: beside.failed,
        serverMsPerOrder: (ordersServer / beside.placed) * 1000,
        pgMsPerOrder: (ordersPg / beside.placed) * 1000,
        readMsAlone: perRead(alone) * 1000,
        load: load(),
      };
      results.push(r);
      console.log(
        `${path.basename(path.dirname(dist))}/${path.basename(dist)}: ${r.placed} orders (${r.failed} failed); per order server ${r.serverMsPerOrder.toFixed(2)} ms + postgres ${r.pgMsPerOrder.toFixed(2)} ms = ${(r.serverMsPerOrder + r.pgMsPerOrder).toFixed(2)} ms; a read alone ${r.readMsAlone.toFixed(2)} ms; load ${r.load}`,
      );
    }
  stream.exit();
  await bench.db.end().catch(() => undefined);
  await bench.mailSink.close();
  await bench.pgServer.stop();
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
