import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { rememberNothing, type Forgettable } from '../../platform/cache';
import type { Config } from '../../config';
import { HmacJwt } from './jwt';
import { UserEntity, Role, type AdminRole } from './user.entity';

const ISSUER = 'crochet-shop';
const AUDIENCE: Record<Role, string> = { CUSTOMER: 'crochet-shop:customer', ADMIN: 'crochet-shop:admin' };
export const TOKEN_TTL_SECONDS = 7 * 24 * 3600;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The signed-in caller a verified token stands for (every transport puts it on the request). */
export interface AuthUser {
  id: number;
  name: string;
  role: Role;
  /** OWNER or STAFF for a back-office caller, null for a customer. */
  adminRole: AdminRole | null;
  /** The presented token's id (`jti`) and expiry (seconds since the epoch), for sign-out. */
  tokenId: string;
  tokenExpires: number;
}

export interface SessionRow {
  id: number;
  name: string;
  role: Role;
  admin_role: AdminRole | null;
  disabled: boolean;
  token_version: number;
  /** Ids of this user's signed-out tokens that have not expired yet. */
  revoked: Set<string>;
}

/**
 * Bearer tokens: HS256 only, with a required expiry, issuer and the audience of their
 * role. A token carries the user's token_version (bumping it, on a password change or
 * reset, invalidates all earlier tokens) and an id (`jti`) that sign-out revokes.
 */
export class TokenService {
  private readonly jwt: HmacJwt;

  constructor(
    private readonly ds: DataSource,
    config: Config,
    /**
     * Users as token checks need them (with their signed-out token ids), remembered until
     * a user's name, role or token version changes or a token is revoked (NOTIFY from a
     * trigger, or `forget()` after this instance's own write).
     */
    private readonly users: Forgettable<SessionRow | null> = rememberNothing(),
  ) {
    this.jwt = new HmacJwt(config.jwtSecret);
  }

  /** Drops the remembered users: call after changing a user's name, role or token version. */
  forget(): void {
    this.users.clear();
  }

  sign(user: Pick<UserEntity, 'id' | 'role' | 'tokenVersion'>): Promise<string> {
    return this.jwt.sign(
      { sub: String(user.id), role: user.role, ver: user.tokenVersion },
      {
        expiresInSeconds: TOKEN_TTL_SECONDS,
        issuer: ISSUER,
        audience: AUDIENCE[user.role],
        jwtId: randomUUID(),
      },
    );
  }

  /** The signed-in user for a bearer token, or null for any invalid, expired or revoked token. */
  async verify(token: string): Promise<AuthUser | null> {
    let claims;
    try {
      claims = await this.jwt.verify(token, {
        issuer: ISSUER,
        audience: [AUDIENCE.CUSTOMER, AUDIENCE.ADMIN],
        requiredClaims: ['sub', 'jti'],
      });
    } catch {
      return null;
    }
    const id = Number(claims.sub);
    const { role, ver, jti, exp } = claims;
    // The audience must be the token's role's own, not just any of the two.
    if (!Number.isInteger(id) || typeof exp !== 'number' || typeof jti !== 'string' || !UUID_RE.test(jti))
      return null;
    if ((role !== 'CUSTOMER' && role !== 'ADMIN') || claims.aud !== AUDIENCE[role]) return null;
    const user = await this.users.get(id, async () => {
      const [row]: Array<Omit<SessionRow, 'revoked'> & { revoked: string[] }> = await this.ds.query(
        `SELECT u.id, u.name, u.role, u.admin_role, u.disabled_at IS NOT NULL AS disabled, u.token_version,
                ARRAY(SELECT r.jti::text FROM token_revocations r WHERE r.user_id = u.id AND r.expires_at > now()) AS revoked
         FROM users u WHERE u.id = $1`,
        [id],
      );
      return row ? { ...row, revoked: new Set(row.revoked) } : null;
    });
    if (!user || user.role !== role || user.disabled || user.token_version !== ver || user.revoked.has(jti))
      return null;
    return {
      id: user.id,
      name: user.name,
      role: user.role,
      adminRole: user.admin_role,
      tokenId: jti,
      tokenExpires: exp,
    };
  }

  /** Signs one token out until it expires (every instance hears it through the `users` notification). */
  async revoke(session: Pick<AuthUser, 'id' | 'tokenId' | 'tokenExpires'>): Promise<void> {
    await this.ds.query(
      `INSERT INTO token_revocations (jti, user_id, expires_at) VALUES ($1, $2, to_timestamp($3)) ON CONFLICT (jti) DO NOTHING`,
      [session.tokenId, session.id, session.tokenExpires],
    );
    await this.ds.query('DELETE FROM token_revocations WHERE expires_at < now()');
    this.forget();
  }
}
