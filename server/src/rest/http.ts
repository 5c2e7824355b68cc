import type { NextFunction, Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import {
  AppError,
  ConflictError,
  FieldErrorShape,
  ForbiddenError,
  NotFoundError,
  UnauthenticatedError,
  ValidationError,
} from '../shared/errors';
import type { AuthUser, Role } from '../modules/accounts';
import { mayUseRoute } from '../modules/access';
import { parseId } from '../shared/inputs/fields';
import { chooseKey, DIRECTIONS } from '../shared/keys';
import { asActor, type Actor } from '../platform/db/actor-context';
import { createLoaders, Loaders } from '../graphql/loaders';
import { serializeProducts } from './serializers';
import type { Services } from '../services';
import { CatalogTags } from '../modules/catalog';
import {
  dependsOnAll,
  etagOf,
  track,
  watchWrites,
  type CachedBytes,
  type CacheState,
} from '../platform/cache';
import {
  controlCharacterProblem,
  findInputProblem,
  hasControlCharacters,
} from '../platform/http/input-hygiene';

/** Field errors as the spec's map: field → list of messages (first one is shown). */
export function errorMap(errors: FieldErrorShape[]): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const e of errors) (map[e.field] ??= []).push(e.message);
  return map;
}

export function sendError(res: Response, err: AppError): void {
  const body: Record<string, unknown> = { status: err.httpStatus, message: err.message };
  if (err instanceof ValidationError) body.errors = errorMap(err.fieldErrors);
  if (err instanceof ConflictError) {
    if (err.fieldErrors.length) body.errors = errorMap(err.fieldErrors);
    if (Object.keys(err.current).length) body.current = err.current;
  }
  res.status(err.httpStatus).json(body);
}

export interface RestContext {
  req: Request;
  res: Response;
  services: Services;
  loaders: Loaders;
}

/**
 * Wraps a route: runs it with per-request loaders, sends its result as JSON (status 200)
 * and maps domain errors to the documented status bodies. Routes stay thin: parse,
 * call one service, shape the response.
 *
 * A request that wrote is answered once this instance has heard every change committed
 * before (`settle`): whoever wrote reads their write on their next request, from any cache
 * here; a request that only read is answered at once. Nothing is evicted for the request
 * itself; only the changes its transaction really made are.
 */
export function route(services: Services, handler: (ctx: RestContext) => Promise<unknown>): RequestHandler {
  const { changes } = services;
  return (req: Request, res: Response, next: NextFunction) =>
    watchWrites(async () => {
      try {
        // A back-office caller's writes are recorded in the audit log with their name (actor-context.ts).
        const body = await asActor(actorOf(req), () =>
          handler({ req, res, services, loaders: createLoaders(services) }),
        );
        await changes.settle();
        if (!res.headersSent) res.status(200).json(body);
      } catch (err) {
        await changes.settle();
        if (err instanceof AppError) return sendError(res, err);
        next(err);
      }
    });
}

/** The audit log's "who" for a request: its back-office caller, or nobody. */
export function actorOf(req: Request): Actor | null {
  const u = req.user;
  return u?.role === 'ADMIN' ? { id: u.id, name: u.name, role: u.adminRole ?? '' } : null;
}

const JSON_TYPE = 'application/json; charset=utf-8';

function sendJsonBytes(res: Response, entry: CachedBytes, state: CacheState): void {
  res
    .status(200)
    .set({ 'Content-Type': entry.contentType, ETag: entry.etag, 'X-Cache': state })
    .send(entry.body);
}

/**
 * A public catalogue read kept in the catalogue cache by URL: the serialized body (the
 * handler's result as JSON, or the Buffer it returns as is) and its
 * ETag, with what it depended on, so a hit (normally served by fast-path.ts before
 * Express) is one lookup and one write (304 on If-None-Match), and concurrent misses of
 * one URL share one read. Errors are never kept.
 */
