import { randomUUID } from 'node:crypto';
import { decodeJwt, SignJWT, type JWTPayload } from 'jose';
import { startSmtp } from '../support/smtp';
import { createTestServer, TestServer } from '../support/test-server';

let t: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestServer({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example.pk' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A token minted by hand (HS256 under `secret`, with an id): each test below changes one thing about it. */
function mint(
  claims: JWTPayload,
  secret: string,
  options: { issuer: string; audience: string; expiresIn?: number },
): Promise<string> {
  const token = new SignJWT({ jti: randomUUID(), ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(options.issuer)
    .setAudience(options.audience);
  if (options.expiresIn) token.setExpirationTime(`${options.expiresIn}s`);
  return token.sign(new TextEncoder().encode(secret));
}

const REGISTER =
  'mutation($i: RegisterInput!) { register(input: $i) { token user { id name email verified role } errors { field message } } }';
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

  it('refuses forged, expired, wrong-audience and unsigned tokens', async () => {
    const claims = decodeJwt(customer);
    const base = { sub: claims.sub, role: 'CUSTOMER', ver: claims.ver };
    const secret = t.config.jwtSecret;
    const customerToken = { issuer: 'crochet-shop', audience: 'crochet-shop:customer', expiresIn: 60 };
    // The same claims, well formed, are accepted: each token below differs in one thing only.
    expect(
      (await t.rest('GET', '/user/profile', undefined, await mint(base, secret, customerToken))).status,
    ).toBe(200);
    const forged = await mint(base, 'another-secret-another-secret-another-secret', customerToken);
    const expired = await mint({ ...base, exp: Math.floor(Date.now() / 1000) - 10 }, secret, {
      ...customerToken,
      expiresIn: undefined,
    });
    const wrongAud = await mint(base, secret, { ...customerToken, audience: 'someone-else' });
    const wrongIss = await mint(base, secret, { ...customerToken, issuer: 'evil' });
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
    const asAdmin = await mint({ ...base, role: 'ADMIN' }, secret, {
      ...customerToken,
      audience: 'crochet-shop:admin',
    });
    for (const token of [forged, expired, wrongAud, wrongIss, none, 'garbage']) {
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
      (await t.gql('{ adminMe { name } }', undefined, await sign('crochet-shop:admin', 60))).body.data.adminMe
        .name,
    ).toBe('Admin');
    for (const token of [await sign('crochet-shop:admin'), await sign('crochet-shop:customer', 60)]) {
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

describe('changing the password (audit: no current password, no sign-out of other sessions)', () => {
  const PROFILE =
    'mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { user { name } token message errors { field message } } }';
  let id: number;
  beforeAll(async () => {
    id = (
      await t.rest('POST', '/user/register', {
        name: 'Hira',
        email: 'hira@example.pk',
        password: 'chain-stitch-12',
      })
    ).body.id;
  });
  const signIn = async (password: string) =>
    t.rest('POST', '/user/auth', { email: 'hira@example.pk', password });

  it('needs the current password, then ends every other session and hands this one a fresh token (REST)', async () => {
    const thief = (await signIn('chain-stitch-12')).body.token;
    const owner = (await signIn('chain-stitch-12')).body.token;
    // A stolen token alone cannot lock the owner out.
    const none = await t.rest(
      'POST',
      `/user/update/profile/${id}`,
      { name: 'Hira', password: 'thief-stitch-1' },
      thief,
    );
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ current_password: ['The current password field is required'] });
    const wrong = await t.rest(
      'POST',
      `/user/update/profile/${id}`,
      { name: 'Thief', password: 'thief-stitch-1', current_password: 'guess-stitch-1' },
      thief,
    );
    expect(wrong.body.errors).toEqual({ current_password: ['The current password is incorrect.'] });
    expect((await signIn('chain-stitch-12')).status).toBe(200);
    expect((await t.rest('GET', '/user/profile', undefined, owner)).body.data.name).toBe('Hira');

    // The owner changes it and cuts the thief off; their own session goes on with the new token.
    const changed = await t.rest(
      'POST',
      `/user/update/profile/${id}`,
      { name: 'Hira B.', password: 'owner-stitch-2', current_password: 'chain-stitch-12' },
      owner,
    );
    expect(changed.body).toMatchObject({
      status: 200,
      message: 'Profile updated successfully.',
      data: { name: 'Hira B.' },
      token: expect.any(String),
    });
    for (const old of [thief, owner])
      expect((await t.rest('GET', '/user/profile', undefined, old)).status).toBe(401);
    expect((await t.rest('GET', '/user/profile', undefined, changed.body.token)).body.data.name).toBe(
      'Hira B.',
    );
    expect((await signIn('chain-stitch-12')).status).toBe(401);
    expect((await signIn('owner-stitch-2')).status).toBe(200);
  });

  it("keeps the documented body working: password '' or absent changes only the name (no token)", async () => {
    const token = (await signIn('owner-stitch-2')).body.token;
    const legacy = await t.rest(
      'POST',
      `/user/update/profile/${id}`,
      { name: 'Hira C.', email: 'hira@example.pk', password: '' },
      token,
    );
    expect(legacy.body).toEqual({
      status: 200,
      message: 'Profile updated successfully.',
      data: { id, name: 'Hira C.', email: 'hira@example.pk' },
    });
    const absent = await t.rest('POST', `/user/update/profile/${id}`, { name: 'Hira' }, token);
    expect(absent.status).toBe(200);
    expect((await t.rest('GET', '/user/profile', undefined, token)).body.data.name).toBe('Hira');
    expect((await signIn('owner-stitch-2')).status).toBe(200);
  });

  it('works the same through GraphQL (currentPassword; the payload carries the fresh token)', async () => {
    const other = (await signIn('owner-stitch-2')).body.token;
    const token = (await signIn('owner-stitch-2')).body.token;
    const keep = await t.gql(PROFILE, { i: { name: 'Hira', password: '' } }, token);
    expect(keep.body.data.updateProfile).toEqual({
      user: { name: 'Hira' },
      token: null,
      message: 'Profile updated successfully.',
      errors: [],
    });
    const wrong = await t.gql(
      PROFILE,
      { i: { name: 'Hira', password: 'gql-stitch-3', currentPassword: 'nope-nope' } },
      token,
    );
    expect(wrong.body.data.updateProfile.errors).toEqual([
      { field: 'currentPassword', message: 'The current password is incorrect.' },
    ]);
    const ok = await t.gql(
      PROFILE,
      { i: { name: 'Hira', password: 'gql-stitch-3', currentPassword: 'owner-stitch-2' } },
      token,
    );
    expect(ok.body.data.updateProfile).toMatchObject({ token: expect.any(String), errors: [] });
    for (const old of [other, token])
      expect((await t.gql('{ me { id } }', undefined, old)).body.errors?.[0].extensions.code).toBe(
        'UNAUTHENTICATED',
      );
    expect(
      (await t.gql('{ me { name } }', undefined, ok.body.data.updateProfile.token)).body.data.me.name,
    ).toBe('Hira');
  });

  it("changes the signed-in admin's password with the current one (GraphQL), ending the admin's other sessions", async () => {
    const CHANGE =
      'mutation($i: ChangePasswordInput!) { adminChangePassword(input: $i) { token message errors { field message } } }';
    const admin = async (password: string) =>
      t.rest('POST', '/admin/auth', { email: 'admin@example.com', password });
    const other = (await admin('admin-password-123')).body.token;
    const token = (await admin('admin-password-123')).body.token;
    const wrong = await t.gql(
      CHANGE,
      { i: { currentPassword: 'not-the-password', password: 'admin-stitch-4' } },
      token,
    );
    expect(wrong.body.data.adminChangePassword.errors).toEqual([
      { field: 'currentPassword', message: 'The current password is incorrect.' },
    ]);
    const common = await t.gql(
      CHANGE,
      { i: { currentPassword: 'admin-password-123', password: 'password123' } },
      token,
    );
    expect(common.body.data.adminChangePassword.errors).toEqual([
      { field: 'password', message: 'This password is too common.' },
    ]);
    const ok = await t.gql(
      CHANGE,
      { i: { currentPassword: 'admin-password-123', password: 'admin-stitch-4' } },
      token,
    );
    expect(ok.body.data.adminChangePassword).toMatchObject({
      token: expect.any(String),
      message: 'Your password has been changed.',
      errors: [],
    });
    for (const old of [other, token])
      expect((await t.gql('{ adminMe { id } }', undefined, old)).body.errors?.[0].extensions.code).toBe(
        'UNAUTHENTICATED',
      );
    expect(
      (await t.gql('{ adminMe { name } }', undefined, ok.body.data.adminChangePassword.token)).body.data
        .adminMe.name,
    ).toBe('Admin');
    expect((await admin('admin-stitch-4')).status).toBe(200);
    // Back to the seeded password for the other tests.
    await t.gql(
      CHANGE,
      { i: { currentPassword: 'admin-stitch-4', password: 'admin-password-123' } },
      ok.body.data.adminChangePassword.token,
    );
    expect((await admin('admin-password-123')).status).toBe(200);
  });
});

describe('common passwords', () => {
  it("refuses a new password from the common-password list at registration, keeping the spec's length message", async () => {
    for (const password of ['password1', 'Qwerty123', 'P@ssw0rd', 'iloveyou']) {
      const res = await t.rest('POST', '/user/register', { name: 'C', email: 'common@example.pk', password });
      expect({ password, errors: res.body.errors }).toEqual({
        password,
        errors: { password: ['This password is too common.'] },
      });
    }
    expect(
      (await t.rest('POST', '/user/register', { name: 'C', email: 'common@example.pk', password: '123' }))
        .body.errors,
    ).toEqual({ password: ['Password must be at least 6 characters'] });
    const gql = await t.gql(REGISTER, { i: { name: 'C', email: 'common@example.pk', password: 'letmein1' } });
    expect(gql.body.data.register.errors).toEqual([
      { field: 'password', message: 'This password is too common.' },
    ]);
    expect(
      (await t.db.ds.query(`SELECT count(*)::int AS n FROM users WHERE email = 'common@example.pk'`))[0].n,
    ).toBe(0);
  });

  it('refuses one when changing the password', async () => {
    const reg = await t.rest('POST', '/user/register', {
      name: 'D',
      email: 'uncommon@example.pk',
      password: 'chain-stitch-12',
    });
    const res = await t.rest(
      'POST',
      `/user/update/profile/${reg.body.id}`,
      { name: 'D', password: 'monkey123', current_password: 'chain-stitch-12' },
      reg.body.token,
    );
    expect(res.body.errors).toEqual({ password: ['This password is too common.'] });
  });
});

describe('mail flows through SMTP', () => {
  it('verifies the e-mail address once with the link from the mail', async () => {
    const reg = await t.rest('POST', '/user/register', {
      name: 'Sana',
      email: 'sana@example.pk',
      password: 'chain-stitch-12',
    });
    const link = await smtp.waitForLink('sana@example.pk', 'https://shop.example.pk/api/email/verify');
    const local = new URL(link);
    const first = await fetch(`${t.url}${local.pathname}${local.search}`, { redirect: 'manual' });
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('https://shop.example.pk/user/dashboard?verified=1');
    expect((await t.rest('GET', '/user/profile', undefined, reg.body.token)).body.data.verified).toBe(true);
    const again = await fetch(`${t.url}${local.pathname}${local.search}`, { redirect: 'manual' });
    expect(again.headers.get('location')).toBe('https://shop.example.pk/user/email/verification?invalid=1');
    const mail = smtp.mails.find((m) => m.to.includes('sana@example.pk'))!;
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
  });

  it('resends a verification mail for a signed-in customer', async () => {
    const login = await t.rest('POST', '/user/auth', {
      email: 'bilal@example.pk',
      password: 'chain-stitch-12',
    });
    const before = (await smtp.waitForMails('bilal@example.pk', 1)).length;
    const res = await t.rest('POST', '/email/verification-notification', {}, login.body.token);
    expect(res.body).toEqual({
      status: 200,
      message: 'A fresh verification link has been sent to your email address.',
    });
    expect(await smtp.waitForMails('bilal@example.pk', before + 1)).toHaveLength(before + 1);
    expect((await t.rest('POST', '/email/verification-notification', {})).status).toBe(401);
  });

  it('resets a password once with a link built from PUBLIC_URL (never the Host header)', async () => {
    const oldToken = (
      await t.rest('POST', '/user/auth', { email: 'sana@example.pk', password: 'chain-stitch-12' })
    ).body.token;
    const res = await fetch(`${t.url}/api/forgot-password`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        host: 'evil.example.com',
        'x-forwarded-host': 'evil.example.com',
      },
      body: JSON.stringify({ email: 'sana@example.pk' }),
    });
    const body = await res.json();
    expect(body).toEqual({
      status: 200,
      message: 'If an account exists for that email, we have emailed a password reset link.',
    });
    const unknown = await t.rest('POST', '/forgot-password', { email: 'ghost@example.pk' });
    expect(unknown.body).toEqual(body);
    const link = new URL(await smtp.waitForLink('sana@example.pk', 'https://shop.example.pk/reset-password'));
    const token = link.searchParams.get('token')!;
    expect(link.searchParams.get('email')).toBe('sana@example.pk');
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const stored = await t.db.ds.query('SELECT token_hash FROM password_reset_tokens');
    expect(stored.map((r: { token_hash: string }) => r.token_hash)).not.toContain(token);

    const mismatch = await t.rest('POST', '/reset-password', {
      email: 'sana@example.pk',
      token,
      password: 'brandnew1',
      password_confirmation: 'other',
    });
    expect(mismatch.body.errors).toEqual({ password_confirmation: ['Passwords do not match'] });
    const missing = await t.rest('POST', '/reset-password', { email: 'sana@example.pk', token });
    expect(missing.body.errors).toEqual({
      password: ['The password field is required'],
      password_confirmation: ['The confirm password field is required'],
    });
    const short = await t.rest('POST', '/reset-password', {
      email: 'sana@example.pk',
      token,
      password: '123',
      password_confirmation: '123',
    });
    expect(short.body.errors).toEqual({ password: ['Password must be at least 6 characters'] });
    const common = await t.rest('POST', '/reset-password', {
      email: 'sana@example.pk',
      token,
      password: 'sunshine1',
      password_confirmation: 'sunshine1',
    });
    expect(common.body.errors).toEqual({ password: ['This password is too common.'] });

    const ok = await t.rest('POST', '/reset-password', {
      email: 'sana@example.pk',
      token,
      password: 'brandnew1',
      password_confirmation: 'brandnew1',
    });
    expect(ok.body).toEqual({ status: 200, message: 'Your password has been reset.' });
    const reuse = await t.rest('POST', '/reset-password', {
      email: 'sana@example.pk',
      token,
      password: 'another-stitch-3',
      password_confirmation: 'another-stitch-3',
    });
    expect(reuse.status).toBe(422);
    expect(reuse.body.errors.email).toEqual(['This password reset token is invalid.']);
    expect((await t.rest('GET', '/user/profile', undefined, oldToken)).status).toBe(401);
    expect(
      (await t.rest('POST', '/user/auth', { email: 'sana@example.pk', password: 'brandnew1' })).status,
    ).toBe(200);
  });

  it('refuses an expired reset link', async () => {
    await t.rest('POST', '/forgot-password', { email: 'bilal@example.pk' });
    const token = new URL(
      await smtp.waitForLink('bilal@example.pk', 'https://shop.example.pk/reset-password'),
    ).searchParams.get('token')!;
    await t.db.ds.query(
      `UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute' WHERE used_at IS NULL`,
    );
    const res = await t.rest('POST', '/reset-password', {
      email: 'bilal@example.pk',
      token,
      password: 'brandnew1',
      password_confirmation: 'brandnew1',
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('This password reset token is invalid.');
  });
});

describe('rate limits', () => {
  it('answers 429 once the sign-in limit is reached', async () => {
    const strict = await createTestServer({ RATE_LIMIT_SCALE: '0.25' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push(
          (await strict.rest('POST', '/user/auth', { email: 'x@example.pk', password: 'wrong' })).status,
        );
      expect(statuses.slice(0, 2)).toEqual([401, 401]);
      expect(statuses).toContain(429);
      const limited = await strict.rest('POST', '/user/auth', { email: 'x@example.pk', password: 'wrong' });
      expect(limited.body).toEqual({ status: 429, message: 'Too many attempts. Please try again later.' });
      const gql = await strict.gql(
        'mutation { login(input: { email: "x@example.pk", password: "y" }) { token } }',
      );
      expect(gql.body.errors?.[0].extensions.code).toBe('TOO_MANY_REQUESTS');
      // Anonymous writes are limited too, and a refused write stores nothing.
      const contact = { name: 'A', email: 'a@b.pk', mobile: '03001234567', subject: 'S', message: 'M' };
      const codes = [];
      for (let i = 0; i < 3; i++)
        codes.push((await strict.rest('POST', '/contactus/submit', contact)).status);
      expect(codes).toEqual([200, 429, 429]);
      expect((await strict.db.ds.query('SELECT count(*)::int AS n FROM contact_messages'))[0].n).toBe(1);
    } finally {
      await strict.close();
    }
  });
});
