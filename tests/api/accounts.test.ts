import jwt from 'jsonwebtoken';
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

const REGISTER = 'mutation($i: RegisterInput!) { register(input: $i) { token user { id name email verified role } errors { field message } } }';
const LOGIN = 'mutation($i: LoginInput!) { login(input: $i) { token user { id name } errors { field message code } } }';

describe('registration, sign-in and profile', () => {
  it('registers, signs in, reads and updates the profile (REST)', async () => {
    const reg = await t.rest('POST', '/user/register', { name: 'Ayesha Khan', email: 'Ayesha@Example.pk', password: 'secret12' });
    expect(reg.status).toBe(200);
    expect(reg.body).toMatchObject({ status: 200, id: expect.any(Number), name: 'Ayesha Khan', token: expect.any(String), verified: false });
    expect(reg.body.message).toMatch(/verify/i);

    const login = await t.rest('POST', '/user/auth', { email: 'ayesha@example.pk', password: 'secret12' });
    expect(login.body).toMatchObject({ status: 200, id: reg.body.id, name: 'Ayesha Khan', token: expect.any(String) });
    const token = login.body.token;

    const profile = await t.rest('GET', '/user/profile', undefined, token);
    expect(profile.body).toEqual({ status: 200, data: { id: reg.body.id, name: 'Ayesha Khan', email: 'ayesha@example.pk', verified: false } });

    const upd = await t.rest('POST', `/user/update/profile/${reg.body.id}`, { name: 'Ayesha K.', email: 'other@x.pk', password: 'newsecret' }, token);
    expect(upd.body).toMatchObject({ status: 200, message: 'Profile updated successfully.', data: { email: 'ayesha@example.pk', name: 'Ayesha K.' } });
    expect((await t.rest('POST', '/user/auth', { email: 'ayesha@example.pk', password: 'newsecret' })).status).toBe(200);
    const other = await t.rest('POST', `/user/update/profile/${reg.body.id + 1000}`, { name: 'X' }, token);
    expect(other.status).toBe(403);
    const blank = await t.rest('POST', `/user/update/profile/${reg.body.id}`, { name: ' ', password: '123' }, token);
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ name: ['The name field is required'], password: ['Password must be at least 6 characters'] });
  });

  it('registers and signs in through GraphQL', async () => {
    const reg = await t.gql(REGISTER, { i: { name: 'Bilal', email: 'bilal@example.pk', password: 'secret12' } });
    expect(reg.body.data.register).toMatchObject({ token: expect.any(String), user: { name: 'Bilal', verified: false, role: 'CUSTOMER' }, errors: [] });
    const login = await t.gql(LOGIN, { i: { email: 'bilal@example.pk', password: 'secret12' } });
    const me = await t.gql('{ me { id name email } }', undefined, login.body.data.login.token);
    expect(me.body.data.me).toEqual({ id: reg.body.data.register.user.id, name: 'Bilal', email: 'bilal@example.pk' });
    const upd = await t.gql('mutation { updateProfile(input: { name: "Bilal A." }) { user { name } message errors { field } } }', undefined, login.body.data.login.token);
    expect(upd.body.data.updateProfile).toEqual({ user: { name: 'Bilal A.' }, message: 'Profile updated successfully.', errors: [] });
  });

  it('gives every validation message of the spec and refuses a duplicate e-mail', async () => {
    const empty = await t.rest('POST', '/user/register', {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      name: ['The name field is required'], email: ['The email field is required'], password: ['The password field is required'],
    });
    const bad = await t.rest('POST', '/user/register', { name: 'X', email: 'nope', password: 'secret12' });
    expect(bad.body.errors).toEqual({ email: ['Invalid email address'] });
    const dup = await t.rest('POST', '/user/register', { name: 'X', email: 'AYESHA@example.pk', password: 'secret12' });
    expect(dup.status).toBe(422);
    expect(dup.body.errors).toEqual({ email: ['The email has already been taken.'] });
    const login = await t.rest('POST', '/user/auth', {});
    expect(login.body.errors).toEqual({ email: ['The email field is required'], password: ['The password field is required'] });
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
    expect(gql.body.data.login).toEqual({ token: null, user: null, errors: [{ field: 'email', message: wrong.body.message, code: 'INVALID_CREDENTIALS' }] });
  });
});

