/**
 * The one reader of process.env. Every setting of DESIGN.md section 2 is parsed and
 * validated here; an invalid value stops start-up with a message naming the variable (and,
 * for a bounded one, its range).
 */
import { randomBytes } from 'node:crypto';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { StorageSettings } from './platform/storage';

const boolish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const url = (what: string) => z.url({ error: `must be a ${what} URL` });

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
/** An http(s) URL with no query or fragment (PUBLIC_URL, S3_ENDPOINT, MEDIA_PUBLIC_URL), e.g. `example`. */
const httpUrlLike = (example: string) =>
  z.string().refine(
    (v) => {
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
    },
    { error: `must be an http:// or https:// URL such as ${example}` },
  );
const httpUrl = httpUrlLike('https://shop.example.pk');

/**
 * Where files are stored: `file:` (DATA_DIR) or `s3://BUCKET` with an optional key prefix
 * (`s3://BUCKET/shop`), the bucket named by S3's rules.
 */
const storageUrl = z.string().transform((v, ctx): { bucket: string; prefix: string } | null => {
  if (v === 'file:' || v === 'file://') return null;
  const m = /^s3:\/\/([^/]+)(?:\/(.*))?$/.exec(v);
  const bucket = m?.[1] ?? '';
  const prefix = (m?.[2] ?? '').replace(/\/+$/, '');
  const bucketOk =
    /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket) && !bucket.includes('..') && isIP(bucket) === 0;
  const prefixOk =
    prefix === '' || /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/.test(prefix);
  if (m && bucketOk && prefixOk) return { bucket, prefix: prefix ? `${prefix}/` : '' };
  ctx.addIssue({
    code: 'custom',
    message:
      'must be file: (files in DATA_DIR) or s3://BUCKET, optionally with a key prefix (s3://BUCKET/shop); a bucket name is 3 to 63 lowercase letters, digits, dots or hyphens',
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
  STRIPE_API_BASE: url('http(s)').optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_ISSUER_URL: url('http(s)').default('https://accounts.google.com'),
  GRAPHQL_INTROSPECTION: boolish.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy.default(false),
  CORS_ORIGINS: originList.optional(),
  CLIENT_DIST: z.string().optional(),
  RATE_LIMIT_SCALE: positiveNumber(10_000).default(1),
  CATALOG_CACHE_SIZE: wholeNumber(0, 1_000_000).default(5000),
  SHOP_TIMEZONE: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone such as Asia/Karachi')
    .default('Asia/Karachi'),
  CATALOG_CACHE_MB: wholeNumber(1, 100_000).default(64),
  PAGE_CACHE_MB: wholeNumber(0, 100_000).default(64),
  LISTING_COUNT_CACHE_SIZE: wholeNumber(0, 1_000_000).default(1000),
  SEARCH_INDEX: boolish.default(true),
  SESSION_CACHE_SIZE: wholeNumber(0, 1_000_000).default(10_000),
  ADMIN_ORDER_CACHE_SIZE: wholeNumber(0, 1_000_000).default(1000),
  CHANGE_BATCH_MS: wholeNumber(0, 60_000).default(100),
  CHANGE_FEED_WAIT_MS: wholeNumber(10, 1000).default(1000),
  UNVERIFIED_OPEN_ORDERS: wholeNumber(0, 1000).default(2),
  UNPAID_ORDER_HOURS: positiveNumber(24 * 365, 'a number of hours').default(48),
  RECEIPTS_PER_ORDER: wholeNumber(1, 100).default(10),
  RECEIPT_MB_PER_ORDER: wholeNumber(1, 1000).default(20),
  RECEIPT_MB_PER_ACCOUNT_DAY: wholeNumber(1, 100_000).default(50),
  RECEIPT_REVIEW_HOURS: positiveNumber(24 * 365, 'a number of hours').default(72),
  MAX_LINE_QTY: wholeNumber(1, 1000).default(10),
  MAX_ORDER_QTY: wholeNumber(1, 10_000).default(30),
  UNVERIFIED_UNPAID_RUPEES: wholeNumber(0, 10_000_000, 'a whole number of rupees').default(25_000),
  STORAGE_URL: storageUrl.default(null),
  S3_ENDPOINT: httpUrlLike('https://ACCOUNT.r2.cloudflarestorage.com or http://minio:9000').optional(),
  S3_PUBLIC_ENDPOINT: httpUrlLike('http://localhost:9000').optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'must be a region name such as us-east-1 (auto for Cloudflare R2)')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: boolish.default(false),
  MEDIA_PUBLIC_URL: httpUrlLike('https://media.example.pk').optional(),
  WORKER_IN_APP: boolish.default(true),
  WORKER_CONCURRENCY: wholeNumber(1, 50).default(1),
});

