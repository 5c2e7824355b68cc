import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { factories } from '../support/factories';
import { createTestServer, TestServer } from '../support/test-server';

let t: TestServer;
const ids: Record<string, number> = {};

const PRODUCT_FIELDS = `id title price comparePrice qty stock sku status isFeatured imageUrl thumbnailUrl averageRating reviewCount
  category { id name } brand { id name } images { id image imageUrl thumbnailUrl isDefault }
  attributeValues { id value code qty attribute { id name } } variants { id sku price stock size color }`;

beforeAll(async () => {
  t = await createTestServer();
  const f = factories(t.db.ds);
  const amigurumi = await f.category({ name: 'Amigurumi' });
  const animals = await f.category({ name: 'Animals', parentId: amigurumi.id });
  const home = await f.category({ name: 'Home Decor' });
  const hidden = await f.category({ name: 'Hidden Things', status: 0 });
  const b1 = await f.brand({ name: 'Lahore Loops' });
  const b2 = await f.brand({ name: 'Multan Makers' });
  const b3 = await f.brand({ name: 'Closed Brand', status: 0 });
  Object.assign(ids, {
    amigurumi: amigurumi.id,
    animals: animals.id,
    home: home.id,
    hidden: hidden.id,
    b1: b1.id,
    b2: b2.id,
    b3: b3.id,
  });

  const base = Date.parse('2026-01-01T00:00:00Z');
  let minute = 0;
  const at = () => new Date(base + ++minute * 60_000);
  for (let i = 1; i <= 14; i++) {
    await f.product({
      title: `Crochet Kitten ${i}`,
      categoryId: animals.id,
      brandId: b1.id,
      createdAt: at(),
      isFeatured: i % 5 === 0,
    });
  }
  await f.product({ title: 'Top Level Amigurumi Doll', categoryId: amigurumi.id, createdAt: at() });
  const bunny = await f.product({
    title: 'Bunny Amigurumi',
    categoryId: animals.id,
    brandId: b2.id,
    qty: 5,
    price: 1500,
    comparePrice: 180000,
    createdAt: at(),
    isFeatured: true,
    description: '<p>Soft bunny</p>',
  });
  const coaster = await f.product({ title: 'Cotton Coaster Set 50%', categoryId: home.id, createdAt: at() });
  await f.product({ title: 'Secret Inactive Item', categoryId: home.id, status: 0, createdAt: at() });
  await f.product({ title: 'Hidden Category Item', categoryId: hidden.id, createdAt: at() });
  await f.product({ title: 'Closed Brand Item', categoryId: home.id, brandId: b3.id, createdAt: at() });
  const soldOut = await f.product({ title: 'Sold Out Scarf', categoryId: home.id, qty: 0, createdAt: at() });
  const beanie = await f.product({ title: 'Variant Beanie', categoryId: home.id, qty: 0, createdAt: at() });
  Object.assign(ids, { bunny: bunny.id, coaster: coaster.id, soldOut: soldOut.id, beanie: beanie.id });

  const size = await f.attribute('Size', [
    { value: 'Small', code: 'S' },
    { value: 'Medium', code: 'M' },
  ]);
  const colour = await f.attribute('Colour', [
    { value: 'Red', code: 'RED' },
    { value: 'Blue', code: 'BLU' },
  ]);
  Object.assign(ids, {
    small: size.values[0].id,
    medium: size.values[1].id,
    red: colour.values[0].id,
    blue: colour.values[1].id,
  });
  await f.linkValue(bunny.id, ids.small, 2);
  await f.linkValue(bunny.id, ids.medium, 0);
  await f.linkValue(bunny.id, ids.red, 5);
  await f.image(bunny.id, { image: 'bunny-2.webp', position: 1 });
  await f.image(bunny.id, { image: 'bunny-1.webp', position: 0, isDefault: true });
  await f.variant(beanie.id, { stock: 2, price: 90000, sizeValueId: ids.small, colorValueId: ids.blue });
  await f.variant(beanie.id, { stock: 3, price: 95000, sizeValueId: ids.medium, colorValueId: ids.red });
});

afterAll(() => t.close());

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

