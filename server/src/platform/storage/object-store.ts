/**
 * Where the shop's files live: one key space, two drivers (file-store.ts: DATA_DIR on local
 * disk; s3-store.ts: any S3-compatible bucket). Keys mirror DATA_DIR's layout, so a bucket
 * and a DATA_DIR hold the same tree and `npm run storage:migrate` is a plain copy:
 *
 *   uploads/products/<name>.webp         product images (public: the shop's /uploads/ path or MEDIA_PUBLIC_URL)
 *   uploads/products/<width>/<name>.webp their thumbnails
 *   receipts/<uuid>.<webp|pdf>           payment receipts (private: signed or presigned links only)
 */
import type { Readable } from 'node:stream';

/** The top-level prefixes: what /uploads serves, and what only signed links reach. */
export const PUBLIC_PREFIX = 'uploads/';
export const PRIVATE_PREFIX = 'receipts/';

/** A public object never changes under its key (names are server-chosen and never reused). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface PutOptions {
  contentType: string;
  /** Cache-Control stored with the object (and sent by whoever serves it). */
  cacheControl?: string;
  /** Body length in bytes: needed with a stream body (S3 wants it up front). */
  size?: number;
  /** Hex digests of the body, stored beside it so a later copy can tell it is the same. */
  sha256?: string;
}

export interface ObjectInfo {
  key: string;
  size: number;
  /** Hex MD5 of the body when the store knows it (a plain upload's S3 ETag; computed on disk). */
  md5?: string;
  /** Hex SHA-256 of the body when it was stored with it. */
  sha256?: string;
}

export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
  cacheControl?: string;
  /** A strong validator (quoted), for conditional requests. */
  etag?: string;
  lastModified?: Date;
}

export interface PresignOptions {
  /** Seconds the link works for. */
  expiresIn: number;
  /** When the link is signed (links signed in one window are the same link: cacheable pages). */
  signedAt?: Date;
  /** Response headers the link makes the store send. */
  contentType?: string;
  contentDisposition?: string;
}

export interface ObjectStore {
  readonly driver: 'file' | 's3';
  /** Stores an object (replacing one under the same key); a stream body needs `size`. */
  put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void>;
  /** The object, or null when there is none; `ifNoneMatch` answers 'not-modified' for a matching ETag. */
  get(key: string, ifNoneMatch?: string): Promise<StoredObject | 'not-modified' | null>;
  head(key: string): Promise<ObjectInfo | null>;
  /** Removes an object; one that is not there is fine. */
  delete(key: string): Promise<void>;
  /** Every object under a prefix, keys in lexical order. */
  list(prefix: string): AsyncIterable<ObjectInfo>;
  /** A short-lived link straight to a private object (S3), or null when the store has none (file: the app signs its own). */
  presign(key: string, options: PresignOptions): Promise<string | null>;
  /** Origins that serve this store's objects to browsers (for the Content-Security-Policy). */
  readonly origins: string[];
}

/**
 * A key of ours: slash-separated segments of letters, digits, dots, dashes and underscores,
 * none empty or starting with a dot (no `..`, no hidden files, nothing a path could escape by).
 */
export function checkKey(key: string): string {
  const segments = key.split('/');
  if (!segments.every((s) => /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(s)))
    throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
  return key;
}
