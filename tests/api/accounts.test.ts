/**
 * Customer accounts: registration, sign-in and the profile (REST and GraphQL, with the spec's
 * messages), customer and admin roles kept apart with hand-minted tokens refused, and sign-out
 * revoking the token it was given. Passwords are in accounts-passwords.test.ts, the mailed
 * links and the rate limit in accounts-mail.test.ts.
 */
import { randomUUID } from 'node:crypto';
import jsonwebtoken, { type JwtPayload } from 'jsonwebtoken';
import { REGISTER, startMailingShop, stopMailingShop, type Smtp } from '../support/mailing-shop';
import type { TestServer } from '../support/test-server';

let t: TestServer;
let smtp: Smtp;
beforeAll(async () => ({ t, smtp } = await startMailingShop()));
afterAll(() => stopMailingShop({ t, smtp }));

/** A token minted by hand (HS256 under `secret`, with an id): each test below changes one thing about it. */
function mint(
  claims: JwtPayload,
  secret: string,
  options: { issuer: string; audience: string; expiresIn?: number },
): string {
  return jsonwebtoken.sign({ jti: randomUUID(), ...claims }, secret, {
    algorithm: 'HS256',
    issuer: options.issuer,
    audience: options.audience,
    ...(options.expiresIn ? { expiresIn: options.expiresIn } : {}),
  });
}

/** A token's claims, read without checking it (as a client would). */
const decodeJwt = (token: string) => jsonwebtoken.decode(token) as JwtPayload;

const LOGIN =
  'mutation($i: LoginInput!) { login(input: $i) { token user { id name } errors { field message code } } }';

