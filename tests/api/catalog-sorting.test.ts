/**
 * Issue 21 item 7: the shop listing sorted (newest, price up or down, rating) and filtered by
 * a price range in rupees, over REST (`GET /get-products?sort=&min_price=&max_price=`) and
 * GraphQL (`products` / `productFeed` with `sort` and `filter { minPrice maxPrice }`): the
 * orders with their tie-breaks, keyset cursors for every sort, bad values refused with 422.
 * The caches following price and rating changes are in catalog-sorting-caches.test.ts.
 */
import { factories } from '../support/factories';
import {
  ENUM,
  expectedIds,
  FEED,
  type Made,
  type Sort,
  saveAtPrice,
  SORTS,
  startSortingShop,
} from '../support/sorting-shop';
import type { TestServer } from '../support/test-server';
import { catalogSettled } from '../support/wait';

let t: TestServer;
let categoryId: number;
let brandId: number;
let admin: string;
let made: Made[];
beforeAll(async () => ({ t, categoryId, brandId, admin, made } = await startSortingShop()));
afterAll(() => t.close());

const expected = (sort: Sort, keep?: (p: Made) => boolean) => expectedIds(made, sort, keep);
const ids = (list: Array<{ id: number }>) => list.map((p) => p.id);
const settled = () => catalogSettled(t);

/** Every page of a REST listing. */
async function allPages(query: string): Promise<{ ids: number[]; total: number }> {
  const seen: number[] = [];
  for (let page = 1; ; page++) {
    const res = await t.rest('GET', `/get-products?${query}${query ? '&' : ''}page=${page}`);
    expect(res.status).toBe(200);
    seen.push(...ids(res.body.data));
    if (page >= res.body.meta.last_page) return { ids: seen, total: res.body.meta.total };
  }
}

/** The whole infinite scroll, `first` at a time. */
async function walkFeed(
  sort: Sort,
  filter: Record<string, unknown> = {},
  first = 5,
  between?: (slice: number) => Promise<void>,
) {
  const seen: number[] = [];
  let after: string | null = null;
  for (let slice = 0; slice < 100; slice++) {
    const { body } = await t.gql(FEED, { f: filter, s: ENUM[sort], a: after, n: first });
    expect(body.errors).toBeUndefined();
    const feed = body.data.productFeed;
    seen.push(...ids(feed.items));
    expect(feed.hasMore).toBe(feed.nextCursor !== null);
    if (!feed.hasMore) return { seen, total: feed.total as number };
    after = feed.nextCursor as string | null;
    await between?.(slice);
  }
  throw new Error('the feed never ended');
}

