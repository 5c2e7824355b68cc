/**
 * The back office's settings over GraphQL and REST: every service with its fields, secrets shown
 * only as set (their text never in any answer, sealed in the database), field errors per
 * setting, a save from an older read refused, and admins only.
 */
import { customer as newCustomer } from '../support/shop-orders';
import { createTestServer, TestServer } from '../support/test-server';

let t: TestServer;
let admin: string;
const TOKEN = 'EAAG-very-secret-access-token-42';
const APP_SECRET = 'meta-app-secret-value-777';

beforeAll(async () => {
  t = await createTestServer({ SETTINGS_KEY: '22'.repeat(32) });
  admin = (
    await t.rest('POST', '/admin/auth', { email: 'admin@example.com', password: 'admin-password-123' })
  ).body.token;
});
afterAll(() => t.close());

it('REST: lists every service, saves WhatsApp with its secrets sealed and answered only as set', async () => {
  const before = await t.rest('GET', '/admin/settings', undefined, admin);
  expect(before.status).toBe(200);
  expect(before.body.data.map((s: { service: string }) => s.service)).toEqual(
    expect.arrayContaining(['whatsapp', 'sms', 'cod']),
  );
  const cod = before.body.data.find((s: { service: string }) => s.service === 'cod');
  expect(cod.fields.map((f: { name: string; value: string }) => [f.name, f.value])).toEqual([
    ['autoCancel', 'off'],
    ['prepaymentAfterReturns', 'off'],
    ['confirmHours', '24'],
  ]);

  const saved = await t.rest(
    'PUT',
    '/admin/settings/whatsapp',
    {
      values: {
        phoneNumberId: '106540352242922',
        accessToken: TOKEN,
        appSecret: APP_SECRET,
        verifyToken: 'v-token',
      },
      version: 0,
    },
    admin,
  );
  expect(saved.status).toBe(200);
  expect(saved.body.message).toBe('Settings saved.');
  expect(saved.body.data).toMatchObject({ service: 'whatsapp', configured: true, missing: [], version: 1 });
  const token = saved.body.data.fields.find((f: { name: string }) => f.name === 'accessToken');
  expect(token).toMatchObject({ secret: true, set: true, value: null });

  const again = await t.rest('GET', '/admin/settings', undefined, admin);
  for (const body of [JSON.stringify(saved.body), JSON.stringify(again.body)]) {
    expect(body).not.toContain(TOKEN);
    expect(body).not.toContain(APP_SECRET);
  }
  const [row] = await t.db.ds.query(
    `SELECT secrets::text AS s FROM service_settings WHERE service = 'whatsapp'`,
  );
  expect(row.s).not.toContain(TOKEN);
  expect((await t.services.settings.get('whatsapp'))!.accessToken).toBe(TOKEN);

  // An empty secret keeps the stored one; a save from the older read is refused.
  expect(
    (await t.rest('PUT', '/admin/settings/whatsapp', { values: { accessToken: '' }, version: 1 }, admin))
      .status,
  ).toBe(200);
  expect((await t.services.settings.get('whatsapp'))!.accessToken).toBe(TOKEN);
  const stale = await t.rest(
    'PUT',
    '/admin/settings/whatsapp',
    { values: { templateName: 'x' }, version: 1 },
    admin,
  );
  expect(stale.status).toBe(409);
  const wrong = await t.rest('PUT', '/admin/settings/whatsapp', { values: { phoneNumberId: 'abc' } }, admin);
  expect([wrong.status, wrong.body.errors]).toEqual([422, { phoneNumberId: ['Digits only.'] }]);
  expect((await t.rest('PUT', '/admin/settings/nothing', { values: {} }, admin)).status).toBe(404);
});

it('GraphQL: the same settings, field errors in the payload, and admins only', async () => {
  const q = await t.gql(
    `query { serviceSettings { service configured version fields { name secret set value } } }`,
    {},
    admin,
  );
  const whatsapp = q.body.data.serviceSettings.find((s: { service: string }) => s.service === 'whatsapp');
  expect(whatsapp.fields.find((f: { name: string }) => f.name === 'appSecret')).toEqual({
    name: 'appSecret',
    secret: true,
    set: true,
    value: null,
  });
  expect(JSON.stringify(q.body)).not.toContain(APP_SECRET);
  const save = await t.gql(
    `mutation($values: [SettingValueInput!]!) { saveServiceSettings(service: "sms", values: $values) {
       settings { configured missing } message errors { field code } } }`,
    {
      values: [
        { name: 'url', value: 'ftp://nope' },
        { name: 'method', value: 'PUT' },
      ],
    },
    admin,
  );
  expect(save.body.data.saveServiceSettings.errors).toEqual([
    { field: 'url', code: 'INVALID' },
    { field: 'method', code: 'INVALID' },
  ]);
  const ok = await t.gql(
    `mutation($values: [SettingValueInput!]!) { saveServiceSettings(service: "cod", values: $values) {
       settings { fields { name value } } errors { field } } }`,
    { values: [{ name: 'autoCancel', value: 'on' }] },
    admin,
  );
  expect(ok.body.data.saveServiceSettings.settings.fields[0]).toEqual({ name: 'autoCancel', value: 'on' });

  const customer = (await newCustomer(t, 'Nosy', { verified: false })).token;
  expect(
    (await t.gql(`query { serviceSettings { service } }`, {}, customer)).body.errors?.[0].extensions.code,
  ).toBe('FORBIDDEN');
  expect((await t.rest('GET', '/admin/settings', undefined, customer)).status).toBe(403);
  expect((await t.rest('PUT', '/admin/settings/cod', { values: {} })).status).toBe(401);
});
