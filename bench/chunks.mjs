#!/usr/bin/env node
/**
 * `npm run build` ends with this report: every JavaScript chunk of the built client with
 * its gzip size, and the storefront's first-load JavaScript (the entry script and the
 * chunks index.html preloads), checked against the 250 KB gzip budget. Exits 1 over budget
 * or when admin, editor or card-payment code is in the first load.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 250;
const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'client/dist');
const assets = path.join(dist, 'assets');
const kb = (n) => (n / 1024).toFixed(1);
const gz = (file) => gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length;

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const firstLoad = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
const chunks = readdirSync(assets).filter((f) => f.endsWith('.js')).map((file) => ({ file, raw: readFileSync(path.join(assets, file)).length, gzip: gz(file) }));
chunks.sort((a, b) => b.gzip - a.gzip);

console.log('\n| chunk | KB | KB gzip | first load |');
console.log('| --- | ---: | ---: | :---: |');
for (const c of chunks) console.log(`| ${c.file} | ${kb(c.raw)} | ${kb(c.gzip)} | ${firstLoad.includes(c.file) ? 'yes' : ''} |`);
const total = chunks.filter((c) => firstLoad.includes(c.file)).reduce((s, c) => s + c.gzip, 0);
console.log(`\nStorefront first-load JavaScript: ${kb(total)} KB gzip (${firstLoad.length} files; budget ${BUDGET_KB} KB)`);

const forbidden = firstLoad.filter((f) => /^(Admin|Dashboard|Products?Form|RichText|CardPayment|stripe)/i.test(f));
if (forbidden.length) console.error(`Back-office or payment code in the first load: ${forbidden.join(', ')}`);
if (total > BUDGET_KB * 1024) console.error('Over the first-load budget.');
process.exit(forbidden.length || total > BUDGET_KB * 1024 ? 1 : 0);
