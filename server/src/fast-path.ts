import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from './logger';
import { CatalogCache, etagOf } from './modules/catalog/catalog.cache';

/**
 * A finished response body as the catalogue cache keeps it for the fast path: the bytes,
 * their ETag and content type, and compressed copies made on first demand.
 */
export interface CachedBytes {
  body: Buffer;
  etag: string;
  contentType: string;
  /** Apollo's `cache-control` on GraphQL answers. */
  cacheControl?: string;
  gzip?: Buffer;
  br?: Buffer;
}

/** The cache key of a GraphQL POST: its exact body bytes and the media types it accepts. */
const graphqlBodyKey = (req: IncomingMessage, raw: string) => `gql:${req.headers.accept ?? ''}\n${raw}`;

/** What the fast path hands to the application when a GraphQL POST was read but not served. */
export interface PreReadBody {
  key: string;
  invalidJson: boolean;
}

declare module 'node:http' {
  interface IncomingMessage {
    preReadBody?: PreReadBody;
  }
}

const REQUEST_ID_RE = /^[A-Za-z0-9._-]{8,100}$/;
const MAX_GRAPHQL_BODY = 64 * 1024;
/** compression's threshold: smaller bodies go out as they are. */
const COMPRESS_THRESHOLD = 1024;

export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID_RE.test(incoming) ? incoming : randomUUID();
}

/** The headers a header-setting middleware (helmet) sets, captured once. */
export function headersSetBy(middleware: (req: never, res: never, next: () => void) => void): [string, string][] {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    locals: {},
  };
  middleware({ headers: {}, method: 'GET', url: '/' } as never, res as never, () => undefined);
  return [...headers];
}

/** The encoding compression would choose: brotli or gzip by q-value (brotli on a tie), else none. */
function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | null | undefined {
  if (!acceptEncoding) return null;
  const q: Record<string, number> = {};
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const qp = params.find((p) => p.trim().startsWith('q='));
    q[name] = qp ? Number(qp.trim().slice(2)) || 0 : 1;
  }
  const of = (enc: string) => q[enc] ?? q['*'] ?? 0;
  const br = of('br');
  const gzip = of('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  // Only deflate, or identity refused: leave it to the full pipeline.
  if (of('deflate') > 0 || q.identity === 0 || (q.identity === undefined && q['*'] === 0)) return undefined;
  return null;
}

/** If-None-Match against an ETag, as Express's `fresh` judges it (a no-cache request is never fresh). */
function notModified(req: IncomingMessage, etag: string): boolean {
  const inm = req.headers['if-none-match'];
  if (!inm) return false;
  const cc = req.headers['cache-control'];
  if (cc && /(?:^|,)\s*no-cache\s*(?:,|$)/.test(cc)) return false;
  if (inm.trim() === '*') return true;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return inm.split(',').some((t) => bare(t) === bare(etag));
}

export interface FastPathOptions {
  cache: CatalogCache;
  logger: Logger;
  corsOrigins: string[];
  /** The security headers the application sends on this path. */
  securityHeaders: (path: string) => [string, string][];
  /** The live search's body from the search index, or null when it is not ready. */
  search?: (text: string) => Promise<Buffer | null>;
}

const SEARCH_PATH = '/api/search-products';

/** The text of `/api/search-products?search=…` when that is its only parameter, else null. */
function searchText(url: string): string | null {
  if (!url.startsWith(`${SEARCH_PATH}?`)) return null;
  const params = new URLSearchParams(url.slice(SEARCH_PATH.length + 1));
  let text: string | null = null;
  for (const [name, value] of params) {
    if (name !== 'search' || text !== null) return null;
    text = value.slice(0, 200);
  }
  return text;
}

/**
 * The hot public reads, served straight from `node:http` ahead of Express: a cached REST
 * read (GET by URL) or a cached GraphQL query (POST by its exact body) costs one map
 * lookup and one write; a live search answered by the search index costs the index
 * lookup and the products' cached JSON. Each goes out with the headers the full pipeline
 * would send (security headers, CORS, request id, ETag and 304, gzip or brotli, made once
 * per cache entry) and the same request log line. Everything else, and every miss, goes on to the application;
 * a GraphQL body read here is handed over (`req.preReadBody`, `req.body`) so the
 * application stores its answer under the same key.
 */