describe('REST GET /get-products', () => {
  it('sorts by each sort, page after page, ties broken by id; no sort is newest first', async () => {
    for (const sort of SORTS) {
      const listed = await allPages(`sort=${sort}`);
      expect([sort, listed.ids]).toEqual([sort, expected(sort)]);
      expect(listed.total).toBe(expected('newest').length);
    }
    expect((await allPages('')).ids).toEqual(expected('newest'));
    // The fillers 1 to 4 share their created_at: newest first, the highest id first.
    const fillers = made.filter((p) => /^Filler [1-4]$/.test(p.title)).map((p) => p.id);
    const newest = (await allPages('')).ids;
    expect(newest.filter((id) => fillers.includes(id))).toEqual([...fillers].sort((a, b) => b - a));
  });

  it('filters by a price range in rupees, both bounds included and exact to the paisa, with the total of the range', async () => {
    const between = (min: number, max: number) => (p: Made) => p.price >= min && p.price <= max;
    const cases: Array<[string, (p: Made) => boolean]> = [
      ['min_price=1000&max_price=2000', between(100000, 200000)],
      ['min_price=1500.50', (p) => p.price >= 150050],
      ['min_price=1500.51', (p) => p.price >= 150051],
      ['max_price=1500.5', (p) => p.price <= 150050],
      ['max_price=1500.49', (p) => p.price <= 150049],
      ['min_price=0&max_price=0', () => false],
      ['min_price=2000&max_price=2000', between(200000, 200000)],
    ];
    for (const [query, keep] of cases) {
      for (const sort of ['price_asc', 'rating'] as Sort[]) {
        const listed = await allPages(`${query}&sort=${sort}`);
        expect([query, sort, listed.ids]).toEqual([query, sort, expected(sort, keep)]);
        expect([query, listed.total]).toEqual([query, expected(sort, keep).length]);
      }
    }
    // With the other filters: a category, a brand, a search.
    const inCategory = await allPages(`category=${categoryId}&min_price=1000&sort=price_desc`);
    expect(inCategory.ids).toEqual(
      expected('price_desc', (p) => p.categoryId === categoryId && p.price >= 100000),
    );
    const searched = await allPages('search=filler&min_price=1000&max_price=1600&sort=price_desc');
    expect(searched.ids).toEqual(
      expected('price_desc', (p) => p.title.startsWith('Filler') && p.price >= 100000 && p.price <= 160000),
    );
    expect(searched.total).toBe(searched.ids.length);
    const branded = await allPages(`brand[]=${brandId}&sort=price_asc&max_price=1600`);
    expect(branded.ids).toEqual(
      made.filter((p) => ['Blanket A', 'Coaster C'].includes(p.title)).map((p) => p.id),
    );
  });

  it('filters and sorts a product with variants by the lowest price a shopper can pay, the price its card shows', async () => {
    const f = factories(t.db.ds);
    const elephant = made.find((p) => p.title === 'Elephant E')!;
    const listed = async (q: string) =>
      ids((await t.rest('GET', `/get-products?${q}&sort=price_desc`)).body.data);
    expect(await listed('min_price=2900&max_price=2900')).toEqual([elephant.id]);
    // Not by its base price (Rs 3,100) nor its dearer variant's (Rs 3,400).
    expect(await listed('min_price=3000')).toEqual([]);
    expect(await listed('max_price=2899.99')).not.toContain(elephant.id);
    const card = await t.gql(`query($id: Int!) { product(id: $id) { price purchaseOptions { minPrice } } }`, {
      id: elephant.id,
    });
    expect(card.body.data.product).toEqual({ price: 3100, purchaseOptions: { minPrice: 2900 } });
    // A variant repriced below it moves it; removing the variants lists it by its base price.
    await t.db.ds.query(
      'UPDATE product_variants SET price = 280000 WHERE product_id = $1 AND price = 290000',
      [elephant.id],
    );
    await settled();
    expect(await listed('min_price=2800&max_price=2800')).toEqual([elephant.id]);
    await t.db.ds.query('DELETE FROM product_variants WHERE product_id = $1', [elephant.id]);
    await settled();
    expect(await listed('min_price=3100&max_price=3100')).toEqual([elephant.id]);
    await f.variant(elephant.id, { price: 290000, stock: 2 });
    await f.variant(elephant.id, { price: 340000, stock: 1 });
    await settled();
    expect(await listed('min_price=2900&max_price=2900')).toEqual([elephant.id]);
  });

  it('refuses a bad sort or price with 422 naming the parameter and what it accepts', async () => {
    const PRICE = (name: string) =>
      `The ${name} must be an amount in rupees from 0 to 10,000,000, with at most 2 decimals.`;
    const cases: Array<[string, string, string]> = [
      ['sort=cheapest', 'sort', 'The sort must be one of: newest, price_asc, price_desc, rating.'],
      ['sort=__proto__', 'sort', 'The sort must be one of: newest, price_asc, price_desc, rating.'],
      ['sort=PRICE_ASC', 'sort', 'The sort must be one of: newest, price_asc, price_desc, rating.'],
      ['sort[]=newest', 'sort', 'The sort must be one of: newest, price_asc, price_desc, rating.'],
      ['min_price=-1', 'min_price', PRICE('min_price')],
      ['min_price=abc', 'min_price', PRICE('min_price')],
      ['max_price=1e3', 'max_price', PRICE('max_price')],
      ['min_price=12.345', 'min_price', PRICE('min_price')],
      ['max_price=Infinity', 'max_price', PRICE('max_price')],
      ['max_price=10000000.01', 'max_price', PRICE('max_price')],
      ['min_price[]=100', 'min_price', PRICE('min_price')],
      ['min_price=500&max_price=100', 'max_price', 'The max_price must not be less than the min_price.'],
      [
        'min_price=1500.51&max_price=1500.50',
        'max_price',
        'The max_price must not be less than the min_price.',
      ],
    ];
    for (const [query, field, message] of cases) {
      const res = await t.rest('GET', `/get-products?${query}`);
      expect([query, res.status, res.body]).toEqual([
        query,
        422,
        { status: 422, message, errors: { [field]: [message] } },
      ]);
    }
    // Empty values are no filter.
    expect((await t.rest('GET', '/get-products?sort=&min_price=&max_price=')).body.meta.total).toBe(
      expected('newest').length,
    );
    expect((await t.rest('GET', '/get-products?min_price=10000000')).body.meta.total).toBe(0);
  });
});

