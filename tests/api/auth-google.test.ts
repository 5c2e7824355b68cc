import { randomBytes } from 'node:crypto';
import { checkoutBody } from '../support/checkout';
import { factories } from '../support/factories';
import { startOidc } from '../support/oidc';
import { startSmtp } from '../support/smtp';
import { createTestServer, TestServer } from '../support/test-server';
import { waitUntil } from '../support/wait';

let t: TestServer;
let idp: Awaited<ReturnType<typeof startOidc>>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  idp = await startOidc();
  smtp = await startSmtp();
  t = await createTestServer({
    GOOGLE_CLIENT_ID: 'shop-client',
    GOOGLE_CLIENT_SECRET: 'shop-secret',
    OIDC_ISSUER_URL: idp.issuer,
    SMTP_URL: smtp.url,
  });
});
afterAll(async () => {
  await t.close();
  await idp.close();
  await smtp.close();
});

type Claims = Record<string, unknown>;

/** The client's random nonce, as GoogleButton makes it. */
const newNonce = () => randomBytes(16).toString('base64url');

/** Runs the whole browser round trip: /auth/google?nonce= → provider → callback; returns the final redirect. */
async function signIn(
  opts: { claims?: Claims; tamper?: (url: URL) => void; cookie?: (c: string) => string; nonce?: string } = {},
) {
  const handler = (token: { payload: Claims }) =>
    Object.assign(token.payload, {
      email: 'zara@gmail.com',
      email_verified: true,
      name: 'Zara Ahmed',
      ...opts.claims,
    });
  idp.server.service.on('beforeTokenSigning', handler);
  try {
    const start = await fetch(`${t.url}/auth/google?nonce=${opts.nonce ?? newNonce()}`, {
      redirect: 'manual',
    });
    expect(start.status).toBe(302);
    const cookie = start.headers.get('set-cookie')!.split(';')[0];
    const authorize = new URL(start.headers.get('location')!);
    expect(authorize.origin).toBe(new URL(idp.issuer).origin);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    const atProvider = await fetch(authorize, { redirect: 'manual' });
    const back = new URL(atProvider.headers.get('location')!);
    opts.tamper?.(back);
    const callback = await fetch(`${t.url}${back.pathname}${back.search}`, {
      redirect: 'manual',
      headers: { cookie: opts.cookie ? opts.cookie(cookie) : cookie },
    });
    expect(callback.status).toBe(302);
    return new URL(callback.headers.get('location')!);
  } finally {
    idp.server.service.off('beforeTokenSigning', handler);
  }
}

