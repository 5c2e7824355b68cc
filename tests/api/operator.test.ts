/**
 * The operator commands, run as `npm run …` runs them (node server/dist/cli/*.js): admin
 * (create or reset), db:reset (confirmation, refusal while the shop runs) and a backup and
 * restore round trip (database and uploads).
 */
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/src/db/data-source';
import { ensureDatabase, freePort } from '../../server/src/db/embedded';
import { candidates } from '../../server/src/cli/pg-tools';
import { verifyPassword } from '../../server/src/modules/accounts/password';
import { createTestDatabase, TestDatabase } from '../support/database';
import { factories } from '../support/factories';
import { createPgCluster } from '../support/pg-cluster';
import { embeddedClient, startShop } from '../support/shop-process';

const CLI = path.resolve(__dirname, '../../server/dist/cli');

function run(
  command: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(CLI, `${command}.js`), ...args], {
      env: {
        PATH: process.env.PATH,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        JWT_SECRET: 'operator-test-secret-0123456789abcdef',
        ADMIN_PASSWORD: 'admin-password-1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const d = mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('npm run admin', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it('creates an admin, then resets its password and ends its sessions; refuses bad input and customer e-mails', async () => {
    const env = { DATABASE_URL: db.url, DATA_DIR: tempDir('shop-op-admin-') };
    const usage = await run('admin', ['--email', 'boss@example.pk'], env);
    expect(usage).toMatchObject({ code: 1, out: expect.stringContaining('Usage: npm run admin -- --email') });
    expect(await run('admin', ['--email', 'boss@example.pk', '--password', 'short'], env)).toMatchObject({
      code: 1,
      out: '--password: must be at least 8 characters.\n',
    });

    expect(
      await run('admin', ['--email', 'Boss@Example.pk', '--password', 'first-password-1'], env),
    ).toMatchObject({ code: 0, out: expect.stringContaining('Admin boss@example.pk created') });
    const [created] = await db.ds.query(
      `SELECT id, role, password_hash, token_version, verified_at FROM users WHERE email = 'boss@example.pk'`,
    );
    expect(created).toMatchObject({ role: 'ADMIN', verified_at: expect.any(Date) });
    expect(await verifyPassword(created.password_hash, 'first-password-1')).toBe(true);

    expect(
      await run('admin', ['--email', 'boss@example.pk', '--password', 'second-password-2'], env),
    ).toMatchObject({ code: 0, out: expect.stringContaining('its sessions are ended') });
    const [reset] = await db.ds.query(
      `SELECT id, password_hash, token_version FROM users WHERE email = 'boss@example.pk'`,
    );
    expect(reset.id).toBe(created.id);
    expect(reset.token_version).toBe(created.token_version + 1);
    expect(await verifyPassword(reset.password_hash, 'second-password-2')).toBe(true);

    await db.ds.query(
      `INSERT INTO users (name, email, role) VALUES ('Shopper', 'shopper@example.pk', 'CUSTOMER')`,
    );
    expect(
      await run('admin', ['--email', 'shopper@example.pk', '--password', 'third-password-3'], env),
    ).toMatchObject({
      code: 1,
      out: 'shopper@example.pk belongs to a customer account; choose another e-mail for the admin.\n',
    });
    expect((await db.ds.query(`SELECT role FROM users WHERE email = 'shopper@example.pk'`))[0].role).toBe(
      'CUSTOMER',
    );
  });
});

describe('npm run db:reset', () => {
  it('deletes only the shop data in DATA_DIR, after a confirmation, and never under a running shop', async () => {
    const dataDir = tempDir('shop-op-reset-');
    const own = path.join(dataDir, 'notes.txt');
    writeFileSync(own, 'not the shop’s');
    const shop = startShop(await freePort(), { DATA_DIR: dataDir, CLIENT_DIST: path.join(dataDir, 'none') });
    try {
      await shop.ready();
      const busy = await run('db-reset', ['--yes'], { DATA_DIR: dataDir });
      expect(busy).toMatchObject({
        code: 1,
        out: `DATA_DIR ${dataDir} is in use by a running shop (pid ${shop.child.pid}): stop it first.\n`,
      });
    } finally {
      shop.kill('SIGTERM');
      expect(await shop.exited).toBe(0);
    }
    const unconfirmed = await run('db-reset', [], { DATA_DIR: dataDir });
    expect(unconfirmed.code).toBe(1);
    expect(unconfirmed.out).toContain('run it again with --yes to confirm');
    expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);

    const done = await run('db-reset', ['--yes'], { DATA_DIR: dataDir });
    expect(done).toMatchObject({
      code: 0,
      out: expect.stringContaining(`Deleted the shop's data in ${dataDir}`),
    });
    expect(readdirSync(dataDir)).toEqual(
      ['none', 'notes.txt'].filter((e) => existsSync(path.join(dataDir, e))),
    );
  });
});