describe('GraphQL products and productFeed', () => {
  it('pages and scrolls by each sort and price range as REST lists them, the feed by keyset cursor', async () => {
    const PAGE = `query($f: ProductFilterInput, $s: ProductSort, $p: Int) { products(filter: $f, sort: $s, page: $p) { items { id } meta { total lastPage } } }`;
    for (const sort of SORTS) {
      for (const [filter, keep] of [
        [{}, () => true],
        [{ minPrice: 1000, maxPrice: 2000 }, (p: Made) => p.price >= 100000 && p.price <= 200000],
        [
          { minPrice: 1500.5, categoryIds: [categoryId] },
          (p: Made) => p.price >= 150050 && p.categoryId === categoryId,
        ],
      ] as Array<[Record<string, unknown>, (p: Made) => boolean]>) {
        const want = expected(sort, keep);
        expect([sort, filter, await walkFeed(sort, filter, 4)]).toEqual([
          sort,
          filter,
          { seen: want, total: want.length },
        ]);
        const paged: number[] = [];
        for (let p = 1; p <= 2; p++)
          paged.push(...ids((await t.gql(PAGE, { f: filter, s: ENUM[sort], p })).body.data.products.items));
        expect([sort, filter, paged]).toEqual([sort, filter, want]);
      }
    }
    // Without a sort: newest first.
    expect(
      ids((await t.gql('{ productFeed(first: 48) { items { id } } }')).body.data.productFeed.items),
    ).toEqual(expected('newest'));
  });

  it('refuses a cursor of another sort, or one whose keys do not fit its sort: start again from the first page', async () => {
    const cursors: Partial<Record<Sort, string>> = {};
    for (const sort of SORTS)
      cursors[sort] = (await t.gql(FEED, { s: ENUM[sort], n: 3 })).body.data.productFeed.nextCursor;
    for (const from of SORTS) {
      for (const to of SORTS) {
        const res = await t.gql(FEED, { s: ENUM[to], a: cursors[from], n: 3 });
        if (from === to) {
          expect(res.body.errors).toBeUndefined();
          continue;
        }
        expect([from, to, res.body.data?.productFeed ?? null]).toEqual([from, to, null]);
        expect(res.body.errors?.[0]).toMatchObject({
          message: 'The cursor is not valid: start again from the first page.',
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: [
              {
                field: 'after',
                message: 'The cursor is not valid: start again from the first page.',
                code: 'INVALID',
              },
            ],
          },
        });
      }
    }
    const forged = (keys: unknown[]) => Buffer.from(JSON.stringify(keys)).toString('base64url');
    for (const [sort, keys] of [
      ['price_asc', ['price_asc', -5, 1]],
      ['price_asc', ['price_asc', 1.5, 1]],
      ['price_desc', ['price_desc', '100', 1]],
      ['rating', ['rating', '9.99', 1, '2026-02-01T00:00:00.000000Z', 1]],
      ['rating', ['rating', '4.50', 1, 'yesterday', 1]],
      ['newest', ['newest', '2026-02-01T00:00:00.000000Z', 0]],
    ] as Array<[Sort, unknown[]]>) {
      const res = await t.gql(FEED, { s: ENUM[sort], a: forged(keys) });
      expect([keys, res.body.errors?.[0]?.message]).toEqual([
        keys,
        'The cursor is not valid: start again from the first page.',
      ]);
    }
    // A cursor handed out before sorting existed (created_at and id) still means newest first.
    const [second] = expected('newest').slice(1);
    const row = await t.db.ds.query(
      `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at FROM products WHERE id = $1`,
      [second],
    );
    const old = await t.gql(FEED, { a: forged([row[0].at, second]), n: 2 });
    expect(ids(old.body.data.productFeed.items)).toEqual(expected('newest').slice(2, 4));
  });

  it('refuses a bad sort or price as a field error (BAD_USER_INPUT) naming the field', async () => {
    const PRICE = (name: string) =>
      `The ${name} must be an amount in rupees from 0 to 10,000,000, with at most 2 decimals.`;
    for (const [filter, field, message] of [
      [{ minPrice: -1 }, 'minPrice', PRICE('minPrice')],
      [{ maxPrice: 12.345 }, 'maxPrice', PRICE('maxPrice')],
      [{ maxPrice: 1e12 }, 'maxPrice', PRICE('maxPrice')],
      [{ minPrice: 500, maxPrice: 100 }, 'maxPrice', 'The maxPrice must not be less than the minPrice.'],
    ] as Array<[Record<string, number>, string, string]>) {
      for (const query of [FEED, 'query($f: ProductFilterInput) { products(filter: $f) { items { id } } }']) {
        const res = await t.gql(query, { f: filter });
        expect(res.body.errors?.[0]).toMatchObject({
          message,
          extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field, message, code: 'INVALID' }] },
        });
      }
    }
    const variable = await t.gql(FEED, { s: 'cheapest' });
    expect(variable.status).toBe(400);
    expect(variable.body.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(variable.body.errors?.[0].message).toMatch(
      /Value "cheapest" does not exist in "ProductSort" enum/,
    );
    const literal = await t.gql('{ products(sort: CHEAPEST) { items { id } } }');
    expect(literal.status).toBe(400);
    expect(literal.body.errors?.[0].message).toMatch(/Value "CHEAPEST" does not exist in "ProductSort" enum/);
  });

  it('scrolls on without repeating or skipping a product while an admin adds products and reprices another', async () => {
    const f = factories(t.db.ds);
    const mover = made.find((p) => p.title === 'Doll D')!;
    const added: number[] = [];
    const { seen } = await walkFeed('price_asc', {}, 3, async (slice) => {
      if (slice === 1) {
        // Cheaper than anything already seen, and dearer than anything still to come.
        added.push((await f.product({ categoryId, title: 'Late Cheap', price: 100 })).id);
        added.push((await f.product({ categoryId, title: 'Late Dear', price: 9000 })).id);
        const res = await saveAtPrice({ t, admin, categoryId }, mover, 50);
        expect(res.status).toBe(200);
      }
    });
    try {
      const unchanged = expected('price_asc', (p) => p.id !== mover.id);
      expect(seen.filter((id) => unchanged.includes(id))).toEqual(unchanged);
      expect(seen).not.toContain(added[0]);
      expect(seen).toContain(added[1]);
      expect(new Set(seen).size).toBe(seen.length);
    } finally {
      await t.db.ds.query('DELETE FROM products WHERE id = ANY($1)', [added]);
      await t.db.ds.query('UPDATE products SET price = $2 WHERE id = $1', [mover.id, mover.price]);
      await settled();
    }
  });
});
