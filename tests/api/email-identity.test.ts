/**
 * One normal form for e-mail addresses (audit: Cyrillic, fullwidth, zero-width and decomposed
 * variants of an existing address registered as new accounts). Addresses are taken in NFKC and
 * lower case; invisible (format) characters are refused; and no two accounts share a confusable
 * skeleton (Unicode TR39), on every path that names an account by its address.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestServer, TestServer } from '../support/test-server';
import { waitUntil } from '../support/wait';

const REAL = 'zoë.khan@example.pk';
const PASSWORD = 'real-stitch-44';
const LOOKALIKE =
  'This email address looks like one already registered here. Please use a different address.';
const INVISIBLE =
  'The email address contains invisible characters (such as zero-width spaces). Please type it again.';
const TAKEN = 'The email has already been taken.';

let t: TestServer;
let realId: number;

beforeAll(async () => {
  t = await createTestServer();
  const res = await t.rest('POST', '/user/register', { name: 'Zoë', email: REAL, password: PASSWORD });
  expect(res.status).toBe(200);
  realId = res.body.id;
});
afterAll(() => t.close());

const register = (email: string) =>
  t.rest('POST', '/user/register', { name: 'Copycat', email, password: 'copy-stitch-55' });

it.each([
  ['Cyrillic о', 'z\u043eë.khan@example.pk', LOOKALIKE],
  ['Cyrillic а in the domain', 'zoë.khan@ex\u0430mple.pk', LOOKALIKE],
  ['fullwidth', '\uff5a\uff4fë.khan@\uff45\uff58\uff41\uff4d\uff50\uff4c\uff45.pk', TAKEN],
  ['zero-width space', 'zoë\u200b.khan@example.pk', INVISIBLE],
  ['zero-width joiner', 'zo\u200dë.khan@example.pk', INVISIBLE],
  ['right-to-left override', 'zoë.khan@\u202eexample.pk', INVISIBLE],
  ['decomposed ë', 'zoe\u0308.khan@example.pk', TAKEN],
  ['upper case', 'ZOË.KHAN@EXAMPLE.PK', TAKEN],
  ['digit 0 for o', 'z0ë.khan@example.pk', LOOKALIKE],
])(
  'refuses a %s variant of an existing address at registration (422, a clear message)',
  async (_what, email, message) => {
    const res = await register(email);
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual([message]);
    const [{ n }] = await t.db.ds.query('SELECT count(*)::int AS n FROM users WHERE name = $1', ['Copycat']);
    expect(n).toBe(0);
  },
);

it('refuses the same through GraphQL, with the field and a code', async () => {
  const res = await t.gql(
    `mutation($i: RegisterInput!) { register(input: $i) { token errors { field message code } } }`,
    { i: { name: 'Copycat', email: 'zoë.kh\u0430n@example.pk', password: 'copy-stitch-55' } },
  );
  expect(res.body.data.register).toEqual({
    token: null,
    errors: [{ field: 'email', message: LOOKALIKE, code: 'LOOKALIKE' }],
  });
});

it('signs the real account in with an NFKC-equivalent form of its address (fullwidth, decomposed)', async () => {
  for (const email of ['\uff5a\uff4fë.khan@example.pk', 'zoe\u0308.khan@EXAMPLE.pk']) {
    const res = await t.rest('POST', '/user/auth', { email, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(realId);
  }
  // A lookalike is another address: no account, whatever the password.
  expect(
    (await t.rest('POST', '/user/auth', { email: 'z\u043eë.khan@example.pk', password: PASSWORD })).status,
  ).toBe(401);
});

it('still takes unrelated new addresses, and stores each one in its normal form', async () => {
  const res = await register('\uff2e\uff45\uff57@Example.pk');
  expect(res.status).toBe(200);
  const [row] = await t.db.ds.query('SELECT email, email_skeleton FROM users WHERE id = $1', [res.body.id]);
  expect(row).toEqual({ email: 'new@example.pk', email_skeleton: expect.any(String) });
});

it('mails a password reset asked for with an equivalent form to the real account', async () => {
  const res = await t.rest('POST', '/forgot-password', { email: 'zoe\u0308.khan@example.pk' });
  expect(res.status).toBe(200);
  await waitUntil(
    async () =>
      (await t.db.ds.query('SELECT 1 FROM password_reset_tokens WHERE user_id = $1', [realId])).length === 1,
  );
  expect(
    (await t.rest('POST', '/forgot-password', { email: 'zo\u200bë.khan@example.pk' })).body.errors,
  ).toEqual({
    email: [INVISIBLE],
  });
});

it('links Google sign-in by the normal form and never opens a lookalike account', async () => {
  await expect(
    t.services.providerSignIn.signIn({
      sub: 'g-lookalike',
      email: 'z\u043eë.khan@example.pk',
      emailVerified: true,
    }),
  ).rejects.toThrow(LOOKALIKE);
  const linked = await t.services.providerSignIn.signIn({
    sub: 'g-real',
    email: 'ZOE\u0308.KHAN@example.pk',
    emailVerified: true,
  });
  expect(linked.user.id).toBe(realId);
});

describe('npm run admin', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-email-admin-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const admin = (email: string): Promise<{ code: number | null; out: string }> =>
    new Promise((resolve) => {
      const child = spawn(
        process.execPath,
        [
          path.resolve(__dirname, '../../server/dist/cli/admin.js'),
          '--email',
          email,
          '--password',
          'boss-password-1',
        ],
        {
          env: {
            PATH: process.env.PATH,
            LOG_LEVEL: 'warn',
            DATABASE_URL: t.db.url,
            DATA_DIR: dataDir,
            JWT_SECRET: 'email-admin-secret-0123456789abcdef',
            ADMIN_PASSWORD: 'admin-password-1',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      child.on('exit', (code) => resolve({ code, out }));
    });

  it('refuses a lookalike or invisible-character address and resets the real admin by an equivalent form', async () => {
    expect(await admin('\u0430dmin@example.com')).toEqual({
      code: 1,
      out: '--email: "\u0430dmin@example.com" looks like the existing account admin@example.com; choose another e-mail.\n',
    });
    expect(await admin('ad\u200bmin@example.com')).toEqual({ code: 1, out: `--email: ${INVISIBLE}\n` });
    expect(await admin('\uff41dmin@example.com')).toMatchObject({
      code: 0,
      out: 'Password of admin admin@example.com changed; its sessions are ended.\n',
    });
    const [{ n }] = await t.db.ds.query(`SELECT count(*)::int AS n FROM users WHERE role = 'ADMIN'`);
    expect(n).toBe(1);
  });
});
