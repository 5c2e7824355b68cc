import { webcrypto } from 'node:crypto';
import { LRUCache } from 'lru-cache';

type Jose = typeof import('jose', { with: { 'resolution-mode': 'import' } });
export type JwtClaims = import('jose', { with: { 'resolution-mode': 'import' } }).JWTPayload;

/**
 * jose is the one JWT library (openid-client is built on it). It is published as an ES module
 * only and this server builds to CommonJS, so it is loaded with import() once, on first use,
 * as google.service.ts loads openid-client.
 */
let loaded: Promise<Jose> | undefined;
const jose = () => (loaded ??= import('jose'));

const ALGORITHM = 'HS256';

/**
 * Tokens whose signature and claims were checked, remembered until they expire: a bearer
 * token is sent with every request of a session, and checking its HMAC through WebCrypto
 * costs a thread-pool job on every request. The same bytes under the same secret verify the
 * same way, so only the expiry is checked again; revocation and the token version are
 * checked by the caller on every request.
 */
const VERIFIED_TOKENS = 10_000;

/** HS256 tokens under one shared secret. */
export class HmacJwt {
  private key: Promise<webcrypto.CryptoKey> | undefined;
  private readonly verified = new LRUCache<string, JwtClaims>({ max: VERIFIED_TOKENS });

  constructor(private readonly secret: string) {}

  /** The secret imported once as a CryptoKey (jose verifies faster with one than with a KeyObject). */
  private cryptoKey(): Promise<webcrypto.CryptoKey> {
    return (this.key ??= webcrypto.subtle.importKey(
      'raw',
      Buffer.from(this.secret, 'utf8'),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    ));
  }

  async sign(
    claims: JwtClaims,
    options: { audience: string; expiresInSeconds: number; issuer?: string; jwtId?: string },
  ): Promise<string> {
    const { SignJWT } = await jose();
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(`${options.expiresInSeconds}s`)
      .setAudience(options.audience);
    if (options.issuer) jwt.setIssuer(options.issuer);
    if (options.jwtId) jwt.setJti(options.jwtId);
    return jwt.sign(await this.cryptoKey());
  }

  /**
   * The claims of a token signed with this secret, HS256 only, not expired, for one of the
   * audiences (and the issuer when given), carrying every required claim; throws otherwise.
   */
  async verify(
    token: string,
    options: { audience: string | string[]; issuer?: string; requiredClaims?: string[] },
  ): Promise<JwtClaims> {
    const key = `${JSON.stringify([options.audience, options.issuer, options.requiredClaims])}\n${token}`;
    const known = this.verified.get(key);
    // jose's own rule: expired once `exp` is not after the current second.
    if (known && (known.exp as number) > Math.floor(Date.now() / 1000)) return known;
    const { jwtVerify } = await jose();
    const { payload } = await jwtVerify(token, await this.cryptoKey(), {
      algorithms: [ALGORITHM],
      audience: options.audience,
      issuer: options.issuer,
      requiredClaims: ['exp', ...(options.requiredClaims ?? [])],
    });
    this.verified.set(key, Object.freeze(payload), { ttl: Math.max(1, payload.exp! * 1000 - Date.now()) });
    return payload;
  }
}