describe('Google sign-in (OIDC)', () => {
  it("signs a new customer in and redirects with token, id, name and the client's own nonce", async () => {
    const nonce = newNonce();
    const done = await signIn({ nonce });
    expect(done.pathname).toBe('/google-callback');
    const token = done.searchParams.get('token')!;
    expect(done.searchParams.get('name')).toBe('Zara Ahmed');
    expect(done.searchParams.get('nonce')).toBe(nonce);
    const me = await t.gql('{ me { id email name } }', undefined, token);
    expect(me.body.data.me).toEqual({
      id: Number(done.searchParams.get('id')),
      email: 'zara@gmail.com',
      name: 'Zara Ahmed',
    });
    // The same provider subject signs into the same account.
    const again = await signIn({ claims: { name: 'Zara A.' } });
    expect(again.searchParams.get('id')).toBe(done.searchParams.get('id'));
  });

  it('refuses a token for another audience, from another issuer, or with another nonce', async () => {
    for (const claims of [
      { aud: 'someone-else' },
      { iss: 'https://evil.example.com/' },
      { nonce: 'forged-nonce' },
      { exp: Math.floor(Date.now() / 1000) - 3600 },
    ]) {
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

  it('refuses to start without a nonce from the client', async () => {
    for (const q of ['', '?nonce=short', `?nonce=${'x'.repeat(20)}%00`]) {
      const res = await fetch(`${t.url}/auth/google${q}`, { redirect: 'manual' });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain('Google sign-in starts from the sign-in page of this shop.');
    }
  });

  it('links a verified account by e-mail (its password still works); a Google account without a verified e-mail gets nothing', async () => {
    const reg = await t.rest('POST', '/user/register', {
      name: 'Omar',
      email: 'omar@example.pk',
      password: 'chain-stitch-12',
    });
    await t.db.ds.query(`UPDATE users SET verified_at = now() WHERE id = $1`, [reg.body.id]);
    const unverified = await signIn({
      claims: { sub: 'omar-sub', email: 'omar@example.pk', email_verified: false, name: 'Omar' },
    });
    expect(unverified.searchParams.get('token')).toBeNull();
    const verified = await signIn({
      claims: { sub: 'omar-sub-2', email: 'omar@example.pk', email_verified: true, name: 'Omar' },
    });
    expect(verified.searchParams.get('id')).toBe(String(reg.body.id));
    expect((await t.rest('GET', '/user/profile', undefined, reg.body.token)).status).toBe(200);
    expect(
      (await t.rest('POST', '/user/auth', { email: 'omar@example.pk', password: 'chain-stitch-12' })).status,
    ).toBe(200);
    // Another Google account with the same address cannot take the linked account.
    const other = await signIn({
      claims: { sub: 'omar-sub-3', email: 'omar@example.pk', email_verified: true, name: 'Omar' },
    });
    expect(other.searchParams.get('token')).toBeNull();
    expect(other.searchParams.get('error')).toBe('This email address is linked to another Google account.');
  });

  it("hands an unverified account registered with the victim's address to the victim's verified Google sign-in, cutting the registrant off (audit)", async () => {
    // The attacker registers victim@gmail.com with their own password; the address is never verified.
    const attacker = await t.rest('POST', '/user/register', {
      name: 'Not Victim',
      email: 'victim@gmail.com',
      password: 'attacker-stitch-1',
    });
    expect(attacker.status).toBe(200);
    const attackerSecond = (
      await t.rest('POST', '/user/auth', { email: 'victim@gmail.com', password: 'attacker-stitch-1' })
    ).body.token;

    // The victim signs in with Google for the first time: the account is theirs now.
    const victim = await signIn({
      claims: {
        sub: 'victim-google-sub',
        email: 'victim@gmail.com',
        email_verified: true,
        name: 'Real Victim',
      },
    });
    expect(victim.searchParams.get('id')).toBe(String(attacker.body.id));
    const token = victim.searchParams.get('token')!;
    expect((await t.rest('GET', '/user/profile', undefined, token)).body.data).toMatchObject({
      email: 'victim@gmail.com',
      name: 'Real Victim',
      verified: true,
    });

    // The victim shops: address and phone go into an order.
    const f = factories(t.db.ds);
    const product = await f.product({ categoryId: (await f.category()).id, qty: 5 });
    const order = await t.rest(
      'POST',
      '/save-order',
      checkoutBody([{ product_id: product.id, qty: 1 }], {
        name: 'Real Victim',
        email: 'victim@gmail.com',
        address: 'Flat 9, Clifton Block 5',
        mobile: '03219876543',
      }),
      token,
    );
    expect(order.status).toBe(200);

    // The attacker's password and every earlier token no longer work; the victim's data is out of reach.
    expect(
      (await t.rest('POST', '/user/auth', { email: 'victim@gmail.com', password: 'attacker-stitch-1' }))
        .status,
    ).toBe(401);
    for (const old of [attacker.body.token, attackerSecond]) {
      expect((await t.rest('GET', '/user/profile', undefined, old)).status).toBe(401);
      expect((await t.rest('GET', '/user/orders', undefined, old)).status).toBe(401);
      expect((await t.rest('GET', `/user/order/details/${order.body.id}`, undefined, old)).status).toBe(401);
      expect(
        (await t.gql('{ myOrders { items { address mobile } } }', undefined, old)).body.errors?.[0].extensions
          .code,
      ).toBe('UNAUTHENTICATED');
    }
    expect(
      (
        await t.gql(
          'mutation { login(input: { email: "victim@gmail.com", password: "attacker-stitch-1" }) { token } }',
        )
      ).body.data.login.token,
    ).toBeNull();
    expect(
      (await t.db.ds.query('SELECT password_hash FROM users WHERE id = $1', [attacker.body.id]))[0]
        .password_hash,
    ).toBeNull();

    // The owner is told by mail.
    await waitUntil(() =>
      smtp.mails.some(
        (m) => m.to.includes('victim@gmail.com') && m.subject === 'Your account is now linked to Google',
      ),
    );
    const mail = smtp.mails.find((m) => m.subject === 'Your account is now linked to Google')!;
    expect(mail.text).toContain('Assalam o Alaikum Real Victim,');
    expect(mail.text).not.toContain('Not Victim');
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
