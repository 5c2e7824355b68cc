import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fresh from 'fresh';
import Negotiator from 'negotiator';
import type { Logger } from '../logger';
import { negotiatedOnce } from './negotiated';
import { etagOf, type CachedBytes, type ResponseCache, type TaggedCache } from '../cache';

/** The cache key of a GraphQL POST: its exact body bytes and the media types it accepts. */
export const graphqlBodyKey = (req: IncomingMessage, raw: string) =>
  `gql:${req.headers.accept ?? ''}\n${raw}`;

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
export const MAX_GRAPHQL_BODY = 64 * 1024;
/** compression's threshold: smaller bodies go out as they are. */
const COMPRESS_THRESHOLD = 1024;

export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID_RE.test(incoming) ? incoming : randomUUID();
}

/**
 * The headers a header-setting middleware (helmet) sets, captured once, named as it names
 * them and in its order (it must set the same ones on every request, as helmet does).
 */
export function headersSetBy(
  middleware: (req: never, res: never, next: () => void) => void,
): [string, string][] {
  const headers = new Map<string, [string, string]>();
  const res = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), [name, String(value)]),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase())?.[1],
    locals: {},
  };
  middleware({ headers: {}, method: 'GET', url: '/' } as never, res as never, () => undefined);
  return [...headers.values()];
}

/** The encodings the compression middleware offers, and those it prefers on a tie (its own lists). */
const ENCODINGS = ['br', 'gzip', 'deflate', 'identity'];
const PREFERRED = { preferred: ['br', 'gzip'] };

/**
 * The encoding the compression middleware would choose (negotiator, with compression's
 * lists): brotli or gzip, null for none, undefined for deflate (left to the full pipeline).
 */
const acceptedEncoding = negotiatedOnce((accepted): 'br' | 'gzip' | null | undefined => {
  // (negotiator 1.x takes the preferred list; its type definitions predate it.)
  const chosen = (
    new Negotiator({ headers: { 'accept-encoding': accepted } }) as unknown as {
      encoding(available: string[], options: typeof PREFERRED): string | undefined;
    }
  ).encoding(ENCODINGS, PREFERRED);
  return chosen === 'br' || chosen === 'gzip' ? chosen : chosen === 'deflate' ? undefined : null;
});

function encodingFor(req: IncomingMessage): 'br' | 'gzip' | null | undefined {
  const accepted = req.headers['accept-encoding'];
  return accepted ? acceptedEncoding(accepted) : null;
}

/**
 * The encoding the compression middleware would give `entry` for this request (none below its
 * threshold; undefined: deflate, left to the middleware itself).
 */
export function encodingOf(req: IncomingMessage, entry: CachedBytes): 'br' | 'gzip' | null | undefined {
  return entry.body.length >= COMPRESS_THRESHOLD ? encodingFor(req) : null;
}

/** `entry`'s bytes in `encoding`, compressed on first demand and kept with the entry. */
export function encoded(entry: CachedBytes, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? (entry.br ??= brotliCompressSync(entry.body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length },
      }))
    : (entry.gzip ??= gzipSync(entry.body, { level: 6 }));
}

