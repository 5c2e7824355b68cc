/**
 * The application's side of the fast path (fast-path.ts): Express middlewares that keep the
 * answers it serves (REST reads by URL, GraphQL queries by their body) in the caches.
 */
import type { NextFunction, Request, Response } from 'express';
import { etagOf, withTags, type CachedBytes, type ResponseCache, type TaggedCache } from '../cache';
import { graphqlBodyKey, MAX_GRAPHQL_BODY } from './fast-path';

/**
 * Keeps the 200 answers of a route for the fast path (`privateAnswers`) by URL, when
 * `keep` accepts the request (an answer the same for every caller it is served to).
 */
export function keepAnswers(cache: TaggedCache<CachedBytes>, keep: (req: Request) => boolean) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!cache.enabled) return next();
    const since = cache.now();
    const end = res.end;
    res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
      const body = Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk) : null;
      const etag = res.getHeader('etag');
      if (body && res.statusCode === 200 && etag && keep(req)) {
        cache.set(
          req.originalUrl,
          { body, etag: String(etag), contentType: String(res.getHeader('content-type')) },
          [],
          since,
        );
      }
      return (end as (...args: unknown[]) => Response).apply(this, [chunk, ...rest]);
    } as Response['end'];
    next();
  };
}

/**
 * The kept GraphQL answers in the ordinary path (the fast path off, or a request it left):
 * reads a small JSON POST as the fast path does and serves a kept answer under its body's key
 * from Express, without Apollo; anything else goes on with the body read (`req.preReadBody`),
 * so `graphqlPreRead` keeps its answer.
 */
export function graphqlHits(cache: ResponseCache) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (
      req.preReadBody ||
      req.method !== 'POST' ||
      !req.is('application/json') ||
      req.headers['transfer-encoding'] ||
      !(Number(req.headers['content-length']) <= MAX_GRAPHQL_BODY)
    )
      return next();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('error', next);
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const key = graphqlBodyKey(req, raw);
      const hit = cache.responses.get(key);
      if (typeof hit === 'object') {
        res.status(200).set({ 'Content-Type': hit.contentType, ETag: hit.etag, 'X-Cache': 'HIT' });
        if (hit.cacheControl) res.set('Cache-Control', hit.cacheControl);
        return void res.send(hit.body);
      }
      let invalidJson = true;
      try {
        const parsed: unknown = JSON.parse(raw);
        invalidJson = parsed === null || typeof parsed !== 'object';
        if (!invalidJson) (req as { body?: unknown }).body = parsed;
      } catch {
        /* answered 400 by graphqlPreRead */
      }
      req.preReadBody = { key, invalidJson };
      next();
    });
  };
}

/**
 * The application's side of a GraphQL POST the fast path (or `graphqlHits`) read: refuses a body that is
 * not a JSON object (as the JSON parser would have); runs the rest of the pipeline in a
 * scope that collects what the answer depended on; and, when the catalogue cache plugin
 * marked the answer shareable (`x-cache: MISS`, or `BYPASS` with the response cache off),
 * keeps its bytes under the body's key and hands them to concurrent identical requests
 * waiting in the fast path.
 */
export function graphqlPreRead(cache: ResponseCache) {
  return (req: Request, res: Response, next: NextFunction) => {
    const pre = req.preReadBody;
    if (!pre) return next();
    if (pre.invalidJson)
      return next(Object.assign(new Error('invalid JSON'), { status: 400, type: 'entity.parse.failed' }));
    // The same request is being answered (it began after the fast path looked): wait for it.
    const flight = cache.pending<CachedBytes>(cache.responses, pre.key);
    if (!flight) return answer(cache, pre.key, res, next);
    flight.then(
      ({ value }) => {
        if (!value) return answer(cache, pre.key, res, next);
        res.status(200).set({
          'Content-Type': value.contentType,
          ETag: value.etag,
          'X-Cache': cache.responses.enabled ? 'MISS' : 'BYPASS',
        });
        if (value.cacheControl) res.set('Cache-Control', value.cacheControl);
        res.send(value.body);
      },
      () => answer(cache, pre.key, res, next),
    );
  };
}

/** Runs the pipeline for a pre-read GraphQL POST, keeping and sharing a shareable answer. */
function answer(cache: ResponseCache, key: string, res: Response, next: NextFunction): void {
  const since = cache.invalidations.now();
  const flight = cache.begin(cache.responses, key);
  const tags = new Set<string>();
  let settled = false;
  const settle = (entry: CachedBytes | null) => {
    if (settled) return;
    settled = true;
    flight?.settle({ value: entry, tags: [...tags] });
  };
  res.once('close', () => settle(null));
  const end = res.end;
  res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    const body = Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk) : null;
    const state = res.getHeader('x-cache');
    if (body && res.statusCode === 200 && (state === 'MISS' || state === 'BYPASS')) {
      const cacheControl = res.getHeader('cache-control');
      // A strong ETag of the bytes.
      res.setHeader('ETag', etagOf(body));
      const entry: CachedBytes = {
        body,
        etag: String(res.getHeader('etag')),
        contentType: String(res.getHeader('content-type')),
        cacheControl: cacheControl === undefined ? undefined : String(cacheControl),
      };
      cache.responses.set(key, entry, [...tags], since);
      settle(entry);
    } else {
      settle(null);
    }
    return (end as (...args: unknown[]) => Response).apply(this, [chunk, ...rest]);
  } as Response['end'];
  withTags(tags, next);
}
