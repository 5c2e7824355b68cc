/**
 * The row-change triggers (migrations 1733200000000 and 1733600000000): what one statement
 * announces on `shop_changes` (the change feed turns it into cache events), and that each
 * table's trigger runs static SQL, planned once per connection instead of on every statement.
 */
import { Client } from 'pg';
import { CHANGE_CHANNEL } from '../../server/src/platform/cache/change-feed';
import { factories } from '../support/factories';
import { createTestServer, TestServer } from '../support/test-server';

let t: TestServer;
let listener: Client;
const heard: string[] = [];
let markers = 0;

beforeAll(async () => {
  t = await createTestServer();
  listener = new Client({ connectionString: t.db.url });
  await listener.connect();
  listener.on('notification', (m) => heard.push(m.payload ?? ''));
  await listener.query(`LISTEN ${CHANGE_CHANNEL}`);
});

afterAll(async () => {
  await listener.end();
  await t.close();
});

interface Announced {
  t: string;
  op: string;
  ids: number[] | null;
  cols?: string[] | null;
}

/** Resolves once every notification committed before is heard (they arrive in commit order); answers its position. */
async function settled(): Promise<number> {
  const marker = `row-change-test-${++markers}`;
  await t.db.ds.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, marker]);
  for (let i = 0; !heard.includes(marker); i++) {
    if (i > 500) throw new Error('the marker was never heard');
    await listener.query('SELECT 1');
  }
  return heard.indexOf(marker);
}

/** What the statements announce, each run in its own transaction. */
async function announced(...statements: Array<[string, unknown[]?]>): Promise<Announced[]> {
  heard.splice(0, (await settled()) + 1);
  for (const [sql, params] of statements) await t.db.ds.query(sql, params ?? []);
  return heard
    .slice(0, await settled())
    .map((p) => JSON.parse(p) as Announced | { event: unknown })
    .filter((p): p is Announced => 't' in p);
}

it('announces an update’s changed rows and columns, and nothing for an update that changes nothing', async () => {
  const f = factories(t.db.ds);
  const category = await f.category();
  const [a, b] = [await f.product({ categoryId: category.id }), await f.product({ categoryId: category.id })];

  expect(await announced([`UPDATE products SET qty = qty + 1 WHERE id = $1`, [a.id]])).toEqual([
    { t: 'products', op: 'UPDATE', ids: [a.id], cols: ['qty'] },
  ]);
  // Two rows, one changed: only it is named, with the union of the changed columns.
  expect(
    await announced([
      `UPDATE products SET title = CASE WHEN id = $1 THEN 'Renamed Bunny' ELSE title END, price = price WHERE id = ANY($2)`,
      [a.id, [a.id, b.id]],
    ]),
  ).toEqual([{ t: 'products', op: 'UPDATE', ids: [a.id], cols: ['title'] }]);
  expect(
    await announced([`UPDATE products SET qty = qty, title = title WHERE id = ANY($1)`, [[a.id, b.id]]]),
  ).toEqual([]);
  // A row of a product table moved between products names both.
  const image = await f.image(a.id);
  expect(
    await announced([`UPDATE product_images SET product_id = $1 WHERE id = $2`, [b.id, image.id]]),
  ).toEqual([{ t: 'product_images', op: 'UPDATE', ids: [a.id, b.id], cols: ['product_id'] }]);
});

it('announces inserted and deleted rows by the id that names them, and every row past 500 rows or on TRUNCATE', async () => {
  const f = factories(t.db.ds);
  const category = await f.category();
  const p = await f.product({ categoryId: category.id });
  // The shop's administrator (created at start-up): any user will do.
  const [user]: Array<{ id: number }> = await t.db.ds.query('SELECT id FROM users ORDER BY id LIMIT 1');

  const [inserted] = await announced([
    `INSERT INTO product_images (product_id, image) VALUES ($1, 'a.jpg'), ($1, 'b.jpg')`,
    [p.id],
  ]);
  expect(inserted).toEqual({ t: 'product_images', op: 'INSERT', ids: [p.id] });
  expect(await announced([`DELETE FROM product_images WHERE product_id = $1`, [p.id]])).toEqual([
    { t: 'product_images', op: 'DELETE', ids: [p.id] },
  ]);
  expect(
    await announced([`INSERT INTO brands (name) SELECT 'Brand ' || n FROM generate_series(1, 501) n`]),
  ).toEqual([{ t: 'brands', op: 'INSERT', ids: null }]);
  expect(
    await announced(
      [
        `INSERT INTO token_revocations (jti, user_id, expires_at) VALUES (gen_random_uuid(), $1, now() + interval '1 hour')`,
        [user.id],
      ],
      ['TRUNCATE token_revocations'],
    ),
  ).toEqual([
    { t: 'token_revocations', op: 'INSERT', ids: [user.id] },
    { t: 'token_revocations', op: 'TRUNCATE', ids: null },
  ]);
  // A statement that touches no row announces nothing.
  expect(await announced([`DELETE FROM product_images WHERE product_id = $1`, [p.id]])).toEqual([]);
});

it('runs static SQL in every trigger, planned once per connection, not EXECUTE planned per statement', async () => {
  const triggers: Array<{ table: string; source: string }> = await t.db.ds.query(
    `SELECT c.relname AS table, p.prosrc AS source
       FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid JOIN pg_proc p ON p.oid = g.tgfoid
      WHERE NOT g.tgisinternal AND g.tgname LIKE '%rows_updated'`,
  );
  expect(triggers.map((x) => x.table).sort()).toEqual(
    [
      'attribute_values',
      'attributes',
      'brands',
      'categories',
      'orders',
      'product_attribute_values',
      'product_images',
      'product_variants',
      'products',
      'reviews',
      'token_revocations',
      'users',
    ].sort(),
  );
  for (const { table, source } of triggers)
    expect({ table, dynamic: /\bEXECUTE\b/i.test(source) }).toEqual({ table, dynamic: false });
});