describe('product details', () => {
  it('returns images, attribute values with stock, rating and prices in rupees', async () => {
    const rest = await t.rest('GET', `/product-details/${ids.bunny}`);
    expect(rest.status).toBe(200);
    const p = rest.body.data;
    expect(p).toMatchObject({
      id: ids.bunny,
      title: 'Bunny Amigurumi',
      price: 1500,
      compare_price: 1800,
      qty: 5,
      stock: 5,
      status: 1,
      is_featured: 'yes',
      category: { id: ids.animals, name: 'Animals' },
      brand: { id: ids.b2, name: 'Multan Makers' },
      description: '<p>Soft bunny</p>',
    });
    expect(p.product_images.map((i: any) => i.image)).toEqual(['bunny-1.webp', 'bunny-2.webp']);
    expect(p.image_url).toBe(`${t.url}/uploads/products/bunny-1.webp`);
    expect(p.thumbnail_url).toBe(`${t.url}/uploads/products/300/bunny-1.webp`);
    expect(p.attribute_values).toEqual([
      {
        id: ids.small,
        value: 'Small',
        code: 'S',
        attribute: { id: expect.any(Number), name: 'Size' },
        pivot: { qty: 2 },
      },
      {
        id: ids.medium,
        value: 'Medium',
        code: 'M',
        attribute: { id: expect.any(Number), name: 'Size' },
        pivot: { qty: 0 },
      },
      {
        id: ids.red,
        value: 'Red',
        code: 'RED',
        attribute: { id: expect.any(Number), name: 'Colour' },
        pivot: { qty: 5 },
      },
    ]);
    const gql = await t.gql(`query($id: Int!) { product(id: $id) { ${PRODUCT_FIELDS} } }`, { id: ids.bunny });
    expect(gql.body.data.product).toMatchObject({
      title: 'Bunny Amigurumi',
      price: 1500,
      comparePrice: 1800,
      stock: 5,
      images: [
        { image: 'bunny-1.webp', isDefault: true },
        { image: 'bunny-2.webp', isDefault: false },
      ],
    });
    // The web client's URLs are relative (any host name works); REST's above stay absolute.
    expect(gql.body.data.product).toMatchObject({
      imageUrl: '/uploads/products/bunny-1.webp',
      thumbnailUrl: '/uploads/products/300/bunny-1.webp',
    });
    expect(gql.body.data.product.images[1]).toMatchObject({
      imageUrl: '/uploads/products/bunny-2.webp',
      thumbnailUrl: '/uploads/products/300/bunny-2.webp',
    });
    expect(gql.body.data.product.attributeValues).toHaveLength(3);
  });

  it('sums variant stock and carries variant prices, sizes and colours', async () => {
    const rest = await t.rest('GET', `/product-details/${ids.beanie}`);
    expect(rest.body.data.stock).toBe(5);
    expect(rest.body.data.variants).toEqual([
      expect.objectContaining({
        price: 900,
        stock: 2,
        size: 'Small',
        color: 'Blue',
        size_id: ids.small,
        color_id: ids.blue,
      }),
      expect.objectContaining({ price: 950, stock: 3, size: 'Medium', color: 'Red' }),
    ]);
  });

  it('answers 404 for unknown, inactive and malformed ids; GraphQL gives null', async () => {
    const inactive = (await t.db.ds.query(`SELECT id FROM products WHERE title = 'Secret Inactive Item'`))[0]
      .id;
    for (const id of [999999, inactive, 'abc', '1e3']) {
      const res = await t.rest('GET', `/product-details/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ status: 404, message: 'Product not found.' });
    }
    const gql = await t.gql('query($id: Int!) { product(id: $id) { id } }', { id: inactive });
    expect(gql.body.data.product).toBeNull();
  });
});

describe('reviews', () => {
  it('creates a review, lists it and updates the average rating', async () => {
    const a = await t.rest('POST', '/product-reviews', {
      product_id: ids.coaster,
      name: 'Ayesha',
      comment: 'Lovely <b>work</b>',
      rating: 5,
    });
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ status: 200, message: 'Review submitted successfully!' });
    const b = await t.gql(
      'mutation($i: ReviewInput!) { createReview(input: $i) { review { id name rating } errors { field message } } }',
      {
        i: { productId: ids.coaster, name: 'Bilal', comment: 'Good', rating: 2 },
      },
    );
    expect(b.body.data.createReview).toMatchObject({ review: { name: 'Bilal', rating: 2 }, errors: [] });
    const list = await t.rest('GET', `/product-reviews/${ids.coaster}`);
    expect(list.body.data.map((r: any) => [r.name, r.comment])).toEqual([
      ['Bilal', 'Good'],
      ['Ayesha', 'Lovely <b>work</b>'],
    ]);
    const details = await t.rest('GET', `/product-details/${ids.coaster}`);
    expect(details.body.data).toMatchObject({ average_rating: 3.5, review_count: 2 });
    const gql = await t.gql('query($id: Int!) { productReviews(productId: $id) { name } }', {
      id: ids.coaster,
    });
    expect(gql.body.data.productReviews.map((r: any) => r.name)).toEqual(['Bilal', 'Ayesha']);
  });

  it('refuses incomplete reviews with the spec message and stores nothing', async () => {
    const msg = 'Please fill in all fields and select a rating.';
    for (const body of [
      { product_id: ids.bunny, name: '', comment: 'x', rating: 3 },
      { product_id: ids.bunny, name: 'A', comment: '   ', rating: 3 },
      { product_id: ids.bunny, name: 'A', comment: 'x', rating: 0 },
      { product_id: ids.bunny, name: 'A', comment: 'x' },
    ]) {
      const res = await t.rest('POST', '/product-reviews', body);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(msg);
    }
    const six = await t.rest('POST', '/product-reviews', {
      product_id: ids.bunny,
      name: 'A',
      comment: 'x',
      rating: 6,
    });
    expect(six.status).toBe(422);
    expect(six.body.errors.rating).toHaveLength(1);
    const gql = await t.gql(
      'mutation($i: ReviewInput!) { createReview(input: $i) { review { id } errors { field message } } }',
      {
        i: { productId: ids.bunny, name: '', comment: '', rating: 0 },
      },
    );
    expect(gql.body.data.createReview.review).toBeNull();
    expect(gql.body.data.createReview.errors.map((e: any) => e.field)).toEqual(['name', 'comment', 'rating']);
    expect((await t.rest('GET', `/product-reviews/${ids.bunny}`)).body.data).toEqual([]);
    const unknown = await t.rest('POST', '/product-reviews', {
      product_id: 999999,
      name: 'A',
      comment: 'x',
      rating: 4,
    });
    expect(unknown.status).toBe(404);
  });
});

describe('check-stock', () => {
  const check = (id: number, body: unknown) => t.rest('POST', `/products/${id}/check-stock`, body);

  it('answers 200 when available', async () => {
    expect((await check(ids.bunny, { qty: 5 })).status).toBe(200);
    expect(
      (
        await check(ids.bunny, {
          items: [
            { attribute_value_id: ids.small, qty: 2 },
            { attribute_value_id: ids.red, qty: 2 },
          ],
        })
      ).status,
    ).toBe(200);
  });

  it('checks a product with explicit variants by variant: its own stock and the spec messages', async () => {
    const [small, medium] = (await t.gql(`{ product(id: ${ids.beanie}) { variants { id stock } } }`)).body
      .data.product.variants;
    expect((await check(ids.beanie, { qty: 2, variant_id: small.id })).body).toEqual({
      status: 200,
      available: true,
      stock: 2,
    });
    // The spec's items body names a variant by its size and colour values.
    expect(
      (
        await check(ids.beanie, {
          items: [
            { attribute_value_id: ids.medium, qty: 3 },
            { attribute_value_id: ids.red, qty: 3 },
          ],
        })
      ).body.stock,
    ).toBe(3);
    await t.db.ds.query('UPDATE product_variants SET stock = 0 WHERE id = $1', [medium.id]);
    try {
      const cases: Array<[unknown, string]> = [
        [{ qty: 3, variant_id: small.id }, 'Required Quantity not available for this product variant.'],
        [{ qty: 1, variant_id: medium.id }, 'This variant is out of stock.'],
        [
          {
            items: [
              { attribute_value_id: ids.medium, qty: 1 },
              { attribute_value_id: ids.red, qty: 1 },
            ],
          },
          'This variant is out of stock.',
        ],
        // A line naming no variant cannot be ordered: the cart must not keep it.
        [{ qty: 1 }, 'Please select one value for each attribute.'],
        [{ qty: 3 }, 'No more stock available.'],
        // A combination that does not exist, and another product's variant.
        [
          {
            items: [
              { attribute_value_id: ids.small, qty: 1 },
              { attribute_value_id: ids.red, qty: 1 },
            ],
          },
          'This variant is not available for this product.',
        ],
        [{ qty: 1, variant_id: 999999 }, 'This variant is not available for this product.'],
      ];
      for (const [body, message] of cases) {
        const res = await check(ids.beanie, body);
        expect([res.status, res.body.message]).toEqual([422, message]);
        expect(res.body.errors).toBeDefined();
      }
      expect((await check(ids.bunny, { qty: 1, variant_id: small.id })).body.message).toBe(
        'This variant is not available for this product.',
      );
      expect((await check(ids.beanie, { qty: 1, variant_id: 'x' })).body.errors.variant_id).toHaveLength(1);

      const q =
        'query($id: Int!, $qty: Int, $v: Int) { checkStock(productId: $id, qty: $qty, variantId: $v) { available message stock } }';
      expect((await t.gql(q, { id: ids.beanie, qty: 2, v: small.id })).body.data.checkStock).toEqual({
        available: true,
        message: null,
        stock: 2,
      });
      expect((await t.gql(q, { id: ids.beanie, qty: 1, v: medium.id })).body.data.checkStock).toEqual({
        available: false,
        message: 'This variant is out of stock.',
        stock: 0,
      });
      expect((await t.gql(q, { id: ids.beanie, qty: 3, v: small.id })).body.data.checkStock).toEqual({
        available: false,
        message: 'Required Quantity not available for this product variant.',
        stock: 2,
      });
    } finally {
      await t.db.ds.query('UPDATE product_variants SET stock = 3 WHERE id = $1', [medium.id]);
    }
  });

  it('gives each variant its size and colour as the attribute values a cart line keeps', async () => {
    const { variants } = (
      await t.gql(
        `{ product(id: ${ids.beanie}) { stock variants { price stock options { id value code qty attribute { id name } } } } }`,
      )
    ).body.data.product;
    expect(variants[0]).toEqual({
      price: 900,
      stock: 2,
      options: [
        {
          id: ids.small,
          value: 'Small',
          code: 'S',
          qty: 2,
          attribute: { id: expect.any(Number), name: 'Size' },
        },
        {
          id: ids.blue,
          value: 'Blue',
          code: 'BLU',
          qty: 2,
          attribute: { id: expect.any(Number), name: 'Colour' },
        },
      ],
    });
  });

  it('answers 422 with the spec message when not available', async () => {
    const cases: Array<[number, unknown, string]> = [
      [ids.bunny, { qty: 6 }, 'No more stock available.'],
      [ids.soldOut, { qty: 1 }, 'Product is out of stock.'],
      [
        ids.bunny,
        { items: [{ attribute_value_id: ids.small, qty: 3 }] },
        'Required Quantity not available for this product variant.',
      ],
      [ids.bunny, { items: [{ attribute_value_id: ids.medium, qty: 1 }] }, 'This variant is out of stock.'],
      [ids.beanie, { qty: 6 }, 'No more stock available.'],
    ];
    for (const [id, body, message] of cases) {
      const res = await check(id, body);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(message);
      expect(res.body.errors).toBeDefined();
    }
    const bad = await check(ids.bunny, { qty: -1 });
    expect(bad.status).toBe(422);
    const frac = await check(ids.bunny, { qty: 1.5 });
    expect(frac.status).toBe(422);
  });

  it('answers 404 with an errors field for an unknown product', async () => {
    const res = await check(999999, { qty: 1 });
    expect(res.status).toBe(404);
    expect(res.body.errors).toEqual({ product: ['Product not found.'] });
  });

  it('is also a GraphQL query', async () => {
    const q =
      'query($id: Int!, $qty: Int, $items: [StockItemInput!]) { checkStock(productId: $id, qty: $qty, items: $items) { available message stock } }';
    expect((await t.gql(q, { id: ids.bunny, qty: 2 })).body.data.checkStock).toEqual({
      available: true,
      message: null,
      stock: 5,
    });
    expect(
      (await t.gql(q, { id: ids.bunny, items: [{ attributeValueId: ids.small, qty: 3 }] })).body.data
        .checkStock,
    ).toEqual({
      available: false,
      message: 'Required Quantity not available for this product variant.',
      stock: 5,
    });
    expect((await t.gql(q, { id: 999999, qty: 1 })).body.errors?.[0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('shop settings', () => {
  it('gives the shop time zone (SHOP_TIMEZONE) to every page, cached like the catalogue', async () => {
    expect((await t.gql('{ shop { timeZone } }')).body.data.shop).toEqual({ timeZone: 'Asia/Karachi' });
  });
});

describe('provinces and cities', () => {
  it('lists provinces and their cities', async () => {
    const provinces = await t.rest('GET', '/provinces');
    expect(provinces.body).toEqual(
      expect.arrayContaining(['Punjab', 'Sindh', 'Khyber Pakhtunkhwa', 'Balochistan']),
    );
    const cities = await t.rest('GET', '/cities/Punjab');
    expect(cities.body).toEqual(expect.arrayContaining([{ name: 'Lahore' }, { name: 'Multan' }]));
    expect((await t.rest('GET', '/cities/Atlantis')).status).toBe(404);
    const gql = await t.gql('{ provinces cities(province: "Sindh") { name } }');
    expect(gql.body.data.provinces).toContain('Sindh');
    expect(gql.body.data.cities).toEqual(
      expect.arrayContaining([{ name: 'Karachi' }, { name: 'Hyderabad' }]),
    );
  });
});

describe('contact form', () => {
  const valid = {
    name: 'Sana',
    email: 'sana@example.pk',
    mobile: '03001234567',
    subject: 'Custom order',
    message: 'Can you make a blue bunny?',
  };

  it('stores a valid message', async () => {
    const res = await t.rest('POST', '/contactus/submit', valid);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 200,
      message: 'Thank you for contacting us. We will get back to you soon.',
    });
    const gql = await t.gql(
      'mutation($i: ContactInput!) { submitContact(input: $i) { message errors { field } } }',
      { i: valid },
    );
    expect(gql.body.data.submitContact).toEqual({
      message: 'Thank you for contacting us. We will get back to you soon.',
      errors: [],
    });
    const rows = await t.db.ds.query('SELECT name, mobile FROM contact_messages');
    expect(rows).toEqual([
      { name: 'Sana', mobile: '03001234567' },
      { name: 'Sana', mobile: '03001234567' },
    ]);
  });

  it('refuses invalid input with the spec messages and stores nothing', async () => {
    const before = (await t.db.ds.query('SELECT count(*)::int AS n FROM contact_messages'))[0].n;
    const res = await t.rest('POST', '/contactus/submit', {});
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      name: ['Name is required'],
      email: ['Email is required'],
      mobile: ['Mobile is required'],
      subject: ['Subject is required'],
      message: ['Message is required'],
    });
    const bad = await t.rest('POST', '/contactus/submit', { ...valid, email: 'nope', mobile: '12345' });
    expect(bad.body.errors).toEqual({
      email: ['Invalid email address'],
      mobile: ['Enter a valid mobile number'],
    });
    const gql = await t.gql(
      'mutation($i: ContactInput!) { submitContact(input: $i) { message errors { field message } } }',
      {
        i: { ...valid, mobile: '0300-123' },
      },
    );
    expect(gql.body.data.submitContact).toEqual({
      message: null,
      errors: [{ field: 'mobile', message: 'Enter a valid mobile number' }],
    });
    expect((await t.db.ds.query('SELECT count(*)::int AS n FROM contact_messages'))[0].n).toBe(before);
  });
});

describe('bad requests', () => {
  it('answers malformed JSON with 400 and no stack trace', async () => {
    const res = await fetch(`${t.url}/api/contactus/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 400, message: 'The request body is not valid JSON.' });
  });

  it('answers an oversize body with 413', async () => {
    const res = await t.rest('POST', '/contactus/submit', { message: 'x'.repeat(200_000) });
    expect(res.status).toBe(413);
  });

  it('answers unknown paths with 404 JSON', async () => {
    const res = await t.rest('GET', '/nope');
    expect(res.status).toBe(404);
    expect(res.body.status).toBe(404);
  });

  it('refuses wrong GraphQL argument types and batched requests with a 400', async () => {
    const wrong = await t.gql('{ product(id: "abc") { id } }');
    expect(wrong.status).toBe(400);
    const batch = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ brands { id } }' }, { query: '{ brands { id } }' }]),
    });
    expect(batch.status).toBe(400);
  });

  it('refuses a GraphQL GET without a preflight header (CSRF prevention)', async () => {
    const res = await fetch(`${t.url}/graphql?query=${encodeURIComponent('{ brands { id } }')}`);
    expect(res.status).toBe(400);
  });
});
