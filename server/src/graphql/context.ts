import type { Request, Response } from 'express';
import { deviceCookies, NO_COOKIES, type DeviceCookies } from '../rest/device-cookie';
import type { Services } from '../services';
import type { AuthUser } from '../modules/accounts';
import { createLoaders, Loaders } from './loaders';

/** Per-request state: the caller, fresh DataLoaders and the services. */
export interface GraphQLContext {
  requestId: string;
  ip: string;
  user: AuthUser | null;
  /** The browser's device cookies (sign-in reads and leaves its device token there). */
  cookies: DeviceCookies;
  services: Services;
  loaders: Loaders;
}

export async function buildContext(
  req: Request,
  services: Services,
  res?: Response,
): Promise<GraphQLContext> {
  return {
    requestId: String(req.id ?? ''),
    ip: req.ip ?? '',
    user: req.user ?? null,
    cookies: deviceCookies(req, res, services.config.publicUrl),
    services,
    loaders: createLoaders(services),
  };
}

/** The context of a query the server runs for itself (warming caches, public answers): nobody signed in. */
export function anonymousContext(services: Services): GraphQLContext {
  return {
    requestId: '',
    ip: '',
    user: null,
    cookies: NO_COOKIES,
    services,
    loaders: createLoaders(services),
  };
}
