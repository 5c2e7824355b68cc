#!/usr/bin/env node
/**
 * `npm start` (and the operator commands) run this first: it compiles the server only when
 * a source is newer than its build, and rebuilds the client only when its sources changed
 * since the last client build (or it was never built). Arguments: `server`, `client`, and
 * `graphiql` (only the development explorer: `npm run dev`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (p) => path.join(root, p);

/** Newest modification time under the given files and folders (folders count too: a deleted file changes its folder). */
function newest(paths) {
  let max = 0;
  const visit = (p) => {
    let st;
    try {
      st = statSync(p);
    } catch {
      return;
    }
    max = Math.max(max, st.mtimeMs);
    if (st.isDirectory()) for (const name of readdirSync(p)) visit(path.join(p, name));
  };
  for (const p of paths) visit(at(p));
  return max;
}

/** Oldest of the build outputs, 0 when one is missing. */
function built(outputs) {
  let min = Infinity;
  for (const o of outputs) {
    if (!existsSync(at(o))) return 0;
    min = Math.min(min, statSync(at(o)).mtimeMs);
  }
  return min;
}

function run(script, what) {
  console.log(`building the ${what} (its sources changed)…`);
  const res = spawnSync('npm', ['run', script, '--silent'], { cwd: root, stdio: 'inherit' });
  return res.status === 0;
}

const want = new Set(process.argv.slice(2));

if (want.has('server')) {
  const main = 'server/dist/main.js';
  if (newest(['server/src', 'tsconfig.json', 'package-lock.json']) > built([main])) {
    if (!run('build:server', 'server')) {
      // tsc writes its output even with type errors: mark it out of date so the next start checks again.
      if (existsSync(at(main))) utimesSync(at(main), new Date(0), new Date(0));
      process.exit(1);
    }
  }
}

if (want.has('client')) {
  const sources = [
    'client/src',
    'client/index.html',
    'client/public',
    'scripts/build-graphiql.mjs',
    'scripts/storefront-css.mjs',
    'client/vite.config.mts',
    'package-lock.json',
  ];
  if (
    newest(sources) >
    built([
      'client/dist/index.html',
      'client/dist/.ssr/entry-server.cjs',
      'client/dist/.ssr/storefront-css.json',
      'client/dist/graphiql/graphiql.html',
    ])
  ) {
    if (!run('build:client', 'client')) console.error('The client build failed; the API still starts.');
  }
}

if (want.has('graphiql') && !want.has('client')) {
  const sources = ['scripts/build-graphiql.mjs', 'package-lock.json'];
  if (newest(sources) > built(['client/dist/graphiql/graphiql.html'])) {
    if (!run('build:graphiql', 'GraphiQL explorer'))
      console.error('The GraphiQL build failed; /graphiql will say so.');
  }
}
