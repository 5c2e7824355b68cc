/**
 * The one reader of process.env. Every setting of DESIGN.md section 2 is parsed and
 * validated here; an invalid value stops start-up with a message naming the variable (and,
 * for a bounded one, its range).
 */
import { randomBytes } from 'node:crypto';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  EnvSchema,
  LEGACY_POLICY_VARIABLES,
  legacyPolicyOf,
  RETIRED_BUCKET_VARIABLES,
  RETIRED_VARIABLES,
  settingsKeyBytes,
  type SpeedMechanism,
} from './config/env-schema';
import type { StorageSettings } from './platform/storage';
import { policyConflicts } from './shared/inputs/shop-policy';

export { EnvSchema } from './config/env-schema';

/** The settings of a deployment, as `loadConfig` reads them. */
export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

/** The error naming each problem (`VARIABLE: what is wrong`) on a line of its own. */
const invalid = (problems: string[]) =>
  new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);

/** What start-up (app and worker) logs beside `ignoredVariables`, so a deployment notices them. */
export const IGNORED_VARIABLES = 'these environment variables are no longer read and do nothing: remove them';

/** A value development generates once and keeps in DATA_DIR so restarts reuse it. */
function persistedSecret(dataDir: string, name: string, make: () => string): string {
  const file = path.join(dataDir, 'secrets', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const value = make();
  writeFileSync(file, value + '\n', { mode: 0o600 });
  return value;
}

/**
 * What each instance keeps in memory: fixed sizes, enough for the demo catalogue and a shop many
 * times its size on one small instance; a mechanism named in SPEED_OFF gets 0 (off). Everything
 * is kept only while the change feed (LISTEN) is up.
 */
function speedCaches(off: readonly SpeedMechanism[]) {
  const on = (m: SpeedMechanism) => !off.includes(m);
  const size = (m: SpeedMechanism, n: number) => (on(m) ? n : 0);
  return {
    /** Finished public catalogue responses (REST and GraphQL bodies): entries (0: off) and a byte budget. */
    responseEntries: size('responseCache', 5000),
    responseBytes: 64 * 2 ** 20,
    /** Rendered storefront pages: a byte budget (0: off). */
    pageBytes: size('pageCache', 64 * 2 ** 20),
    /** Shop listing totals per filter (0: off). */
    listingCounts: size('listingTotals', 1000),
    /** The in-memory search index (false: every search in SQL). */
    searchIndex: on('searchIndex'),
    /** Users of bearer-token checks (0: off). */
    sessionUsers: size('sessionUsers', 10_000),
    /** The admin order list's finished answers, served ahead of Express (0: off). */
    adminOrderAnswers: size('adminOrderAnswers', 1000),
    /** Cache hits and indexed searches served from node:http ahead of Express (false: all through Express). */
    fastPath: on('fastPath'),
    /** How long the order flow's changes are gathered before they are sent to the other instances (ms). */
    changeBatchMs: 100,
    /** The longest a write waits for this instance to hear its change before it is answered anyway (ms). */
    changeWaitMs: 1000,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  // Empty strings count as unset (docker-compose often passes VAR= ).
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) throw invalid(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
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
  if (legacy.problems.length) throw invalid(legacy.problems);

  const bucketVariables = Object.keys(RETIRED_BUCKET_VARIABLES).filter((k) => cleaned[k] !== undefined);
  if (bucketVariables.length)
    throw invalid(
      bucketVariables.map(
        (k) => `${k}: is no longer read; write it into STORAGE_URL: ${RETIRED_BUCKET_VARIABLES[k]}`,
      ),
    );

  const dataDir = path.resolve(e.DATA_DIR);
  if (existsSync(dataDir) && !statSync(dataDir).isDirectory())
    throw invalid([`DATA_DIR: ${dataDir} is a file, not a directory`]);
  const needsGenerated = !e.JWT_SECRET || !e.ADMIN_PASSWORD || (!isProduction && !e.SETTINGS_KEY);
  if (needsGenerated) {
    try {
      mkdirSync(dataDir, { recursive: true });
      accessSync(dataDir, constants.W_OK);
    } catch (err) {
      const why = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
      throw invalid([`DATA_DIR: ${dataDir} cannot be created or written (${why})`]);
    }
  }
  const jwtSecret =
    e.JWT_SECRET ?? persistedSecret(dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url'));
  let settingsKey = e.SETTINGS_KEY;
  if (!settingsKey && !isProduction) {
    const kept = persistedSecret(dataDir, 'settings-key', () => randomBytes(32).toString('base64'));
    settingsKey = settingsKeyBytes(kept) ?? undefined;
    if (!settingsKey)
      throw invalid([
        `SETTINGS_KEY: unset, and the development key kept in ${path.join(dataDir, 'secrets', 'settings-key')} is not 32 bytes in base64; set SETTINGS_KEY or restore that file`,
      ]);
  }
  const adminPassword =
    e.ADMIN_PASSWORD ??
    persistedSecret(dataDir, 'admin-password', () => randomBytes(12).toString('base64url'));

  const storage: StorageSettings = e.STORAGE_URL
    ? { driver: 's3', ...e.STORAGE_URL }
    : { driver: 'file', root: dataDir };
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    /** Payment receipts: private files, never served from /uploads (DATA_DIR/receipts). */
    receiptsDir: path.join(dataDir, 'receipts'),
    /** Where product images and receipts are stored: DATA_DIR (the file driver) or an S3 bucket. */
    storage,
    /**
     * Where browsers and apps fetch product images from instead of the shop's /uploads/ path: a CDN
     * or the bucket's public address for the uploads/ prefix (no trailing slash). Unset: /uploads/.
     */
    mediaPublicUrl: e.MEDIA_PUBLIC_URL?.replace(/\/+$/, ''),
    mailDir: path.join(dataDir, 'mail'),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    jwtSecret,
    /**
     * Seals the secrets of the integration settings (WhatsApp, SMS, JazzCash, easypaisa, couriers)
     * at rest, AES-256-GCM. Development: generated once in DATA_DIR. Production: SETTINGS_KEY, or
     * none (then no secret can be saved, and a database that holds secrets refuses to start).
     */
    settingsKey,
    admin: {
      email: e.ADMIN_EMAIL ?? 'admin@example.com',
      password: adminPassword,
      passwordGenerated: !e.ADMIN_PASSWORD,
    },
    /** argon2's cost for new password hashes: the OWASP minimum, or a light one under NODE_ENV=test. */
    passwordCost: e.NODE_ENV === 'test' ? ('test' as const) : ('owasp' as const),
    seedDemo: e.SEED_DEMO ?? !isProduction,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'no-reply@crochet.pk',
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      /** Where the SDK sends its requests: Stripe's own, except in tests (a local fake: tests/support/test-server.ts). */
      api: undefined as { host: string; port: number; protocol: 'http' | 'https' } | undefined,
    },
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
      issuerUrl: e.OIDC_ISSUER_URL,
    },
    /** Off in production: the schema is public in the repository (schema.graphql), the admin's surface need not be browsable. */
    graphqlIntrospection: !isProduction,
    logLevel: e.LOG_LEVEL,
    /** Express's `trust proxy`: false, a hop count or proxy addresses/subnets. */
    trustProxy: e.TRUST_PROXY,
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim().replace(/\/$/, ''))
      .filter(Boolean),
    clientDist: path.resolve(e.CLIENT_DIST ?? 'client/dist'),
    rateLimitScale: e.RATE_LIMIT_SCALE,
    /** The shop's IANA time zone: every date shown to people (pages and mails) is in it. */
    shopTimeZone: e.SHOP_TIMEZONE,
    caches: speedCaches(e.SPEED_OFF),
    /**
     * The shop policy's old environment variables (SHOP_NAME, MAX_LINE_QTY, …) still set, as the
     * settings they fill: each fills its setting at start-up while that setting holds no saved
     * value (an upgraded deployment keeps its values); once saved in /admin/settings it is ignored.
     */
    legacyPolicy: {
      values: legacy.values,
      variables: Object.keys(LEGACY_POLICY_VARIABLES).filter((v) => cleaned[v] !== undefined),
    },
    /** Background jobs (mail outbox, auto-cancel) in the app process; false when `npm run worker` runs them. */
    workerInApp: e.WORKER_IN_APP,
    /** Jobs one worker process runs at once (1, graphile-worker's default: delivers ~350 mails/s and leaves the most CPU to requests). */
    workerConcurrency: e.WORKER_CONCURRENCY,
    /** Retired variables still set, each with what replaced it (start-up warns: they do nothing). */
    ignoredVariables: Object.entries(RETIRED_VARIABLES)
      .filter(([name]) => cleaned[name] !== undefined)
      .map(([name, instead]) => `${name} (${instead})`),
  };
}
