import jwt from 'jsonwebtoken';
import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import type { AuthUser } from '../../graphql/context';
import { UserEntity, Role } from './user.entity';

const ALGORITHM = 'HS256' as const;
const ISSUER = 'crochet-shop';
const AUDIENCE: Record<Role, string> = { CUSTOMER: 'crochet-shop:customer', ADMIN: 'crochet-shop:admin' };
export const TOKEN_TTL_SECONDS = 7 * 24 * 3600;

interface Claims {
  sub: string;
  role: Role;
  ver: number;
}

/**
 * Bearer tokens: HS256 only, with expiry, issuer and a role-specific audience. A token
 * carries the user's token_version; bumping it (password reset) invalidates all earlier tokens.
 */
export class TokenService {
  constructor(
    private readonly ds: DataSource,
    private readonly config: Config,
  ) {}

  sign(user: Pick<UserEntity, 'id' | 'role' | 'tokenVersion'>): string {
    const claims: Claims = { sub: String(user.id), role: user.role, ver: user.tokenVersion };
    return jwt.sign(claims, this.config.jwtSecret, {
      algorithm: ALGORITHM,
      expiresIn: TOKEN_TTL_SECONDS,
      issuer: ISSUER,
      audience: AUDIENCE[user.role],
    });
  }

  /** The signed-in user for a bearer token, or null for any invalid, expired or revoked token. */
  async verify(token: string): Promise<AuthUser | null> {
    let claims: Claims;
    try {
      claims = jwt.verify(token, this.config.jwtSecret, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: [AUDIENCE.CUSTOMER, AUDIENCE.ADMIN],
      }) as unknown as Claims;
    } catch {
      return null;
    }
    const id = Number(claims.sub);
    if (!Number.isInteger(id) || (claims.role !== 'CUSTOMER' && claims.role !== 'ADMIN')) return null;
    const user = await this.ds.getRepository(UserEntity).findOne({ where: { id }, select: ['id', 'name', 'role', 'tokenVersion'] });
    if (!user || user.role !== claims.role || user.tokenVersion !== claims.ver) return null;
    return { id: user.id, name: user.name, role: user.role };
  }
}
