/**
 * CSV in (issue 33, item 5): a product import is checked row by row first (a dry run writes
 * nothing), then applied in one transaction, all or nothing; its stock cells are sets that name
 * the stock read (stock_read) or adjustments, so shoppers buying meanwhile never get their stock
 * put back by a file read before they bought.
 */
import { factories } from '../support/factories';
import { stockShop } from '../support/stock-shop';
import { createTestServer, TestServer } from '../support/test-server';
import { catalogSettled } from '../support/wait';
import { csvText, gqlImport, PRODUCTS_CSV, records, restImport } from '../support/csv';

let t: TestServer;
let f: ReturnType<typeof factories>;
let admin: string;
let categoryId: number;
let shop: ReturnType<typeof stockShop>;
let colour: { values: Array<{ id: number }> };

/** The product list's CSV for `search`: its header and records. */
async function exported(search: string) {
  const file = (await t.gql(PRODUCTS_CSV, { s: search }, admin)).body.data.adminProductsCsv;
  const header = (file.text as string)
    .replace(/^\uFEFF/, '')
    .split('\r\n')[0]
    .split(',');
  return { header, rows: records(file.text), text: file.text as string };
}

/** An import refused whole for the one stock cell whose stock moved from `read` to `now`. */
function expectStockConflict(
  res: Awaited<ReturnType<typeof gqlImport>>,
  row: number,
  read: number,
  now: number,
) {
  expect(res.applied).toBe(false);
  expect(res.problems).toEqual([
    {
      row,
      column: 'stock',
      message: `The stock changed since you read it (${read}): it is ${now} now. Nothing was saved.`,
    },
  ]);
}

const productCount = async () =>
  (await t.db.ds.query('SELECT count(*)::int AS n FROM products'))[0].n as number;

beforeAll(async () => {
  t = await createTestServer();
  f = factories(t.db.ds);
  admin = await t.adminToken();
  categoryId = (await f.category({ name: 'Import Bags' })).id;
  colour = await f.attribute('Yarn Colour', [{ value: 'Red' }, { value: 'Blue' }, { value: 'Teal' }]);
  shop = stockShop(t, admin, categoryId);
});
afterAll(() => t.close());

