/**
 * The settings' schema: every variable config.ts reads from the environment, with its type,
 * range and default (zod). Only config.ts reads process.env; this file only describes it.
 */
import { isIP } from 'node:net';
import { z } from 'zod';
import type { S3Settings } from '../platform/storage';
import {
  policyProblem,
  SHOP_POLICY,
  type PolicyField,
  type PolicySection,
} from '../shared/inputs/shop-policy';

const boolish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * A bounded whole number: every way it can be wrong (not a number, a fraction, too small, too
 * big) gets the one message naming the range, e.g. "must be a whole number from 0 to 1000".
 */
function wholeNumber(min: number, max: number, what = 'a whole number') {
  const error = `must be ${what} from ${min} to ${max}`;
  return z.coerce.number({ error }).int(error).min(min, error).max(max, error);
}

/** A bounded number above 0 (fractions allowed), e.g. "must be a number of hours above 0, at most 8760". */
function positiveNumber(max: number, what = 'a number') {
  const error = `must be ${what} above 0, at most ${max}`;
  return z.coerce.number({ error }).positive(error).max(max, error);
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
/** An address or subnet as Express's `trust proxy` takes it: 10.0.0.5, 10.0.0.0/8, fd00::/8, or loopback/linklocal/uniquelocal. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (bits === undefined) return true;
  if (version === 4 && isIP(bits) === 4) return true; // a netmask
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies' X-Forwarded-For to believe (Express semantics): false, a hop count, or
 * the proxies' addresses/subnets. Never `true`: that believes the left-most address,
 * which any client can write, and makes every per-address limit bypassable.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): false | number | string[] => {
    if (['false', '0', 'no'].includes(v)) return false;
    if (/^\d{1,2}$/.test(v)) return Number(v);
    const entries = v
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    if (entries.length && entries.every(isProxyAddress)) return entries;
    ctx.addIssue({
      code: 'custom',
      message: ['true', 'yes'].includes(v.toLowerCase())
        ? 'true would believe any client-written X-Forwarded-For; give the number of proxies in front (e.g. 1) or their addresses/subnets (e.g. 10.0.0.0/8)'
        : 'must be false, a number of proxies in front (e.g. 1) or their addresses/subnets, comma-separated (e.g. 10.0.0.0/8, loopback)',
    });
    return z.NEVER;
  });
/** Whether `v` is an http(s) URL with no query, fragment or user (PUBLIC_URL, MEDIA_PUBLIC_URL, the bucket's endpoints). */
function isHttpUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return (
      (u.protocol === 'http:' || u.protocol === 'https:') &&
      !!u.hostname &&
      !u.search &&
      !u.hash &&
      !u.username
    );
  } catch {
    return false;
  }
}
const httpUrlLike = (example: string) =>
  z.string().refine(isHttpUrl, { error: `must be an http:// or https:// URL such as ${example}` });
const httpUrl = httpUrlLike('https://shop.example.pk');

const STORAGE_FORM =
  'must be file: (files in DATA_DIR) or s3://BUCKET, optionally with a key prefix (s3://BUCKET/shop); a bucket name is 3 to 63 lowercase letters, digits, dots or hyphens';
/** The query parameters of an s3:// STORAGE_URL, each with its check. */
const BUCKET_PARAMS: Record<string, { check: (v: string) => boolean; form: string }> = {
  endpoint: {
    check: isHttpUrl,
    form: 'an http:// or https:// URL such as https://ACCOUNT.r2.cloudflarestorage.com or http://minio:9000',
  },
  public_endpoint: { check: isHttpUrl, form: 'an http:// or https:// URL such as http://localhost:9000' },
  region: {
    check: (v) => /^[a-z0-9-]{2,40}$/.test(v),
    form: 'a region name such as us-east-1 (auto for Cloudflare R2)',
  },
  path_style: { check: (v) => v === 'true' || v === 'false', form: 'true or false' },
};

/**
 * Where files are stored: `file:` (DATA_DIR) or a bucket, as one URL:
 * `s3://[ACCESS_KEY_ID:SECRET_ACCESS_KEY@]BUCKET[/prefix][?endpoint=…&public_endpoint=…&region=…&path_style=true]`
 * (the key and secret percent-encoded; without them, the SDK's default credentials).
 */
