import { createSecretKey, type KeyObject } from 'node:crypto';
import jsonwebtoken from 'jsonwebtoken';
import { LRUCache } from 'lru-cache';

/** A token's claims: the registered ones (RFC 7519) and the shop's own. */
export interface JwtClaims {
  iss?: string;
  sub?: string;
  aud?: string | string[];
  exp?: number;
  nbf?: number;
  iat?: number;
  jti?: string;
  [claim: string]: unknown;
}

const ALGORITHM = 'HS256';

/**
 * Tokens whose signature and claims were checked, remembered until they expire: a bearer
 * token is sent with every request of a session, and checking it afresh (decoding, an HMAC,
 * parsing) runs on the event loop every time. The same bytes under the same secret verify the
 * same way, so only the expiry is checked again; revocation and the token version are
 * checked by the caller on every request.
 */
const VERIFIED_TOKENS = 10_000;

/** HS256 tokens under one shared secret (jsonwebtoken). */
export class HmacJwt {
  private readonly key: KeyObject;
  private readonly verified = new LRUCache<string, Readonly<JwtClaims>>({ max: VERIFIED_TOKENS });

  constructor(secret: string) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  async sign(
    claims: JwtClaims,
    options: { audience: string; expiresInSeconds: number; issuer?: string; jwtId?: string },
  ): Promise<string> {
    return jsonwebtoken.sign(claims, this.key, {
      algorithm: ALGORITHM,
      expiresIn: options.expiresInSeconds,
      audience: options.audience,
      ...(options.issuer ? { issuer: options.issuer } : {}),
      ...(options.jwtId ? { jwtid: options.jwtId } : {}),
    });
  }

  /**
   * The claims of a token signed with this secret, HS256 only, not expired, for one of the
   * audiences (and the issuer when given), carrying every required claim; throws otherwise.
   */
  async verify(
    token: string,
    options: { audience: string | string[]; issuer?: string; requiredClaims?: string[] },
  ): Promise<Readonly<JwtClaims>> {
    const key = `${JSON.stringify([options.audience, options.issuer, options.requiredClaims])}\n${token}`;
    const known = this.verified.get(key);
    // jsonwebtoken's rule: expired once `exp` is not after the current second.
    if (known && known.exp! > Math.floor(Date.now() / 1000)) return known;
    const audiences = typeof options.audience === 'string' ? [options.audience] : options.audience;
    const payload = jsonwebtoken.verify(token, this.key, {
      algorithms: [ALGORITHM],
      audience: audiences as [string, ...string[]],
      ...(options.issuer ? { issuer: options.issuer } : {}),
    });
    if (typeof payload === 'string')
      throw new jsonwebtoken.JsonWebTokenError('jwt payload is not a JSON object');
    // jsonwebtoken accepts a token without `exp`: every token of the shop has one.
    for (const claim of ['exp', ...(options.requiredClaims ?? [])]) {
      if (payload[claim] === undefined)
        throw new jsonwebtoken.JsonWebTokenError(`missing required claim "${claim}"`);
    }
    const claims = Object.freeze(payload as JwtClaims);
    this.verified.set(key, claims, { ttl: Math.max(1, claims.exp! * 1000 - Date.now()) });
    return claims;
  }
}
