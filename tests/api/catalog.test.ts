/**
 * The storefront's catalogue lists (REST and GraphQL): latest and featured products, search,
 * the category tree and brands, and the product listing by pages and by cursor, filtered, with
 * a fixed number of queries. Product pages and stock checks are in catalog-products.test.ts.
 */
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { useSeededCatalog } from '../support/catalog-seed';
import { factories } from '../support/factories';
import type { TestServer } from '../support/test-server';

const catalog = useSeededCatalog();
let t: TestServer;
let ids: Record<string, number>;
beforeAll(() => ({ t, ids } = catalog));

const titles = (list: Array<{ title: string }>) => list.map((p) => p.title);
const HIDDEN = ['Secret Inactive Item', 'Hidden Category Item', 'Closed Brand Item'];

describe('latest and featured products', () => {
  it('lists the newest visible products, newest first, through REST and GraphQL', async () => {
    const rest = await t.rest('GET', '/get-latest-products');
    expect(rest.status).toBe(200);
    expect(rest.body.status).toBe(200);
    expect(titles(rest.body.data)).toEqual([
      'Variant Beanie',
      'Sold Out Scarf',
      'Cotton Coaster Set 50%',
      'Bunny Amigurumi',
      'Top Level Amigurumi Doll',
      'Crochet Kitten 14',
      'Crochet Kitten 13',
      'Crochet Kitten 12',
    ]);
    const gql = await t.gql('{ latestProducts { title } }');
    expect(titles(gql.body.data.latestProducts)).toEqual(titles(rest.body.data));
  });

  it('lists featured products only', async () => {
    const rest = await t.rest('GET', '/get-featured-products');
    expect(titles(rest.body.data)).toEqual(['Bunny Amigurumi', 'Crochet Kitten 10', 'Crochet Kitten 5']);
    expect(rest.body.data.every((p: any) => p.is_featured === 'yes')).toBe(true);
    const gql = await t.gql('{ featuredProducts { title isFeatured } }');
    expect(titles(gql.body.data.featuredProducts)).toEqual(titles(rest.body.data));
  });
});

describe('search', () => {
  it('matches part of a title, case-insensitively, and never hidden products', async () => {
    const rest = await t.rest('GET', '/search-products?search=bUnN');
    expect(titles(rest.body.data)).toEqual(['Bunny Amigurumi']);
    const gql = await t.gql('query($s: String!) { searchProducts(search: $s) { title } }', { s: 'item' });
    expect(gql.body.data.searchProducts).toEqual([]);
  });

  it('treats % and _ as plain text', async () => {
    const rest = await t.rest('GET', `/search-products?search=${encodeURIComponent('50%')}`);
    expect(titles(rest.body.data)).toEqual(['Cotton Coaster Set 50%']);
    const none = await t.rest('GET', `/search-products?search=${encodeURIComponent('%')}`);
    expect(titles(none.body.data)).toEqual(['Cotton Coaster Set 50%']);
  });

  it('returns an empty list for empty text', async () => {
    const rest = await t.rest('GET', '/search-products?search=');
    expect(rest.body).toEqual({ status: 200, data: [] });
  });
});

describe('categories and brands', () => {
  it('returns active categories as a tree with children', async () => {
    const rest = await t.rest('GET', '/get-categories');
    expect(rest.body.data).toEqual([
      {
        id: ids.amigurumi,
        name: 'Amigurumi',
        status: 1,
        parent_id: null,
        child: [{ id: ids.animals, name: 'Animals', status: 1, parent_id: ids.amigurumi, child: [] }],
      },
      { id: ids.home, name: 'Home Decor', status: 1, parent_id: null, child: [] },
    ]);
    const gql = await t.gql('{ categories { id name children { id name children { id } } } }');
    expect(gql.body.data.categories).toEqual([
      {
        id: ids.amigurumi,
        name: 'Amigurumi',
        children: [{ id: ids.animals, name: 'Animals', children: [] }],
      },
      { id: ids.home, name: 'Home Decor', children: [] },
    ]);
  });

  it('returns active brands only', async () => {
    const rest = await t.rest('GET', '/get-brands');
    expect(rest.body.data.map((b: any) => b.name)).toEqual(['Lahore Loops', 'Multan Makers']);
    const gql = await t.gql('{ brands { name } }');
    expect(gql.body.data.brands.map((b: any) => b.name)).toEqual(['Lahore Loops', 'Multan Makers']);
  });
});

