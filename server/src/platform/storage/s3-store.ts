/**
 * The S3 driver: objects in a bucket of any S3-compatible service (AWS S3, Cloudflare R2,
 * MinIO, Backblaze B2), through the AWS SDK. Objects are written private (no ACL: buckets
 * that refuse ACLs, the default on AWS and R2, take them as they are); product images are
 * reached through the shop's /uploads/ path, or straight from MEDIA_PUBLIC_URL when the
 * operator made the uploads/ prefix public or put a CDN in front of it. Receipts are reached
 * only through presigned links.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import {
  checkKey,
  type ObjectInfo,
  type ObjectStore,
  type PresignOptions,
  type PutOptions,
  type StoredObject,
} from './object-store';

export interface S3Settings {
  bucket: string;
  /** Keys are stored under this prefix ('' or e.g. 'shop/'), from STORAGE_URL's path. */
  prefix: string;
  /** The service's endpoint (unset: AWS S3 in `region`). */
  endpoint?: string;
  /** Where browsers reach the service, when the shop reaches it by another address (presigned links use it). */
  publicEndpoint?: string;
  region: string;
  /** Unset: the SDK's default credential chain (an instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Path-style URLs (endpoint/bucket/key): MinIO and local servers need them. */
  forcePathStyle: boolean;
}

/** The SDK's error for a key, bucket or object that is not there. */
function isMissing(err: unknown): boolean {
  const status = (err as S3ServiceException).$metadata?.httpStatusCode;
  const name = (err as Error).name;
  return status === 404 || name === 'NoSuchKey' || name === 'NotFound';
}

/** A plain (not multipart, not KMS-encrypted) upload's ETag is its MD5. */
function md5Of(etag: string | undefined): string | undefined {
  const hex = etag?.replace(/"/g, '');
  return hex && /^[0-9a-f]{32}$/.test(hex) ? hex : undefined;
}

export class S3Store implements ObjectStore {
  readonly driver = 's3' as const;
  readonly origins: string[];
  private readonly client: S3Client;
  /** Signs links for browsers (the same client unless STORAGE_URL's public_endpoint names another address). */
  private readonly presigner: S3Client;

  constructor(private readonly settings: S3Settings) {
    const client = (endpoint?: string) =>
      new S3Client({
        region: settings.region,
        endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials: settings.credentials,
        // Checksums only where S3 requires them: CRC trailers on every upload (the SDK's default
        // since 2025) are not understood by every S3-compatible service.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
    this.client = client(settings.endpoint);
    this.presigner = settings.publicEndpoint ? client(settings.publicEndpoint) : this.client;
    this.origins = [this.origin()];
  }

  /** The origin presigned links point at (for the Content-Security-Policy's img-src). */
  private origin(): string {
    const { bucket, region, forcePathStyle } = this.settings;
    const endpoint = this.settings.publicEndpoint ?? this.settings.endpoint;
    if (endpoint) {
      const u = new URL(endpoint);
      return forcePathStyle ? u.origin : `${u.protocol}//${bucket}.${u.host}`;
    }
    return forcePathStyle
      ? `https://s3.${region}.amazonaws.com`
      : `https://${bucket}.s3.${region}.amazonaws.com`;
  }

  /** The bucket and full key of one of our keys. */
  private at(key: string) {
    return { Bucket: this.settings.bucket, Key: this.settings.prefix + checkKey(key) };
  }

  async put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        ...this.at(key),
        Body: body,
        ContentLength: Buffer.isBuffer(body) ? body.length : options.size,
        ContentType: options.contentType,
        CacheControl: options.cacheControl,
        Metadata: options.sha256 ? { sha256: options.sha256 } : undefined,
      }),
    );
  }

  async get(key: string, ifNoneMatch?: string): Promise<StoredObject | 'not-modified' | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ ...this.at(key), IfNoneMatch: ifNoneMatch }));
      return {
        body: out.Body as Readable,
        size: out.ContentLength ?? 0,
        contentType: out.ContentType ?? 'application/octet-stream',
        cacheControl: out.CacheControl,
        etag: out.ETag,
        lastModified: out.LastModified,
      };
    } catch (err) {
      if ((err as S3ServiceException).$metadata?.httpStatusCode === 304) return 'not-modified';
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const out = await this.client.send(new HeadObjectCommand(this.at(key)));
      return {
        key,
        size: out.ContentLength ?? 0,
        md5: md5Of(out.ETag),
        sha256: out.Metadata?.sha256,
      };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand(this.at(key)));
  }

  async *list(prefix: string): AsyncIterable<ObjectInfo> {
    const pages = paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.settings.bucket, Prefix: this.settings.prefix + prefix },
    );
    for await (const page of pages)
      for (const o of page.Contents ?? []) {
        if (!o.Key || o.Key.endsWith('/')) continue;
        yield { key: o.Key.slice(this.settings.prefix.length), size: o.Size ?? 0, md5: md5Of(o.ETag) };
      }
  }

  async presign(key: string, options: PresignOptions): Promise<string> {
    return getSignedUrl(
      this.presigner,
      new GetObjectCommand({
        ...this.at(key),
        ResponseContentType: options.contentType,
        ResponseContentDisposition: options.contentDisposition,
      }),
      { expiresIn: options.expiresIn, signingDate: options.signedAt },
    );
  }

  /** Ends the client's connections (operator commands exit once their work is done). */
  close(): void {
    this.client.destroy();
    this.presigner.destroy();
  }
}
