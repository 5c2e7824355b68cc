/**
 * The one reader of process.env. Every setting of DESIGN.md section 2 is parsed and
 * validated here; an invalid value stops start-up with a message naming the variable (and,
 * for a bounded one, its range).
 */
import { randomBytes } from 'node:crypto';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EnvSchema, LEGACY_POLICY_VARIABLES, legacyPolicyOf, settingsKeyBytes } from './config/env-schema';
import type { StorageSettings } from './platform/storage';
import { policyConflicts, type PolicySection } from './shared/inputs/shop-policy';

export { EnvSchema } from './config/env-schema';

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
  /** argon2's cost for new password hashes: the OWASP minimum, or a light one under NODE_ENV=test. */
  passwordCost: 'owasp' | 'test';
  seedDemo: boolean;
  smtpUrl?: string;
  mailFrom: string;
  stripe: {
    secretKey?: string;
    publishableKey?: string;
    webhookSecret?: string;
    /** Where the SDK sends its requests (STRIPE_API_BASE, e.g. a local fake of the API); unset: Stripe's own. */
    api?: StripeApiAddress;
  };
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
    /** Shop listing totals per filter (0: off). */
    listingCounts: number;
    /** The in-memory search index (false: every search in SQL). */
    searchIndex: boolean;
    /** Users of bearer-token checks (0: off). */
    sessionUsers: number;
    /** The admin order list's finished answers, served ahead of Express (0: off). */
    adminOrderAnswers: number;
    /** Cache hits and indexed searches served from node:http ahead of Express (false: all through Express). */
    fastPath: boolean;
    /** How long the order flow's changes are gathered before they are sent to the other instances (ms). */
    changeBatchMs: number;
    /** The longest a write waits for this instance to hear its change before it is answered anyway (ms). */
    changeWaitMs: number;
  };
  /**
   * The shop policy's old environment variables (SHOP_NAME, MAX_LINE_QTY, …) still set, as the
   * settings they fill: each fills its setting at start-up while that setting holds no saved
   * value (an upgraded deployment keeps its values); once saved in /admin/settings it is ignored.
   */
  legacyPolicy: { values: Partial<Record<PolicySection, Record<string, string>>>; variables: string[] };
  /** Background jobs (mail outbox, auto-cancel) in the app process; false when `npm run worker` runs them. */
  workerInApp: boolean;
  /** Jobs one worker process runs at once (1, graphile-worker's default: delivers ~350 mails/s and leaves the most CPU to requests). */
  workerConcurrency: number;
}

export class ConfigError extends Error {}

/** Values that development generates once and keeps in DATA_DIR so restarts reuse them. */
export interface StripeApiAddress {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

/** STRIPE_API_BASE as the Stripe SDK's `host`, `port` and `protocol` options (it takes no URL). */
function stripeApiAddress(base: string): StripeApiAddress {
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port) || (protocol === 'http' ? 80 : 443), protocol };
}

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

  const legacy = legacyPolicyOf(cleaned);
  if (!legacy.problems.length && legacy.values.orders) {
    const clash = policyConflicts('orders', legacy.values.orders)[0];
    if (clash) legacy.problems.push(`MAX_ORDER_QTY: ${clash.message}`);
  }
  if (legacy.problems.length)
    throw new ConfigError(`Invalid configuration:\n${legacy.problems.map((p) => `  ${p}`).join('\n')}`);

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
    passwordCost: e.NODE_ENV === 'test' ? 'test' : 'owasp',
    seedDemo: e.SEED_DEMO ?? !isProduction,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'no-reply@crochet.pk',
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      api: e.STRIPE_API_BASE ? stripeApiAddress(e.STRIPE_API_BASE) : undefined,
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
      adminOrderAnswers: e.ADMIN_ORDER_ANSWER_CACHE_SIZE,
      fastPath: e.FAST_PATH,
      changeBatchMs: e.CHANGE_BATCH_MS,
      changeWaitMs: e.CHANGE_FEED_WAIT_MS,
    },
    legacyPolicy: {
      values: legacy.values,
      variables: Object.keys(LEGACY_POLICY_VARIABLES).filter((v) => cleaned[v] !== undefined),
    },
    workerInApp: e.WORKER_IN_APP,
    workerConcurrency: e.WORKER_CONCURRENCY,
  };
}
