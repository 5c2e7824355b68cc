/**
 * The REST listing page kept in pieces (every cache on, as in production): its product ids,
 * kept until who is on the page or their order changes, and each product's JSON, kept until
 * that product changes. A change of stock (what orders do all day) recomputes the one product
 * it touched, not the page, and the page shows it at once; a change of the listing's order
 * reads the ids again.
 */
import { factories } from '../support/factories';
import { statementsOf } from '../support/shop-statements';
import { createTestServer, type TestServer } from '../support/test-server';
import { catalogSettled } from '../support/wait';

let t: TestServer;
let newest: number[];

beforeAll(async () => {
  // Every cache on but the search index (no search here), whose rebuilds read SQL in the background.
  t = await createTestServer({ SPEED_OFF: 'searchIndex' });
  const f = factories(t.db.ds);
  const category = await f.category({ name: 'Toys' });
  const made = [];
  for (let i = 0; i < 14; i++)
    made.push(
      await f.product({
        title: `Toy ${i}`,
        categoryId: category.id,
        qty: 20,
        createdAt: new Date(Date.now() - (14 - i) * 60_000),
      }),
    );
  newest = made.map((p) => p.id).reverse();
  await catalogSettled(t);
});
afterAll(() => t.close());

const page1 = async () => {
  const res = await fetch(`${t.url}/api/get-products?page=1`);
  return { cache: res.headers.get('x-cache'), body: await res.json() };
};
const stockOf = (body: { data: { id: number; qty: number }[] }, id: number) =>
  body.data.find((p) => p.id === id)?.qty;

it('recomputes only the product whose stock changed, and shows its new stock at once', async () => {
  const first = await page1();
  expect(first.body.data.map((p: { id: number }) => p.id)).toEqual(newest.slice(0, 12));
  expect((await page1()).cache).toBe('HIT');

  const changed = newest[3];
  await t.db.ds.query('UPDATE products SET qty = qty - 3 WHERE id = $1', [changed]);
  await catalogSettled(t);

  let after!: Awaited<ReturnType<typeof page1>>;
  const sent = await statementsOf(async () => (after = await page1()));
  expect(after.cache).toBe('MISS');
  expect(stockOf(after.body, changed)).toBe(17);
  expect(after.body).toEqual({
    ...first.body,
    data: first.body.data.map((p: { id: number }) => (p.id === changed ? { ...p, qty: 17, stock: 17 } : p)),
  });
  // One statement, for the one product; the page's ids and the other eleven were kept.
  expect(sent).toHaveLength(1);
  expect(sent[0].params).toContainEqual([changed]);
});

it('reads the ids again when the listing’s order or membership changes', async () => {
  await page1();
  const newcomer = await factories(t.db.ds).product({
    title: 'Newest toy',
    categoryId: (await t.db.ds.query('SELECT category_id FROM products WHERE id = $1', [newest[0]]))[0]
      .category_id,
  });
  await catalogSettled(t);
  const after = await page1();
  expect(after.body.data.map((p: { id: number }) => p.id)).toEqual([newcomer.id, ...newest.slice(0, 11)]);
  expect(after.body.meta.total).toBe(15);

  await t.db.ds.query('UPDATE products SET status = 0 WHERE id = $1', [newcomer.id]);
  await catalogSettled(t);
  expect((await page1()).body.data.map((p: { id: number }) => p.id)).toEqual(newest.slice(0, 12));
});
