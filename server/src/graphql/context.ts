import type { Request } from 'express';
import type { Services } from '../services';
import type { AuthUser } from '../modules/accounts/token.service';
import { createLoaders, Loaders } from './loaders';

/** Per-request state: the caller, fresh DataLoaders and the services. */
export interface GraphQLContext {
  requestId: string;
  ip: string;
  user: AuthUser | null;
  services: Services;
  loaders: Loaders;
}

export async function buildContext(req: Request, services: Services): Promise<GraphQLContext> {
  return {
    requestId: String(req.id ?? ''),
    ip: req.ip ?? '',
    user: req.user ?? null,
    services,
    loaders: createLoaders(services),
  };
}
