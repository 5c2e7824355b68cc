#!/usr/bin/env node
/**
 * How soon each back-office page is interactive on the demo shop: from navigation until the
 * app is ready, the page's data has arrived (no request in flight for 100 ms) and its heading
 * shows. Prints the load average beside the figures (they count only on an idle machine).
 * Run after `npm run build`: `node bench/admin-pages.mjs`.
 */
import os from 'node:os';
import { createRequire } from 'node:module';
import { startDemoShop } from './demo-shop.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

const PAGES = [
  'dashboard',
  'products',
  'products/create',
  'products/import',
  'products/form',
  'categories',
  'brands',
  'attributes',
  'orders',
  'customers',
  'reports',
  'reviews',
  'settings',
  'couriers',
  'discounts',
  'shipping',
  'staff',
  'activity',
  'password',
];

const shop = await startDemoShop();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
try {
  const auth = await fetch(`${shop.base}/api/admin/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@lighthouse.pk', password: 'lighthouse-admin' }),
  }).then((r) => r.json());
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(`${shop.base}/aboutus`);
  await page.evaluate((s) => localStorage.setItem('adminInfo', JSON.stringify(s)), {
    id: auth.id ?? auth.data?.id,
    name: 'Admin',
    token: auth.token,
  });
  let inFlight = 0;
  let quietSince = Date.now();
  page.on('request', () => inFlight++);
  const done = () => {
    inFlight--;
    if (inFlight <= 0) quietSince = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const rows = [];
  for (const p of PAGES) {
    for (const round of [1, 2]) {
      const start = Date.now();
      await page.goto(`${shop.base}/admin/${p}`);
      await page.waitForFunction(() => globalThis.document.documentElement.dataset.app === 'ready');
      await page.locator('h1').first().waitFor();
      while (inFlight > 0 || Date.now() - quietSince < 100) await new Promise((r) => setTimeout(r, 10));
      const ms = Date.now() - start - 100;
      if (!page.url().endsWith(`/admin/${p}`))
        throw new Error(`/admin/${p} sent the browser to ${page.url()}`);
      if (round === 2) rows.push(`| /admin/${p} | ${os.loadavg()[0].toFixed(1)} | ${ms} ms |`);
    }
  }
  console.log('| page | load average | interactive (second visit of the session) |\n| --- | ---: | ---: |');
  console.log(rows.join('\n'));
} finally {
  await browser.close();
  await shop.stop();
}
