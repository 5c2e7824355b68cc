/**
 * The file driver (the default): objects are files under DATA_DIR at their key's path
 * (DATA_DIR/uploads/..., DATA_DIR/receipts/...). A write goes to a temporary file beside its
 * target and is renamed into place, so a reader never sees half a file; private objects
 * (receipts/) are readable by the shop's user alone.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  checkKey,
  type ObjectInfo,
  type ObjectStore,
  type PutOptions,
  PRIVATE_PREFIX,
  type StoredObject,
} from './object-store';

const TYPES: Record<string, string> = { '.webp': 'image/webp', '.pdf': 'application/pdf' };
/** A stored file's content type, by its extension. */
export const contentTypeOf = (file: string) => TYPES[path.extname(file)] ?? 'application/octet-stream';

/** A file's size and hex digests. */
export async function digests(file: string): Promise<{ size: number; md5: string; sha256: string }> {
  const md5 = createHash('md5');
  const sha256 = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    size += (chunk as Buffer).length;
    md5.update(chunk as Buffer);
    sha256.update(chunk as Buffer);
  }
  return { size, md5: md5.digest('hex'), sha256: sha256.digest('hex') };
}

/** Files under `dir` (relative paths with forward slashes, sorted), partial writes left out. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile() && !e.name.endsWith('.partial'))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

export class FileStore implements ObjectStore {
  readonly driver = 'file' as const;
  readonly origins: string[] = [];

  constructor(readonly root: string) {}

  /** The file of a key (the key checked first). */
  pathOf(key: string): string {
    return path.join(this.root, ...checkKey(key).split('/'));
  }

  async put(key: string, body: Buffer | Readable, _options: PutOptions): Promise<void> {
    const file = this.pathOf(key);
    const secret = key.startsWith(PRIVATE_PREFIX);
    await mkdir(path.dirname(file), { recursive: true, mode: secret ? 0o700 : 0o755 });
    const temp = `${file}.${randomUUID()}.partial`;
    const mode = secret ? 0o600 : 0o644;
    try {
      if (Buffer.isBuffer(body)) await writeFile(temp, body, { mode });
      else await pipeline(body, createWriteStream(temp, { mode }));
      await rename(temp, file);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
  }

  async get(key: string, ifNoneMatch?: string): Promise<StoredObject | 'not-modified' | null> {
    const file = this.pathOf(key);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    if (ifNoneMatch && ifNoneMatch === etag) return 'not-modified';
    return {
      body: createReadStream(file),
      size: info.size,
      contentType: contentTypeOf(file),
      etag,
      lastModified: info.mtime,
    };
  }

  async head(key: string): Promise<ObjectInfo | null> {
    const file = this.pathOf(key);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const { md5, sha256 } = await digests(file);
    return { key, size: info.size, md5, sha256 };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<ObjectInfo> {
    const base = prefix.replace(/\/+$/, '');
    for (const rel of await filesUnder(base ? this.pathOf(base) : this.root)) {
      const key = base ? `${base}/${rel}` : rel;
      const info = await stat(path.join(this.root, key)).catch(() => null);
      if (info) yield { key, size: info.size };
    }
  }

  async presign(): Promise<null> {
    return null;
  }
}
