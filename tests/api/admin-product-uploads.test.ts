/**
 * Product images uploaded through GraphQL (alone, or as a new product's gallery in one
 * request), the alternative product form's variants and category, and the dashboard's counts
 * and revenue by the shop's calendar day.
 */
import { existsSync } from 'node:fs';
import { factories } from '../support/factories';
import { productImageFile, startCatalogAdmin } from '../support/catalog-admin';
import { png } from '../support/storage-shop';
import type { TestServer } from '../support/test-server';

let t: TestServer;
let admin: string;
let customer: string;
beforeAll(async () => {
  ({ t, admin, customer } = await startCatalogAdmin());
  // A category and a product of the catalogue to upload images to.
  const f = factories(t.db.ds);
  await f.product({ categoryId: (await f.category({ name: 'Home Decor' })).id });
});
afterAll(() => t.close());

const file = (name: string) => productImageFile(t, name);

describe('GraphQL upload', () => {
  const send = async (token: string | null, preflight = true) => {
    const [{ id: productId }] = await t.db.ds.query(`SELECT id FROM products ORDER BY id LIMIT 1`);
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query:
          'mutation($p: Int!, $f: Upload!) { uploadProductImage(productId: $p, file: $f) { image { id image isDefault } errors { field message } } }',
        variables: { p: productId, f: null },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.f'] }));
    form.append('0', new Blob([new Uint8Array(await png('#abcdef'))]), 'x.png');
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (preflight) headers['apollo-require-preflight'] = 'true';
    const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers, body: form });
    return { status: res.status, body: await res.json().catch(() => null) };
  };

  it('stores an image uploaded through GraphQL by an admin', async () => {
    const res = await send(admin);
    expect(res.body.data.uploadProductImage.errors).toEqual([]);
    expect(existsSync(file(res.body.data.uploadProductImage.image.image))).toBe(true);
  });

  it('refuses an upload without the CSRF preflight header, and from customers or visitors', async () => {
    const before = (await t.db.ds.query('SELECT count(*)::int AS n FROM product_images'))[0].n;
    expect((await send(admin, false)).status).toBe(400);
    expect((await send(customer)).body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await send(null)).body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await t.db.ds.query('SELECT count(*)::int AS n FROM product_images'))[0].n).toBe(before);
  });
});

