/* global window */
// Renders the demo catalogue's product photographs and the home page's hero picture.
//
//   npm run demo:images                       every product and the hero
//   npm run demo:images -- --only CR-AMI-001  some products (comma-separated SKUs), or `hero`
//   npm run demo:images -- --preview          a quick, noisier pass into /tmp/demo-images
//   npm run demo:images -- --shard 0/2        half the pictures (run 1/2 beside it)
//   npm run demo:images -- --samples 32       frames averaged per picture (16, the hero 20; more: smoother, slower)
//
// The scenes (scripts/demo-images/scene/) are built with three.js and photographed in headless
// Chromium (software WebGL), then saved as WebP: products into server/src/db/seed/images (the
// seed reads them), the hero into client/src/features/storefront/ (a hashed asset of the build).
// Nothing here runs when the shop starts; run it again after changing a scene or the catalogue.
// three.js is this script's own install (scripts/demo-images/package.json), not the shop's:
// `npm run demo:images` installs it on its first run.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '../..');
const threeDir = path.join(import.meta.dirname, 'node_modules', 'three');
if (!existsSync(path.join(threeDir, 'build', 'three.module.js'))) {
  console.error(
    "three.js is not installed for the demo-image generator (it is not part of the shop's install).\n" +
      'Run `npm run demo:images` (it installs it on its first run) or `npm ci --prefix scripts/demo-images`.',
  );
  process.exit(1);
}
const require = createRequire(import.meta.url);
const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    preview: { type: 'boolean', default: false },
    out: { type: 'string' },
    sheet: { type: 'string' },
    shard: { type: 'string' },
    samples: { type: 'string' },
  },
});

const { DEMO_PRODUCTS } = require(path.join(root, 'server/dist/db/seed/demo-catalogue.js'));
const { demoImageName, DEMO_IMAGE_SIZE } = require(path.join(root, 'server/dist/db/seed/demo-images.js'));
const productsDir =
  args.out ?? (args.preview ? '/tmp/demo-images' : path.join(root, 'server/src/db/seed/images'));
const heroDir =
  args.out ?? (args.preview ? '/tmp/demo-images' : path.join(root, 'client/src/features/storefront'));
const WEBP = { quality: 75, effort: 6, smartSubsample: true };

const only = args.only ? new Set(args.only.split(',').map((s) => s.trim())) : null;
const jobs = [];
for (const p of DEMO_PRODUCTS)
  if (!only || only.has(p.sku))
    for (let i = 0; i < (p.images ?? 1); i++) jobs.push({ kind: 'product', sku: p.sku, view: i, product: p });
// The hero: one 4:3 picture beside the headline (stacked under it on phones), in two widths.
if (!only || only.has('hero'))
  jobs.push({
    kind: 'hero',
    view: 0,
    width: 1200,
    height: 900,
    files: { 'home-hero-1200.webp': 1200, 'home-hero-800.webp': 800 },
  });

// `--shard 1/2`: every second job, for two renderers side by side.
const [shardIndex, shardCount] = (args.shard ?? '0/1').split('/').map(Number);
const mine = jobs.filter((_, i) => i % shardCount === shardIndex);

const MIME = { '.js': 'text/javascript', '.html': 'text/html' };
const PAGE = `<!doctype html><html><head><script type="importmap">
{ "imports": { "three": "/three/build/three.module.js", "three/addons/": "/three/examples/jsm/" } }
</script><script type="module">import { shoot } from '/scene/index.js'; window.shoot = shoot; window.studioReady = true;</script>
</head><body></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--use-gl=angle',
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
    '--ignore-gpu-blocklist',
  ],
});
try {
  const page = await browser.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') console.error(`[page] ${m.text()}`);
  });
  page.on('pageerror', (e) => console.error(`[page] ${e.message}`));
  await page.route('http://studio.local/**', async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/') return route.fulfill({ body: PAGE, contentType: 'text/html' });
    const file = url.pathname.startsWith('/three/')
      ? path.join(threeDir, url.pathname.slice('/three/'.length))
      : path.join(import.meta.dirname, url.pathname);
    try {
      return route.fulfill({
        body: await readFile(file),
        contentType: MIME[path.extname(file)] ?? 'text/plain',
      });
    } catch {
      return route.fulfill({ status: 404, body: 'not found' });
    }
  });
  await page.goto('http://studio.local/');
  await page.waitForFunction(() => window.studioReady === true);

  await mkdir(productsDir, { recursive: true });
  const sheet = [];
  for (const job of mine) {
    const started = Date.now();
    const spec =
      job.kind === 'hero'
        ? { design: 'hero', view: job.view, width: job.width, height: job.height, samples: 20 }
        : {
            design: job.sku,
            view: job.view,
            width: DEMO_IMAGE_SIZE,
            height: DEMO_IMAGE_SIZE,
            colour: job.product.colour,
            samples: 16,
          };
    if (args.preview) {
      // A quick look: half the size, fewer frames (noisier shadows and blur).
      spec.width /= 2;
      spec.height /= 2;
      spec.samples = 8;
    }
    if (args.samples) spec.samples = Number(args.samples);
    const url = await page.evaluate((s) => window.shoot(s), spec);
    const png = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
    if (job.kind === 'hero') {
      for (const [name, w] of Object.entries(job.files)) {
        const file = path.join(heroDir, name);
        const out = await sharp(png).resize({ width: w }).webp(WEBP).toBuffer();
        await writeFile(file, out);
        console.log(
          `${path.relative(root, file)} ${(out.length / 1024).toFixed(0)} KB ${Date.now() - started} ms`,
        );
      }
      if (args.sheet) await writeFile(args.sheet.replace(/\.png$/, '-hero.png'), png);
      sheet.push(png);
    } else {
      const file = path.join(productsDir, demoImageName(job.sku, job.view));
      const out = await sharp(png).webp(WEBP).toBuffer();
      await writeFile(file, out);
      sheet.push(png);
      console.log(
        `${path.relative(root, file)} ${(out.length / 1024).toFixed(0)} KB ${Date.now() - started} ms`,
      );
    }
  }
  if (args.sheet) await contactSheet(sheet, args.sheet);
} finally {
  await browser.close();
}

/** All pictures of this run side by side in one PNG, to look at. */
async function contactSheet(pngs, file) {
  const cell = 300;
  const cols = Math.min(6, pngs.length);
  const rows = Math.ceil(pngs.length / cols);
  const tiles = await Promise.all(
    pngs.map((p) => sharp(p).resize({ width: cell, height: cell, fit: 'cover' }).png().toBuffer()),
  );
  await sharp({ create: { width: cols * cell, height: rows * cell, channels: 3, background: '#ffffff' } })
    .composite(
      tiles.map((input, i) => ({ input, left: (i % cols) * cell, top: Math.floor(i / cols) * cell })),
    )
    .png()
    .toFile(file);
  console.log(`contact sheet ${file}`);
}
