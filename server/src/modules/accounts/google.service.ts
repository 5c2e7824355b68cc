import type { Config } from '../../config';
import { ServiceUnavailableError, UnauthenticatedError } from '../../shared/errors';
import type { PublicUser } from './account.service';
import type { ProviderSignIn } from './provider-sign-in';
import { HmacJwt } from './jwt';

type Oidc = typeof import('openid-client', { with: { 'resolution-mode': 'import' } });
type OidcConfiguration = import('openid-client', { with: { 'resolution-mode': 'import' } }).Configuration;

interface PendingLogin {
  state: string;
  nonce: string;
  verifier: string;
  /** The client's own nonce (kept in its sessionStorage), handed back on /google-callback. */
  clientNonce: string;
}

/** What the client may pass as its nonce: 16 to 128 URL-safe characters. */
export const CLIENT_NONCE_RE = /^[A-Za-z0-9_-]{16,128}$/;

export const OIDC_COOKIE = 'g_oidc';
const PENDING_TTL_SECONDS = 600;
const PENDING_AUDIENCE = 'oidc-pending';

/**
 * Google (or any OIDC issuer) sign-in: authorization code flow with PKCE, state and
 * nonce. The pending values travel in a short-lived signed httpOnly cookie.
 */
export class GoogleSignIn {
  private discovered: Promise<{ oidc: Oidc; config: OidcConfiguration }> | undefined;
  private readonly jwt: HmacJwt;

  constructor(
    private readonly config: Config,
    private readonly accounts: ProviderSignIn,
  ) {
    this.jwt = new HmacJwt(config.jwtSecret);
  }

  get configured(): boolean {
    return !!(this.config.google.clientId && this.config.google.clientSecret);
  }

  get redirectUri(): string {
    return `${this.config.publicUrl}/auth/google/callback`;
  }

  private client() {
    if (!this.configured) throw new ServiceUnavailableError('Google sign-in is not configured on this shop.');
    this.discovered ??= (async () => {
      const oidc: Oidc = await import('openid-client');
      const issuer = new URL(this.config.google.issuerUrl);
      const config = await oidc.discovery(
        issuer,
        this.config.google.clientId!,
        this.config.google.clientSecret!,
        undefined,
        issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
      );
      return { oidc, config };
    })().catch((err) => {
      this.discovered = undefined;
      throw err;
    });
    return this.discovered;
  }

  /** The provider URL to send the browser to, and the cookie that remembers the attempt (with the client's nonce). */
  async start(clientNonce: string): Promise<{ url: string; cookie: string }> {
    const { oidc, config } = await this.client();
    const pending: PendingLogin = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier: oidc.randomPKCECodeVerifier(),
      clientNonce,
    };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
    });
    const cookie = await this.jwt.sign(
      { ...pending },
      { expiresInSeconds: PENDING_TTL_SECONDS, audience: PENDING_AUDIENCE },
    );
    return { url: url.href, cookie };
  }

  /** The client's nonce of a pending attempt (also when the attempt then fails), or null. */
  async clientNonce(cookie: string | undefined): Promise<string | null> {
    try {
      return (await this.pending(cookie)).clientNonce;
    } catch {
      return null;
    }
  }

  private async pending(cookie: string | undefined): Promise<PendingLogin> {
    const pending = (await this.jwt.verify(cookie ?? '', {
      audience: PENDING_AUDIENCE,
    })) as Partial<PendingLogin>;
    if (typeof pending.clientNonce !== 'string' || !CLIENT_NONCE_RE.test(pending.clientNonce))
      throw new Error('no client nonce');
    return pending as PendingLogin;
  }

  /** Verifies the provider's answer (state, PKCE, ID token issuer, audience, expiry, nonce) and signs the customer in. */
  async finish(callbackUrl: URL, cookie: string | undefined): Promise<{ user: PublicUser; token: string }> {
    const { oidc, config } = await this.client();
    let pending: PendingLogin;
    try {
      pending = await this.pending(cookie);
    } catch {
      throw new UnauthenticatedError('The sign-in attempt expired. Please try again.');
    }
    let claims;
    try {
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.verifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (err) {
      throw new UnauthenticatedError(`Google sign-in failed: ${(err as Error).message}`);
    }
    if (!claims?.sub) throw new UnauthenticatedError('Google sign-in failed: no subject.');
    return this.accounts.signIn({
      sub: `${config.serverMetadata().issuer}|${claims.sub}`,
      email: typeof claims.email === 'string' ? claims.email : undefined,
      emailVerified: claims.email_verified === true,
      name: typeof claims.name === 'string' ? claims.name : undefined,
    });
  }
}
