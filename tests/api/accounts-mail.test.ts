/**
 * The account mails through SMTP (the address verified once by its link, a verification mail
 * sent again, a password reset by a link built from PUBLIC_URL, once, and not after it expired)
 * and the sign-in rate limit.
 */
import { startMailingShop, stopMailingShop, type Smtp } from '../support/mailing-shop';
import { createTestServer, type TestServer } from '../support/test-server';

let t: TestServer;
let smtp: Smtp;
beforeAll(async () => {
  ({ t, smtp } = await startMailingShop());
  // A customer signed up before these tests (registration mails the first verification link).
  const bilal = await t.rest('POST', '/user/register', {
    name: 'Bilal',
    email: 'bilal@example.pk',
    password: 'chain-stitch-12',
  });
  expect(bilal.status).toBe(200);
});
afterAll(() => stopMailingShop({ t, smtp }));

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

    const reset = (password?: string, confirmation = password, email = 'sana@example.pk') =>
      t.rest('POST', '/reset-password', {
        email,
        token,
        ...(password === undefined ? {} : { password, password_confirmation: confirmation }),
      });
    const mismatch = await reset('brandnew1', 'other');
    expect(mismatch.body.errors).toEqual({ password_confirmation: ['Passwords do not match'] });
    const missing = await reset();
    expect(missing.body.errors).toEqual({
      password: ['The password field is required'],
      password_confirmation: ['The confirm password field is required'],
    });
    const short = await reset('123');
    expect(short.body.errors).toEqual({ password: ['Password must be at least 6 characters'] });
    const common = await reset('sunshine1');
    expect(common.body.errors).toEqual({ password: ['This password is too common.'] });

    const ok = await reset('brandnew1');
    expect(ok.body).toEqual({ status: 200, message: 'Your password has been reset.' });
    const reuse = await reset('another-stitch-3');
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
