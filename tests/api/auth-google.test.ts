import { startOidc } from '../support/oidc';
import { createTestServer, TestServer } from '../support/test-server';

let t: TestServer;
let idp: Awaited<ReturnType<typeof startOidc>>;

beforeAll(async () => {
  idp = await startOidc();
  t = await createTestServer({ GOOGLE_CLIENT_ID: 'shop-client', GOOGLE_CLIENT_SECRET: 'shop-secret', OIDC_ISSUER_URL: idp.issuer });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

type Claims = Record<string, unknown>;

/** Runs the whole browser round trip: /auth/google → provider → callback; returns the final redirect. */
async function signIn(opts: { claims?: Claims; tamper?: (url: URL) => void; cookie?: (c: string) => string } = {}) {
  const handler = (token: { payload: Claims }) => Object.assign(token.payload, { email: 'zara@gmail.com', email_verified: true, name: 'Zara Ahmed', ...opts.claims });
  idp.server.service.on('beforeTokenSigning', handler);
  try {
    const start = await fetch(`${t.url}/auth/google`, { redirect: 'manual' });
    expect(start.status).toBe(302);
    const cookie = start.headers.get('set-cookie')!.split(';')[0];
    const authorize = new URL(start.headers.get('location')!);
    expect(authorize.origin).toBe(new URL(idp.issuer).origin);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    const atProvider = await fetch(authorize, { redirect: 'manual' });
    const back = new URL(atProvider.headers.get('location')!);
    opts.tamper?.(back);
    const callback = await fetch(`${t.url}${back.pathname}${back.search}`, { redirect: 'manual', headers: { cookie: opts.cookie ? opts.cookie(cookie) : cookie } });
    expect(callback.status).toBe(302);
    return new URL(callback.headers.get('location')!);
  } finally {
    idp.server.service.off('beforeTokenSigning', handler);
  }
}

describe('Google sign-in (OIDC)', () => {
  it('signs a new customer in and redirects with token, id and name', async () => {
    const done = await signIn();
    expect(done.pathname).toBe('/google-callback');
    const token = done.searchParams.get('token')!;
    expect(done.searchParams.get('name')).toBe('Zara Ahmed');
    const me = await t.gql('{ me { id email name } }', undefined, token);
    expect(me.body.data.me).toEqual({ id: Number(done.searchParams.get('id')), email: 'zara@gmail.com', name: 'Zara Ahmed' });
    // The same provider subject signs into the same account.
    const again = await signIn({ claims: { name: 'Zara A.' } });
    expect(again.searchParams.get('id')).toBe(done.searchParams.get('id'));
  });

  it('refuses a token for another audience, from another issuer, or with another nonce', async () => {
    for (const claims of [{ aud: 'someone-else' }, { iss: 'https://evil.example.com/' }, { nonce: 'forged-nonce' }, { exp: Math.floor(Date.now() / 1000) - 3600 }]) {
      const done = await signIn({ claims });
      expect(done.pathname).toBe('/google-callback');
      expect(done.searchParams.get('token')).toBeNull();
      expect(done.searchParams.get('error')).toMatch(/Google sign-in failed/);
    }
  });

  it('refuses a tampered state and a missing or forged attempt cookie', async () => {
    const state = await signIn({ tamper: (u) => u.searchParams.set('state', 'tampered') });
    expect(state.searchParams.get('token')).toBeNull();
    const noCookie = await signIn({ cookie: () => '' });
    expect(noCookie.searchParams.get('error')).toBe('The sign-in attempt expired. Please try again.');
    const forged = await signIn({ cookie: (c) => c.slice(0, -4) + 'AAAA' });
    expect(forged.searchParams.get('token')).toBeNull();
  });

  it('links an existing account by verified e-mail only', async () => {
    await t.rest('POST', '/user/register', { name: 'Omar', email: 'omar@example.pk', password: 'secret12' });
    const unverified = await signIn({ claims: { sub: 'omar-sub', email: 'omar@example.pk', email_verified: false, name: 'Omar' } });
    expect(unverified.searchParams.get('token')).toBeNull();
    const verified = await signIn({ claims: { sub: 'omar-sub-2', email: 'omar@example.pk', email_verified: true, name: 'Omar' } });
    const id = (await t.db.ds.query(`SELECT id FROM users WHERE email = 'omar@example.pk'`))[0].id;
    expect(verified.searchParams.get('id')).toBe(String(id));
  });
});

describe('Google sign-in not configured', () => {
  it('answers a clear 503 page', async () => {
    const plain = await createTestServer();
    try {
      const res = await fetch(`${plain.url}/auth/google`, { redirect: 'manual' });
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('Google sign-in is not available');
    } finally {
      await plain.close();
    }
  });
});
