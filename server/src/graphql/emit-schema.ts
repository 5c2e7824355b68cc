/**
 * Writes schema.graphql from the code (`npm run schema`), or with `--check` fails when
 * the committed file is stale (CI).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getSchema, printSchemaSDL } from './schema';

async function main() {
  const file = path.resolve(__dirname, '../../../schema.graphql');
  const sdl = printSchemaSDL(await getSchema());
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(file, 'utf8');
    } catch {
      /* missing counts as stale */
    }
    if (current !== sdl) {
      console.error('schema.graphql is out of date: run `npm run schema` and commit the result.');
      process.exit(1);
    }
    console.log('schema.graphql is up to date.');
    return;
  }
  writeFileSync(file, sdl);
  console.log(`Wrote ${file}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
