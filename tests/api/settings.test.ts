/**
 * The integration settings store: secrets sealed at rest (AES-256-GCM under SETTINGS_KEY) and
 * never in the public view, saves merged field by field (two owners at once) or refused when
 * made from an older read, clear 422s for bad values, and a server with the wrong key or none
 * that says so instead of sending garbage to JazzCash.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../server/src/config';
import { freePort } from '../../server/src/platform/db/embedded';
import {
  ConflictError,
  NotFoundError,
  ServiceUnavailableError,
  ValidationError,
} from '../../server/src/shared/errors';
import { SettingsService } from '../../server/src/modules/settings';
import { WhatsAppClient } from '../../server/src/modules/whatsapp';
import { type WhatsAppConfig } from '../../server/src/modules/whatsapp/whatsapp.client';
import type { SmsGatewayConfig } from '../../server/src/modules/sms/sms.gateway';
import type { JazzCashConfig } from '../../server/src/modules/payments/providers/jazzcash';
import type { EasypaisaConfig } from '../../server/src/modules/payments/providers/easypaisa';
import type { LeopardsConfig } from '../../server/src/modules/couriers/providers/leopards';
import type { PostExConfig } from '../../server/src/modules/couriers/providers/postex';
import type { TraxConfig } from '../../server/src/modules/couriers/providers/trax';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { startFakeWhatsApp } from '../support/fake-whatsapp';
import { startShop } from '../support/shop-process';

let db: TestDatabase;
let settings: SettingsService;
let ownerId: number;
const key = randomBytes(32);
const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(os.tmpdir(), 'shop-settings-'));
  dirs.push(d);
  return d;
};

beforeAll(async () => {
  db = await createTestDatabase();
  settings = new SettingsService(db.ds, key);
  [{ id: ownerId }] = await db.ds.query(
    `INSERT INTO users (name, email, role) VALUES ('Owner', 'owner@example.pk', 'ADMIN') RETURNING id`,
  );
});
afterAll(async () => {
  await db.drop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const rowOf = async (service: string) =>
  (
    await db.ds.query(`SELECT values, secrets, version FROM service_settings WHERE service = $1`, [service])
  )[0];

it('lists every service, unconfigured, with its defaults and what it still needs', async () => {
  const view = await settings.publicView();
  expect(view.map((s) => s.service)).toEqual([
    'shop',
    'orders',
    'whatsapp',
    'sms',
    'cod',
    'jazzcash',
    'easypaisa',
    'cards',
    'safepay',
    'leopards',
    'postex',
    'trax',
    'alerts',
  ]);
  // The owner's alerts need nothing: all on, to every admin account, the summary at 21:00.
  expect(await settings.get('alerts')).toEqual({
    newOrder: 'on',
    receiptUploaded: 'on',
    lowStock: 'on',
    review: 'on',
    contact: 'on',
    dailySummary: 'on',
    summaryHour: '21',
  });
  // The COD confirmation's options need nothing: both off until the owner turns them on.
  expect(view.find((s) => s.service === 'cod')).toMatchObject({ configured: true, missing: [] });
  const jazz = view.find((s) => s.service === 'jazzcash')!;
  expect(jazz).toMatchObject({
    configured: false,
    missing: ['merchantId', 'password', 'integritySalt'],
    version: 0,
  });
  expect(jazz.fields.find((f) => f.name === 'apiBaseUrl')).toMatchObject({
    value: 'https://payments.jazzcash.com.pk',
    set: false,
    secret: false,
  });
  expect(await settings.get('jazzcash')).toBeNull();
});

it('seals secrets at rest, shows them only as set, and gives them to server code', async () => {
  const saved = await settings.update(
    'jazzcash',
    { merchantId: 'MC12345', password: 'jc-password-1', integritySalt: 'salt-s3cr3t', txnType: 'MWALLET' },
    { actorId: ownerId },
  );
  expect(saved).toMatchObject({ configured: true, missing: [], version: 1, updatedBy: ownerId });
  expect(saved.fields.find((f) => f.name === 'integritySalt')).toMatchObject({
    secret: true,
    set: true,
    value: null,
  });
  for (const view of [saved, await settings.publicViewOf('jazzcash'), await settings.publicView()])
    expect(JSON.stringify(view)).not.toMatch(/jc-password-1|salt-s3cr3t/);

  const row = await rowOf('jazzcash');
  expect(row.values).toEqual({ merchantId: 'MC12345', txnType: 'MWALLET' });
  expect(Object.keys(row.secrets).sort()).toEqual(['integritySalt', 'password']);
  expect(JSON.stringify(row)).not.toMatch(/jc-password-1|salt-s3cr3t/);
  expect(row.secrets.password).toMatch(/^v1\.[0-9a-f]{12}\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);

  expect(await settings.get('jazzcash')).toEqual({
    checkoutUrl: 'https://payments.jazzcash.com.pk/CustomerPortal/transactionmanagement/merchantform/',
    apiBaseUrl: 'https://payments.jazzcash.com.pk',
    merchantId: 'MC12345',
    password: 'jc-password-1',
    integritySalt: 'salt-s3cr3t',
    txnType: 'MWALLET',
  });
});

it('keeps a secret left blank, clears one sent as null, and puts a cleared plain field back to its default', async () => {
  await settings.update('jazzcash', { password: '', apiBaseUrl: 'https://sandbox.jazzcash.com.pk' });
  expect((await settings.get('jazzcash'))!).toMatchObject({
    password: 'jc-password-1',
    apiBaseUrl: 'https://sandbox.jazzcash.com.pk',
  });
  const cleared = await settings.update('jazzcash', { password: null, apiBaseUrl: '' });
  expect(cleared).toMatchObject({ configured: false, missing: ['password'] });
  expect(cleared.fields.find((f) => f.name === 'apiBaseUrl')).toMatchObject({
    value: 'https://payments.jazzcash.com.pk',
    set: false,
  });
  expect(await settings.get('jazzcash')).toBeNull();
  await settings.update('jazzcash', { password: 'jc-password-2' });
  expect((await settings.get('jazzcash'))!.password).toBe('jc-password-2');
});

it('refuses bad values field by field and saves nothing of such a request', async () => {
  const before = await rowOf('easypaisa');
  const err = await settings
    .update('easypaisa', {
      storeId: '12a',
      hashKey: 'too-short',
      checkoutBaseUrl: 'ftp://easypay.example',
      paymentMethod: 'CASH',
      username: 'line\nbreak',
      accountNum: 42,
      color: 'blue',
    })
    .catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ValidationError);
  expect((err as ValidationError).httpStatus).toBe(422);
  expect(Object.fromEntries((err as ValidationError).fieldErrors.map((e) => [e.field, e.message]))).toEqual({
    storeId: 'Digits only.',
    hashKey: 'The hash key is 16, 24 or 32 characters long.',
    checkoutBaseUrl: 'Must be an http(s) URL such as https://api.example.pk.',
    paymentMethod: 'One of: MA_PAYMENT_METHOD, CC_PAYMENT_METHOD, OTC_PAYMENT_METHOD.',
    username: 'Must be one line of text.',
    accountNum: 'Must be text.',
    color: 'There is no such setting.',
  });
  expect(await rowOf('easypaisa')).toEqual(before);
  await expect(settings.update('paypal', { key: 'x' })).rejects.toThrow(NotFoundError);
  await expect(settings.publicViewOf('paypal')).rejects.toThrow('There are no settings for "paypal".');
});

it('refuses a save made from an older read, and keeps both of two owners’ saves of different fields', async () => {
  const { version } = await settings.update('leopards', { apiKey: 'lcs-key', apiPassword: 'lcs-pass' });
  await settings.update('leopards', { originCityId: '789' }, { version });
  await expect(settings.update('leopards', { originCityId: '101' }, { version })).rejects.toThrow(
    ConflictError,
  );
  expect((await settings.get('leopards'))!.originCityId).toBe('789');

  // Two owners at once, each saving one field: both fields end up saved.
  const before = (await settings.publicViewOf('postex')).version;
  await Promise.all([
    settings.update('postex', { token: 'postex-token' }, { actorId: ownerId }),
    settings.update('postex', { pickupAddressCode: '004' }, { actorId: ownerId }),
    settings.update('trax', { apiKey: 'trax-key', pickupAddressId: '3015' }),
  ]);
  expect(await settings.get('postex')).toMatchObject({ token: 'postex-token', pickupAddressCode: '004' });
  expect((await settings.publicViewOf('postex')).version).toBe(before + 2);
});

it('never opens a secret moved into another field or sealed with another key, and says why', async () => {
  await settings.update('whatsapp', {
    phoneNumberId: '106540352242922',
    accessToken: 'EAAG-token',
    appSecret: 'app-secret',
    verifyToken: 'verify',
  });
  const row = await rowOf('whatsapp');
  await db.ds.query(`UPDATE service_settings SET secrets = $2 WHERE service = $1`, [
    'whatsapp',
    JSON.stringify({ ...row.secrets, appSecret: row.secrets.accessToken }),
  ]);
  await expect(settings.get('whatsapp')).rejects.toThrow(
    'WhatsApp Cloud API: The stored whatsapp.appSecret does not open: it was changed or belongs to another field.',
  );
  await settings.update('whatsapp', { appSecret: 'app-secret' });

  const otherKey = new SettingsService(db.ds, randomBytes(32));
  await expect(otherKey.get('whatsapp')).rejects.toThrow(ServiceUnavailableError);
  await expect(otherKey.get('whatsapp')).rejects.toThrow(
    /was sealed with another SETTINGS_KEY \(key [0-9a-f]{12}/,
  );
  expect(await otherKey.keyProblem()).toMatch(
    /^SETTINGS_KEY: the database holds integration secrets sealed with another key/,
  );
  expect(await settings.keyProblem()).toBeNull();

  const noKey = new SettingsService(db.ds, undefined);
  expect(await noKey.keyProblem()).toMatch(
    /^SETTINGS_KEY: not set, and the database holds integration secrets/,
  );
  await expect(
    noKey.update('sms', { url: 'https://gw.example.pk/send', password: 'pw' }),
  ).rejects.toMatchObject({
    fieldErrors: [{ field: 'password', code: 'NO_SETTINGS_KEY' }],
  });
  // Plain settings can still be kept without a key.
  expect(
    (await noKey.update('sms', { url: 'https://gw.example.pk/send?to={to}&text={message}' })).configured,
  ).toBe(true);
});

it('hands server code settings its clients take as their configuration', async () => {
  const fake = await startFakeWhatsApp({
    accessToken: 'EAAG-token',
    appSecret: 'app-secret',
    phoneNumberId: '106540352242922',
  });
  try {
    await settings.update('whatsapp', { graphBaseUrl: fake.url });
    const config: WhatsAppConfig = (await settings.get('whatsapp'))!;
    const sent = await new WhatsAppClient(config).sendText('+923001234567', 'Salam!');
    expect(fake.messages.at(-1)).toMatchObject({ id: sent.messageId, text: 'Salam!' });
  } finally {
    await fake.close();
  }
  // Every service's settings are its client's configuration (the type checker holds each line to it).
  const sms: SmsGatewayConfig | null = await settings.get('sms');
  const jazzcash: JazzCashConfig | null = await settings.get('jazzcash');
  const easypaisa: EasypaisaConfig | null = await settings.get('easypaisa');
  const leopards: LeopardsConfig | null = await settings.get('leopards');
  const postex: PostExConfig | null = await settings.get('postex');
  const trax: TraxConfig | null = await settings.get('trax');
  expect(sms).toMatchObject({ method: 'GET', bodyFormat: 'none', numberFormat: 'international' });
  expect(trax).toMatchObject({
    baseUrl: 'https://sonic.pk',
    itemProductTypeId: '11',
    pickupAddressId: '3015',
  });
  expect([jazzcash, leopards, postex].every(Boolean)).toBe(true);
  expect(easypaisa).toBeNull();
});

describe('SETTINGS_KEY', () => {
  it('takes 32 bytes as hex or base64, refuses anything else naming the variable and the range', () => {
    const dataDir = tempDir();
    const hex = randomBytes(32);
    expect(loadConfig({ DATA_DIR: dataDir, SETTINGS_KEY: hex.toString('hex') }).settingsKey).toEqual(hex);
    expect(loadConfig({ DATA_DIR: dataDir, SETTINGS_KEY: hex.toString('base64') }).settingsKey).toEqual(hex);
    expect(loadConfig({ DATA_DIR: dataDir, SETTINGS_KEY: hex.toString('base64url') }).settingsKey).toEqual(
      hex,
    );
    for (const bad of ['short', randomBytes(16).toString('hex'), randomBytes(33).toString('base64')])
      expect(() => loadConfig({ DATA_DIR: dataDir, SETTINGS_KEY: bad })).toThrow(
        /SETTINGS_KEY: must be 32 random bytes written as 64 hex characters or in base64/,
      );
  });

  it('is generated once and kept in DATA_DIR in development; production has none unless set', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).settingsKey!;
    expect(first).toHaveLength(32);
    expect(loadConfig({ DATA_DIR: dataDir }).settingsKey).toEqual(first);
    expect(
      Buffer.from(readFileSync(path.join(dataDir, 'secrets', 'settings-key'), 'utf8').trim(), 'base64'),
    ).toEqual(first);
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: tempDir(),
      JWT_SECRET: 'x'.repeat(40),
      ADMIN_EMAIL: 'a@b.pk',
      ADMIN_PASSWORD: 'a-long-password',
      DATABASE_URL: 'postgres://x@h/db',
      SMTP_URL: 'smtp://mail.example.pk',
    };
    expect(loadConfig(production).settingsKey).toBeUndefined();
    expect(() => loadConfig({ ...production, SETTINGS_KEY: 'nope' })).toThrow(ConfigError);
  });

  it('stops the shop at start-up when the stored secrets were sealed with another key', async () => {
    const shop = startShop(await freePort(), {
      DATA_DIR: tempDir(),
      DATABASE_URL: db.url,
      SETTINGS_KEY: randomBytes(32).toString('base64'),
    });
    expect(await shop.exited).toBe(1);
    expect(shop.output()).toMatch(
      /Invalid configuration:\n {2}SETTINGS_KEY: the database holds integration secrets sealed with another key \([0-9a-f]{12}; this key is [0-9a-f]{12}\)/,
    );
  });
});