const storageUrl = z.string().transform((v, ctx): S3Settings | null => {
  if (v === 'file:' || v === 'file://') return null;
  const m = /^s3:\/\/(?:([^:@/?]+):([^@/?]+)@)?([^/?]+)(?:\/([^?]*))?(?:\?(.*))?$/.exec(v);
  const bucket = m?.[3] ?? '';
  const prefix = (m?.[4] ?? '').replace(/\/+$/, '');
  const bucketOk =
    /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket) && !bucket.includes('..') && isIP(bucket) === 0;
  const prefixOk =
    prefix === '' || /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/.test(prefix);
  if (!m || !bucketOk || !prefixOk) {
    ctx.addIssue({ code: 'custom', message: STORAGE_FORM });
    return z.NEVER;
  }
  const problems: string[] = [];
  const params = new URLSearchParams(m[5] ?? '');
  for (const [name, value] of params) {
    const rule = BUCKET_PARAMS[name];
    if (!rule)
      problems.push(`${name}= is not a bucket setting; they are ${Object.keys(BUCKET_PARAMS).join(', ')}`);
    else if (!rule.check(value)) problems.push(`${name}= must be ${rule.form}`);
  }
  let credentials: S3Settings['credentials'];
  try {
    if (m[1] && m[2])
      credentials = { accessKeyId: decodeURIComponent(m[1]), secretAccessKey: decodeURIComponent(m[2]) };
  } catch {
    problems.push('the access key and secret must be percent-encoded (%40 for @, %2F for /)');
  }
  if (problems.length) {
    for (const message of problems) ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  }
  const endpoint = params.get('endpoint')?.replace(/\/+$/, '');
  return {
    bucket,
    prefix: prefix ? `${prefix}/` : '',
    endpoint,
    publicEndpoint: params.get('public_endpoint')?.replace(/\/+$/, ''),
    region: params.get('region') ?? 'us-east-1',
    credentials,
    forcePathStyle: params.get('path_style') === 'true',
  };
});

/** The speed mechanisms, each of which SPEED_OFF can turn off (the bench's ablation does, one at a time). */
export const SPEED_MECHANISMS = [
  'responseCache',
  'pageCache',
  'listingTotals',
  'searchIndex',
  'sessionUsers',
  'adminOrderAnswers',
  'fastPath',
] as const;
export type SpeedMechanism = (typeof SPEED_MECHANISMS)[number];

/** Comma-separated mechanism names, each one of SPEED_MECHANISMS. */
const speedOff = z.string().transform((v, ctx): SpeedMechanism[] => {
  const names = v
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !(SPEED_MECHANISMS as readonly string[]).includes(n));
  if (!unknown.length) return [...new Set(names)] as SpeedMechanism[];
  ctx.addIssue({
    code: 'custom',
    message: `${unknown.join(', ')} ${unknown.length > 1 ? 'are' : 'is'} not a speed mechanism; name any of ${SPEED_MECHANISMS.join(', ')}, comma-separated`,
  });
  return z.NEVER;
});

/** Comma-separated origins: scheme://host[:port], nothing after it. */
const originList = z.string().superRefine((v, ctx) => {
  for (const item of v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    let origin: string | undefined;
    try {
      const u = new URL(item);
      if (u.protocol === 'http:' || u.protocol === 'https:') origin = u.origin;
    } catch {
      /* not a URL */
    }
    if (origin !== item.replace(/\/$/, '')) {
      ctx.addIssue({
        code: 'custom',
        message: `"${item}" is not an origin: write scheme://host[:port] with nothing after it, e.g. https://admin.example.pk`,
      });
    }
  }
});

/** Every setting (exported for the test that checks each bounded one names its range). */
export const EnvSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  PORT: wholeNumber(0, 65535, 'a port number').default(4000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  PUBLIC_URL: httpUrl.optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SETTINGS_KEY: z
    .string()
    .transform((v, ctx) => {
      const key = settingsKeyBytes(v);
      if (key) return key;
      ctx.addIssue({
        code: 'custom',
        message:
          'must be 32 random bytes written as 64 hex characters or in base64 (44 characters), e.g. the output of openssl rand -base64 32',
      });
      return z.NEVER;
    })
    .optional(),
  ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SEED_DEMO: boolish.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_ISSUER_URL: z.url({ error: 'must be a http(s) URL' }).default('https://accounts.google.com'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy.default(false),
  CORS_ORIGINS: originList.optional(),
  CLIENT_DIST: z.string().optional(),
  RATE_LIMIT_SCALE: positiveNumber(10_000).default(1),
  SHOP_TIMEZONE: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone such as Asia/Karachi')
    .default('Asia/Karachi'),
  SPEED_OFF: speedOff.default([]),
  STORAGE_URL: storageUrl.default(null),
  MEDIA_PUBLIC_URL: httpUrlLike('https://media.example.pk').optional(),
  WORKER_IN_APP: boolish.default(true),
  WORKER_CONCURRENCY: wholeNumber(1, 50).default(1),
});

/**
 * Variables the shop no longer reads, each with what replaced it: still set, they are named in
 * a start-up warning (config.ts `ignoredVariables`) so a deployment notices they do nothing.
 */
