/**
 * An S3-compatible object store on loopback, speaking the S3 REST API to the real AWS SDK:
 * path-style addressing (`/BUCKET/KEY`), PutObject, GetObject (with If-None-Match and the
 * signed `response-content-*` overrides), HeadObject, DeleteObject and ListObjectsV2, and
 * Signature Version 4 checked the way S3 checks it, in the Authorization header and in
 * presigned query strings (expiry included). Objects are private, as in a new bucket on AWS,
 * R2 or MinIO: an unsigned request reads only under a prefix made public (`publicRead`, what a
 * bucket policy granting anonymous s3:GetObject does), and a request carrying an ACL is refused
 * as a bucket with ACLs disabled (AWS's default since 2023) refuses it.
 *
 * Why not s3rver: its 3.x release accepts any SigV4 signature ("Signature version 4
 * calculation is unimplemented" in its authentication middleware) and serves every object to
 * anonymous requests, so it cannot show that receipts are private or that an altered or
 * expired link is refused; its maintained fork needs Node 24.
 *
 * Public documentation followed:
 * - https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html
 * - https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-query-string-auth.html
 * - https://docs.aws.amazon.com/AmazonS3/latest/API/API_PutObject.html (and _GetObject, _HeadObject,
 *   _DeleteObject, _ListObjectsV2), https://docs.aws.amazon.com/AmazonS3/latest/API/ErrorResponses.html
 * - https://docs.aws.amazon.com/AmazonS3/latest/userguide/about-object-ownership.html (ACLs disabled)
 */
import { createHash, createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeObject {
  body: Buffer;
  contentType: string;
  cacheControl?: string;
  metadata: Record<string, string>;
  etag: string;
  lastModified: Date;
}

export interface FakeS3Request {
  method: string;
  key: string;
  query: URLSearchParams;
  /** How it was authorised: a signed header, a presigned query, or nothing. */
  auth: 'header' | 'query' | 'anonymous';
  status: number;
}

export interface FakeS3 {
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, FakeObject>;
  requests: FakeS3Request[];
  /** Lets unsigned requests read objects under `prefix` (a bucket policy's anonymous s3:GetObject). */
  publicRead(prefix: string): void;
  /** The settings that point the shop at this bucket (`prefix`: STORAGE_URL's key prefix). */
  env(prefix?: string, publicEndpoint?: string): Record<string, string>;
  close(): Promise<void>;
}

const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** ISO 8601 basic (20250101T120000Z) to a Date. */
function amzDate(v: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(v);
  return m ? new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6])) : null;
}