describe('a file with bad rows', () => {
  it('lists every problem by row and column in the dry run, and apply writes nothing', async () => {
    const p = await f.product({ categoryId, title: 'Market Tote', sku: 'IMP-BAD-1', qty: 6 });
    await catalogSettled(t);
    const { header, rows } = await exported('IMP-BAD-1');
    const blank = Object.fromEntries(header.map((h) => [h, '']));
    const file = csvText(header, [
      { ...rows[0], title: 'Market Tote (new title)' }, // row 2: fine on its own
      {
        ...blank,
        row_type: 'product',
        sku: 'IMP-NEW-1',
        title: 'New Pouch',
        category: 'Import Bags',
        price: '900',
        status: '1',
        featured: 'no',
        stock: '4',
      }, // row 3: fine
      {
        ...blank,
        row_type: 'product',
        sku: 'IMP-NEW-2',
        title: 'Bad Pouch',
        category: 'Import Bags',
        price: 'abc',
        status: '1',
        featured: 'maybe',
      }, // row 4
      { ...blank, row_type: 'option', sku: 'IMP-NEW-1', option: 'Yarn Colour', value: 'Purple', stock: '2' }, // row 5
      { ...blank, row_type: 'variant', sku: 'IMP-NEW-1', variant_sku: 'IMP-NEW-1-S', stock: '1' }, // row 6
      { ...blank, row_type: 'thing', sku: 'IMP-NEW-1' }, // row 7
      {
        ...blank,
        row_type: 'product',
        sku: 'IMP-NEW-3',
        title: 'No Such Category',
        category: 'Hats',
        price: '100',
        status: '1',
        featured: 'no',
      }, // row 8
      { ...blank, row_type: 'option', sku: 'IMP-NOBODY', option: 'Yarn Colour', value: 'Red' }, // row 9
    ]);
    const before = await productCount();
    const dry = await gqlImport(t, admin, file, false);
    expect(dry.errors).toEqual([]);
    expect(dry.applied).toBe(false);
    expect(dry.problems.map((p) => [p.row, p.column])).toEqual([
      [4, 'featured'],
      [4, 'price'],
      [5, 'value'],
      [6, 'row_type'],
      [7, 'row_type'],
      [8, 'category'],
      [9, 'sku'],
    ]);
    expect(dry.problems.find((x) => x.row === 5)!.message).toBe(
      'There is no option "Yarn Colour" with the value "Purple". Add it on the Attributes page first.',
    );
    expect(dry.problems.find((x) => x.row === 8)!.message).toBe('No category is called "Hats".');

    const applied = await gqlImport(t, admin, file, true);
    expect(applied.applied).toBe(false);
    expect(applied.problems).toEqual(dry.problems);
    const rest = await restImport(t, admin, file, true);
    expect(rest.status).toBe(422);
    expect(rest.body.errors['4.price']).toEqual([expect.any(String)]);
    expect(await productCount()).toBe(before);
    expect((await shop.row(p.id)).title).toBe('Market Tote');
  });

  it('refuses a file that is too large, too long, not UTF-8 or without the format’s columns', async () => {
    const header = (await exported('no-such-product')).header;
    const row = header.map((h) => (h === 'row_type' ? 'product' : 'x')).join(',');
    const long = [header.join(','), ...Array.from({ length: 5001 }, () => row)].join('\n');
    expect((await gqlImport(t, admin, long, false)).errors[0]).toMatchObject({
      field: 'file',
      code: 'TOO_MANY_ROWS',
    });
    const large = header.join(',') + '\n' + 'a'.repeat(2 * 1024 * 1024);
    expect((await gqlImport(t, admin, large, false)).errors[0]).toMatchObject({
      field: 'file',
      code: 'TOO_LARGE',
    });
    const latin1 = Buffer.from(header.join(',') + '\nproduct,,Caf\xe9', 'latin1');
    expect((await gqlImport(t, admin, latin1, false)).errors[0]).toMatchObject({
      field: 'file',
      code: 'INVALID_FILE',
    });
    const partial = await gqlImport(t, admin, 'row_type,sku,titel\nproduct,A,B\n', false);
    expect(partial.problems).toContainEqual({
      row: 1,
      column: 'titel',
      message: expect.stringMatching(/^Unknown column "titel"/),
    });
    expect(partial.problems).toContainEqual({
      row: 1,
      column: 'price',
      message: 'The column "price" is missing.',
    });
  });
});

