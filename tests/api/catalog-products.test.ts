/**
 * A product as the storefront shows it: its details (images, attribute values with stock,
 * variants, prices in rupees; 404 for what is not shown), its reviews, and the stock check
 * a cart line is put through, with the spec's messages (REST and GraphQL).
 */
import { useSeededCatalog } from '../support/catalog-seed';
import type { TestServer } from '../support/test-server';

const catalog = useSeededCatalog();
let t: TestServer;
let ids: Record<string, number>;
beforeAll(() => ({ t, ids } = catalog));

const PRODUCT_FIELDS = `id title price comparePrice qty stock sku status isFeatured imageUrl thumbnailUrl averageRating reviewCount
  category { id name } brand { id name } images { id image imageUrl thumbnailUrl isDefault }
  attributeValues { id value code qty attribute { id name } } variants { id sku price stock size color }`;

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