describe('GraphQL product create with its gallery', () => {
  const create = async (input: Record<string, unknown>, files: Array<[Buffer, string]>) => {
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query:
          'mutation($i: ProductInput!, $g: [Upload!]) { createProduct(input: $i, gallery: $g) { product { id images { image isDefault } } errors { field message } } }',
        variables: { i: input, g: files.map(() => null) },
      }),
    );
    form.append(
      'map',
      JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.g.${i}`]]))),
    );
    files.forEach(([buf, name], i) => form.append(String(i), new Blob([new Uint8Array(buf)]), name));
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'apollo-require-preflight': 'true' },
      body: form,
    });
    return (await res.json()) as {
      data: {
        createProduct: {
          product: { id: number; images: Array<{ image: string; isDefault: boolean }> } | null;
          errors: Array<{ field: string; message: string }>;
        };
      };
    };
  };
  const input = async (sku: string) => {
    const [{ id: categoryId }] = await t.db.ds.query(`SELECT id FROM categories ORDER BY id LIMIT 1`);
    return { title: 'Gallery Bunny', categoryId, price: 900, sku, isFeatured: false, status: 1 };
  };

  it('stores the product and its images in order in one request, the first the default', async () => {
    const res = await create(await input('GQL-GAL-1'), [
      [await png('#f5c542'), 'a.png'],
      [await png('#7cc6c0'), 'b.png'],
    ]);
    expect(res.data.createProduct.errors).toEqual([]);
    const images = res.data.createProduct.product!.images;
    expect(images.map((i) => i.isDefault)).toEqual([true, false]);
    for (const i of images) expect(existsSync(file(i.image))).toBe(true);
  });

  it('refuses a file that is not an image by its gallery index, storing nothing', async () => {
    const before = (await t.db.ds.query('SELECT count(*)::int AS n FROM product_images'))[0].n;
    const res = await create(await input('GQL-GAL-2'), [
      [await png('#000', 10, 10), 'ok.png'],
      [Buffer.from('definitely not a jpeg'), 'photo.jpg'],
    ]);
    expect(res.data.createProduct).toEqual({
      product: null,
      errors: [{ field: 'gallery.1', message: 'The image must be a JPEG, PNG or WebP file.' }],
    });
    expect(
      (await t.db.ds.query(`SELECT count(*)::int AS n FROM products WHERE sku = 'GQL-GAL-2'`))[0].n,
    ).toBe(0);
    expect((await t.db.ds.query('SELECT count(*)::int AS n FROM product_images'))[0].n).toBe(before);
  });
});

describe('alternative product form', () => {
  it('validates each variant and creates real variant rows that count as stock', async () => {
    const bad = await t.rest('POST', '/products', { variants: [{}] }, admin);
    expect(bad.body.errors).toEqual({
      name: ['Product name is required'],
      base_price: ['Base price is required'],
      'variants.0.sku': ['SKU is required'],
      'variants.0.price': ['Price is required'],
      'variants.0.stock': ['Stock is required'],
      'variants.0.size': ['Size is required'],
      'variants.0.color': ['Color is required'],
    });
    const res = await t.rest(
      'POST',
      '/products',
      {
        name: 'Chunky Cardigan',
        description: '<p>Warm</p><script>x</script>',
        base_price: 5500.5,
        variants: [
          { sku: 'CARD-M-CRM', price: 5500.5, stock: 2, attributes: { size: 'Medium', color: 'Cream' } },
          { sku: 'CARD-L-MST', price: 5900, stock: 3, attributes: { size: 'Large', color: 'Mustard' } },
        ],
      },
      admin,
    );
    expect(res.body).toMatchObject({
      status: 200,
      message: expect.stringMatching(
        /^Product created successfully! Hidden from the shop: it has no category/,
      ),
      data: { hidden: true },
    });
    // Posted without a category (the spec's payload has none), it waits hidden in an inactive
    // 'Uncategorised', which never shows in the shop filters (the answer says so); the owner gives it a category.
    expect((await t.rest('GET', '/get-products?search=Chunky')).body.data).toEqual([]);
    expect(JSON.stringify((await t.rest('GET', '/get-categories')).body.data)).not.toContain('Uncategorised');
    const [{ id: categoryId }] = await t.db.ds.query(
      `INSERT INTO categories (name, status) VALUES ('Wearables', 1) RETURNING id`,
    );
    await t.db.ds.query('UPDATE products SET category_id = $1 WHERE id = $2', [categoryId, res.body.data.id]);
    const listing = await t.rest('GET', '/get-products?search=Chunky');
    expect(listing.body.data).toEqual([
      expect.objectContaining({
        title: 'Chunky Cardigan',
        stock: 5,
        price: 5500.5,
        description: '<p>Warm</p>',
      }),
    ]);
    expect(
      listing.body.data[0].variants.map((v: { size: string; color: string; stock: number }) => [
        v.size,
        v.color,
        v.stock,
      ]),
    ).toEqual([
      ['Medium', 'Cream', 2],
      ['Large', 'Mustard', 3],
    ]);
    const again = await t.rest(
      'POST',
      '/products',
      {
        name: 'Copy',
        base_price: 1,
        variants: [{ sku: 'CARD-M-CRM', price: 1, stock: 1, attributes: { size: 'S', color: 'Red' } }],
      },
      admin,
    );
    expect(again.body.errors?.['variants.0.sku']).toEqual(['The SKU has already been taken.']);
  });

  it('puts the product in the category the form chose (GraphQL), and refuses an unknown one', async () => {
    const [{ id: categoryId }] = await t.db.ds.query(
      `INSERT INTO categories (name, status) VALUES ('Toys', 1) RETURNING id`,
    );
    const m = `mutation($input: ProductWithVariantsInput!) { createProductWithVariants(input: $input) { product { id category { name } stock } errors { field message } } }`;
    const input = {
      name: 'Kitten Pair',
      basePrice: 2500.5,
      variants: [{ sku: 'KIT-S-PNK', price: 2500.5, stock: 4, size: 'Small', color: 'Pink' }],
    };
    const bad = await t.gql(m, { input: { ...input, categoryId: 999999 } }, admin);
    // GraphQL names the field as its input does (categoryId); the REST body's name (category_id) is the REST adapter's.
    expect(bad.body.data.createProductWithVariants.errors).toEqual([
      { field: 'categoryId', message: 'Please select a category' },
    ]);
    const ok = await t.gql(m, { input: { ...input, categoryId } }, admin);
    expect(ok.body.data.createProductWithVariants.product).toMatchObject({
      category: { name: 'Toys' },
      stock: 4,
    });
    expect(
      (await t.rest('GET', `/get-products?category=${categoryId}`)).body.data.map(
        (p: { title: string }) => p.title,
      ),
    ).toEqual(['Kitten Pair']);
  });
});

describe('dashboard', () => {
  it('shows real counts and the revenue of paid orders in the last 30 days', async () => {
    const [{ id: userId }] = await t.db.ds.query(`SELECT id FROM users WHERE role = 'CUSTOMER' LIMIT 1`);
    const insert = (total: number, status: string, payment: string, daysAgo: number) =>
      t.db.ds.query(
        `INSERT INTO orders (user_id, name, email, address, city, street, zip, mobile, payment_method, sub_total, shipping, grand_total, status, payment_status, created_at)
       VALUES ($1, 'N', 'n@x.pk', 'A', 'Lahore', 'Punjab', '1', '03001234567', 'cod', $2 - 20000, 20000, $2, $3, $4, now() - ($5 || ' days')::interval)`,
        [userId, total, status, payment, daysAgo],
      );
    await insert(150000, 'delivered', 'paid', 1);
    await insert(70000, 'pending', 'unpaid', 1); // not paid (yet): not revenue
    await insert(50000, 'cancelled', 'paid', 2);
    await insert(99900, 'pending', 'paid', 45);
    const rest = await t.rest('GET', '/admin/dashboard', undefined, admin);
    const [{ products }] = await t.db.ds.query('SELECT count(*)::int AS products FROM products');
    expect(rest.body.data).toMatchObject({ users: 1, orders: 4, products, revenue_30_days: 1500 });
    expect(rest.body.data.daily).toHaveLength(14);
    const yesterday = rest.body.data.daily[12];
    expect(yesterday).toMatchObject({ orders: 2, revenue: 1500 });
    const gql = await t.gql(
      '{ dashboard { customers orders products revenue30Days daily { day orders revenue } } }',
      undefined,
      admin,
    );
    expect(gql.body.data.dashboard).toMatchObject({ customers: 1, orders: 4, revenue30Days: 1500 });
  });

  it('counts each order on its calendar day in the shop time zone (Asia/Karachi, UTC+5), not the database session zone', async () => {
    await t.db.ds.query('DELETE FROM order_items');
    await t.db.ds.query('DELETE FROM order_history');
    await t.db.ds.query('DELETE FROM orders');
    const [{ id: userId }] = await t.db.ds.query(`SELECT id FROM users WHERE role = 'CUSTOMER' LIMIT 1`);
    // Yesterday 23:30 in Karachi is yesterday 18:30 UTC; today 00:30 in Karachi is yesterday 19:30 UTC.
    const at = (day: 'yesterday' | 'today', time: string) =>
      t.db.ds.query(
        `INSERT INTO orders (user_id, name, email, address, city, street, zip, mobile, payment_method, sub_total, shipping, grand_total, status, payment_status, created_at)
       VALUES ($1, 'N', 'n@x.pk', 'A', 'Lahore', 'Punjab', '1', '03001234567', 'cod', 80000, 20000, 100000, 'delivered', 'paid',
               ((date_trunc('day', now() AT TIME ZONE 'Asia/Karachi') - CASE WHEN $2 = 'today' THEN interval '0' ELSE interval '1 day' END + $3::interval) AT TIME ZONE 'Asia/Karachi'))`,
        [userId, day, time],
      );
    await at('yesterday', '23:30');
    await at('today', '00:30');
    // The test database's sessions run in UTC, where both orders fall on yesterday.
    expect((await t.db.ds.query('SHOW timezone'))[0].TimeZone).toMatch(/^(UTC|Etc\/UTC|GMT)$/);
    const { daily } = (await t.rest('GET', '/admin/dashboard', undefined, admin)).body.data;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());
    expect(daily[13]).toMatchObject({ day: today, orders: 1, revenue: 1000 });
    expect(daily[12]).toMatchObject({ orders: 1, revenue: 1000 });
  });
});
