#!/usr/bin/env node
/**
 * `npm run build` ends with this report: every JavaScript chunk of the built client with
 * its gzip size, and the storefront's first-load JavaScript against the 150 KB gzip budget:
 * the app shell (the entry script and the chunks index.html preloads), and each
 * server-rendered storefront page (the shell, the page's own chunks and the loader, read
 * from Vite's manifest). Exits 1 over budget, when admin, editor or card-payment code is in a
 * first load, or when Chakra UI is (client/chunk-libraries.mts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'client/dist');
const assets = path.join(dist, 'assets');
const kb = (n) => (n / 1024).toFixed(1);
const gz = (file) => gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length;

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const firstLoad = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
const chunks = readdirSync(assets)
  .filter((f) => f.endsWith('.js'))
  .map((file) => ({ file, raw: readFileSync(path.join(assets, file)).length, gzip: gz(file) }));
chunks.sort((a, b) => b.gzip - a.gzip);
const sizeOf = new Map(chunks.map((c) => [c.file, c.gzip]));

// Server-rendered pages: the shell's chunks, the page's chunks (manifest) and the loader.
const manifestFile = path.join(dist, '.vite', 'manifest.json');
const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
const closure = (keys, seen = new Set()) => {
  const out = [];
  const walk = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    out.push(path.basename(manifest[key].file));
    (manifest[key].imports ?? []).forEach(walk);
  };
  keys.forEach(walk);
  return out;
};
const PAGES = [
  ['home', 'src/features/storefront/routes/HomePage.tsx'],
  ['shop', 'src/features/storefront/routes/ShopPage.tsx'],
  ['product', 'src/features/storefront/routes/ProductPage.tsx'],
  ['about', 'src/features/content/routes/AboutPage.tsx'],
  ['contact', 'src/features/content/routes/ContactPage.tsx'],
  ['not-found', 'src/features/content/routes/NotFoundPage.tsx'],
];
const boot = manifest['src/app/boot.ts'] ? [path.basename(manifest['src/app/boot.ts'].file)] : [];
const loads = [['app shell (index.html)', firstLoad]];
for (const [name, key] of PAGES)
  if (manifest[key])
    loads.push([`${name} page (server-rendered)`, [...new Set([...boot, ...closure(['index.html', key])])]]);
const inSomeLoad = new Set(loads.flatMap(([, files]) => files));
// Which chunks hold Chakra's code (client/chunk-libraries.mts).
const librariesFile = path.join(dist, '.vite', 'chunk-libraries.json');
const libraries = existsSync(librariesFile) ? JSON.parse(readFileSync(librariesFile, 'utf8')) : {};

console.log('\n| chunk | KB | KB gzip | first load |');
console.log('| --- | ---: | ---: | :---: |');
for (const c of chunks)
  console.log(
    `| ${c.file} | ${kb(c.raw)} | ${kb(c.gzip)} | ${firstLoad.includes(c.file) ? 'yes' : inSomeLoad.has(c.file) ? 'page' : ''} |`,
  );

let failed = false;
console.log('');
for (const [name, files] of loads) {
  const total = files.reduce((s, f) => s + (sizeOf.get(f) ?? 0), 0);
  const line = `${kb(total)} KB gzip (${files.length} files; budget ${BUDGET_KB} KB)`;
  console.log(name === loads[0][0] ? `Storefront first-load JavaScript: ${line}` : `  ${name}: ${line}`);
  const forbidden = files.filter((f) =>
    /^(Admin|Dashboard|Products?Form|RichText|CardPayment|stripe)/i.test(f),
  );
  if (forbidden.length)
    console.error(`Back-office or payment code in the first load of the ${name}: ${forbidden.join(', ')}`);
  if (total > BUDGET_KB * 1024) console.error(`The ${name} is over the first-load budget.`);
  // A server-rendered page is plain elements with static classes: Chakra loads with what needs it.
  const chakra = files.filter((f) => libraries[f]?.includes('chakra'));
  if (chakra.length) console.error(`Chakra UI in the first load of the ${name}: ${chakra.join(', ')}`);
  failed ||= forbidden.length > 0 || total > BUDGET_KB * 1024 || chakra.length > 0;
}
process.exit(failed ? 1 : 0);