/** 32 bytes from 64 hex characters or base64 / base64url; null when the text is neither. */
function settingsKeyBytes(text: string): Buffer | null {
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

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  databaseUrl?: string;
  dataDir: string;
  uploadsDir: string;
  /** Payment receipts: private files, never served from /uploads (DATA_DIR/receipts). */
  receiptsDir: string;
  /** Where product images and receipts are stored: DATA_DIR (the file driver) or an S3 bucket. */
  storage: StorageSettings;
  /**
   * Where browsers and apps fetch product images from instead of the shop's /uploads/ path: a CDN
   * or the bucket's public address for the uploads/ prefix (no trailing slash). Unset: /uploads/.
   */
  mediaPublicUrl?: string;
  mailDir: string;
  publicUrl: string;
  jwtSecret: string;
  /**
   * Seals the secrets of the integration settings (WhatsApp, SMS, JazzCash, easypaisa, couriers)
   * at rest, AES-256-GCM. Development: generated once in DATA_DIR. Production: SETTINGS_KEY, or
   * none (then no secret can be saved, and a database that holds secrets refuses to start).
   */
  settingsKey?: Buffer;
  admin: { email: string; password: string; passwordGenerated: boolean };
  seedDemo: boolean;
  smtpUrl?: string;
  mailFrom: string;
  stripe: { secretKey?: string; publishableKey?: string; webhookSecret?: string; apiBase?: string };
  google: { clientId?: string; clientSecret?: string; issuerUrl: string };
  graphqlIntrospection: boolean;
  logLevel: string;
  /** Express's `trust proxy`: false, a hop count or proxy addresses/subnets. */
  trustProxy: false | number | string[];
  corsOrigins: string[];
  clientDist: string;
  rateLimitScale: number;
  /** The shop's IANA time zone: every date shown to people (pages and mails) is in it. */
  shopTimeZone: string;
  /**
   * What each instance keeps in memory, each with its own switch; everything is kept only
   * while the change feed (LISTEN) is up.
   */
  caches: {
    /** Finished public catalogue responses (REST and GraphQL bodies): entries (0: off) and a byte budget. */
    responseEntries: number;
    responseBytes: number;
    /** Rendered storefront pages: a byte budget (0: off). */
    pageBytes: number;
    /** Shop listing totals per filter, and as many page positions (0: off). */
    listingCounts: number;
    /** The in-memory search index (false: every search in SQL). */
    searchIndex: boolean;
    /** Users of bearer-token checks (0: off). */
    sessionUsers: number;
    /** Admin order list pages and totals (0: off). */
    adminOrders: number;
    /** How long the order flow's changes are gathered before they are sent to the other instances (ms). */
    changeBatchMs: number;
    /** The longest a write waits for this instance to hear its change before it is answered anyway (ms). */
    changeWaitMs: number;
  };
  /** Pending unpaid orders an unverified account may hold at once. */
  unverifiedOpenOrders: number;
  /** Manual-payment orders (easypaisa, jazzcash, bank) still unpaid after this many hours are cancelled. */
  unpaidOrderHours: number;
  /**
   * A waiting payment receipt keeps its order from the unpaid auto-cancel for at most this many
   * hours after its upload: a receipt nobody accepted by then no longer holds the stock.
   */
  receiptReviewHours: number;
  /** What one account may take at once (orders/limits.ts). */
  orderLimits: {
    /** Units of one item (product, variant or chosen values) per order. */
    maxLineQty: number;
    /** Units per order, all lines together. */
    maxOrderQty: number;
    /** Value (paisa) of the pending unpaid orders an account may hold before its e-mail address is verified. */
    unverifiedUnpaidPaisa: number;
  };
  /** What payment receipts customers may upload: per order (count and MB) and per account in 24 hours (MB). */
  receiptBudgets: { perOrder: number; mbPerOrder: number; mbPerAccountDay: number };
  /** Background jobs (mail outbox, auto-cancel) in the app process; false when `npm run worker` runs them. */
  workerInApp: boolean;
  /** Jobs one worker process runs at once (1, graphile-worker's default: delivers ~350 mails/s and leaves the most CPU to requests). */
  workerConcurrency: number;
}

