import type { Request } from 'express';
import type { Services } from '../services';
import type { Role } from '../modules/accounts/user.entity';
import { createLoaders, Loaders } from './loaders';

export interface AuthUser {
  id: number;
  name: string;
  role: Role;
  /** The presented token's id (`jti`) and expiry (seconds since the epoch), for sign-out. */
  tokenId: string;
  tokenExpires: number;
}

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
