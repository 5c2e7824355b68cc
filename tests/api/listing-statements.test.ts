/**
 * What a listing page computed afresh (every response cache off, the listing totals kept) costs
 * PostgreSQL: its ids and its products' rows with their relations are one statement, one round
 * trip, for a numbered page (REST and GraphQL, any sort, deep or not) and a feed slice.
 */
import { factories } from '../support/factories';
import { statementsOf } from '../support/shop-statements';
import { createTestServer, type TestServer } from '../support/test-server';

let t: TestServer;
let newest: number[];

beforeAll(async () => {
  // The search index off too: its rebuilds after the products' creation read SQL in the background.
  t = await createTestServer({ SPEED_OFF: 'responseCache,pageCache,searchIndex' });
  const f = factories(t.db.ds);
  const category = await f.category({ name: 'Toys' });
  const made = [];
  for (let i = 0; i < 15; i++)
    made.push(
      await f.product({
        title: `Toy ${i}`,
        categoryId: category.id,
        price: 1000 + i * 10,
        createdAt: new Date(Date.now() - (15 - i) * 60_000),
      }),
    );
  newest = made.map((p) => p.id).reverse();
});
afterAll(() => t.close());

/** `read` once (its total is kept then), then the statements of reading it again. */
async function coldRead<T>(read: () => Promise<T>): Promise<{ sent: string[]; result: T }> {
  await read();
  let result!: T;
  const sent = (await statementsOf(async () => (result = await read()))).map(({ sql }) => sql);
  return { sent, result };
}

it('reads a REST page in one statement, any sort, deep or not, with every product shown', async () => {
  const page1 = await coldRead(() => t.rest('GET', '/get-products?page=1'));
  expect(page1.sent).toHaveLength(1);
  expect(page1.result.body.data.map((p: { id: number }) => p.id)).toEqual(newest.slice(0, 12));
  expect(page1.result.body.meta).toMatchObject({ total: 15, last_page: 2 });

  const page2 = await coldRead(() => t.rest('GET', '/get-products?page=2&sort=price_asc'));
  expect(page2.sent).toHaveLength(1);
  expect(page2.result.body.data.map((p: { id: number }) => p.id)).toEqual([...newest].reverse().slice(12));
  expect(page2.result.body.data[0]).toMatchObject({
    title: 'Toy 12',
    price: expect.any(Number),
    stock: expect.any(Number),
  });
});

it('reads a GraphQL page and a feed slice in one statement each', async () => {
  const page = await coldRead(() =>
    t.gql<{ products: { items: { id: number }[] } }>(
      'query { products(page: 1, sort: PRICE_DESC) { items { id title price stock } meta { total } } }',
    ),
  );
  expect(page.sent).toHaveLength(1);
  expect(page.result.body.data?.products.items.map((p) => p.id)).toEqual(newest.slice(0, 12));

  const first = await t.gql<{ productFeed: { nextCursor: string } }>(
    'query { productFeed(first: 5) { items { id } nextCursor } }',
  );
  const next = await coldRead(() =>
    t.gql<{ productFeed: { items: { id: number }[] } }>(
      'query($after: String) { productFeed(first: 5, after: $after) { items { id title stock } nextCursor } }',
      { after: first.body.data?.productFeed.nextCursor },
    ),
  );
  expect(next.sent).toHaveLength(1);
  expect(next.result.body.data?.productFeed.items.map((p) => p.id)).toEqual(newest.slice(5, 10));
});

it('sends every page of a listing as one statement text, its offset a parameter (one plan kept for all)', async () => {
  await t.rest('GET', '/get-products?page=1&sort=rating'); // its total is kept then
  const page1 = await statementsOf(() => t.rest('GET', '/get-products?page=1&sort=rating'));
  const page2 = await statementsOf(() => t.rest('GET', '/get-products?page=2&sort=rating'));
  expect(page1).toHaveLength(1);
  expect(page2).toHaveLength(1);
  expect(page2[0].sql).toBe(page1[0].sql);
  expect(page1[0].params.at(-1)).toBe(0);
  expect(page2[0].params.at(-1)).toBe(12);
});
