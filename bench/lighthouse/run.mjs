#!/usr/bin/env node
/**
 * `npm run lighthouse`: starts the built shop in production mode on a throw-away embedded
 * PostgreSQL with the demo catalogue, runs Lighthouse 12 in Debian's Chromium (mobile,
 * Lighthouse's default throttling) on the home, shop and a product page, and prints the
 * performance, accessibility, best-practices and SEO scores. Exits 1 below the targets
 * (performance 90, accessibility 95).
 * CHROME_PATH overrides /usr/bin/chromium; LIGHTHOUSE_OUT=<dir> keeps each page's full JSON report there.
 * Lighthouse is not one of the shop's dependencies: `npm run lighthouse` installs this folder's
 * package.json (Lighthouse and its Chrome launcher, pinned by its package-lock.json) on its first run.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const require = createRequire(import.meta.url);
const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..', 'server/dist');
const { startEmbeddedPostgres, ensureDatabase, freePort } = require(
  path.join(dist, 'platform/db/embedded.js'),
);
const TARGETS = { performance: 90, accessibility: 95 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Until `url` answers 200; the first start seeds the demo catalogue, slow on a busy machine. */
async function waitFor(url, child) {
  for (let i = 0; i < 6000; i++) {
    if (child.exitCode !== null)
      throw new Error(`the shop exited (${child.exitCode}) before ${url} was ready`);
    if (
      await fetch(url)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not ready: ${url}`);
}

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  console.error(`Chromium not found at ${chromePath}: apt-get install -y chromium, or set CHROME_PATH.`);
  process.exit(1);
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-lighthouse-'));
const pg = await startEmbeddedPostgres(dir, { persistent: false });
let shop;
let chrome;
let failed = false;
try {
  await ensureDatabase(pg.url('postgres'), 'shop');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  shop = spawn(process.execPath, [path.join(dist, 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: pg.url('shop'),
      DATA_DIR: path.join(dir, 'data'),
      PUBLIC_URL: base,
      JWT_SECRET: 'lighthouse-secret-lighthouse-secret-0123456789',
      ADMIN_EMAIL: 'admin@lighthouse.pk',
      ADMIN_PASSWORD: 'lighthouse-admin',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      SMTP_URL: 'smtp://127.0.0.1:9', // production needs one; nothing here sends mail
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${base}/readyz`, shop);
  const {
    data: [product],
  } = await (await fetch(`${base}/api/get-latest-products`)).json();

  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const pages = [
    ['home', '/'],
    ['shop', '/shop'],
    ['product', `/product/${product.id}`],
  ];
  const rows = [];
  for (const [name, p] of pages) {
    const { lhr } = await lighthouse(`${base}${p}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (process.env.LIGHTHOUSE_OUT) {
      mkdirSync(process.env.LIGHTHOUSE_OUT, { recursive: true });
      writeFileSync(path.join(process.env.LIGHTHOUSE_OUT, `${name}.json`), JSON.stringify(lhr));
    }
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    );
    const audits = lhr.audits;
    rows.push({
      name,
      p,
      scores,
      lcp: audits['largest-contentful-paint']?.displayValue,
      cls: audits['cumulative-layout-shift']?.displayValue,
      tbt: audits['total-blocking-time']?.displayValue,
    });
    for (const [c, min] of Object.entries(TARGETS)) if (scores[c] < min) failed = true;
    if (lhr.runtimeError) console.log(`  ${name}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    // What to fix: failed accessibility and SEO audits, and the largest layout shifts.
    for (const category of ['accessibility', 'seo']) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const a = audits[ref.id];
        if (a?.score !== 0) continue;
        console.log(`  ${name}: ${a.id}: ${a.title}`);
        for (const item of a.details?.items?.slice(0, 3) ?? [])
          console.log(
            `    ${item.node?.snippet ?? item.source?.url ?? ''} ${item.node?.explanation?.split('\n')[1] ?? ''}`,
          );
      }
    }
    for (const item of audits['layout-shifts']?.details?.items?.slice(0, 3) ?? []) {
      console.log(`  ${name}: layout shift ${item.score?.toFixed(3)}: ${item.node?.snippet ?? ''}`);
    }
  }
  console.log(
    `\nLighthouse ${rows.length ? 'scores' : ''} (mobile, simulated throttling), Chromium ${(await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()).Browser}`,
  );
  console.log('| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    console.log(
      `| ${r.name} (${r.p}) | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${r.lcp} | ${r.tbt} | ${r.cls} |`,
    );
  }
} finally {
  await chrome?.kill();
  shop?.kill('SIGTERM');
  await new Promise((r) => (shop && shop.exitCode === null ? shop.once('exit', r) : r()));
  await pg.stop();
  rmSync(dir, { recursive: true, force: true });
}
if (failed) {
  console.error(`Below target (performance ${TARGETS.performance}, accessibility ${TARGETS.accessibility}).`);
  process.exit(1);
}
