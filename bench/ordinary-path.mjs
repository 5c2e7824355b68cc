#!/usr/bin/env node
/**
 * `node bench/ordinary-path.mjs` (after `npm run build:server`): the ordinary Express + Apollo
 * path alone (SPEED_OFF=fastPath) on the demo catalogue, 10 connections: `/healthz`, the REST
 * listing, product details, the storefront's feed (kept by the response cache) and a one-field
 * GraphQL product list, in answers per second with p99. `--cpu-prof DIR` writes the server's
 * CPU profile there (node --cpu-prof) for `--prof-target` (a name below) alone; `--cold` turns
 * the response cache off (every answer computed); `--fast-path` measures the fast path on instead.
 * BENCH_DURATION seconds per target (default 5).
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDemoShop } from './demo-shop.mjs';
import { storefrontRequest } from './storefront-queries.mjs';

const require = createRequire(path.join(path.dirname(fileURLToPath(import.meta.url)), 'package.json'));
const autocannon = require('autocannon');
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const arg = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const profileDir = arg('--cpu-prof');
const profiled = arg('--prof-target');

const cannon = (opts) =>
  new Promise((resolve, reject) =>
    autocannon({ connections: 10, ...opts }, (err, res) => (err ? reject(err) : resolve(res))),
  );
const gql = (query, variables = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query, variables }),
});

const shop = await startDemoShop({
  env: {
    SPEED_OFF: [
      ...(process.argv.includes('--fast-path') ? [] : ['fastPath']),
      ...(process.argv.includes('--cold') ? ['responseCache'] : []),
    ].join(','),
  },
  nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
});
try {
  const feed = await storefrontRequest(shop.base, 'ShopProductsDocument', {
    filter: { categoryIds: [], brandIds: [], search: '' },
    sort: 'NEWEST',
  });
  const targets = {
    healthz: { url: '/healthz' },
    'REST listing': { url: '/api/get-products?page=1' },
    'product details': { url: `/api/product-details/${shop.productId}` },
    'cached feed (ShopProducts)': { url: '/graphql', ...feed },
    'one-field GraphQL list': { url: '/graphql', ...gql('{ products(page: 1) { items { id } } }') },
  };
  console.log(
    `load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}`,
  );
  for (const [name, { url, ...rest }] of Object.entries(targets)) {
    if (profiled && name !== profiled) continue;
    await cannon({ url: shop.base + url, duration: 1, ...rest });
    const res = await cannon({ url: shop.base + url, duration: DURATION, ...rest });
    const ok = res['2xx'] / res.duration;
    console.log(`${name}: ${ok.toFixed(0)} req/s, p99 ${res.latency.p99} ms, non-2xx ${res.non2xx}`);
  }
  console.log(
    `load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}`,
  );
} finally {
  await shop.stop();
}
