import { FileStore } from './file-store';
import type { ObjectStore } from './object-store';
import { type S3Settings, S3Store } from './s3-store';

export * from './object-store';
export { FileStore } from './file-store';
export { S3Store, type S3Settings } from './s3-store';
export { serveObjects } from './serve-objects';
export { downloadTree, pruneExcept, uploadTree, type TreeCopy } from './transfer';

/** Where files are stored (config.ts reads it from STORAGE_URL and the S3_* settings). */
export type StorageSettings = { driver: 'file'; root: string } | ({ driver: 's3' } & S3Settings);

/** The store the settings name: DATA_DIR on disk, or the bucket. */
export function createObjectStore(settings: StorageSettings): ObjectStore {
  return settings.driver === 'file' ? new FileStore(settings.root) : new S3Store(settings);
}
