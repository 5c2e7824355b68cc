import type { NextFunction, Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { IMMUTABLE, type ObjectStore } from './object-store';

/**
 * Serves a store's objects under `prefix` at the request's path (the shop's /uploads/ when
 * files are in a bucket and no MEDIA_PUBLIC_URL is set): streamed from the store with its
 * type, length and ETag, cached for a year (names are never reused), 304 on If-None-Match.
 * A path that is not a key of ours, or an object that is not there, goes to `next`.
 */
export function serveObjects(store: ObjectStore, prefix: string) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let key: string;
    try {
      key = prefix + decodeURIComponent(req.path.slice(1));
    } catch {
      return next();
    }
    let object: Awaited<ReturnType<ObjectStore['get']>>;
    try {
      object = await store.get(key, req.get('if-none-match') ?? undefined);
    } catch (err) {
      if ((err as Error).message.startsWith('Unsafe storage key')) return next();
      return next(err);
    }
    if (object === null) return next();
    res.setHeader('Cache-Control', IMMUTABLE);
    if (object === 'not-modified') {
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Type', object.contentType);
    res.setHeader('Content-Length', String(object.size));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (object.etag) res.setHeader('ETag', object.etag);
    if (object.lastModified) res.setHeader('Last-Modified', object.lastModified.toUTCString());
    if (req.method === 'HEAD') {
      object.body.destroy();
      res.end();
      return;
    }
    // A client that goes away mid-body ends the store's stream too (pipeline destroys both).
    await pipeline(object.body, res).catch(() => undefined);
  };
}
