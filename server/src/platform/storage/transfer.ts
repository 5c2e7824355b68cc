/**
 * Whole trees between a folder and a store: `npm run storage:migrate` (DATA_DIR to a bucket),
 * `npm run backup` (the store's objects into the backup folder) and `npm run restore` (back).
 * A file already in the store with the same size and digest is skipped, so a copy that was
 * interrupted, or is run again, sends only what is missing or different.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { contentTypeOf, digests, filesUnder } from './file-store';
import { IMMUTABLE, type ObjectInfo, type ObjectStore, PUBLIC_PREFIX } from './object-store';

export interface TreeCopy {
  copied: number;
  skipped: number;
  /** Keys now in the store for the files of the folder. */
  keys: Set<string>;
}

/** Whether the stored object is this file: same size, and a digest both sides know agrees. */
function same(stored: ObjectInfo | null, file: { size: number; md5: string; sha256: string }): boolean {
  if (!stored || stored.size !== file.size) return false;
  if (stored.sha256) return stored.sha256 === file.sha256;
  return stored.md5 === file.md5;
}

/** Copies every file under `dir` to `<prefix><relative path>` (prefix ends with /), streamed. */
export async function uploadTree(dir: string, store: ObjectStore, prefix: string): Promise<TreeCopy> {
  const result: TreeCopy = { copied: 0, skipped: 0, keys: new Set() };
  for (const rel of await filesUnder(dir)) {
    const key = prefix + rel;
    const file = path.join(dir, ...rel.split('/'));
    const local = await digests(file);
    result.keys.add(key);
    if (same(await store.head(key), local)) {
      result.skipped++;
      continue;
    }
    await store.put(key, createReadStream(file), {
      contentType: contentTypeOf(rel),
      cacheControl: key.startsWith(PUBLIC_PREFIX) ? IMMUTABLE : undefined,
      size: local.size,
      sha256: local.sha256,
    });
    result.copied++;
  }
  return result;
}

/** Writes every object under `prefix` into `dir` at its path after the prefix; answers how many. */
export async function downloadTree(store: ObjectStore, prefix: string, dir: string): Promise<number> {
  await mkdir(dir, { recursive: true });
  let count = 0;
  for await (const info of store.list(prefix)) {
    const object = await store.get(info.key);
    if (!object || object === 'not-modified') continue; // deleted since it was listed
    const file = path.join(dir, ...info.key.slice(prefix.length).split('/'));
    await mkdir(path.dirname(file), { recursive: true });
    await pipeline(object.body, createWriteStream(file));
    count++;
  }
  return count;
}

/** Deletes the objects under `prefix` that are not in `keep`; answers how many. */
export async function pruneExcept(store: ObjectStore, prefix: string, keep: Set<string>): Promise<number> {
  const gone: string[] = [];
  for await (const info of store.list(prefix)) if (!keep.has(info.key)) gone.push(info.key);
  for (const key of gone) await store.delete(key);
  return gone.length;
}