describe('roles', () => {
  let customer: string;
  let admin: string;
  beforeAll(async () => {
    customer = (await t.rest('POST', '/user/auth', { email: 'bilal@example.pk', password: 'secret12' })).body.token;
    const a = await t.rest('POST', '/admin/auth', { email: 'admin@example.com', password: 'admin-password-123' });
    expect(a.status).toBe(200);
    admin = a.body.token;
  });

  it('keeps customer and admin sign-in separate', async () => {
    expect((await t.rest('POST', '/admin/auth', { email: 'bilal@example.pk', password: 'secret12' })).status).toBe(401);
    expect((await t.rest('POST', '/user/auth', { email: 'admin@example.com', password: 'admin-password-123' })).status).toBe(401);
    const adminLogin = await t.gql('mutation { adminLogin(input: { email: "admin@example.com", password: "admin-password-123" }) { token user { name } } }');
    expect(adminLogin.body.data.adminLogin.user.name).toBe('Admin');
  });

  it('refuses a customer token on an admin field and an admin token on a customer field', async () => {
    expect((await t.gql('{ adminMe { id } }', undefined, customer)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql('{ me { id } }', undefined, admin)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql('{ me { id } }')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await t.gql('{ adminMe { name } }', undefined, admin)).body.data.adminMe.name).toBe('Admin');
    expect((await t.rest('GET', '/user/profile', undefined, admin)).status).toBe(403);
    expect((await t.rest('GET', '/user/profile')).body).toEqual({ status: 401, message: 'Unauthenticated.' });
  });

  it('refuses forged, expired, wrong-audience and unsigned tokens', async () => {
    const claims = jwt.decode(customer) as Record<string, unknown>;
    const base = { sub: claims.sub, role: 'CUSTOMER', ver: claims.ver };
    const secret = t.config.jwtSecret;
    const forged = jwt.sign(base, 'another-secret-another-secret-another-secret', { issuer: 'crochet-shop', audience: 'crochet-shop:customer', expiresIn: 60 });
    const expired = jwt.sign({ ...base, exp: Math.floor(Date.now() / 1000) - 10 }, secret, { issuer: 'crochet-shop', audience: 'crochet-shop:customer' });
    const wrongAud = jwt.sign(base, secret, { issuer: 'crochet-shop', audience: 'someone-else', expiresIn: 60 });
    const wrongIss = jwt.sign(base, secret, { issuer: 'evil', audience: 'crochet-shop:customer', expiresIn: 60 });
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(JSON.stringify({ ...base, iss: 'crochet-shop', aud: 'crochet-shop:customer', exp: Math.floor(Date.now() / 1000) + 60 })).toString('base64url');
    const none = `${header}.${body}.`;
    const asAdmin = jwt.sign({ ...base, role: 'ADMIN' }, secret, { issuer: 'crochet-shop', audience: 'crochet-shop:admin', expiresIn: 60 });
    for (const token of [forged, expired, wrongAud, wrongIss, none, 'garbage']) {
      expect((await t.rest('GET', '/user/profile', undefined, token)).status).toBe(401);
    }
    // A customer cannot promote itself by minting a token with role ADMIN for its own id.
    expect((await t.gql('{ adminMe { id } }', undefined, asAdmin)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('mail flows through SMTP', () => {
  it('verifies the e-mail address once with the link from the mail', async () => {
    const reg = await t.rest('POST', '/user/register', { name: 'Sana', email: 'sana@example.pk', password: 'secret12' });
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
    const login = await t.rest('POST', '/user/auth', { email: 'bilal@example.pk', password: 'secret12' });
    const before = (await smtp.waitForMails('bilal@example.pk', 1)).length;
    const res = await t.rest('POST', '/email/verification-notification', {}, login.body.token);
    expect(res.body).toEqual({ status: 200, message: 'A fresh verification link has been sent to your email address.' });
    expect(await smtp.waitForMails('bilal@example.pk', before + 1)).toHaveLength(before + 1);
    expect((await t.rest('POST', '/email/verification-notification', {})).status).toBe(401);
  });

  it('resets a password once with a link built from PUBLIC_URL (never the Host header)', async () => {
    const oldToken = (await t.rest('POST', '/user/auth', { email: 'sana@example.pk', password: 'secret12' })).body.token;
    const res = await fetch(`${t.url}/api/forgot-password`, {
      method: 'POST', headers: { 'content-type': 'application/json', host: 'evil.example.com', 'x-forwarded-host': 'evil.example.com' },
      body: JSON.stringify({ email: 'sana@example.pk' }),
    });
    const body = await res.json();
    expect(body).toEqual({ status: 200, message: 'If an account exists for that email, we have emailed a password reset link.' });
    const unknown = await t.rest('POST', '/forgot-password', { email: 'ghost@example.pk' });
    expect(unknown.body).toEqual(body);
    const link = new URL(await smtp.waitForLink('sana@example.pk', 'https://shop.example.pk/reset-password'));
    const token = link.searchParams.get('token')!;
    expect(link.searchParams.get('email')).toBe('sana@example.pk');
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const stored = await t.db.ds.query('SELECT token_hash FROM password_reset_tokens');
    expect(stored.map((r: { token_hash: string }) => r.token_hash)).not.toContain(token);

    const mismatch = await t.rest('POST', '/reset-password', { email: 'sana@example.pk', token, password: 'brandnew1', password_confirmation: 'other' });
    expect(mismatch.body.errors).toEqual({ password_confirmation: ['Passwords do not match'] });
    const missing = await t.rest('POST', '/reset-password', { email: 'sana@example.pk', token });
    expect(missing.body.errors).toEqual({ password: ['The password field is required'], password_confirmation: ['The confirm password field is required'] });
    const short = await t.rest('POST', '/reset-password', { email: 'sana@example.pk', token, password: '123', password_confirmation: '123' });
    expect(short.body.errors).toEqual({ password: ['Password must be at least 6 characters'] });

    const ok = await t.rest('POST', '/reset-password', { email: 'sana@example.pk', token, password: 'brandnew1', password_confirmation: 'brandnew1' });
    expect(ok.body).toEqual({ status: 200, message: 'Your password has been reset.' });
    const reuse = await t.rest('POST', '/reset-password', { email: 'sana@example.pk', token, password: 'another1', password_confirmation: 'another1' });
    expect(reuse.status).toBe(422);
    expect(reuse.body.errors.email).toEqual(['This password reset token is invalid.']);
    expect((await t.rest('GET', '/user/profile', undefined, oldToken)).status).toBe(401);
    expect((await t.rest('POST', '/user/auth', { email: 'sana@example.pk', password: 'brandnew1' })).status).toBe(200);
  });

  it('refuses an expired reset link', async () => {
    await t.rest('POST', '/forgot-password', { email: 'bilal@example.pk' });
    const token = new URL(await smtp.waitForLink('bilal@example.pk', 'https://shop.example.pk/reset-password')).searchParams.get('token')!;
    await t.db.ds.query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute' WHERE used_at IS NULL`);
    const res = await t.rest('POST', '/reset-password', { email: 'bilal@example.pk', token, password: 'brandnew1', password_confirmation: 'brandnew1' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('This password reset token is invalid.');
  });
});

describe('rate limits', () => {
  it('answers 429 once the sign-in limit is reached', async () => {
    const strict = await createTestServer({ RATE_LIMIT_SCALE: '0.25' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await strict.rest('POST', '/user/auth', { email: 'x@example.pk', password: 'wrong' })).status);
      expect(statuses.slice(0, 2)).toEqual([401, 401]);
      expect(statuses).toContain(429);
      const limited = await strict.rest('POST', '/user/auth', { email: 'x@example.pk', password: 'wrong' });
      expect(limited.body).toEqual({ status: 429, message: 'Too many attempts. Please try again later.' });
      const gql = await strict.gql('mutation { login(input: { email: "x@example.pk", password: "y" }) { token } }');
      expect(gql.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
      // Anonymous writes are limited too, and a refused write stores nothing.
      const contact = { name: 'A', email: 'a@b.pk', mobile: '03001234567', subject: 'S', message: 'M' };
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await strict.rest('POST', '/contactus/submit', contact)).status);
      expect(codes).toEqual([200, 429, 429]);
      expect((await strict.db.ds.query('SELECT count(*)::int AS n FROM contact_messages'))[0].n).toBe(1);
    } finally {
      await strict.close();
    }
  });
});