export async function startFakeS3(options: { bucket?: string; pageSize?: number } = {}): Promise<FakeS3> {
  const bucket = options.bucket ?? 'shop-media';
  const region = 'eu-central-1';
  const accessKeyId = 'AKIAFAKES3TESTKEY';
  const secretAccessKey = 'fake/s3/secret/key/for/the/tests/only';
  const pageSize = options.pageSize ?? 1000;
  const objects = new Map<string, FakeObject>();
  const requests: FakeS3Request[] = [];
  const publicPrefixes: string[] = [];

  /** The canonical query string: every parameter but the signature, encoded and sorted. */
  function canonicalQuery(rawQuery: string): string {
    return rawQuery
      .split('&')
      .filter(Boolean)
      .map((pair) => {
        const [k, v = ''] = pair.split('=');
        return [rfc3986(decodeURIComponent(k)), rfc3986(decodeURIComponent(v.replace(/\+/g, '%20')))];
      })
      .filter(([k]) => k !== 'X-Amz-Signature')
      .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
  }

  /** Checks a SigV4 signature over the request as S3 rebuilds it; throws S3's error when it does not match. */
  function verify(
    req: http.IncomingMessage,
    rawPath: string,
    rawQuery: string,
    parts: { credential: string; signedHeaders: string; signature: string; date: string; payload: string },
  ): void {
    const [keyId, day, credRegion, service, terminator] = parts.credential.split('/');
    if (keyId !== accessKeyId)
      throw new S3Error(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist.');
    if (
      credRegion !== region ||
      service !== 's3' ||
      terminator !== 'aws4_request' ||
      !parts.date.startsWith(day)
    )
      throw new S3Error(400, 'AuthorizationHeaderMalformed', 'The credential scope is not this bucket’s.');
    const names = parts.signedHeaders.split(';');
    if (!names.includes('host'))
      throw new S3Error(400, 'AuthorizationHeaderMalformed', 'host must be a signed header.');
    const headers = names
      .map(
        (n) =>
          `${n}:${String(req.headers[n] ?? '')
            .trim()
            .replace(/\s+/g, ' ')}\n`,
      )
      .join('');
    const canonical = [
      req.method,
      rawPath,
      canonicalQuery(rawQuery),
      headers,
      parts.signedHeaders,
      parts.payload,
    ].join('\n');
    const scope = `${day}/${region}/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', parts.date, scope, sha256(canonical)].join('\n');
    const key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region), 's3'), 'aws4_request');
    if (createHmac('sha256', key).update(toSign).digest('hex') !== parts.signature)
      throw new S3Error(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match.');
  }

  /** How the request is authorised (an exception when its signature is wrong or stale). */
  function authorise(req: http.IncomingMessage, rawPath: string, rawQuery: string, body: Buffer) {
    const query = new URLSearchParams(rawQuery);
    const header = req.headers.authorization;
    if (header) {
      const m =
        /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
          header,
        );
      if (!m) throw new S3Error(400, 'AuthorizationHeaderMalformed', 'Only SigV4 is accepted.');
      const date = String(req.headers['x-amz-date'] ?? '');
      const at = amzDate(date);
      if (!at || Math.abs(Date.now() - at.getTime()) > 15 * 60_000)
        throw new S3Error(403, 'RequestTimeTooSkewed', 'The request time is too far from the server’s.');
      const payload = String(req.headers['x-amz-content-sha256'] ?? '');
      if (payload.startsWith('STREAMING-'))
        throw new S3Error(501, 'NotImplemented', 'aws-chunked uploads are not supported by this service.');
      if (payload !== 'UNSIGNED-PAYLOAD' && payload !== sha256(body))
        throw new S3Error(400, 'XAmzContentSHA256Mismatch', 'The body does not match x-amz-content-sha256.');
      verify(req, rawPath, rawQuery, {
        credential: m[1],
        signedHeaders: m[2],
        signature: m[3],
        date,
        payload,
      });
      return 'header' as const;
    }
    if (query.has('X-Amz-Algorithm')) {
      if (query.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256')
        throw new S3Error(400, 'AuthorizationQueryParametersError', 'Only SigV4 is accepted.');
      const date = query.get('X-Amz-Date') ?? '';
      const at = amzDate(date);
      const expires = Number(query.get('X-Amz-Expires'));
      if (!at || !Number.isInteger(expires) || expires < 1 || expires > 604800)
        throw new S3Error(
          400,
          'AuthorizationQueryParametersError',
          'X-Amz-Date or X-Amz-Expires is invalid.',
        );
      if (Date.now() > at.getTime() + expires * 1000)
        throw new S3Error(403, 'AccessDenied', 'Request has expired');
      verify(req, rawPath, rawQuery, {
        credential: query.get('X-Amz-Credential') ?? '',
        signedHeaders: query.get('X-Amz-SignedHeaders') ?? '',
        signature: query.get('X-Amz-Signature') ?? '',
        date,
        payload: 'UNSIGNED-PAYLOAD',
      });
      return 'query' as const;
    }
    return 'anonymous' as const;
  }

  function objectHeaders(o: FakeObject, query: URLSearchParams): Record<string, string> {
    const headers: Record<string, string> = {
      'Content-Type': query.get('response-content-type') ?? o.contentType,
      'Content-Length': String(o.body.length),
      ETag: o.etag,
      'Last-Modified': o.lastModified.toUTCString(),
    };
    if (o.cacheControl) headers['Cache-Control'] = o.cacheControl;
    const disposition = query.get('response-content-disposition');
    if (disposition) headers['Content-Disposition'] = disposition;
    for (const [k, v] of Object.entries(o.metadata)) headers[`x-amz-meta-${k}`] = v;
    return headers;
  }

  function list(query: URLSearchParams): string {
    const prefix = query.get('prefix') ?? '';
    const after = query.get('continuation-token') ?? query.get('start-after') ?? '';
    const max = Math.min(Number(query.get('max-keys') ?? 1000), pageSize);
    const keys = [...objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
    const page = keys.slice(0, max);
    const truncated = keys.length > page.length;
    const contents = page
      .map((k) => {
        const o = objects.get(k)!;
        return `<Contents><Key>${xmlEscape(k)}</Key><LastModified>${o.lastModified.toISOString()}</LastModified><ETag>${xmlEscape(o.etag)}</ETag><Size>${o.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
      })
      .join('');
    return (
      `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
      `<Name>${bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys>` +
      `<IsTruncated>${truncated}</IsTruncated>${truncated ? `<NextContinuationToken>${xmlEscape(page[page.length - 1])}</NextContinuationToken>` : ''}` +
      `${contents}</ListBucketResult>`
    );
  }

  function handle(
    req: http.IncomingMessage,
    body: Buffer,
  ): {
    status: number;
    headers: Record<string, string>;
    body?: Buffer | string;
    auth: FakeS3Request['auth'];
  } {
    const [rawPath, rawQuery = ''] = (req.url ?? '/').split('?');
    const query = new URLSearchParams(rawQuery);
    const segments = rawPath.split('/').slice(1);
    if (segments[0] !== bucket) throw new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist');
    const key = segments.slice(1).map(decodeURIComponent).join('/');
    const auth = authorise(req, rawPath, rawQuery, body);
    const method = req.method ?? 'GET';
    if (auth === 'anonymous') {
      const readable =
        (method === 'GET' || method === 'HEAD') && key && publicPrefixes.some((p) => key.startsWith(p));
      if (!readable) throw new S3Error(403, 'AccessDenied', 'Access Denied');
      if ([...query.keys()].some((k) => k.startsWith('response-')))
        throw new S3Error(400, 'InvalidRequest', 'Response header overrides need a signed request.');
    }
    if (!key) {
      if (method === 'GET' && query.get('list-type') === '2')
        return { status: 200, headers: { 'Content-Type': 'application/xml' }, body: list(query), auth };
      if (method === 'HEAD') return { status: 200, headers: {}, auth };
      throw new S3Error(501, 'NotImplemented', `${method} on the bucket is not supported by this fake.`);
    }
    if (method === 'PUT') {
      if (req.headers['x-amz-copy-source'])
        throw new S3Error(501, 'NotImplemented', 'CopyObject is not supported by this fake.');
      if (req.headers['x-amz-acl'])
        throw new S3Error(400, 'AccessControlListNotSupported', 'The bucket does not allow ACLs');
      const metadata = Object.fromEntries(
        Object.entries(req.headers)
          .filter(([k]) => k.startsWith('x-amz-meta-'))
          .map(([k, v]) => [k.slice('x-amz-meta-'.length), String(v)]),
      );
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      objects.set(key, {
        body,
        contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'),
        cacheControl: req.headers['cache-control'],
        metadata,
        etag,
        lastModified: new Date(Math.floor(Date.now() / 1000) * 1000),
      });
      return { status: 200, headers: { ETag: etag }, auth };
    }
    if (method === 'DELETE') {
      objects.delete(key);
      return { status: 204, headers: {}, auth };
    }
    if (method === 'GET' || method === 'HEAD') {
      const o = objects.get(key);
      if (!o) throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.');
      if (req.headers['if-none-match'] === o.etag) return { status: 304, headers: { ETag: o.etag }, auth };
      return {
        status: 200,
        headers: objectHeaders(o, query),
        body: method === 'GET' ? o.body : undefined,
        auth,
      };
    }
    throw new S3Error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const [rawPath, rawQuery = ''] = (req.url ?? '/').split('?');
      const key = rawPath.split('/').slice(2).map(decodeURIComponent).join('/');
      const entry: FakeS3Request = {
        method: req.method ?? 'GET',
        key,
        query: new URLSearchParams(rawQuery),
        auth: 'anonymous',
        status: 0,
      };
      requests.push(entry);
      try {
        const answer = handle(req, Buffer.concat(chunks));
        entry.auth = answer.auth;
        entry.status = answer.status;
        res.writeHead(answer.status, { 'x-amz-request-id': randomUUID(), ...answer.headers });
        res.end(answer.body);
      } catch (err) {
        if (!(err instanceof S3Error)) throw err;
        entry.status = err.status;
        const xml = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${err.code}</Code><Message>${xmlEscape(err.message)}</Message><Resource>${xmlEscape(rawPath)}</Resource><RequestId>${randomUUID()}</RequestId></Error>`;
        res.writeHead(err.status, { 'Content-Type': 'application/xml' });
        res.end(req.method === 'HEAD' ? undefined : xml);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    publicRead: (prefix) => void publicPrefixes.push(prefix),
    env: (prefix = '', publicEndpoint?: string) => ({
      STORAGE_URL: `s3://${encodeURIComponent(accessKeyId)}:${encodeURIComponent(secretAccessKey)}@${bucket}${prefix ? `/${prefix}` : ''}?${new URLSearchParams({ endpoint: url, region, path_style: 'true', ...(publicEndpoint ? { public_endpoint: publicEndpoint } : {}) })}`,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
