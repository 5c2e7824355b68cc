// `npm run codegen` (`-- --check`: fail when the files differ instead of writing them): the
// client's typed GraphQL documents (client/src/gql/) from schema.graphql and the operations
// in client/src, with GraphQL Code Generator's client preset, driven here as its CLI drives it
// (codegen.mjs holds the settings), without the CLI's loaders, prompts and watch mode.
import { existsSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { codegen } from '@graphql-codegen/core';
import * as clientPreset from '@graphql-codegen/client-preset';
import { getCachedDocumentNodeFromSchema, normalizeImportExtension } from '@graphql-codegen/plugin-helpers';
import { gqlPluckFromCodeStringSync } from '@graphql-tools/graphql-tag-pluck';
import { buildSchema, parse } from 'graphql';

const root = path.resolve(import.meta.dirname, '..');
const { default: settings } = await import(path.join(root, 'codegen.mjs'));
const check = process.argv.includes('--check');

const [outputDir, output] = Object.entries(settings.generates)[0];
const schemaAst = buildSchema(readFileSync(path.join(root, settings.schema), 'utf8'));

/** Files under `dir` whose names end in one of `extensions`, but not under `skip`, sorted by path. */
function filesUnder(dir, extensions, skip) {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && extensions.some((x) => e.name.endsWith(x)))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((f) => !f.startsWith(path.join(root, skip)))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

const documents = filesUnder(settings.documentsDir, ['.ts', '.tsx'], outputDir).flatMap((location) =>
  gqlPluckFromCodeStringSync(location, readFileSync(location, 'utf8'), { skipIndent: true }).map(
    (source) => ({
      rawSDL: source.body,
      document: parse(source),
      location,
    }),
  ),
);
if (!documents.length) throw new Error(`No GraphQL documents found in ${settings.documentsDir}`);

const importExtension = normalizeImportExtension({});
const config = { ...output.config, importExtension, emitLegacyCommonJSImports: true };
const outputs = await clientPreset.preset.buildGeneratesSection({
  baseOutputDir: outputDir,
  presetConfig: output.presetConfig ?? {},
  plugins: [],
  schema: getCachedDocumentNodeFromSchema(schemaAst),
  schemaAst,
  documents,
  config,
  pluginMap: {},
  pluginContext: {},
  documentTransforms: [],
});

const stale = [];
for (const args of outputs) {
  const content = await codegen({ ...args, importExtension, emitLegacyCommonJSImports: true });
  const file = path.join(root, args.filename);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : null;
  if (current === content) continue;
  stale.push(args.filename);
  if (!check) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}
if (check && stale.length) {
  console.error(`Out of date (run npm run codegen): ${stale.join(', ')}`);
  process.exit(1);
}
console.log(stale.length ? `Wrote ${stale.join(', ')}` : `${outputs.length} files up to date`);
