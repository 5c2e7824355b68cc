/**
 * The one reader of process.env. Every setting of DESIGN.md section 2 is parsed and
 * validated here; an invalid value stops start-up with a message naming the variable.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const boolish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const url = (what: string) => z.url({ error: `must be a ${what} URL` });

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(4000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  PUBLIC_URL: url('http(s)').optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SEED_DEMO: boolish.optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
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
  TRUST_PROXY: boolish.default(false),
  CORS_ORIGINS: z.string().optional(),
  CLIENT_DIST: z.string().optional(),
  RATE_LIMIT_SCALE: z.coerce.number({ error: 'must be a number' }).positive().default(1),
  CATALOG_CACHE_SIZE: z.coerce.number({ error: 'must be a number' }).int().min(0).max(1_000_000).default(5000),
  UNVERIFIED_OPEN_ORDERS: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0).max(1000).default(2),
  UNPAID_ORDER_HOURS: z.coerce.number({ error: 'must be a number of hours' }).positive('must be more than 0').max(24 * 365).default(48),
  WORKER_IN_APP: boolish.default(true),
  WORKER_CONCURRENCY: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1).max(50).default(1),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  databaseUrl?: string;
  dataDir: string;
  uploadsDir: string;
  mailDir: string;
  publicUrl: string;
  jwtSecret: string;
  admin: { email: string; password: string; passwordGenerated: boolean };
  seedDemo: boolean;
  smtpUrl?: string;
  mailFrom: string;
  stripe: { secretKey?: string; publishableKey?: string; webhookSecret?: string; apiBase?: string };
  google: { clientId?: string; clientSecret?: string; issuerUrl: string };
  graphqlIntrospection: boolean;
  logLevel: string;
  trustProxy: boolean;
  corsOrigins: string[];
  clientDist: string;
  rateLimitScale: number;
  /** Entries of the in-memory catalogue read cache per instance; 0 turns it off. */
  catalogCacheSize: number;
  /** Pending unpaid orders an unverified account may hold at once. */
  unverifiedOpenOrders: number;
  /** Manual-payment orders (easypaisa, jazzcash, bank) still unpaid after this many hours are cancelled. */
  unpaidOrderHours: number;
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
    const missing = (['JWT_SECRET', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'DATABASE_URL', 'SMTP_URL'] as const).filter((k) => !e[k]);
    if (missing.length) {
      const why = missing.includes('SMTP_URL') ? ' (SMTP_URL: production sends real mail; without it verification, reset and order mails would only be written to files)' : '';
      throw new ConfigError(`Production mode needs these variables, which are not set: ${missing.join(', ')}${why}`);
    }
  }

  const dataDir = path.resolve(e.DATA_DIR);
  const needsGenerated = !e.JWT_SECRET || !e.ADMIN_PASSWORD;
  if (needsGenerated) mkdirSync(dataDir, { recursive: true });
  const jwtSecret = e.JWT_SECRET ?? persistedSecret(dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url'));
  const adminPassword = e.ADMIN_PASSWORD ?? persistedSecret(dataDir, 'admin-password', () => randomBytes(12).toString('base64url'));

  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    mailDir: path.join(dataDir, 'mail'),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    jwtSecret,
    admin: { email: e.ADMIN_EMAIL ?? 'admin@example.com', password: adminPassword, passwordGenerated: !e.ADMIN_PASSWORD },
    seedDemo: e.SEED_DEMO ?? !isProduction,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Crochet Shop <no-reply@crochet.pk>',
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiBase: e.STRIPE_API_BASE,
    },
    google: { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuerUrl: e.OIDC_ISSUER_URL },
    graphqlIntrospection: e.GRAPHQL_INTROSPECTION ?? !isProduction,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    corsOrigins: (e.CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    clientDist: path.resolve(e.CLIENT_DIST ?? 'client/dist'),
    rateLimitScale: e.RATE_LIMIT_SCALE,
    catalogCacheSize: e.CATALOG_CACHE_SIZE,
    unverifiedOpenOrders: e.UNVERIFIED_OPEN_ORDERS,
    unpaidOrderHours: e.UNPAID_ORDER_HOURS,
    workerInApp: e.WORKER_IN_APP,
    workerConcurrency: e.WORKER_CONCURRENCY,
  };
}