export const RETIRED_VARIABLES: Record<string, string> = {
  CATALOG_CACHE_SIZE: 'a fixed size now; SPEED_OFF=responseCache turns the response cache off',
  CATALOG_CACHE_MB: 'a fixed size now; SPEED_OFF=responseCache turns the response cache off',
  PAGE_CACHE_MB: 'a fixed size now; SPEED_OFF=pageCache turns the page cache off',
  LISTING_COUNT_CACHE_SIZE: 'a fixed size now; SPEED_OFF=listingTotals turns it off',
  SEARCH_INDEX: 'SPEED_OFF=searchIndex turns the search index off',
  SESSION_CACHE_SIZE: 'a fixed size now; SPEED_OFF=sessionUsers turns it off',
  ADMIN_ORDER_ANSWER_CACHE_SIZE: 'a fixed size now; SPEED_OFF=adminOrderAnswers turns it off',
  FAST_PATH: 'SPEED_OFF=fastPath turns the fast path off',
  CHANGE_BATCH_MS: 'fixed at 100 ms',
  CHANGE_FEED_WAIT_MS: 'fixed at 1000 ms',
  STRIPE_API_BASE: "requests go to Stripe's own API",
  GRAPHQL_INTROSPECTION: 'on except in production',
};

/**
 * The bucket's old variables, now parts of STORAGE_URL. Unlike the variables above, one still
 * set stops start-up: ignored, it would send the files to another bucket or service unnoticed.
 */
export const RETIRED_BUCKET_VARIABLES: Record<string, string> = {
  S3_ENDPOINT: 'STORAGE_URL=s3://BUCKET?endpoint=URL',
  S3_PUBLIC_ENDPOINT: 'STORAGE_URL=s3://BUCKET?public_endpoint=URL',
  S3_REGION: 'STORAGE_URL=s3://BUCKET?region=NAME',
  S3_FORCE_PATH_STYLE: 'STORAGE_URL=s3://BUCKET?path_style=true',
  S3_ACCESS_KEY_ID: 'STORAGE_URL=s3://ACCESS_KEY_ID:SECRET_ACCESS_KEY@BUCKET',
  S3_SECRET_ACCESS_KEY: 'STORAGE_URL=s3://ACCESS_KEY_ID:SECRET_ACCESS_KEY@BUCKET',
};

/**
 * The environment variables that held the owner's shop policy before it moved to the settings
 * (/admin/settings), each with the setting it fills once on an upgraded deployment (config.ts
 * `legacyPolicy`, settings `seedPolicy`).
 */
export const LEGACY_POLICY_VARIABLES = {
  SHOP_NAME: ['shop', 'name'],
  DELIVERY_DAYS: ['shop', 'deliveryDays'],
  MAX_LINE_QTY: ['orders', 'maxLineQty'],
  MAX_ORDER_QTY: ['orders', 'maxOrderQty'],
  UNVERIFIED_OPEN_ORDERS: ['orders', 'unverifiedOpenOrders'],
  UNVERIFIED_UNPAID_RUPEES: ['orders', 'unverifiedUnpaidRupees'],
  UNPAID_ORDER_HOURS: ['orders', 'unpaidOrderHours'],
  RECEIPT_REVIEW_HOURS: ['orders', 'receiptReviewHours'],
  RECEIPTS_PER_ORDER: ['orders', 'receiptsPerOrder'],
  RECEIPT_MB_PER_ORDER: ['orders', 'receiptMbPerOrder'],
  RECEIPT_MB_PER_ACCOUNT_DAY: ['orders', 'receiptMbPerAccountDay'],
  COD_CONFIRM_HOURS: ['cod', 'confirmHours'],
} as const satisfies Record<string, readonly [PolicySection, string]>;

/** Each legacy variable set in `env`, checked by its setting's rule: values per section, or the problems naming the variables. */
export function legacyPolicyOf(env: Record<string, string | undefined>): {
  values: Partial<Record<PolicySection, Record<string, string>>>;
  problems: string[];
} {
  const values: Partial<Record<PolicySection, Record<string, string>>> = {};
  const problems: string[] = [];
  for (const [variable, [section, field]] of Object.entries(LEGACY_POLICY_VARIABLES)) {
    const raw = env[variable];
    if (raw === undefined) continue;
    const problem = policyProblem((SHOP_POLICY[section] as Record<string, PolicyField<unknown>>)[field], raw);
    if (problem) problems.push(`${variable}: ${problem}`);
    else (values[section] ??= {})[field] = raw.trim();
  }
  return { values, problems };
}

/** 32 bytes from 64 hex characters or base64 / base64url; null when the text is neither. */
export function settingsKeyBytes(text: string): Buffer | null {
  const v = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(v)) return Buffer.from(v, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(v)) {
    const key = Buffer.from(v.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (key.length === 32) return key;
  }
  return null;
}

/** Whether the runtime knows this IANA time zone name. */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
