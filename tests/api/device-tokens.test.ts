/**
 * Nobody can lock the owner out (DESIGN decision 23; audit: 10 wrong passwords from each of 10
 * addresses reached the account's ceiling and the owner got 429 until the hour ended). A
 * successful sign-in leaves a device token (an HttpOnly cookie, and `device_token` /
 * `deviceToken` for apps); sign-ins presenting it are limited per device and never meet the
 * account-wide ceiling, which now holds for unknown devices only and is mailed to the owner.
 * At the shop's real limits (RATE_LIMIT_SCALE=1).
 */
import { startSmtp } from '../support/smtp';
import { createTestServer, TestServer } from '../support/test-server';

const OWNER = { email: 'admin@example.com', password: 'admin-password-123' };
const PAUSED = 'Sign-ins to your account from new devices are paused';
const ADMIN_LOGIN = `mutation($i: LoginInput!) { adminLogin(input: $i) { token deviceToken errors { code } } }`;

let t: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestServer({ TRUST_PROXY: '1', RATE_LIMIT_SCALE: '1', SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The admin sign-in over REST from `address` (as the one proxy in front reports it). */
async function adminAuth(address: string, body: Record<string, unknown>, cookie?: string) {
  const res = await fetch(`${t.url}/api/admin/auth`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': address,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json(), setCookie: res.headers.get('set-cookie') };
}

/** The cookie a browser sends back after a response that set it. */
const cookieOf = (setCookie: string | null) => setCookie!.split(';')[0];

/** The hour of counting is over (rate-limit windows moved an hour back, as time would). */
/**
 * Every sign-in window ends: the counters move an hour back. Those already an hour old go first,
 * or a moved window could land on one (the same key and start) left by an earlier call.
 */
const windowEnds = async () => {
  await t.db.ds.query(
    `DELETE FROM rate_limits WHERE key LIKE 'login:%' AND window_start <= now() - interval '1 hour'`,
  );
  await t.db.ds.query(
    `UPDATE rate_limits SET window_start = window_start - interval '1 hour' WHERE key LIKE 'login:%'`,
  );
};

it('lets the owner in with their device token after 10 addresses × 10 failures; a fresh address waits for the window', async () => {
  // The owner signed in at home once: the answer carries the device token and sets it as a cookie.
  const home = await adminAuth('198.51.100.7', OWNER);
  expect(home.status).toBe(200);
  const deviceToken: string = home.body.device_token;
  expect(deviceToken).toMatch(/^v1\.\d+\./);
  expect(home.setCookie).toMatch(
    new RegExp(
      `^shop_admin_device=${deviceToken.replace(/\./g, '\\.')}; Max-Age=\\d+; Path=/; Expires=[^;]+; HttpOnly; SameSite=Strict$`,
    ),
  );
  // GraphQL's sign-in sets the cookie through its response too, and answers the token for apps.
  const gql = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.8' },
    body: JSON.stringify({ query: ADMIN_LOGIN, variables: { i: OWNER } }),
  });
  const laptop = (await gql.json()).data.adminLogin;
  expect(laptop.token).toEqual(expect.any(String));
  expect(gql.headers.get('set-cookie')).toContain(`shop_admin_device=${laptop.deviceToken}; `);

  // The attack: 10 addresses at once, 10 wrong passwords each (each address's share).
  const attempts = await Promise.all(
    Array.from({ length: 10 }, async (_, a) => {
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++)
        statuses.push(
          (await adminAuth(`203.0.113.${a + 1}`, { ...OWNER, password: `guess-${a}-${i}` })).status,
        );
      return statuses;
    }),
  );
  expect(attempts.flat().filter((s) => s !== 401)).toEqual([]);

  // The owner: with the device token in the body (an app), with the cookie (a browser), over GraphQL.
  expect((await adminAuth('198.51.100.77', { ...OWNER, device_token: deviceToken })).status).toBe(200);
  expect((await adminAuth('198.51.100.78', OWNER, cookieOf(home.setCookie))).status).toBe(200);
  const withToken = await t.gql(ADMIN_LOGIN, { i: { ...OWNER, deviceToken: laptop.deviceToken } });
  expect(withToken.body.data.adminLogin).toMatchObject({ token: expect.any(String), errors: [] });
  // Kept: a device token still good is answered again, not replaced.
  expect((await adminAuth('198.51.100.77', { ...OWNER, device_token: deviceToken })).body.device_token).toBe(
    deviceToken,
  );

  // From a device it never signed in on: refused until the window ends.
  const fresh = await adminAuth('192.0.2.200', OWNER);
  expect(fresh.status).toBe(429);
  expect(fresh.body.message).toBe('Too many attempts. Please try again later.');
  // A token that is not genuine, or another account's, is an unknown device.
  expect(
    (await adminAuth('192.0.2.201', { ...OWNER, device_token: deviceToken.slice(0, -2) + 'xx' })).status,
  ).toBe(429);
  const customer = await t.rest('POST', '/user/register', {
    name: 'Other',
    email: 'other@example.pk',
    password: 'other-stitch-9',
  });
  const theirs = await t.rest('POST', '/user/auth', {
    email: 'other@example.pk',
    password: 'other-stitch-9',
  });
  expect(customer.status).toBe(200);
  expect((await adminAuth('192.0.2.202', { ...OWNER, device_token: theirs.body.device_token })).status).toBe(
    429,
  );

  // The owner was told, once.
  await smtp.waitForMails(OWNER.email, 1);
  expect(smtp.withSubject(PAUSED).map((m) => m.to)).toEqual([[OWNER.email]]);
  expect(smtp.withSubject(PAUSED)[0].parts.text).toContain(
    'The devices and apps where you signed in before still work',
  );

  await windowEnds();
  const later = await adminAuth('192.0.2.200', OWNER);
  expect(later.status).toBe(200);
  expect(later.body.device_token).not.toBe(deviceToken);
});

it('gives each device token a small failure budget of its own, then treats it as unknown', async () => {
  await windowEnds();
  const { body } = await adminAuth('198.51.100.9', OWNER);
  const token: string = body.device_token;
  const failuresOfAccount = async () =>
    (
      await t.db.ds.query(
        `SELECT coalesce(sum(count), 0)::int AS n FROM rate_limits WHERE key = 'login:ADMIN:failures:admin@example.com' AND window_start > now() - interval '1 hour'`,
      )
    )[0].n;
  const before = await failuresOfAccount();
  // A stolen token (or the owner mistyping): 10 failures a window, counted on the device only.
  for (let i = 0; i < 10; i++)
    expect(
      (await adminAuth('203.0.113.50', { ...OWNER, password: `nope-${i}`, device_token: token })).status,
    ).toBe(401);
  expect(await failuresOfAccount()).toBe(before);
  // Past its budget the token is an unknown device: the account's limits count it.
  expect(
    (await adminAuth('203.0.113.50', { ...OWNER, password: 'nope-x', device_token: token })).status,
  ).toBe(401);
  expect(await failuresOfAccount()).toBe(before + 1);
  // The right password still gets in (as an unknown device) and gets a fresh token.
  const again = await adminAuth('198.51.100.9', { ...OWNER, device_token: token });
  expect(again.status).toBe(200);
  expect(again.body.device_token).not.toBe(token);
});