export interface FastPathOptions {
  cache: ResponseCache;
  logger: Logger;
  corsOrigins: string[];
  /** The security headers the application sends on this path. */
  securityHeaders: (path: string) => [string, string][];
  /** The live search's body from the search index, or null when it is not ready. */
  search?: (text: string) => Promise<Buffer | null>;
  /** A GraphQL search's answer from the search index (graphql/indexed-search.ts), or null to leave it to Apollo. */
  graphqlSearch?: (
    body: unknown,
    accept: string | undefined,
  ) => Promise<{ body: Buffer; contentType: string } | null>;
  /**
   * A kept server-rendered page by its URL, or undefined: public, the same bytes for every
   * visitor (rendered as an anonymous one), so served to any request.
   */
  page?: (url: string) => CachedBytes | undefined;
  /**
   * Answers kept for authorised callers only (`keepAnswers`), by URL under `path`: served
   * here when `authorized` accepts the request, else left to the application (its 401/403).
   */
  privateAnswers?: {
    path: string;
    cache: TaggedCache<CachedBytes>;
    authorized: (req: IncomingMessage) => Promise<boolean>;
  };
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
 * read (GET by URL), a cached GraphQL query (POST by its exact body) or a kept
 * server-rendered page (GET by URL) costs one lookup and one write; a read of the same key
 * already in flight (a miss another request is computing, also with the response cache off)
 * is waited for and its bytes sent; a live search (REST, or GraphQL `searchProducts`)
 * answered by the search index costs the index lookup and the products' cached JSON. Each
 * goes out with the headers the full pipeline would send (security headers, CORS, request
 * id, ETag and 304, gzip or brotli, made once per cache entry) and the same request log
 * line. Everything else goes on to the application; a GraphQL body read here is handed over
 * (`req.preReadBody`, `req.body`) so the application keeps its answer under the same key.
 */
export function fastPath({
  cache,
  logger,
  corsOrigins,
  securityHeaders,
  search,
  graphqlSearch,
  page,
  privateAnswers,
}: FastPathOptions) {
  const allowed = new Set(corsOrigins);
  const logRequests = logger.isLevelEnabled('info');

  /** Sends `entry`; false (nothing sent) when the client accepts only an encoding left to the full pipeline. */
  function send(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    entry: CachedBytes,
    started: bigint,
    state: 'HIT' | 'MISS' | 'BYPASS' | null,
    stateHeader: 'x-cache' | 'x-ssr' = 'x-cache',
  ): boolean {
    const encoding = encodingOf(req, entry);
    if (encoding === undefined) return false;
    const id = requestIdOf(req);
    const headers: [string, string][] = [['x-request-id', id], ...securityHeaders(path)];
    const origin = req.headers.origin;
    if (origin && allowed.has(origin)) {
      headers.push(
        ['access-control-allow-origin', origin],
        ['access-control-allow-credentials', 'true'],
        ['access-control-expose-headers', 'X-Request-Id'],
      );
    }
    headers.push(
      ['vary', 'Origin, Accept-Encoding'],
      ['content-type', entry.contentType],
      ['etag', entry.etag],
    );
    if (state) headers.push([stateHeader, state]);
    if (entry.cacheControl) headers.push(['cache-control', entry.cacheControl]);
    let status = 200;
    let body: Buffer | null = entry.body;
    // fresh: Express's own If-None-Match judgement (a no-cache request is never fresh).
    if (req.method === 'GET' && fresh(req.headers, { etag: entry.etag })) {
      status = 304;
      body = null;
    } else if (encoding) {
      body = encoded(entry, encoding);
      headers.push(['content-encoding', encoding]);
    }
    if (body) headers.push(['content-length', String(body.length)]);
    res.writeHead(status, headers.flat());
    res.end(body);
    if (logRequests) {
      logger.info(
        {
          req: { id, method: req.method, url: path },
          res: { statusCode: status },
          responseTime: Number(process.hrtime.bigint() - started) / 1e6,
        },
        'request completed',
      );
    }
    return true;
  }

  /** Sends the answer of the read of `key` in flight, when it is shareable; else false. */
  async function fromFlight(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    key: string,
    started: bigint,
  ): Promise<boolean> {
    const flight = cache.pending<CachedBytes>(cache.responses, key);
    if (!flight) return false;
    let entry: CachedBytes | null = null;
    try {
      entry = (await flight).value;
    } catch {
      /* the full pipeline reports it */
    }
    return !!entry && send(req, res, path, entry, started, cache.responses.enabled ? 'MISS' : 'BYPASS');
  }

  /** Reads a small JSON GraphQL POST; serves it on a hit, a shared read or an indexed search, else hands it on parsed. */
  function graphqlPost(
    req: IncomingMessage,
    res: ServerResponse,
    next: RequestListener,
    started: bigint,
  ): void {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      chunks.push(chunk);
    });
    req.on('error', () => req.destroy());
    req.on(
      'end',
      () => void answerGraphql(req, res, next, started, Buffer.concat(chunks, size).toString('utf8')),
    );
  }

  async function answerGraphql(
    req: IncomingMessage,
    res: ServerResponse,
    next: RequestListener,
    started: bigint,
    raw: string,
  ): Promise<void> {
    const key = graphqlBodyKey(req, raw);
    const kept = async () => {
      const hit = cache.responses.get(key);
      if (typeof hit === 'object' && send(req, res, '/graphql', hit, started, 'HIT')) return true;
      return fromFlight(req, res, '/graphql', key, started);
    };
    // A search's answer is never kept (no-store): its body is tried on the index first.
    const searching = graphqlSearch !== undefined && raw.includes('searchProducts');
    if (!searching && (await kept())) return;
    let parsed: unknown;
    let invalidJson: boolean;
    try {
      parsed = JSON.parse(raw);
      invalidJson = parsed === null || typeof parsed !== 'object';
    } catch {
      invalidJson = true;
    }
    if (searching) {
      const answer = invalidJson ? null : await graphqlSearch(parsed, req.headers.accept).catch(() => null);
      if (
        answer &&
        send(
          req,
          res,
          '/graphql',
          { ...answer, etag: etagOf(answer.body), cacheControl: 'no-store' },
          started,
          null,
        )
      )
        return;
      if (await kept()) return;
    }
    req.preReadBody = { key, invalidJson };
    if (!invalidJson) (req as { body?: unknown }).body = parsed;
    next(req, res);
  }

  /** A live search answered from the search index; the application's route while it is not ready or on an error. */
  async function indexedSearch(
    req: IncomingMessage,
    res: ServerResponse,
    text: string,
    next: RequestListener,
    started: bigint,
  ) {
    let body: Buffer | null = null;
    try {
      body = await search!(text);
    } catch {
      /* the full pipeline reports it */
    }
    if (
      body &&
      send(
        req,
        res,
        SEARCH_PATH,
        { body, etag: etagOf(body), contentType: 'application/json; charset=utf-8' },
        started,
        null,
      )
    )
      return;
    next(req, res);
  }

  async function privateGet(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    entry: CachedBytes,
    next: RequestListener,
    started: bigint,
  ) {
    if (!((await privateAnswers!.authorized(req)) && send(req, res, path, entry, started, null)))
      next(req, res);
  }

  async function restGet(
    req: IncomingMessage,
    res: ServerResponse,
    url: string,
    next: RequestListener,
    started: bigint,
  ) {
    if (!(await fromFlight(req, res, url.split('?')[0], url, started))) next(req, res);
  }

  /** The request listener: cache hits, shared reads and indexed searches here, the rest to `next` (the Express app). */
  return (next: RequestListener): RequestListener =>
    (req, res) => {
      if (!cache.live) return next(req, res);
      const url = req.url ?? '/';
      if (req.method === 'GET' && url.startsWith('/api/')) {
        const started = process.hrtime.bigint();
        const hit = cache.responses.get(url);
        if (typeof hit === 'object' && send(req, res, url.split('?')[0], hit, started, 'HIT')) return;
        const text = search && searchText(url);
        if (text) return void indexedSearch(req, res, text, next, started);
        const path = url.split('?')[0];
        const kept =
          privateAnswers && path === privateAnswers.path ? privateAnswers.cache.get(url) : undefined;
        if (kept) return void privateGet(req, res, path, kept, next, started);
        return void restGet(req, res, url, next, started);
      }
      if (req.method === 'GET' && page) {
        const started = process.hrtime.bigint();
        const kept = page(url);
        if (kept && send(req, res, url.split('?')[0], kept, started, 'HIT', 'x-ssr')) return;
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