export function cachedRoute(
  services: Services,
  handler: (ctx: RestContext) => Promise<unknown>,
): RequestHandler {
  const cache = services.catalogCache;
  return async (req: Request, res: Response, next: NextFunction) => {
    const read = async (): Promise<CachedBytes> => {
      const result = await handler({ req, res, services, loaders: createLoaders(services) });
      // A handler may hand over its body already serialized (assembled from kept pieces).
      const body = Buffer.isBuffer(result) ? result : Buffer.from(JSON.stringify(result));
      return { body, etag: etagOf(body), contentType: JSON_TYPE };
    };
    try {
      const { value, state } = await cache.read(cache.responses, req.originalUrl, read);
      sendJsonBytes(res, value as CachedBytes, state);
    } catch (err) {
      if (err instanceof AppError) return sendError(res, err);
      next(err);
    }
  };
}

/**
 * Products' REST JSON by id, in the order of `ids`, each kept in the catalogue cache
 * (`card:<id>`) until that product changes; ids no longer visible are left out.
 */
export async function productCards(services: Services, loaders: Loaders, ids: number[]): Promise<string[]> {
  const cache = services.catalogCache;
  const since = cache.invalidations.now();
  const json = new Map<number, string>();
  const missing: number[] = [];
  dependsOnAll(ids.map(CatalogTags.product));
  for (const id of ids) {
    const hit = cache.responses.get(`card:${id}`);
    if (typeof hit === 'string') json.set(id, hit);
    else missing.push(id);
  }
  if (missing.length) {
    const { value: cards } = await track(async () =>
      serializeProducts(await services.products.visibleByIds(missing), loaders, services.media),
    );
    for (const card of cards) {
      const value = JSON.stringify(card);
      cache.responses.set(`card:${card.id}`, value, [CatalogTags.product(card.id)], since);
      json.set(card.id, value);
    }
  }
  return ids.flatMap((id) => json.get(id) ?? []);
}

/**
 * The REST live search's body from the in-memory search index, or null while the index
 * is not ready (the route then searches in SQL).
 */
export async function indexedSearchBody(
  services: Services,
  text: string,
  loaders = createLoaders(services),
): Promise<Buffer | null> {
  // Refused text goes on to the application, which answers 422 (refuseHostileInput).
  if (hasControlCharacters(text)) return null;
  const ids = services.products.searchIds(text);
  if (!ids) return null;
  return Buffer.from(`{"status":200,"data":[${(await productCards(services, loaders, ids)).join(',')}]}`);
}

/** The path's `id` (a positive integer); anything else is a 404 saying `notFound`. */
export function pathId(req: Request, notFound: string): number {
  const id = parseId(req.params.id);
  if (id === null) throw new NotFoundError(notFound);
  return id;
}

/** A back-office list's search, sort (one of `sorts`) and direction; 422 on a sort or direction not offered. */
export function listQuery<T extends object>(q: Request['query'], sorts: T) {
  return {
    search: typeof q.search === 'string' ? q.search : undefined,
    sort: chooseKey(sorts, q.sort, 'sort'),
    direction: chooseKey(DIRECTIONS, q.direction, 'direction'),
  };
}

/** A body that is a JSON object (not an array, string or null). */
export function bodyObject(req: Request): Record<string, unknown> {
  const b = req.body;
  return b && typeof b === 'object' && !Array.isArray(b) ? (b as Record<string, unknown>) : {};
}

/**
 * Guards a REST path by role: 401 without a valid bearer token, 403 with the wrong role
 * (an admin token is refused on customer paths and the reverse, as in GraphQL). An ADMIN path
 * is the owner's, and a staff member's only when modules/access/staff-access.ts names it.
 */
export function requireRole(role: Role): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const refused = refusal(req.user ?? null, role, req.method, apiPath(req, res));
    if (refused) return sendError(res, refused);
    next();
  };
}

