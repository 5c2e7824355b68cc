#!/usr/bin/env node
/**
 * Where a storefront page's first load spends the main thread on a slow phone:
 * `node bench/startup-profile.mjs [home|shop|product]` (after `npm run build`) starts the demo
 * shop (bench/demo-shop.mjs), loads the page in Chromium at 375 px with the CPU slowed 4×
 * (CDP `Emulation.setCPUThrottlingRate`), with a performance trace and a CPU profile, until
 * the app has hydrated (`<html data-app="ready">`) and the main thread has been idle for a
 * second. Prints the main thread's CPU time (thread time: a shared machine moves it least) and
 * its part over 50 ms per task, the long tasks (over 50 ms) and their blocking time, what those tasks did
 * (script evaluation, style, layout), and the CPU time by library chunk (react: hydration;
 * chakra: the styling runtime; apollo: the cache restore and queries).
 * PROFILE_OUT=<file> keeps that run's CPU profile (open it in Chromium's DevTools, Performance).
 * PROFILE_RUNS (5) loads, figures of the median run by CPU; CHROMIUM_PATH overrides /usr/bin/chromium.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { chromium } from 'playwright-core';
import { startDemoShop } from './demo-shop.mjs';

const which = process.argv[2] ?? 'product';
const runs = Number(process.env.PROFILE_RUNS ?? 5);
const ms = (us) => Math.round(us / 1000);

/** Chunk a CPU profile node's script belongs to (`react-abc123.js` → `react`). */
const chunkOf = (url) => {
  if (!url) return '(native)';
  const file = url.split('/').pop().split('?')[0];
  return file.replace(/-[\w-]{8}\.js$/, '').replace(/\.js$/, '') || url;
};

async function profileOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'toplevel'],
  });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-app="ready"]', { timeout: 120_000 });
  // Until a second passes with no task over 50 ms (the app's last effects and chunks).
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        let timer = setTimeout(resolve, 1000);
        new PerformanceObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(resolve, 1000);
        }).observe({ type: 'longtask' });
      }),
  );
  const { profile } = await cdp.send('Profiler.stop');
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  await context.close();
  return { profile, events: trace.traceEvents };
}

function summarize({ profile, events }) {
  // The page's renderer main thread: of the renderers' main threads, the busiest.
  const busy = new Map();
  for (const e of events)
    if (e.name === 'RunTask' && e.ph === 'X')
      busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const main = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .sort((a, b) => (busy.get(`${b.pid}:${b.tid}`) ?? 0) - (busy.get(`${a.pid}:${a.tid}`) ?? 0))[0];
  const onMain = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid);
  const fcp = onMain.find((e) => e.name === 'firstContentfulPaint')?.ts ?? 0;
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts >= fcp);
  const long = tasks.filter((t) => t.dur > 50_000);
  const blocking = long.reduce((s, t) => s + t.dur - 50_000, 0);
  // Thread time (what this thread ran, not the wall clock): the figures a busy machine moves least.
  const cpu = onMain
    .filter((e) => e.name === 'RunTask' && e.ph === 'X')
    .reduce((s, t) => s + (t.tdur ?? 0), 0);
  const cpuBlocking = tasks.reduce((s, t) => s + Math.max(0, (t.tdur ?? 0) - 50_000), 0);
  // What the long tasks did: their direct work, by kind (scripts by file).
  const kinds = new Map();
  for (const t of long) {
    const inside = onMain.filter(
      (e) => e.ph === 'X' && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t && e.dur > 1000,
    );
    for (const e of inside) {
      const key =
        e.name === 'EvaluateScript' || e.name === 'v8.compileModule' || e.name === 'v8.evaluateModule'
          ? `${e.name} ${chunkOf(e.args?.data?.url ?? e.args?.fileName)}`
          : e.name;
      if (
        ![
          'FunctionCall',
          'EvaluateScript',
          'v8.evaluateModule',
          'v8.compileModule',
          'v8.compile',
          'UpdateLayoutTree',
          'Layout',
          'ParseHTML',
          'ParseAuthorStyleSheet',
          'Paint',
          'TimerFire',
          'RunMicrotasks',
          'v8.run',
        ].includes(e.name)
      )
        continue;
      kinds.set(key, (kinds.get(key) ?? 0) + e.dur);
    }
  }
  // CPU time by chunk (self time of the samples).
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const dt = new Map();
  profile.samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byChunk = new Map();
  const byFunction = new Map();
  for (const [id, us] of dt) {
    const node = byId.get(id);
    const fn = node.callFrame.functionName;
    const chunk = fn.startsWith('(') ? fn : chunkOf(node.callFrame.url);
    byChunk.set(chunk, (byChunk.get(chunk) ?? 0) + us);
    const key = `${fn || '(anonymous)'} ${chunk}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  }
  return { long, blocking, cpu, cpuBlocking, kinds, byChunk, byFunction, profile };
}

const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);

const shop = await startDemoShop();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
try {
  const paths = { home: '/', shop: '/shop', product: `/product/${shop.productId}` };
  const url = `${shop.base}${paths[which]}`;
  await profileOnce(browser, url); // warms the server's page cache and the disk
  const results = [];
  for (let i = 0; i < runs; i++) {
    const load = os.loadavg()[0].toFixed(1);
    const s = summarize(await profileOnce(browser, url));
    console.log(
      `run ${i + 1}: load ${load}: main-thread CPU ${ms(s.cpu)} ms, over 50 ms per task ${ms(s.cpuBlocking)} ms; wall: ${s.long.length} long tasks, blocking ${ms(s.blocking)} ms`,
    );
    results.push(s);
  }
  results.sort((a, b) => a.cpu - b.cpu);
  const m = results[Math.floor(results.length / 2)];
  console.log(
    `\n${which} (${url}), CPU 4× slower, median run by CPU: main-thread CPU ${ms(m.cpu)} ms, over 50 ms per task ${ms(m.cpuBlocking)} ms; wall: blocking ${ms(m.blocking)} ms in ${m.long.length} long tasks:`,
  );
  console.log(m.long.map((t) => `${ms(t.dur)}`).join(', '), 'ms');
  if (process.env.PROFILE_OUT) writeFileSync(process.env.PROFILE_OUT, JSON.stringify(m.profile));
  console.log('\nInside the long tasks (ms, nested events counted at each level):');
  for (const [k, us] of top(m.kinds, 14)) console.log(`  ${ms(us)}\t${k}`);
  console.log('\nCPU by chunk (ms, self time):');
  for (const [k, us] of top(m.byChunk, 14)) console.log(`  ${ms(us)}\t${k}`);
  console.log('\nBusiest functions (ms, self time):');
  for (const [k, us] of top(m.byFunction, 25)) console.log(`  ${ms(us)}\t${k}`);
} finally {
  await browser.close();
  await shop.stop();
}
