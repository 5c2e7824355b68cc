/**
 * The real app on a real loopback port against a fresh database, one per test file.
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../server/src/app';
import { Config, loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/data-source';
import { freePort } from '../../server/src/platform/db/embedded';
import { createLogger } from '../../server/src/platform/logger';
import { seedDatabase } from '../../server/src/db/seed/seed';
import { startJobs, WorkerHandle } from '../../server/src/jobs';
import { ImageStorage } from '../../server/src/modules/media';
import { createObjectStore } from '../../server/src/platform/storage';
import { createServices, Services } from '../../server/src/services';
import { createTestDatabase, TestDatabase } from './database';

export interface TestServer {
  url: string;
  config: Config;
  services: Services;
  db: TestDatabase;
  /** The in-app job worker (mail outbox, auto-cancel), as main.ts runs it. */
  jobs: WorkerHandle;
  /** POST /graphql with the CSRF-safe JSON content type. */
  gql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<{ status: number; body: { data?: T; errors?: any[] } }>;
  /** Any REST call under /api; JSON in, JSON out. */
  rest<T = any>(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<{ status: number; body: T }>;
  /** The seeded admin's bearer token (REST sign-in as `ADMIN_EMAIL` / `ADMIN_PASSWORD`). */
  adminToken(): Promise<string>;
  close(): Promise<void>;
}

/** The instances open in this test file (support/wait.ts sends their batched changes before settling). */
export const openServers = new Set<TestServer>();

/**
 * `joining` starts a second instance on the same database and data directory (scale-out
 * tests; `env.DATABASE_URL` may reach it another way, e.g. through a proxy); closing it leaves
 * the shared database to the first instance.
 */
export async function createTestServer(
  /** Variables, and `stripeApi`: the address of a fake of Stripe's API (fake-stripe.ts) for the SDK. */
  env: Record<string, string> = {},
  joining?: TestServer,
  logTo?: { write(line: string): void },
  /** Speed settings no deployment changes, for a test that needs another (e.g. a minute's change batch). */
  caches: Partial<Config['caches']> = {},
): Promise<TestServer> {
  const db = joining ? joining.db : await createTestDatabase();
  const port = await freePort();
  // The default layout (DATA_DIR=./.data): a folder whose name starts with a dot, as `npm start` has it.
  const dataDir = joining
    ? joining.config.dataDir
    : path.join(mkdtempSync(path.join(os.tmpdir(), 'shop-test-data-')), '.data');
  const loaded = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789abcdef',
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'admin-password-123',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    CLIENT_DIST: path.join(dataDir, 'no-client'),
    RATE_LIMIT_SCALE: '100',
    SEED_DEMO: 'false',
    // Every cache is on, as in production (a test about the database itself turns them off);
    // a test that writes rows straight to SQL waits until the change is heard (support/wait.ts).
    ...env,
  });
  const stripeApi = env.stripeApi ? new URL(env.stripeApi) : null;
  const config: Config = {
    ...loaded,
    caches: { ...loaded.caches, ...caches },
    stripe: {
      ...loaded.stripe,
      api: stripeApi
        ? { host: stripeApi.hostname, port: Number(stripeApi.port), protocol: 'http' }
        : undefined,
    },
  };
  const logger = createLogger(config.logLevel, logTo);
  // Each instance has its own connection pool, as separate processes would (through `env.DATABASE_URL` when given).
  const ownDs = joining ? await openDatabase(config.databaseUrl ?? db.url, { poolSize: 20 }) : db.ds;
  const storage = createObjectStore(config.storage);
  const services = createServices(ownDs, config, logger, storage);
  // The admin account (admin@example.com / admin-password-123), and the demo catalogue only when SEED_DEMO=true.
  if (!joining) await seedDatabase(db.ds, config, logger, new ImageStorage(storage));
  if (!joining) await services.settings.seedPolicy(config.legacyPolicy.values);
  // Jobs due later (retries, rescheduled jobs) are looked for every 100 ms instead of every 2 s;
  // closing interrupts a delivery still hanging after 500 ms instead of 5 s.
  const jobs = await startJobs(ownDs, config, services, logger, { pollInterval: 100, stopTimeout: 500 });
  const { handler, apollo } = await createApp({ config, services, logger });
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${port}`;

  const instance: TestServer = {
    url,
    config,
    services,
    db,
    jobs,
    async gql(query, variables, token) {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      return { status: res.status, body: await res.json() };
    },
    async rest(method, p, body, token) {
      const res = await fetch(`${url}/api${p}`, {
        method,
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      let parsed: any = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        /* not JSON */
      }
      return { status: res.status, body: parsed };
    },
    async adminToken() {
      return (
        await instance.rest('POST', '/admin/auth', {
          email: 'admin@example.com',
          password: 'admin-password-123',
        })
      ).body.token;
    },
    async close() {
      openServers.delete(instance);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await apollo.stop();
      await jobs.stop();
      if (joining) {
        await ownDs.destroy();
        return;
      }
      await db.drop();
      rmSync(path.dirname(dataDir), { recursive: true, force: true });
    },
  };
  openServers.add(instance);
  return instance;
}

/** A test server and the seeded admin's token, for the tests that work as the back office. */
export async function startAdminServer(
  env: Record<string, string> = {},
): Promise<{ t: TestServer; admin: string }> {
  const t = await createTestServer(env);
  return { t, admin: await t.adminToken() };
}