export function fastPath({ cache, logger, corsOrigins, securityHeaders, search }: FastPathOptions) {
  const allowed = new Set(corsOrigins);
  const logRequests = logger.isLevelEnabled('info');

  function send(req: IncomingMessage, res: ServerResponse, path: string, entry: CachedBytes, started: bigint, hit = true): void {
    const encoding = entry.body.length >= COMPRESS_THRESHOLD ? encodingFor(req.headers['accept-encoding'] as string | undefined) : null;
    const id = requestIdOf(req);
    const headers: [string, string][] = [['x-request-id', id], ...securityHeaders(path)];
    const origin = req.headers.origin;
    if (origin && allowed.has(origin)) {
      headers.push(['access-control-allow-origin', origin], ['access-control-allow-credentials', 'true'], ['access-control-expose-headers', 'X-Request-Id']);
    }
    headers.push(['vary', 'Origin, Accept-Encoding'], ['content-type', entry.contentType], ['etag', entry.etag]);
    if (hit) headers.push(['x-cache', 'HIT']);
    if (entry.cacheControl) headers.push(['cache-control', entry.cacheControl]);
    let status = 200;
    let body: Buffer | null = entry.body;
    if (req.method === 'GET' && notModified(req, entry.etag)) {
      status = 304;
      body = null;
    } else if (encoding === 'br') {
      body = entry.br ??= brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length } });
      headers.push(['content-encoding', 'br']);
    } else if (encoding === 'gzip') {
      body = entry.gzip ??= gzipSync(entry.body, { level: 6 });
      headers.push(['content-encoding', 'gzip']);
    }
    if (body) headers.push(['content-length', String(body.length)]);
    res.writeHead(status, headers.flat());
    res.end(body);
    if (logRequests) {
      logger.info(
        { req: { id, method: req.method, url: path }, res: { statusCode: status }, responseTime: Number(process.hrtime.bigint() - started) / 1e6 },
        'request completed',
      );
    }
  }

  /** Reads a small JSON GraphQL POST; serves it on a hit, else hands it on parsed. */
  function graphqlPost(req: IncomingMessage, res: ServerResponse, next: RequestListener, started: bigint): void {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      chunks.push(chunk);
    });
    req.on('error', () => req.destroy());
    req.on('end', () => {
      const raw = Buffer.concat(chunks, size).toString('utf8');
      const key = graphqlBodyKey(req, raw);
      const hit = cache.get<CachedBytes>(key);
      if (hit) return send(req, res, '/graphql', hit.value, started);
      let parsed: unknown;
      let invalidJson = false;
      try {
        parsed = JSON.parse(raw);
        invalidJson = parsed === null || typeof parsed !== 'object';
      } catch {
        invalidJson = true;
      }
      req.preReadBody = { key, invalidJson };
      if (!invalidJson) (req as { body?: unknown }).body = parsed;
      next(req, res);
    });
  }

  /** A live search answered from the search index; the application's route while it is not ready or on an error. */
  async function indexedSearch(req: IncomingMessage, res: ServerResponse, text: string, next: RequestListener, started: bigint) {
    let body: Buffer | null = null;
    try {
      body = await search!(text);
    } catch {
      /* the full pipeline reports it */
    }
    if (!body) return next(req, res);
    send(req, res, SEARCH_PATH, { body, etag: etagOf(body), contentType: 'application/json; charset=utf-8' }, started, false);
  }

  /** The request listener: cache hits here, the rest to `next` (the Express app). */
  return (next: RequestListener): RequestListener =>
    (req, res) => {
      if (!cache.enabled) return next(req, res);
      const url = req.url ?? '/';
      if (req.method === 'GET' && url.startsWith('/api/')) {
        const started = process.hrtime.bigint();
        const hit = cache.get<CachedBytes>(url);
        if (hit) return send(req, res, url.split('?')[0], hit.value, started);
        const text = search && searchText(url);
        if (text) return void indexedSearch(req, res, text, next, started);
        return next(req, res);
      }
      if (
        req.method === 'POST' &&
        url === '/graphql' &&
        req.headers['content-type']?.startsWith('application/json') &&
        !req.headers['transfer-encoding'] &&
        Number(req.headers['content-length']) <= MAX_GRAPHQL_BODY
      ) {
        return graphqlPost(req, res, next, process.hrtime.bigint());
      }
      next(req, res);
    };
}

/** Stores a finished body for the fast path (and the application's own cache lookups). */
export function storeBytes(cache: CatalogCache, key: string, generation: number, value: CachedBytes): void {
  cache.set<CachedBytes>(key, generation, { value, etag: value.etag });
}

/**
 * The application's side of a GraphQL POST the fast path read: refuses a body that is
 * not a JSON object (as the JSON parser would have), and keeps the bytes of an answer
 * the catalogue cache plugin stored (`x-cache: MISS`) under the body's key, so the same
 * request is a fast-path hit next time.
 */
export function graphqlPreRead(cache: CatalogCache) {
  return (req: Request, res: Response, next: NextFunction) => {
    const pre = req.preReadBody;
    if (!pre) return next();
    if (pre.invalidJson) return next(Object.assign(new Error('invalid JSON'), { status: 400, type: 'entity.parse.failed' }));
    const generation = cache.generation();
    const end = res.end;
    res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
      const body = Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk) : null;
      if (body && res.statusCode === 200 && res.getHeader('x-cache') === 'MISS') {
        const etag = String(res.getHeader('etag') ?? etagOf(body));
        const cacheControl = res.getHeader('cache-control');
        storeBytes(cache, pre.key, generation, {
          body, etag, contentType: String(res.getHeader('content-type')), cacheControl: cacheControl === undefined ? undefined : String(cacheControl),
        });
      }
      return (end as (...args: unknown[]) => Response).apply(this, [chunk, ...rest]);
    } as Response['end'];
    next();
  };
}
