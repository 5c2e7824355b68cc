/**
 * The operator commands, run as `npm run …` runs them (node server/dist/cli/*.js): admin
 * (create or reset), db:reset (confirmation, refusal while the shop runs) and backup and
 * restore: round trips on the default install (embedded PostgreSQL 17 under `./.data`, no
 * pg_dump anywhere) and on a DATABASE_URL whose role is not a superuser, and the refusal
 * while a shop runs on the database.
 */
import {
  chmodSync,
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
import { Client } from 'pg';
import sharp from 'sharp';
import { openDatabase } from '../../server/src/db/data-source';
import { freePort } from '../../server/src/platform/db/embedded';
import { verifyPassword } from '../../server/src/modules/accounts/password';
import { createTestDatabase, TestDatabase } from '../support/database';
import { factories } from '../support/factories';
import { createPgCluster } from '../support/pg-cluster';
import { embeddedClient, startShop, runCli } from '../support/shop-process';

/** An operator command as `npm run …` runs it, on a shop without the demo catalogue. */
const run = (command: string, args: string[], env: Record<string, string>) =>
  runCli(command, args, { SEED_DEMO: 'false', ADMIN_PASSWORD: 'admin-password-1', ...env });

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
  const png = (colour: string) =>
    sharp({ create: { width: 200, height: 160, channels: 3, background: colour } })
      .png()
      .toBuffer();

  /** The shop at `url` signed in as its admin and as a new customer. */
  async function actors(url: string) {
    const post = (p: string, body: unknown, token?: string) =>
      fetch(`${url}/api${p}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    const admin = (await post('/admin/auth', { email: 'admin@example.pk', password: 'admin-password-1' }))
      .body.token as string;
    const email = `keeper-${Math.random().toString(36).slice(2, 8)}@example.pk`;
    const shopper = (
      await post('/user/register', { name: 'Backup Shopper', email, password: 'chain-stitch-12' })
    ).body.token as string;
    const order = (productId: number, qty: number) =>
      post(
        '/save-order',
        {
          name: 'Backup Shopper',
          email,
          street: 'Punjab',
          city: 'Lahore',
          address: 'House 7, Gulberg',
          zip: '54000',
          mobile: '03001234567',
          payment_method: 'easypaisa',
          cart: [{ product_id: productId, qty }],
        },
        shopper,
      );
    return { admin, shopper, post, order };
  }

  it('round-trips the default install (embedded PostgreSQL under ./.data, no pg_dump): orders, stock, images, receipts and jobs; refused while a shop runs on the database', async () => {
    // Under a folder PostgreSQL's own user may enter (the shop runs as root here).
    const home = tempDir('shop-op-backup-');
    chmodSync(home, 0o755);
    const dataDir = path.join(home, '.data');
    const out = path.join(tempDir('shop-op-backups-'), 'first');
    const env = { DATA_DIR: dataDir, CLIENT_DIST: path.join(dataDir, 'none') };
    const port = await freePort();
    let shop = startShop(port, env);
    let productId: number;
    let orderId: number;
    let receiptId: number;
    let image: string;
    try {
      await shop.ready();
      const a = await actors(shop.url);
      const category = await a.post('/admin/categories', { name: 'Kept', status: 1 }, a.admin);
      const form = new FormData();
      for (const [k, v] of Object.entries({
        title: 'Backed-up Bunny',
        price: '1500',
        category: String(category.body.data.id),
        sku: 'BACKUP-1',
        is_featured: 'no',
        status: '1',
        qty: '9',
      }))
        form.append(k, v);
      form.append('gallery[0]', new Blob([new Uint8Array(await png('#c45d3b'))]), 'bunny.png');
      const created = await fetch(`${shop.url}/api/admin/products`, {
        method: 'POST',
        headers: { authorization: `Bearer ${a.admin}` },
        body: form,
      }).then((r) => r.json());
      productId = created.data.id;
      image = created.data.image_url;
      const placed = await a.order(productId, 2);
      expect(placed.status).toBe(200);
      orderId = placed.body.id;
      const upload = new FormData();
      upload.append(
        'operations',
        JSON.stringify({
          query:
            'mutation($o: Int!, $f: Upload!) { uploadPaymentReceipt(orderId: $o, file: $f) { receipt { id } errors { message } } }',
          variables: { o: orderId, f: null },
        }),
      );
      upload.append('map', JSON.stringify({ 0: ['variables.f'] }));
      upload.append('0', new Blob([new Uint8Array(await png('#33aa66'))]), 'receipt.png');
      const sent = await fetch(`${shop.url}/graphql`, {
        method: 'POST',
        headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${a.shopper}` },
        body: upload,
      }).then((r) => r.json());
      receiptId = sent.data.uploadPaymentReceipt.receipt.id;
    } finally {
      shop.kill('SIGTERM');
      expect(await shop.exited).toBe(0);
    }

    const backup = await run('backup', ['--out', out], env);
    expect(backup).toMatchObject({
      code: 0,
      out: expect.stringMatching(
        new RegExp(
          `^Backup written to ${out}: the database \\(\\d+ tables, \\d+ rows, \\d+ waiting jobs\\), 3 uploaded files and 1 payment receipts\\.\\n$`,
        ),
      ),
    });
    const manifest = JSON.parse(readFileSync(path.join(out, 'backup.json'), 'utf8'));
    expect(manifest).toMatchObject({ format: 'crochet-shop-logical-1', postgresMajor: 17, receiptFiles: 1 });
    expect(manifest.migrations.length).toBeGreaterThan(5);
    expect(JSON.stringify(manifest)).not.toContain('postgres:'); // no credentials
    // The command started the embedded server for itself and stopped it again.
    expect(existsSync(path.join(dataDir, 'shop.pid'))).toBe(false);

    // Then things go wrong: another order takes stock, the product's image and the receipt file are lost.
    shop = startShop(port, env);
    try {
      await shop.ready();
      const a = await actors(shop.url);
      expect((await a.order(productId, 3)).status).toBe(200);
      rmSync(path.join(dataDir, 'uploads'), { recursive: true, force: true });
      rmSync(path.join(dataDir, 'receipts'), { recursive: true, force: true });

      // A restore while the shop runs is refused, by DATA_DIR and by the database's own sessions.
      const busy = await run('restore', [out, '--yes'], env);
      expect(busy).toMatchObject({
        code: 1,
        out: `The shop is running on DATA_DIR ${dataDir} (pid ${shop.child.pid}): stop it, then restore.\n`,
      });
      const db = await embeddedClient(dataDir);
      const { password, port: pgPort } = JSON.parse(
        readFileSync(path.join(dataDir, 'postgres.json'), 'utf8'),
      );
      await db.end();
      const byUrl = await run('restore', [out, '--yes'], {
        DATABASE_URL: `postgres://postgres:${password}@127.0.0.1:${pgPort}/shop`,
        DATA_DIR: tempDir('shop-op-elsewhere-'),
      });
      expect(byUrl.code).toBe(1);
      expect(byUrl.out).toMatch(
        new RegExp(
          `^A shop is running on the database at 127\\.0\\.0\\.1:${pgPort}/shop \\(\\d+ of its connections, from [^)]+\\): stop every shop instance and worker using it, then restore\\.\\n$`,
        ),
      );
      expect((await a.order(productId, 1)).status).toBe(200); // untouched: it still sells
    } finally {
      shop.kill('SIGTERM');
      expect(await shop.exited).toBe(0);
    }

    expect((await run('restore', [out], env)).out).toContain('run it again with --yes'); // asks first
    const restore = await run('restore', [out, '--yes'], env);
    expect(restore).toMatchObject({ code: 0, out: expect.stringContaining('Restored the backup of') });

    shop = startShop(port, env);
    try {
      await shop.ready();
      const a = await actors(shop.url);
      const get = (p: string, token?: string) =>
        fetch(shop.url + p, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      const orders = await (await get('/api/admin/orders', a.admin)).json();
      expect(orders.data.map((o: { id: number }) => o.id)).toEqual([orderId]);
      const details = await (await get(`/api/product-details/${productId}`)).json();
      expect(details.data).toMatchObject({ title: 'Backed-up Bunny', qty: 7, image_url: image });
      const picture = await get(new URL(image).pathname);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/webp');
      const receipt = await get(`/files/receipts/${receiptId}`, a.admin);
      expect(receipt.status).toBe(200);
      expect(receipt.headers.get('content-type')).toBe('image/webp');
      const db = await embeddedClient(dataDir);
      try {
        // The order's auto-cancel waits again, and new rows follow the restored ones.
        const jobs = await db.query('SELECT key FROM graphile_worker.jobs WHERE key = $1', [
          `cancel-unpaid:${orderId}`,
        ]);
        expect(jobs.rowCount).toBe(1);
      } finally {
        await db.end();
      }
      const next = await a.order(productId, 1);
      expect(next.status).toBe(200);
      expect(next.body.id).toBeGreaterThan(orderId);
    } finally {
      shop.kill('SIGTERM');
      expect(await shop.exited).toBe(0);
    }
    // Two shop starts, a backup and a restore, each a process of its own: a longer budget than one request.
  }, 240_000);

  it('round-trips a DATABASE_URL whose role is no superuser (triggers stay on) and refuses a backup of a newer shop', async () => {
    const pg = await createPgCluster();
    const dataDir = path.join(tempDir('shop-op-url-'), '.data');
    const out = path.join(tempDir('shop-op-backups-'), 'url');
    try {
      const admin = new Client({ connectionString: pg.url('postgres') });
      await admin.connect();
      await admin.query(`CREATE ROLE keeper LOGIN PASSWORD 'keeper-password'`);
      await admin.query('CREATE DATABASE shop OWNER keeper');
      await admin.end();
      const url = pg.url('shop').replace('postgres:postgres@', 'keeper:keeper-password@');
      const ds = await openDatabase(url, { poolSize: 2 });
      const f = factories(ds);
      const parent = await f.category({ name: 'Parent' });
      const child = await f.category({ name: 'Child', parentId: parent.id });
      const product = await f.product({ categoryId: child.id, title: 'Kept by URL', qty: 4 });
      const images = path.join(dataDir, 'uploads', 'products');
      mkdirSync(images, { recursive: true });
      writeFileSync(path.join(images, 'kept.webp'), 'original image');
      const env = { DATABASE_URL: url, DATA_DIR: dataDir };

      expect((await run('backup', ['--out', out], env)).code).toBe(0);
      await ds.query('DELETE FROM products WHERE id = $1', [product.id]);
      writeFileSync(path.join(images, 'kept.webp'), 'overwritten');
      writeFileSync(path.join(images, 'stray.webp'), 'stray');
      await ds.destroy();

      const restore = await run('restore', [out, '--yes'], env);
      expect(restore).toMatchObject({ code: 0, out: expect.stringContaining('Restored the backup of') });
      const again = await openDatabase(url, { poolSize: 1 });
      expect(await again.query('SELECT title, qty FROM products WHERE id = $1', [product.id])).toEqual([
        { title: 'Kept by URL', qty: 4 },
      ]);
      expect(await again.query('SELECT parent_id FROM categories WHERE id = $1', [child.id])).toEqual([
        { parent_id: parent.id },
      ]);
      await again.destroy();
      expect(readFileSync(path.join(images, 'kept.webp'), 'utf8')).toBe('original image');
      expect(existsSync(path.join(images, 'stray.webp'))).toBe(false);

      // A backup naming a migration this shop does not have: refused, nothing changed.
      const manifestFile = path.join(out, 'backup.json');
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
      writeFileSync(
        manifestFile,
        JSON.stringify({ ...manifest, migrations: [...manifest.migrations, 'FromTheFuture9999999999999'] }),
      );
      const newer = await run('restore', [out, '--yes'], env);
      expect(newer.code).toBe(1);
      expect(newer.out).toContain('the database is unchanged');
      expect(newer.out).toContain('FromTheFuture9999999999999');
    } finally {
      pg.destroy();
    }
  });
});
