// `npm run openapi:types` (`-- --check`: fail when the file differs instead of writing it;
// `-- --from FILE`: read the document from FILE, e.g. a running shop's /api/openapi.json, instead
// of the built server's): the REST adapter's TypeScript types, tests/support/generated/openapi.d.ts,
// made by openapi-typescript exactly as its CLI makes them without options, so the file is what an
// app gets from `npx openapi-typescript https://<shop>/api/openapi.json` (docs/rest.md).
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';

const root = path.resolve(import.meta.dirname, '..');
const output = path.join(root, 'tests/support/generated/openapi.d.ts');
const args = process.argv.slice(2);
const check = args.includes('--check');
const from = args.includes('--from') ? args[args.indexOf('--from') + 1] : undefined;

/** The document: from a file, or built by the compiled server (`npm run build:server`). */
function loadDocument() {
  if (from) return JSON.parse(readFileSync(from, 'utf8'));
  const require = createRequire(import.meta.url);
  require('reflect-metadata'); // the server's decorators need it before any of its modules load
  return require(path.join(root, 'server/dist/rest/openapi/document.js')).openApiDocument();
}

const types = COMMENT_HEADER + astToString(await openapiTS(loadDocument(), { silent: true }));
const current = existsSync(output) ? readFileSync(output, 'utf8') : null;
const relative = path.relative(root, output);
if (check) {
  if (current !== types) {
    console.error(`${relative} is not what the OpenAPI document makes: run npm run openapi:types`);
    process.exit(1);
  }
  console.log(`${relative} is up to date.`);
} else if (current !== types) {
  mkdirSync(path.dirname(output), { recursive: true });
  writeFileSync(output, types);
  console.log(`Wrote ${relative}.`);
}
