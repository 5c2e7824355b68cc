import { createSecretKey, KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { DataSource } from 'typeorm';
import { Memo } from '../../shared/memo';
import type { Config } from '../../config';
import type { AuthUser } from '../../graphql/context';
import { UserEntity, Role } from './user.entity';

const ALGORITHM = 'HS256' as const;
const ISSUER = 'crochet-shop';
const AUDIENCE: Record<Role, string> = { CUSTOMER: 'crochet-shop:customer', ADMIN: 'crochet-shop:admin' };
export const TOKEN_TTL_SECONDS = 7 * 24 * 3600;

export interface SessionRow {
  id: number;
  name: string;
  role: Role;
  token_version: number;
}

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
  /** The secret as a key object made once (jsonwebtoken would make one per call from a string). */
  private readonly key: KeyObject;

  constructor(
    private readonly ds: DataSource,
    config: Config,
    /**
     * Users as token checks need them, remembered until a user's name, role or token
     * version changes (NOTIFY from a trigger, or `forget()` after this instance's own write).
     */
    private readonly users: Memo<SessionRow | null> = new Memo<SessionRow | null>(() => false),
  ) {
    this.key = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
  }

  /** Drops the remembered users: call after changing a user's name, role or token version. */
  forget(): void {
    this.users.clear();
  }

  sign(user: Pick<UserEntity, 'id' | 'role' | 'tokenVersion'>): string {
    const claims: Claims = { sub: String(user.id), role: user.role, ver: user.tokenVersion };
    return jwt.sign(claims, this.key, {
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
      claims = jwt.verify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: [AUDIENCE.CUSTOMER, AUDIENCE.ADMIN],
      }) as unknown as Claims;
    } catch {
      return null;
    }
    const id = Number(claims.sub);
    if (!Number.isInteger(id) || (claims.role !== 'CUSTOMER' && claims.role !== 'ADMIN')) return null;
    const user = await this.users.get(id, async () => {
      const [row]: SessionRow[] = await this.ds.query('SELECT id, name, role, token_version FROM users WHERE id = $1', [id]);
      return row ?? null;
    });
    if (!user || user.role !== claims.role || user.token_version !== claims.ver) return null;
    return { id: user.id, name: user.name, role: user.role };
  }
}