export class ConfigError extends Error {}

/** Values that development generates once and keeps in DATA_DIR so restarts reuse them. */
function persistedSecret(dataDir: string, name: string, make: () => string): string {
  const file = path.join(dataDir, 'secrets', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const value = make();
  writeFileSync(file, value + '\n', { mode: 0o600 });
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset (docker-compose often passes VAR= ).
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';

  if (isProduction) {
    const missing = (
      ['JWT_SECRET', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'DATABASE_URL', 'SMTP_URL'] as const
    ).filter((k) => !e[k]);
    if (missing.length) {
      const why = missing.includes('SMTP_URL')
        ? ' (SMTP_URL: production sends real mail; without it verification, reset and order mails would only be written to files)'
        : '';
      throw new ConfigError(
        `Production mode needs these variables, which are not set: ${missing.join(', ')}${why}`,
      );
    }
  }

  if (e.MAX_ORDER_QTY < e.MAX_LINE_QTY)
    throw new ConfigError(
      `Invalid configuration:\n  MAX_ORDER_QTY: must be at least MAX_LINE_QTY (${e.MAX_LINE_QTY}), from ${e.MAX_LINE_QTY} to 10000`,
    );

  const s3Only = (
    [
      'S3_ENDPOINT',
      'S3_PUBLIC_ENDPOINT',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_FORCE_PATH_STYLE',
    ] as const
  ).filter((k) => cleaned[k] !== undefined);
  if (!e.STORAGE_URL && s3Only.length)
    throw new ConfigError(
      `Invalid configuration:\n  STORAGE_URL: is file: (the default) while ${s3Only.join(', ')} ${s3Only.length > 1 ? 'are' : 'is'} set; set STORAGE_URL=s3://BUCKET to store files in the bucket, or unset ${s3Only.length > 1 ? 'them' : 'it'}`,
    );
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY)
    throw new ConfigError(
      `Invalid configuration:\n  ${e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: must be set together with ${e.S3_ACCESS_KEY_ID ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'} (or neither, for the SDK's default credentials: an instance or task role)`,
    );

  const dataDir = path.resolve(e.DATA_DIR);
  if (existsSync(dataDir) && !statSync(dataDir).isDirectory())
    throw new ConfigError(`Invalid configuration:\n  DATA_DIR: ${dataDir} is a file, not a directory`);
  const needsGenerated = !e.JWT_SECRET || !e.ADMIN_PASSWORD || (!isProduction && !e.SETTINGS_KEY);
  if (needsGenerated) {
    try {
      mkdirSync(dataDir, { recursive: true });
      accessSync(dataDir, constants.W_OK);
    } catch (err) {
      throw new ConfigError(
        `Invalid configuration:\n  DATA_DIR: ${dataDir} cannot be created or written (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`,
      );
    }
  }
  const jwtSecret =
    e.JWT_SECRET ?? persistedSecret(dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url'));
  let settingsKey = e.SETTINGS_KEY;
  if (!settingsKey && !isProduction) {
    const kept = persistedSecret(dataDir, 'settings-key', () => randomBytes(32).toString('base64'));
    settingsKey = settingsKeyBytes(kept) ?? undefined;
    if (!settingsKey)
      throw new ConfigError(
        `Invalid configuration:\n  SETTINGS_KEY: unset, and the development key kept in ${path.join(dataDir, 'secrets', 'settings-key')} is not 32 bytes in base64; set SETTINGS_KEY or restore that file`,
      );
  }
  const adminPassword =
    e.ADMIN_PASSWORD ??
    persistedSecret(dataDir, 'admin-password', () => randomBytes(12).toString('base64url'));

  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    receiptsDir: path.join(dataDir, 'receipts'),
    storage: e.STORAGE_URL
      ? {
          driver: 's3',
          ...e.STORAGE_URL,
          endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
          publicEndpoint: e.S3_PUBLIC_ENDPOINT?.replace(/\/+$/, ''),
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : { driver: 'file', root: dataDir },
    mediaPublicUrl: e.MEDIA_PUBLIC_URL?.replace(/\/+$/, ''),
    mailDir: path.join(dataDir, 'mail'),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    jwtSecret,
    settingsKey,
    admin: {
      email: e.ADMIN_EMAIL ?? 'admin@example.com',
      password: adminPassword,
      passwordGenerated: !e.ADMIN_PASSWORD,
    },
    seedDemo: e.SEED_DEMO ?? !isProduction,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Crochet Shop <no-reply@crochet.pk>',
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiBase: e.STRIPE_API_BASE,
    },
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
      issuerUrl: e.OIDC_ISSUER_URL,
    },
    graphqlIntrospection: e.GRAPHQL_INTROSPECTION ?? !isProduction,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim().replace(/\/$/, ''))
      .filter(Boolean),
    clientDist: path.resolve(e.CLIENT_DIST ?? 'client/dist'),
    rateLimitScale: e.RATE_LIMIT_SCALE,
    shopTimeZone: e.SHOP_TIMEZONE,
    caches: {
      responseEntries: e.CATALOG_CACHE_SIZE,
      responseBytes: e.CATALOG_CACHE_MB * 2 ** 20,
      pageBytes: e.PAGE_CACHE_MB * 2 ** 20,
      listingCounts: e.LISTING_COUNT_CACHE_SIZE,
      searchIndex: e.SEARCH_INDEX,
      sessionUsers: e.SESSION_CACHE_SIZE,
      adminOrders: e.ADMIN_ORDER_CACHE_SIZE,
      changeBatchMs: e.CHANGE_BATCH_MS,
      changeWaitMs: e.CHANGE_FEED_WAIT_MS,
    },
    unverifiedOpenOrders: e.UNVERIFIED_OPEN_ORDERS,
    unpaidOrderHours: e.UNPAID_ORDER_HOURS,
    receiptReviewHours: e.RECEIPT_REVIEW_HOURS,
    orderLimits: {
      maxLineQty: e.MAX_LINE_QTY,
      maxOrderQty: e.MAX_ORDER_QTY,
      unverifiedUnpaidPaisa: e.UNVERIFIED_UNPAID_RUPEES * 100,
    },
    receiptBudgets: {
      perOrder: e.RECEIPTS_PER_ORDER,
      mbPerOrder: e.RECEIPT_MB_PER_ORDER,
      mbPerAccountDay: e.RECEIPT_MB_PER_ACCOUNT_DAY,
    },
    workerInApp: e.WORKER_IN_APP,
    workerConcurrency: e.WORKER_CONCURRENCY,
  };
}