describe('a dry run, then apply', () => {
  it('changes nothing in the dry run; apply saves fields, option and variant stock and new products at once', async () => {
    const p = await f.product({ categoryId, title: 'Round Basket', sku: 'IMP-OK-1', qty: 5, price: 1200 });
    await f.linkValue(p.id, colour.values[0].id, 3);
    const v = await f.variant(p.id, { sku: 'IMP-OK-1-L', price: 130000, stock: 4 });
    await catalogSettled(t);
    const { header, rows } = await exported('IMP-OK-1');
    expect(rows.map((r) => r.row_type)).toEqual(['product', 'option', 'variant']);
    const blank = Object.fromEntries(header.map((h) => [h, '']));
    const file = csvText(header, [
      { ...rows[0], title: 'گول ٹوکری', price: '1350.50', stock: '8' },
      { ...rows[1], stock: '7' },
      {
        ...blank,
        row_type: 'option',
        product_id: rows[0].product_id,
        sku: 'IMP-OK-1',
        option: 'yarn colour',
        value: 'teal',
        stock: '2',
      },
      { ...rows[2], stock: '+2' },
      {
        ...blank,
        row_type: 'product',
        sku: 'IMP-OK-NEW',
        title: '=Not a formula',
        category_id: String(categoryId),
        price: '700',
        status: '1',
        featured: 'yes',
        stock: '3',
      },
      { ...blank, row_type: 'option', sku: 'IMP-OK-NEW', option: 'Yarn Colour', value: 'Blue', stock: '6' },
    ]);
    const dry = await gqlImport(t, admin, file, false);
    expect(dry).toMatchObject({
      errors: [],
      problems: [],
      applied: false,
      rows: 6,
      products: 2,
      creates: 1,
      updates: 1,
    });
    expect(await shop.row(p.id)).toMatchObject({ title: 'Round Basket', qty: 5 });
    expect((await t.db.ds.query(`SELECT 1 FROM products WHERE sku = 'IMP-OK-NEW'`)).length).toBe(0);

    const applied = await gqlImport(t, admin, file, true);
    expect(applied).toMatchObject({ problems: [], applied: true });
    expect(await shop.row(p.id)).toMatchObject({ title: 'گول ٹوکری', qty: 8 });
    expect(await shop.pivot(p.id, colour.values[0].id)).toBe(7);
    expect(await shop.pivot(p.id, colour.values[2].id)).toBe(2);
    expect(await shop.variantStock(v.id)).toBe(6);
    const [created] = await t.db.ds.query(
      `SELECT id, title, qty, price, is_featured FROM products WHERE sku = 'IMP-OK-NEW'`,
    );
    expect(created).toMatchObject({ title: '=Not a formula', qty: 3, price: 70000, is_featured: true });
    expect(await shop.pivot(created.id, colour.values[1].id)).toBe(6);

    // Exported again: the Urdu title as saved, the formula-like title made text, and that file imports as a no-op.
    await catalogSettled(t);
    const again = await exported('IMP-OK-');
    expect(again.rows.filter((r) => r.row_type === 'product').map((r) => r.title)).toEqual([
      'گول ٹوکری',
      "'=Not a formula",
    ]);
    const versions = await t.db.ds.query(
      `SELECT id, version FROM products WHERE sku LIKE 'IMP-OK-%' ORDER BY id`,
    );
    expect(await gqlImport(t, admin, again.text, true)).toMatchObject({ problems: [], applied: true });
    expect(
      await t.db.ds.query(`SELECT id, version FROM products WHERE sku LIKE 'IMP-OK-%' ORDER BY id`),
    ).toEqual(versions);
    expect((await t.db.ds.query(`SELECT title FROM products WHERE sku = 'IMP-OK-NEW'`))[0].title).toBe(
      '=Not a formula',
    );
  });

  it('counts only the products the file changes: the others are unchanged, even when orders moved their stock', async () => {
    const made = [];
    for (const n of [1, 2, 3])
      made.push(await f.product({ categoryId, title: `Count Bag ${n}`, sku: `IMP-CNT-${n}`, qty: 5 }));
    await f.linkValue(made[2].id, colour.values[0].id, 4);
    await catalogSettled(t);
    const { header, rows } = await exported('IMP-CNT-');
    expect(rows).toHaveLength(4);
    // A shopper buys one of the second bag and of the third's option after the export.
    await t.db.ds.query('UPDATE products SET qty = qty - 1 WHERE id = $1', [made[1].id]);
    await t.db.ds.query(
      'UPDATE product_attribute_values SET qty = qty - 1 WHERE product_id = $1 AND attribute_value_id = $2',
      [made[2].id, colour.values[0].id],
    );
    const file = csvText(
      header,
      rows.map((r) =>
        r.sku === 'IMP-CNT-1' && r.row_type === 'product' ? { ...r, title: 'Count Bag One' } : r,
      ),
    );
    const counts = { rows: 4, products: 3, creates: 0, updates: 1, unchanged: 2, problems: [] };
    expect(await gqlImport(t, admin, file, false)).toMatchObject({ ...counts, applied: false });
    expect(await gqlImport(t, admin, file, true)).toMatchObject({ ...counts, applied: true });
    expect((await shop.row(made[0].id)).title).toBe('Count Bag One');
    expect(await shop.row(made[1].id)).toMatchObject({ title: 'Count Bag 2', qty: 4 });
    expect(await shop.pivot(made[2].id, colour.values[0].id)).toBe(3);
  });

  it('reports a product another admin changed since the export (its version), and writes nothing', async () => {
    const p = await f.product({ categoryId, title: 'Shell Purse', sku: 'IMP-VER-1', qty: 5 });
    await catalogSettled(t);
    const { header, rows } = await exported('IMP-VER-1');
    await t.db.ds.query('UPDATE products SET title = $2, version = version + 1 WHERE id = $1', [
      p.id,
      'Shell Purse II',
    ]);
    const res = await gqlImport(
      t,
      admin,
      csvText(header, [{ ...rows[0], title: 'Shell Purse (mine)' }]),
      true,
    );
    expect(res.applied).toBe(false);
    expect(res.problems).toEqual([
      {
        row: 2,
        column: 'version',
        message: expect.stringMatching(/^This product was changed in the shop since the file was exported/),
      },
    ]);
    expect((await shop.row(p.id)).title).toBe('Shell Purse II');
  });
});