/** Why `user` may not use the `role` path `path` (under /api) with `method`, or null when it may. */
export function refusal(user: AuthUser | null, role: Role, method: string, path: string): AppError | null {
  if (!user) return new UnauthenticatedError();
  if (user.role !== role) return new ForbiddenError();
  if (role === 'ADMIN' && !mayUseRoute(user.adminRole, method, path)) return new ForbiddenError();
  return null;
}

/**
 * The caller named by an Authorization header: the user of a valid bearer token, else null
 * (every request's, before any route; the fast path's for the answers it keeps for admins).
 */
export async function bearerUser(services: Services, header: string | undefined): Promise<AuthUser | null> {
  return header?.startsWith('Bearer ') ? services.tokens.verify(header.slice(7).trim()) : null;
}

/**
 * Remembers the request's path under /api before any router mounted on a path strips its prefix
 * (the first middleware of the REST router), for guards mounted with `router.use(paths, guard)`.
 */
export function rememberApiPath(req: Request, res: Response, next: NextFunction): void {
  res.locals.apiPath = req.path;
  next();
}

function apiPath(req: Request, res: Response): string {
  return typeof res.locals.apiPath === 'string' ? res.locals.apiPath : req.baseUrl + req.path;
}

/**
 * Refuses hostile input before any route sees it (shared/input-hygiene.ts): a control
 * character in the path, a query parameter or a body field is a 422 naming the field;
 * nesting deeper than the limit a 400. Runs after the body parsers (and again after
 * multer on the multipart routes).
 */
export function refuseHostileInput(req: Request, res: Response, next: NextFunction): void {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    path = req.path;
  }
  const problem = hasControlCharacters(path)
    ? controlCharacterProblem('path')
    : (findInputProblem(req.query, 'query') ?? findInputProblem(req.body, 'body'));
  if (!problem) return next();
  if (problem.tooDeep) {
    res.status(400).json({ status: 400, message: problem.message });
    return;
  }
  sendError(res, ValidationError.single(problem.field, problem.message));
}

/**
 * A multipart body, its files kept in memory (multer, with `limits`) and read by `parts`
 * (`upload.single('file')`, `upload.any()`). What multer refuses (a file too large, too many, a
 * part not expected) is a 422 in `messages`' words by multer's code, on the field `fieldOf` names
 * from the part multer names; what it takes is then checked as a JSON body is (refuseHostileInput).
 */
export function multipartBody(
  limits: multer.Options['limits'],
  parts: (upload: multer.Multer) => RequestHandler,
  fieldOf: (part: string | undefined) => string,
  messages: Record<string, string>,
): RequestHandler {
  const read = parts(multer({ storage: multer.memoryStorage(), limits }));
  return (req: Request, res: Response, next: NextFunction) =>
    read(req, res, (err: unknown) => {
      if (!err) return refuseHostileInput(req, res, next);
      const e = err as { code?: string; field?: string };
      const message = messages[e.code ?? ''] ?? 'The upload could not be read.';
      res.status(422).json({ status: 422, message, errors: { [fieldOf(e.field)]: [message] } });
    });
}

export const JSON_ONLY = 'Send the request body as JSON (Content-Type: application/json).';

/**
 * JSON bodies only, multipart only where the spec says multipart (`multipart(req)`):
 * anything else, a form or text body above all (what any other site can make a
 * visitor's browser post without a preflight), is refused with 415 by `refuse`.
 */
export function requireJsonBodies(
  multipart: (req: Request) => boolean,
  refuse: (res: Response) => void = (res) => void res.status(415).json({ status: 415, message: JSON_ONLY }),
): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const empty =
      req.headers['transfer-encoding'] === undefined && (req.headers['content-length'] ?? '0') === '0';
    if (empty || req.is('application/json') || (req.is('multipart/form-data') && multipart(req)))
      return next();
    refuse(res);
  };
}
