/**
 * `npm run storage:migrate [-- --from DIR]`: copies the product images and payment receipts of
 * a DATA_DIR (default: DATA_DIR; `--from` for another, e.g. a backup's copy) into the bucket
 * STORAGE_URL names, under the same keys (uploads/..., receipts/...). A file already in the
 * bucket with the same size and digest is skipped, so it can be run again (after an
 * interruption, or once more right before the switch) and sends only what is missing. Nothing
 * is deleted on either side; the database is not touched (it names files, not places).
 */
import 'reflect-metadata';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createObjectStore, PRIVATE_PREFIX, PUBLIC_PREFIX, uploadTree } from '../platform/storage';
import { runTool, toolConfig, ToolError } from './tool';

runTool(async () => {
  const { values } = parseArgs({ options: { from: { type: 'string' } } });
  const { config } = toolConfig();
  if (config.storage.driver !== 's3')
    throw new ToolError(
      'STORAGE_URL is file: (the default): set STORAGE_URL=s3://BUCKET (with the settings of the bucket, docs/configuration.md) to copy DATA_DIR into, then run it again.',
    );
  const from = path.resolve(values.from ?? config.dataDir);
  const folders = [PUBLIC_PREFIX, PRIVATE_PREFIX].map((prefix) => ({ prefix, dir: path.join(from, prefix) }));
  if (!folders.some((f) => existsSync(f.dir)))
    throw new ToolError(`${from} has neither uploads/ nor receipts/: nothing to copy.`);
  const store = createObjectStore(config.storage);
  const lines: string[] = [];
  for (const { prefix, dir } of folders) {
    const { copied, skipped } = await uploadTree(dir, store, prefix);
    lines.push(`${prefix.slice(0, -1)}: ${copied} copied, ${skipped} already there`);
  }
  const where = `s3://${config.storage.bucket}${config.storage.prefix ? `/${config.storage.prefix.slice(0, -1)}` : ''}`;
  console.log(`Copied ${from} to ${where}: ${lines.join('; ')}.`);
});
