/**
 * Every bounded variable says its range when a value is refused (audit: UNVERIFIED_OPEN_ORDERS=1000000
 * stopped start-up with "must be a whole number" though the limit is 1000; it now only fills its
 * setting on an upgraded deployment, checked by the setting's rule).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError, EnvSchema, loadConfig } from '../../server/src/config';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-config-ranges-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The message start-up stops with for this environment ('' when it starts). */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), ADMIN_PASSWORD: 'admin-password', ...env });
    return '';
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
}

/** The numeric settings and their bounds, read from the schema itself (a new one is checked too). */
const bounded = Object.entries(EnvSchema.shape).flatMap(([name, schema]) => {
  let inner: z.ZodType = schema;
  while (inner instanceof z.ZodDefault || inner instanceof z.ZodOptional) inner = inner.unwrap() as z.ZodType;
  return inner instanceof z.ZodNumber ? [{ name, min: inner.minValue!, max: inner.maxValue! }] : [];
});

it('finds the bounded settings', () => {
  expect(bounded.map((b) => b.name)).toEqual(
    expect.arrayContaining(['PORT', 'RATE_LIMIT_SCALE', 'WORKER_CONCURRENCY']),
  );
  for (const b of bounded) {
    expect(Number.isFinite(b.min)).toBe(true);
    expect(Number.isFinite(b.max)).toBe(true);
  }
});

it.each(bounded)('$name names its range for a value above, below or beside it', ({ name, min, max }) => {
  for (const value of [String(max * 1000 + 1000), String(min - 1), 'lots', '1.5e400']) {
    const message = refusal({ [name]: value });
    const line = message.split('\n').find((l) => l.trim().startsWith(`${name}:`));
    expect(line).toBeDefined();
    expect(line).toContain(String(max));
    expect(line).toMatch(new RegExp(`(from ${min} to|above ${min},) `));
  }
});

it('says "from 0 to 1,000" for an old UNVERIFIED_OPEN_ORDERS=1000000 (the setting it would fill) and takes 1000', () => {
  expect(refusal({ UNVERIFIED_OPEN_ORDERS: '1000000' })).toBe(
    'Invalid configuration:\n  UNVERIFIED_OPEN_ORDERS: Must be a whole number from 0 to 1,000.',
  );
  expect(refusal({ UNVERIFIED_OPEN_ORDERS: '1000' })).toBe('');
  expect(refusal({ UNPAID_ORDER_HOURS: '0' })).toBe(
    'Invalid configuration:\n  UNPAID_ORDER_HOURS: Must be a number of hours above 0, at most 8,760.',
  );
  expect(refusal({ COD_CONFIRM_HOURS: '500' })).toBe(
    'Invalid configuration:\n  COD_CONFIRM_HOURS: Must be a number of hours above 0, at most 336.',
  );
  expect(refusal({ COD_CONFIRM_HOURS: '336' })).toBe('');
});