describe('an import while shoppers buy the same product', () => {
  it('never puts back stock they took: adjustments add to what is left, a set from an older read is a conflict', async () => {
    const p = await f.product({ categoryId, title: 'Bestseller Bag', sku: 'IMP-RACE-1', qty: 20 });
    await catalogSettled(t);
    const { header, rows } = await exported('IMP-RACE-1');
    const received = csvText(header, [{ ...rows[0], title: 'Bestseller Bag (restocked)', stock: '+10' }]);
    const [applied, ...orders] = await Promise.all([
      gqlImport(t, admin, received, true),
      ...Array.from({ length: 5 }, () => shop.buy([shop.plainLine(p.id)])),
    ]);
    expect(applied).toMatchObject({ problems: [], applied: true });
    expect(orders.map((o) => o.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await shop.sold(p.id)).toBe(5);
    expect(await shop.row(p.id)).toMatchObject({ title: 'Bestseller Bag (restocked)', qty: 25 });

    // The first export (stock read 20) set to 40: the stock moved, so it is a conflict, in the dry run and at apply.
    const stale = csvText(header, [{ ...rows[0], version: '', stock: '40' }]);
    for (const apply of [false, true]) {
      expectStockConflict(await gqlImport(t, admin, stale, apply), 2, 20, 25);
    }
    // Beside another problem of the row, the conflict is still listed.
    const both = await gqlImport(
      t,
      admin,
      csvText(header, [{ ...rows[0], version: '', stock: '40', price: 'abc' }]),
      false,
    );
    expect(both.problems.map((x) => x.column)).toEqual(['price', 'stock']);
    // The first export with its stock untouched and another title: saved, and the stock stays what the shoppers left.
    const [renamed] = await Promise.all([
      gqlImport(t, admin, csvText(header, [{ ...rows[0], version: '', title: 'Bestseller Bag' }]), true),
      shop.buy([shop.plainLine(p.id, 2)]),
    ]);
    expect(renamed).toMatchObject({ problems: [], applied: true });
    expect(await shop.row(p.id)).toMatchObject({ title: 'Bestseller Bag', qty: 23 });
    expect(await shop.sold(p.id)).toBe(7);
  });

  it('a conflict found only inside the transaction (after the checks) still writes nothing at all', async () => {
    const a = await f.product({ categoryId, title: 'Pair A', sku: 'IMP-TX-A', qty: 10 });
    const b = await f.product({ categoryId, title: 'Pair B', sku: 'IMP-TX-B', qty: 10 });
    await catalogSettled(t);
    const { header, rows } = await exported('IMP-TX-');
    const file = csvText(header, [
      { ...rows[0], title: 'Pair A (new)' },
      { ...rows[1], title: 'Pair B (new)', stock: '12' },
    ]);
    // A sale lands between the checks and the writes: the save of B under its lock finds stock 9, not 10.
    const save = t.services.productAdmin.updateIn.bind(t.services.productAdmin);
    const spy = jest
      .spyOn(t.services.productAdmin, 'updateIn')
      .mockImplementation(async (em, id, ...rest) => {
        if (id === Math.max(a.id, b.id))
          await t.db.ds.query('UPDATE products SET qty = qty - 1 WHERE id = $1', [id]);
        return save(em, id, ...rest);
      });
    try {
      expectStockConflict(await gqlImport(t, admin, file, true), 3, 10, 9);
    } finally {
      spy.mockRestore();
    }
    expect((await shop.row(a.id)).title).toBe('Pair A');
    expect(await shop.row(b.id)).toMatchObject({ title: 'Pair B', qty: 9 });
  });
});