describe('registration, sign-in and profile', () => {
  it('registers, signs in, reads and updates the profile (REST)', async () => {
    const reg = await t.rest('POST', '/user/register', {
      name: 'Ayesha Khan',
      email: 'Ayesha@Example.pk',
      password: 'chain-stitch-12',
    });
    expect(reg.status).toBe(200);
    expect(reg.body).toMatchObject({
      status: 200,
      id: expect.any(Number),
      name: 'Ayesha Khan',
      token: expect.any(String),
      verified: false,
    });
    expect(reg.body.message).toMatch(/verify/i);

    const login = await t.rest('POST', '/user/auth', {
      email: 'ayesha@example.pk',
      password: 'chain-stitch-12',
    });
    expect(login.body).toMatchObject({
      status: 200,
      id: reg.body.id,
      name: 'Ayesha Khan',
      token: expect.any(String),
    });
    const token = login.body.token;

    const profile = await t.rest('GET', '/user/profile', undefined, token);
    expect(profile.body).toEqual({
      status: 200,
      data: { id: reg.body.id, name: 'Ayesha Khan', email: 'ayesha@example.pk', verified: false },
    });

    const upd = await t.rest(
      'POST',
      `/user/update/profile/${reg.body.id}`,
      { name: 'Ayesha K.', email: 'other@x.pk', password: 'newsecret', current_password: 'chain-stitch-12' },
      token,
    );
    expect(upd.body).toMatchObject({
      status: 200,
      message: 'Profile updated successfully.',
      data: { email: 'ayesha@example.pk', name: 'Ayesha K.' },
      token: expect.any(String),
    });
    expect(
      (await t.rest('POST', '/user/auth', { email: 'ayesha@example.pk', password: 'newsecret' })).status,
    ).toBe(200);
    const other = await t.rest(
      'POST',
      `/user/update/profile/${reg.body.id + 1000}`,
      { name: 'X' },
      upd.body.token,
    );
    expect(other.status).toBe(403);
    const blank = await t.rest(
      'POST',
      `/user/update/profile/${reg.body.id}`,
      { name: ' ', password: '123' },
      upd.body.token,
    );
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({
      name: ['The name field is required'],
      password: ['Password must be at least 6 characters'],
      current_password: ['The current password field is required'],
    });
  });

  it('registers and signs in through GraphQL', async () => {
    const reg = await t.gql(REGISTER, {
      i: { name: 'Bilal', email: 'bilal@example.pk', password: 'chain-stitch-12' },
    });
    expect(reg.body.data.register).toMatchObject({
      token: expect.any(String),
      user: { name: 'Bilal', verified: false, role: 'CUSTOMER' },
      errors: [],
    });
    const login = await t.gql(LOGIN, { i: { email: 'bilal@example.pk', password: 'chain-stitch-12' } });
    const me = await t.gql('{ me { id name email } }', undefined, login.body.data.login.token);
    expect(me.body.data.me).toEqual({
      id: reg.body.data.register.user.id,
      name: 'Bilal',
      email: 'bilal@example.pk',
    });
    const upd = await t.gql(
      'mutation { updateProfile(input: { name: "Bilal A." }) { user { name } message errors { field } } }',
      undefined,
      login.body.data.login.token,
    );
    expect(upd.body.data.updateProfile).toEqual({
      user: { name: 'Bilal A.' },
      message: 'Profile updated successfully.',
      errors: [],
    });
  });

  it('gives every validation message of the spec and refuses a duplicate e-mail', async () => {
    const empty = await t.rest('POST', '/user/register', {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      name: ['The name field is required'],
      email: ['The email field is required'],
      password: ['The password field is required'],
    });
    const bad = await t.rest('POST', '/user/register', {
      name: 'X',
      email: 'nope',
      password: 'chain-stitch-12',
    });
    expect(bad.body.errors).toEqual({ email: ['Invalid email address'] });
    const dup = await t.rest('POST', '/user/register', {
      name: 'X',
      email: 'AYESHA@example.pk',
      password: 'chain-stitch-12',
    });
    expect(dup.status).toBe(422);
    expect(dup.body.errors).toEqual({ email: ['The email has already been taken.'] });
    const login = await t.rest('POST', '/user/auth', {});
    expect(login.body.errors).toEqual({
      email: ['The email field is required'],
      password: ['The password field is required'],
    });
    const gql = await t.gql(REGISTER, { i: { name: '', email: 'x', password: '' } });
    expect(gql.body.data.register.errors).toEqual([
      { field: 'name', message: 'The name field is required' },
      { field: 'email', message: 'Invalid email address' },
      { field: 'password', message: 'The password field is required' },
    ]);
  });

  it('answers an unknown e-mail and a wrong password the same way', async () => {
    const wrong = await t.rest('POST', '/user/auth', { email: 'ayesha@example.pk', password: 'not-it' });
    const unknown = await t.rest('POST', '/user/auth', { email: 'nobody@example.pk', password: 'not-it' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    const gql = await t.gql(LOGIN, { i: { email: 'nobody@example.pk', password: 'x' } });
    expect(gql.body.data.login).toEqual({
      token: null,
      user: null,
      errors: [{ field: 'email', message: wrong.body.message, code: 'INVALID_CREDENTIALS' }],
    });
  });
});

describe('roles', () => {
  let customer: string;
  let admin: string;
  beforeAll(async () => {
    customer = (
      await t.rest('POST', '/user/auth', { email: 'bilal@example.pk', password: 'chain-stitch-12' })
    ).body.token;
    const a = await t.rest('POST', '/admin/auth', {
      email: 'admin@example.com',
      password: 'admin-password-123',
    });
    expect(a.status).toBe(200);
    admin = a.body.token;
  });

  it('keeps customer and admin sign-in separate', async () => {
    expect(
      (await t.rest('POST', '/admin/auth', { email: 'bilal@example.pk', password: 'chain-stitch-12' }))
        .status,
    ).toBe(401);
    expect(
      (await t.rest('POST', '/user/auth', { email: 'admin@example.com', password: 'admin-password-123' }))
        .status,
    ).toBe(401);
    const adminLogin = await t.gql(
      'mutation { adminLogin(input: { email: "admin@example.com", password: "admin-password-123" }) { token user { name } } }',
    );
    expect(adminLogin.body.data.adminLogin.user.name).toBe('Admin');
  });

  it('refuses a customer token on an admin field and an admin token on a customer field', async () => {
    expect((await t.gql('{ adminMe { id } }', undefined, customer)).body.errors?.[0].extensions.code).toBe(
      'FORBIDDEN',
    );
    expect((await t.gql('{ me { id } }', undefined, admin)).body.errors?.[0].extensions.code).toBe(
      'FORBIDDEN',
    );
    expect((await t.gql('{ me { id } }')).body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await t.gql('{ adminMe { name } }', undefined, admin)).body.data.adminMe.name).toBe('Admin');
    expect((await t.rest('GET', '/user/profile', undefined, admin)).status).toBe(403);
    expect((await t.rest('GET', '/user/profile')).body).toEqual({ status: 401, message: 'Unauthenticated.' });
  });

  it('refuses forged, expired, wrong-audience, unsigned and other-algorithm tokens', async () => {
    const claims = decodeJwt(customer);
    const base = { sub: claims.sub, role: 'CUSTOMER', ver: claims.ver };
    const secret = t.config.jwtSecret;
    const customerToken = { issuer: 'crochet-shop', audience: 'crochet-shop:customer', expiresIn: 60 };
    // The same claims, well formed, are accepted: each token below differs in one thing only.
    expect((await t.rest('GET', '/user/profile', undefined, mint(base, secret, customerToken))).status).toBe(
      200,
    );
    const forged = mint(base, 'another-secret-another-secret-another-secret', customerToken);
    const expired = mint({ ...base, exp: Math.floor(Date.now() / 1000) - 10 }, secret, {
      ...customerToken,
      expiresIn: undefined,
    });
    const wrongAud = mint(base, secret, { ...customerToken, audience: 'someone-else' });
    const wrongIss = mint(base, secret, { ...customerToken, issuer: 'evil' });
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(
      JSON.stringify({
        ...base,
        jti: randomUUID(),
        iss: 'crochet-shop',
        aud: 'crochet-shop:customer',
        exp: Math.floor(Date.now() / 1000) + 60,
      }),
    ).toString('base64url');
    const none = `${header}.${body}.`;
    // The real secret, another HMAC: only HS256 is accepted.
    const hs512 = jsonwebtoken.sign({ jti: randomUUID(), ...base }, secret, {
      algorithm: 'HS512',
      issuer: 'crochet-shop',
      audience: 'crochet-shop:customer',
      expiresIn: 60,
    });
    const asAdmin = mint({ ...base, role: 'ADMIN' }, secret, {
      ...customerToken,
      audience: 'crochet-shop:admin',
    });
    for (const token of [forged, expired, wrongAud, wrongIss, none, hs512, 'garbage']) {
      expect((await t.rest('GET', '/user/profile', undefined, token)).status).toBe(401);
    }
    // A customer cannot promote itself by minting a token with role ADMIN for its own id.
    expect((await t.gql('{ adminMe { id } }', undefined, asAdmin)).body.errors?.[0].extensions.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('refuses a token without an expiry, or whose role is not its audience, even signed with the real key (audit)', async () => {
    const claims = decodeJwt(admin);
    const sign = (audience: string, expiresIn?: number) =>
      mint({ sub: claims.sub, role: 'ADMIN', ver: claims.ver }, t.config.jwtSecret, {
        issuer: 'crochet-shop',
        audience,
        expiresIn,
      });
    // The same claims, well formed, are accepted: only the missing expiry or the audience differs below.
    expect(
      (await t.gql('{ adminMe { name } }', undefined, sign('crochet-shop:admin', 60))).body.data.adminMe.name,
    ).toBe('Admin');
    for (const token of [sign('crochet-shop:admin'), sign('crochet-shop:customer', 60)]) {
      expect((await t.gql('{ adminMe { name } }', undefined, token)).body.errors?.[0].extensions.code).toBe(
        'UNAUTHENTICATED',
      );
      expect((await t.rest('GET', '/admin/dashboard', undefined, token)).status).toBe(401);
    }
  });
});

describe('sign-out (audit: tokens lived 7 days after Logout)', () => {
  const signIn = async () =>
    (await t.rest('POST', '/user/auth', { email: 'bilal@example.pk', password: 'chain-stitch-12' })).body
      .token as string;
  const adminSignIn = async () =>
    (await t.rest('POST', '/admin/auth', { email: 'admin@example.com', password: 'admin-password-123' })).body
      .token as string;

  it('revokes the presented customer token (REST and GraphQL); other sessions stay', async () => {
    const [phone, laptop, tablet] = [await signIn(), await signIn(), await signIn()];
    const out = await t.rest('POST', '/user/logout', undefined, phone);
    expect(out.body).toEqual({ status: 200, message: 'You have been logged out.' });
    expect((await t.rest('GET', '/user/profile', undefined, phone)).status).toBe(401);
    expect((await t.gql('{ me { id } }', undefined, phone)).body.errors?.[0].extensions.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await t.rest('GET', '/user/profile', undefined, laptop)).status).toBe(200);

    const gql = await t.gql('mutation { logout { message errors { message } } }', undefined, laptop);
    expect(gql.body.data.logout).toEqual({ message: 'You have been logged out.', errors: [] });
    expect((await t.rest('GET', '/user/profile', undefined, laptop)).status).toBe(401);
    expect((await t.rest('GET', '/user/profile', undefined, tablet)).status).toBe(200);
    expect((await t.rest('POST', '/user/logout')).status).toBe(401);
    expect((await t.gql('mutation { logout { message } }')).body.errors?.[0].extensions.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('revokes the presented admin token (REST and GraphQL)', async () => {
    const [one, two, three] = [await adminSignIn(), await adminSignIn(), await adminSignIn()];
    expect((await t.rest('POST', '/user/logout', undefined, one)).status).toBe(403);
    expect((await t.rest('POST', '/admin/logout', undefined, one)).body).toEqual({
      status: 200,
      message: 'You have been logged out.',
    });
    expect((await t.rest('GET', '/admin/dashboard', undefined, one)).status).toBe(401);
    expect((await t.gql('mutation { logout { message } }', undefined, two)).body.data.logout.message).toBe(
      'You have been logged out.',
    );
    expect((await t.gql('{ adminMe { id } }', undefined, two)).body.errors?.[0].extensions.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await t.rest('GET', '/admin/dashboard', undefined, three)).status).toBe(200);
  });
});