it('reads where files are stored, and names the setting and its form when one is wrong', () => {
  const line = (env: Record<string, string>) => refusal(env).split('\n')[1]?.trim();
  expect(
    loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), ADMIN_PASSWORD: 'p'.repeat(8) }).storage,
  ).toEqual({
    driver: 'file',
    root: dataDir,
  });
  const s3 = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'x'.repeat(32),
    ADMIN_PASSWORD: 'p'.repeat(8),
    STORAGE_URL:
      's3://id:se%2Fcr%40et@shop-media/crochet/?endpoint=https://acc.r2.cloudflarestorage.com/&region=auto',
    MEDIA_PUBLIC_URL: 'https://media.example.pk/',
  });
  expect(s3.storage).toEqual({
    driver: 's3',
    bucket: 'shop-media',
    prefix: 'crochet/',
    endpoint: 'https://acc.r2.cloudflarestorage.com',
    publicEndpoint: undefined,
    region: 'auto',
    credentials: { accessKeyId: 'id', secretAccessKey: 'se/cr@et' },
    forcePathStyle: false,
  });
  expect(
    loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'x'.repeat(32),
      ADMIN_PASSWORD: 'p'.repeat(8),
      STORAGE_URL:
        's3://shop?endpoint=http://minio:9000&public_endpoint=http://localhost:9000/&path_style=true',
    }).storage,
  ).toEqual({
    driver: 's3',
    bucket: 'shop',
    prefix: '',
    endpoint: 'http://minio:9000',
    publicEndpoint: 'http://localhost:9000',
    region: 'us-east-1',
    credentials: undefined,
    forcePathStyle: true,
  });
  expect(s3.mediaPublicUrl).toBe('https://media.example.pk');
  const form =
    'STORAGE_URL: must be file: (files in DATA_DIR) or s3://BUCKET, optionally with a key prefix (s3://BUCKET/shop); a bucket name is 3 to 63 lowercase letters, digits, dots or hyphens';
  for (const bad of [
    's3://',
    's3://Shop_Media',
    's3://ab',
    'gs://shop',
    's3://shop/../x',
    's3://192.168.1.1',
  ])
    expect(line({ STORAGE_URL: bad })).toBe(form);
  expect(line({ STORAGE_URL: 's3://shop?endpoint=minio:9000' })).toBe(
    'STORAGE_URL: endpoint= must be an http:// or https:// URL such as https://ACCOUNT.r2.cloudflarestorage.com or http://minio:9000',
  );
  expect(line({ STORAGE_URL: 's3://shop?region=EU%20Central' })).toBe(
    'STORAGE_URL: region= must be a region name such as us-east-1 (auto for Cloudflare R2)',
  );
  expect(line({ STORAGE_URL: 's3://shop?path_style=maybe' })).toBe(
    'STORAGE_URL: path_style= must be true or false',
  );
  expect(line({ STORAGE_URL: 's3://shop?bucket_region=eu' })).toBe(
    'STORAGE_URL: bucket_region= is not a bucket setting; they are endpoint, public_endpoint, region, path_style',
  );
  expect(line({ MEDIA_PUBLIC_URL: 'media.example.pk' })).toBe(
    'MEDIA_PUBLIC_URL: must be an http:// or https:// URL such as https://media.example.pk',
  );
  // The bucket's old variables, ignored, would send files to another bucket or service unnoticed.
  expect(
    refusal({ STORAGE_URL: 's3://shop', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true' }),
  ).toBe(
    'Invalid configuration:\n  S3_ENDPOINT: is no longer read; write it into STORAGE_URL: STORAGE_URL=s3://BUCKET?endpoint=URL\n  S3_FORCE_PATH_STYLE: is no longer read; write it into STORAGE_URL: STORAGE_URL=s3://BUCKET?path_style=true',
  );
});

it('turns off the speed mechanisms SPEED_OFF names, and refuses a name it does not know', () => {
  const base = { DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), ADMIN_PASSWORD: 'p'.repeat(8) };
  const all = loadConfig(base).caches;
  expect(all).toMatchObject({ fastPath: true, searchIndex: true });
  for (const size of [
    'responseEntries',
    'pageBytes',
    'listingCounts',
    'sessionUsers',
    'adminOrderAnswers',
  ] as const)
    expect(all[size]).toBeGreaterThan(0);
  expect(loadConfig({ ...base, SPEED_OFF: 'fastPath, searchIndex,pageCache' }).caches).toEqual({
    ...all,
    fastPath: false,
    searchIndex: false,
    pageBytes: 0,
  });
  expect(refusal({ SPEED_OFF: 'fastPath,catalogCache' })).toBe(
    'Invalid configuration:\n  SPEED_OFF: catalogCache is not a speed mechanism; name any of responseCache, pageCache, listingTotals, searchIndex, sessionUsers, adminOrderAnswers, fastPath, comma-separated',
  );
});

it('names a retired variable still set, with what replaced it, and starts without reading it', () => {
  const base = { DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), ADMIN_PASSWORD: 'p'.repeat(8) };
  expect(loadConfig(base).ignoredVariables).toEqual([]);
  const old = loadConfig({
    ...base,
    FAST_PATH: 'false',
    CATALOG_CACHE_SIZE: 'lots',
    CHANGE_BATCH_MS: '60000',
    STRIPE_API_BASE: 'http://127.0.0.1:12111',
  });
  expect(old.ignoredVariables).toEqual([
    'CATALOG_CACHE_SIZE (a fixed size now; SPEED_OFF=responseCache turns the response cache off)',
    'FAST_PATH (SPEED_OFF=fastPath turns the fast path off)',
    'CHANGE_BATCH_MS (fixed at 100 ms)',
    "STRIPE_API_BASE (requests go to Stripe's own API)",
  ]);
  expect(old.caches).toEqual(loadConfig(base).caches);
  expect(old.stripe.api).toBeUndefined();
});

it('documents every variable it reads, and no other, in docs/configuration.md', () => {
  const doc = readFileSync(path.join(__dirname, '../../docs/configuration.md'), 'utf8');
  const table = doc.slice(doc.indexOf('| variable |'), doc.indexOf('\n\n', doc.indexOf('| variable |')));
  const documented = table
    .split('\n')
    .slice(2)
    .flatMap((row) => row.split('|')[1].match(/`[A-Z0-9_]+`/g) ?? [])
    .map((name) => name.slice(1, -1));
  expect(documented.sort()).toEqual(Object.keys(EnvSchema.shape).sort());
});
