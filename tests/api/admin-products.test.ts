/**
 * Products in the back office through REST: the spec's messages, a product created with
 * uploaded images and per-value stock (its description sanitized), files refused by what they
 * are, and the list searched, sorted and paged; and created through GraphQL with field errors.
 */
import { existsSync } from 'node:fs';
import { productImageFile, startCatalogAdmin } from '../support/catalog-admin';
import { factories } from '../support/factories';
import { multipart as multipartAs, png } from '../support/storage-shop';
import type { TestServer } from '../support/test-server';

let t: TestServer;
let admin: string;
beforeAll(async () => ({ t, admin } = await startCatalogAdmin()));
afterAll(() => t.close());

const multipart = (
  p: string,
  fields: Record<string, string | string[]>,
  files: Array<[string, Buffer, string]>,
  token = admin,
) => multipartAs(t, token, p, fields, files);
const file = (name: string) => productImageFile(t, name);

describe('products', () => {
  let categoryId: number;
  let valueIds: number[];
  beforeAll(async () => {
    categoryId = (await t.rest('POST', '/admin/categories', { name: 'Home Decor', status: 1 }, admin)).body
      .data.id;
    const colour = await t.rest(
      'POST',
      '/admin/attributes',
      {
        name: 'Colour',
        values: [
          { value: 'Cream', code: 'CRM' },
          { value: 'Blue', code: 'BLU' },
        ],
      },
      admin,
    );
    valueIds = colour.body.values.map((v: { id: number }) => v.id);
    // A product already in the catalogue, whose SKU another product may not take.
    await factories(t.db.ds).product({ categoryId, title: 'P', sku: 'BR-P' });
  });

  it('validates with the spec messages (two spaces in the price message included)', async () => {
    const res = await multipart('/admin/products', {}, []);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      title: ['The title field is required'],
      category: ['Please select a category'],
      price: ['The  price field is required'],
      sku: ['The sku field is required'],
      is_featured: ['Please select Featured status'],
      status: ['Please select a status'],
    });
  });

  it('creates a product with two uploaded images and per-value stock, sanitizing the description', async () => {
    const res = await multipart(
      '/admin/products',
      {
        title: 'Sunflower Cushion',
        category: String(categoryId),
        price: '2200',
        compare_price: '2500',
        sku: 'CUSH-1',
        is_featured: 'yes',
        status: '1',
        qty: '9',
        description:
          '<p onclick="steal()">Bright <b>sunflower</b></p><script>alert(1)</script><img src=x onerror=alert(2)>',
        'attribute_values[]': [
          JSON.stringify({ attribute_value_id: valueIds[0], qty: 4 }),
          JSON.stringify({ attribute_value_id: valueIds[1], qty: 'zero' }),
        ],
      },
      [
        ['gallery[0]', await png('#f5c542'), 'a.png'],
        ['gallery[1]', await png('#7cc6c0'), 'b.png'],
      ],
    );
    expect(res.status).toBe(200);
    const id = res.body.data.id;
    const details = await t.rest('GET', `/product-details/${id}`);
    const p = details.body.data;
    expect(p.description).toBe('<p>Bright <b>sunflower</b></p>');
    expect(p.product_images).toHaveLength(2);
    expect(p.product_images[0].is_default).toBe(true);
    expect(p.image_url).toBe(p.product_images[0].image_url);
    expect(p.attribute_values.map((v: { pivot: { qty: number } }) => v.pivot.qty)).toEqual([4, 1]);
    for (const img of p.product_images) {
      expect(existsSync(file(img.image))).toBe(true);
      expect(existsSync(file(`300/${img.image}`))).toBe(true);
      expect(existsSync(file(`800/${img.image}`))).toBe(true);
    }

    const edit = await t.rest('GET', `/admin/products/${id}`, undefined, admin);
    expect(edit.body).toMatchObject({
      status: 200,
      data: { category_id: categoryId, compare_price: 2500 },
      attribute_ids: [expect.any(Number)],
    });
    expect(edit.body.attribute_values).toEqual([
      { attribute_value_id: valueIds[0], attribute_id: expect.any(Number), qty: 4 },
      { attribute_value_id: valueIds[1], attribute_id: expect.any(Number), qty: 1 },
    ]);

    // Set the second image as default, then delete the first: files go, image_url follows.
    const [first, second] = p.product_images;
    expect(
      (
        await t.rest(
          'GET',
          `/admin/default-image/update?image=${second.id}&product_id=${id}`,
          undefined,
          admin,
        )
      ).body.status,
    ).toBe(200);
    expect((await t.rest('GET', `/product-details/${id}`)).body.data.image_url).toBe(second.image_url);
    expect((await t.rest('DELETE', `/admin/image/delete/${first.id}`, undefined, admin)).body).toEqual({
      status: 200,
      message: 'Image deleted successfully.',
    });
    expect(existsSync(file(first.image))).toBe(false);
    expect(existsSync(file(`300/${first.image}`))).toBe(false);

    // One more image through the single-image path.
    const added = await multipart('/admin/product-image/store', { product_id: String(id) }, [
      ['image', await png('#c45d3b'), 'c.png'],
    ]);
    expect(added.body).toMatchObject({
      status: 200,
      data: { is_default: false, image_url: expect.stringContaining('/uploads/products/') },
    });
    expect(
      (await multipart('/admin/product-image/store', { product_id: String(id) }, [])).body.errors,
    ).toEqual({ image: ['No files selected.'] });

    // Update, then delete the product with its files.
    const upd = await t.rest(
      'PUT',
      `/admin/products/${id}`,
      {
        title: 'Sunflower Cushion Cover',
        category: categoryId,
        price: 2100,
        sku: 'CUSH-1',
        is_featured: 'no',
        status: 0,
        attribute_values: [JSON.stringify({ attribute_value_id: valueIds[1] })],
        stock: [{ attribute_value_id: valueIds[1], quantity: 3, compare_quantity: 1 }],
      },
      admin,
    );
    expect(upd.body).toMatchObject({
      status: 200,
      message: 'Product updated successfully.',
      data: { title: 'Sunflower Cushion Cover', price: 2100, status: 0, is_featured: 'no' },
    });
    expect((await t.rest('GET', `/product-details/${id}`)).status).toBe(404);
    expect(
      await t.db.ds.query(
        'SELECT attribute_value_id AS id, qty FROM product_attribute_values WHERE product_id = $1',
        [id],
      ),
    ).toEqual([{ id: valueIds[1], qty: 3 }]);
    const dup = await t.rest(
      'PUT',
      `/admin/products/${id}`,
      { title: 'X', category: categoryId, price: 1, sku: 'CUSH-1', is_featured: 'no', status: 1 },
      admin,
    );
    expect(dup.status).toBe(200);
    const other = await t.rest(
      'PUT',
      `/admin/products/${id}`,
      { title: 'X', category: categoryId, price: 1, sku: 'BR-P', is_featured: 'no', status: 1 },
      admin,
    );
    expect(other.body.errors).toEqual({ sku: ['The sku has already been taken.'] });
    expect((await t.rest('DELETE', `/admin/products/${id}`, undefined, admin)).body.message).toBe(
      'Product deleted successfully.',
    );
    expect(existsSync(file(second.image))).toBe(false);
    expect(existsSync(file(added.body.data.image))).toBe(false);
  });

  it('refuses a text file named .jpg, an oversize file and too many files, storing nothing', async () => {
    const base = {
      title: 'Bad',
      category: String(categoryId),
      price: '100',
      sku: 'BAD-1',
      is_featured: 'no',
      status: '1',
    };
    const fake = await multipart('/admin/products', base, [
      ['gallery[0]', Buffer.from('definitely not a jpeg'), 'photo.jpg'],
    ]);
    expect(fake.status).toBe(422);
    expect(fake.body.errors?.['gallery.0']).toEqual(['The image must be a JPEG, PNG or WebP file.']);
    const big = await multipart('/admin/products', base, [
      ['gallery[0]', Buffer.alloc(6 * 1024 * 1024, 1), 'big.png'],
    ]);
    expect(big.status).toBe(422);
    expect(big.body.message).toBe('The image may not be greater than 5 MB.');
    const small = await png('#000', 10, 10);
    const many = await multipart(
      '/admin/products',
      base,
      Array.from({ length: 11 }, (_, i) => [`gallery[${i}]`, small, `${i}.png`] as [string, Buffer, string]),
    );
    expect(many.status).toBe(422);
    expect((await t.db.ds.query(`SELECT count(*)::int AS n FROM products WHERE sku = 'BAD-1'`))[0].n).toBe(0);
  });

  it('lists with server-side search, sort and pages', async () => {
    for (const [i, title] of ['Alpha Scarf', 'Beta Scarf', 'Gamma Bag'].entries()) {
      await multipart(
        '/admin/products',
        {
          title,
          category: String(categoryId),
          price: String(100 * (i + 1)),
          sku: `LIST-${i}`,
          is_featured: 'no',
          status: '1',
        },
        [],
      );
    }
    const res = await t.rest(
      'GET',
      '/admin/products?search=scarf&sort=price&direction=asc&per_page=1',
      undefined,
      admin,
    );
    expect(res.body.data.map((p: { title: string }) => p.title)).toEqual(['Alpha Scarf']);
    expect(res.body.meta).toMatchObject({ total: 2, last_page: 2, per_page: 1 });
    const bySku = await t.gql(
      '{ adminProducts(search: "LIST-2") { items { title status } meta { total } } }',
      undefined,
      admin,
    );
    expect(bySku.body.data.adminProducts).toEqual({
      items: [{ title: 'Gamma Bag', status: 1 }],
      meta: { total: 1 },
    });
  });

  it('creates through GraphQL with field errors in the payload', async () => {
    const q =
      'mutation($i: ProductInput!) { createProduct(input: $i) { product { id title price isFeatured attributeValues { id qty } } errors { field message } } }';
    const bad = await t.gql(q, { i: { title: '', attributeValues: [] } }, admin);
    expect(bad.body.data.createProduct.errors.map((e: { message: string }) => e.message)).toEqual([
      'The title field is required',
      'Please select a category',
      'The  price field is required',
      'The sku field is required',
      'Please select Featured status',
      'Please select a status',
    ]);
    const ok = await t.gql(
      q,
      {
        i: {
          title: 'GQL Bunny',
          categoryId,
          price: 1500.5,
          sku: 'GQL-1',
          isFeatured: true,
          status: 1,
          attributeValues: [{ attributeValueId: valueIds[0], qty: 0 }],
        },
      },
      admin,
    );
    expect(ok.body.data.createProduct.product).toMatchObject({
      title: 'GQL Bunny',
      price: 1500.5,
      isFeatured: true,
      attributeValues: [{ id: valueIds[0], qty: 1 }],
    });
  });
});
