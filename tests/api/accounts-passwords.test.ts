/**
 * Passwords of customers and the admin: changing one needs the current password and ends every
 * other session (REST and GraphQL, the documented body kept working), and passwords from the
 * common-password list are refused at registration and on a change.
 */
import { REGISTER, startMailingShop, stopMailingShop, type Smtp } from '../support/mailing-shop';
import type { TestServer } from '../support/test-server';

let t: TestServer;
let smtp: Smtp;
beforeAll(async () => ({ t, smtp } = await startMailingShop()));
afterAll(() => stopMailingShop({ t, smtp }));

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
    const change = (currentPassword: string, password: string) =>
      t.gql(CHANGE, { i: { currentPassword, password } }, token);
    const wrong = await change('not-the-password', 'admin-stitch-4');
    expect(wrong.body.data.adminChangePassword.errors).toEqual([
      { field: 'currentPassword', message: 'The current password is incorrect.' },
    ]);
    const common = await change('admin-password-123', 'password123');
    expect(common.body.data.adminChangePassword.errors).toEqual([
      { field: 'password', message: 'This password is too common.' },
    ]);
    const ok = await change('admin-password-123', 'admin-stitch-4');
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