describe('product listing', () => {
  it('pages by 12 with meta, last page and a page beyond the last', async () => {
    const p1 = await t.rest('GET', '/get-products');
    expect(p1.body.data).toHaveLength(12);
    expect(p1.body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 12, total: 19 });
    const p2 = await t.rest('GET', '/get-products?page=2');
    expect(p2.body.data).toHaveLength(7);
    expect(p2.body.meta.current_page).toBe(2);
    const all = [...titles(p1.body.data), ...titles(p2.body.data)];
    expect(new Set(all).size).toBe(19);
    for (const h of HIDDEN) expect(all).not.toContain(h);
    const p9 = await t.rest('GET', '/get-products?page=9');
    expect(p9.status).toBe(200);
    expect(p9.body.data).toEqual([]);
    expect(p9.body.meta).toMatchObject({ current_page: 9, last_page: 2 });
  });

  it('filters by a parent category (including its children), by brand and by search', async () => {
    const parent = await t.rest('GET', `/get-products?category[]=${ids.amigurumi}`);
    expect(parent.body.meta.total).toBe(16);
    const child = await t.rest('GET', `/get-products?category=${ids.animals}`);
    expect(child.body.meta.total).toBe(15);
    const both = await t.rest('GET', `/get-products?category=${ids.animals},${ids.home}&brand[]=${ids.b2}`);
    expect(titles(both.body.data)).toEqual(['Bunny Amigurumi']);
    const brands = await t.rest('GET', `/get-products?brand[]=${ids.b1}&brand[]=${ids.b2}&search=kitten 1`);
    expect(titles(brands.body.data)).toEqual([
      'Crochet Kitten 14',
      'Crochet Kitten 13',
      'Crochet Kitten 12',
      'Crochet Kitten 11',
      'Crochet Kitten 10',
      'Crochet Kitten 1',
    ]);
    const gql = await t.gql(
      'query($f: ProductFilterInput, $p: Int) { products(filter: $f, page: $p) { items { title } meta { currentPage lastPage total perPage } } }',
      {
        f: { categoryIds: [ids.amigurumi], brandIds: [ids.b1] },
        p: 2,
      },
    );
    expect(gql.body.data.products.meta).toEqual({ currentPage: 2, lastPage: 2, total: 14, perPage: 12 });
    expect(titles(gql.body.data.products.items)).toEqual(['Crochet Kitten 2', 'Crochet Kitten 1']);
  });

  it('walks the same list by cursor (infinite scroll) as by pages, ties on created_at included', async () => {
    const f = { categoryIds: [ids.amigurumi], brandIds: [ids.b1] };
    const feedQuery =
      'query($f: ProductFilterInput, $a: String, $n: Int) { productFeed(filter: $f, after: $a, first: $n) { items { title } nextCursor hasMore total } }';
    const walk = async (filter: unknown, first: number) => {
      const seen: string[] = [];
      let after: string | null = null;
      for (let i = 0; i < 50; i++) {
        const { body } = await t.gql(feedQuery, { f: filter, a: after, n: first });
        const feed = body.data.productFeed;
        seen.push(...titles(feed.items));
        expect(feed.hasMore).toBe(feed.nextCursor !== null);
        if (!feed.hasMore) return { seen, total: feed.total };
        after = feed.nextCursor as string | null;
      }
      throw new Error('the feed never ended');
    };
    const paged = [1, 2].map((p) =>
      t.rest('GET', `/get-products?category=${ids.amigurumi}&brand=${ids.b1}&page=${p}`),
    );
    const byPage = (await Promise.all(paged)).flatMap((r) => titles(r.body.data));
    expect(await walk(f, 5)).toEqual({ seen: byPage, total: 14 });

    // Three products created in the same microsecond: the id breaks the tie, none is skipped or repeated.
    const fx = factories(t.db.ds);
    const cat = await fx.category({ name: 'Same Moment' });
    try {
      for (const title of ['Tie A', 'Tie B', 'Tie C'])
        await fx.product({ categoryId: cat.id, title, createdAt: new Date('2024-01-01T10:00:00.123Z') });
      await t.db.ds.query(
        `UPDATE products SET created_at = '2024-01-01T10:00:00.123456Z' WHERE category_id = $1`,
        [cat.id],
      );
      expect((await walk({ categoryIds: [cat.id] }, 1)).seen).toEqual(['Tie C', 'Tie B', 'Tie A']);
    } finally {
      await t.db.ds.query('DELETE FROM products WHERE category_id = $1', [cat.id]);
      await t.db.ds.query('DELETE FROM categories WHERE id = $1', [cat.id]);
    }

    const bad = await t.gql(feedQuery, { a: 'not-a-cursor' });
    expect(bad.body.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(bad.body.errors?.[0].message).toBe('The cursor is not valid: start again from the first page.');
    expect((await t.gql(feedQuery, { n: 500 })).body.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a bad page or id list with 422', async () => {
    for (const q of ['page=0', 'page=abc', 'page=-1', 'category[]=x', 'brand=1,zz']) {
      const res = await t.rest('GET', `/get-products?${q}`);
      expect(res.status).toBe(422);
      expect(res.body.status).toBe(422);
      expect(typeof res.body.message).toBe('string');
      expect(Object.keys(res.body.errors).length).toBe(1);
    }
    const gql = await t.gql('{ products(page: 0) { items { id } } }');
    expect(gql.body.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('lists a page with a fixed number of SQL queries whatever its size (no N+1)', async () => {
    const spy = jest.spyOn(PostgresQueryRunner.prototype, 'query');
    const count = async (path: string) => {
      spy.mockClear();
      const res = await t.rest('GET', path);
      expect(res.status).toBe(200);
      return { queries: spy.mock.calls.length, items: res.body.data.length };
    };
    const small = await count(`/get-products?category=${ids.home}`);
    const full = await count('/get-products');
    spy.mockRestore();
    expect(small.items).toBeLessThan(full.items);
    expect(full.items).toBe(12);
    expect(full.queries).toBeLessThanOrEqual(small.queries + 1);
    expect(full.queries).toBeLessThanOrEqual(10);
  });
});
