#!/usr/bin/env node
/**
 * `npm run build:client` runs this after the server render's build: it writes the storefront's
 * whole global CSS (the server entry's `storefrontCss()`) to `client/dist/assets/storefront-<hash>.css`,
 * named by a hash of its content (served like Vite's assets, cached for a year), and its name
 * to `client/dist/.ssr/storefront-css.json` for the server. A server-rendered page inlines only
 * the rules and variables its markup uses and loads this file without blocking its first paint
 * (server/src/ssr/page-styles.ts), so the next page the browser renders finds every class.
 */
import { createHash } from 'node:crypto';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'client/dist');
const assets = path.join(dist, 'assets');
const require = createRequire(import.meta.url);

const css = require(path.join(dist, '.ssr', 'entry-server.cjs')).storefrontCss();
if (!css) throw new Error('the server entry rendered no global CSS');
const hash = createHash('sha256').update(css).digest('base64url').slice(0, 12);
const file = `assets/storefront-${hash}.css`;
// One stylesheet per build (the client build empties dist; a rerun of this script alone does not).
for (const old of readdirSync(assets)) if (/^storefront-.*\.css$/.test(old)) rmSync(path.join(assets, old));
writeFileSync(path.join(dist, file), css);
writeFileSync(path.join(dist, '.ssr', 'storefront-css.json'), JSON.stringify({ file }));
console.log(`${file}: ${(Buffer.byteLength(css) / 1024).toFixed(1)} KB`);
