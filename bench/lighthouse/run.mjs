#!/usr/bin/env node
/**
 * `npm run lighthouse`: starts the built shop with the demo catalogue (../demo-shop.mjs), runs Lighthouse 12 in Debian's Chromium (mobile,
 * Lighthouse's default throttling) on the home, shop and a product page, and prints the
 * performance, accessibility, best-practices and SEO scores. Exits 1 below the targets
 * (performance 95, accessibility 100).
 * CHROME_PATH overrides /usr/bin/chromium; LIGHTHOUSE_OUT=<dir> keeps each page's full JSON report there.
 * Lighthouse is not one of the shop's dependencies: `npm run lighthouse` installs this folder's
 * package.json (Lighthouse and its Chrome launcher, pinned by its package-lock.json) on its first run.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startDemoShop } from '../demo-shop.mjs';

const TARGETS = { performance: 95, accessibility: 100 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  console.error(`Chromium not found at ${chromePath}: apt-get install -y chromium, or set CHROME_PATH.`);
  process.exit(1);
}

let shop;
let chrome;
let failed = false;
try {
  shop = await startDemoShop();
  const { base, productId } = shop;
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
    ['product', `/product/${productId}`],
  ];
  const rows = [];
  for (const [name, p] of pages) {
    // The machine may be shared: the load average beside each figure says how far to trust it.
    const load = os.loadavg()[0].toFixed(1);
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
      load,
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
  console.log(
    '| page | load average | performance | accessibility | best practices | SEO | LCP | TBT | CLS |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    console.log(
      `| ${r.name} (${r.p}) | ${r.load} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${r.lcp} | ${r.tbt} | ${r.cls} |`,
    );
  }
} finally {
  await chrome?.kill();
  await shop?.stop();
}
if (failed) {
  console.error(`Below target (performance ${TARGETS.performance}, accessibility ${TARGETS.accessibility}).`);
  process.exit(1);
}