describe('npm run backup / restore', () => {
  /** Server binaries with a pg_dump able to dump them, newest first. */
  function serversWithDump() {
    const dumps = candidates('pg_dump');
    return candidates('initdb')
      .map((t) => ({ dir: path.dirname(t.path), major: t.major }))
      .filter((s) => existsSync(path.join(s.dir, 'pg_ctl')) && dumps.some((d) => d.major >= s.major))
      .sort((a, b) => b.major - a.major);
  }

  it('round-trips the database and the uploads', async () => {
    const [server] = serversWithDump();
    if (!server)
      throw new Error(
        'No PostgreSQL server with a matching pg_dump here: apt-get install -y postgresql (see .ci/run).',
      );
    const pg = await createPgCluster(server.dir);
    const dataDir = tempDir('shop-op-backup-');
    const out = path.join(tempDir('shop-op-backups-'), 'first');
    try {
      await ensureDatabase(pg.url('postgres'), 'shop');
      const ds = await openDatabase(pg.url('shop'), { poolSize: 2 });
      const f = factories(ds);
      const product = await f.product({ categoryId: (await f.category()).id, title: 'Backed-up Bunny' });
      const images = path.join(dataDir, 'uploads', 'products');
      mkdirSync(path.join(images, '300'), { recursive: true });
      writeFileSync(path.join(images, 'bunny.webp'), 'original image');
      writeFileSync(path.join(images, '300', 'bunny.webp'), 'thumbnail');
      const env = { DATABASE_URL: pg.url('shop'), DATA_DIR: dataDir };

      const backup = await run('backup', ['--out', out], env);
      expect(backup).toMatchObject({
        code: 0,
        out: expect.stringContaining(
          `Backup written to ${out}: the database (database.dump) and 2 uploaded files.`,
        ),
      });
      expect(JSON.parse(readFileSync(path.join(out, 'backup.json'), 'utf8'))).toMatchObject({
        postgresMajor: server.major,
        uploadedFiles: 2,
      });
      expect(JSON.stringify(readFileSync(path.join(out, 'backup.json'), 'utf8'))).not.toContain(
        'postgres:postgres@',
      ); // no password

      // Then things go wrong: the product is deleted, an image replaced, another added.
      await ds.query('DELETE FROM products WHERE id = $1', [product.id]);
      writeFileSync(path.join(images, 'bunny.webp'), 'overwritten');
      writeFileSync(path.join(images, 'stray.webp'), 'stray');
      await ds.destroy();

      expect((await run('restore', [out], env)).out).toContain('run it again with --yes'); // asks first
      const restore = await run('restore', [out, '--yes'], env);
      expect(restore).toMatchObject({ code: 0, out: expect.stringContaining('Restored the backup of') });
      const again = await openDatabase(pg.url('shop'), { poolSize: 1 });
      expect(await again.query('SELECT title FROM products WHERE id = $1', [product.id])).toEqual([
        { title: 'Backed-up Bunny' },
      ]);
      await again.destroy();
      expect(readFileSync(path.join(images, 'bunny.webp'), 'utf8')).toBe('original image');
      expect(readFileSync(path.join(images, '300', 'bunny.webp'), 'utf8')).toBe('thumbnail');
      expect(existsSync(path.join(images, 'stray.webp'))).toBe(false);
    } finally {
      pg.destroy();
    }
  });

  it('backs up the embedded database when a pg_dump of its version exists, and says what to install when not', async () => {
    const dataDir = tempDir('shop-op-embedded-');
    const shop = startShop(await freePort(), { DATA_DIR: dataDir, CLIENT_DIST: path.join(dataDir, 'none') });
    let major: number;
    try {
      await shop.ready();
      const db = await embeddedClient(dataDir);
      major = Math.floor(
        Number((await db.query('SHOW server_version_num')).rows[0].server_version_num) / 10_000,
      );
      await db.end();
    } finally {
      shop.kill('SIGTERM');
      expect(await shop.exited).toBe(0);
    }
    const out = path.join(tempDir('shop-op-backups-'), 'embedded');
    const result = await run('backup', ['--out', out], { DATA_DIR: dataDir });
    if (candidates('pg_dump').some((d) => d.major >= major)) {
      expect(result).toMatchObject({ code: 0, out: expect.stringContaining(`Backup written to ${out}`) });
    } else {
      expect(result.code).toBe(1);
      expect(result.out).toContain(
        `pg_dump ${major} or newer is needed for this PostgreSQL ${major} server.`,
      );
      expect(result.out).toContain(`postgresql-client-${major}`);
      expect(existsSync(out)).toBe(false);
    }
    // The command started the embedded server for itself and stopped it again.
    expect(existsSync(path.join(dataDir, 'shop.pid'))).toBe(false);
  });
});
