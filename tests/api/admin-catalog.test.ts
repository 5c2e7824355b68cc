/**
 * The back office's catalogue tree: admin paths refused to customers and visitors, categories
 * (a tree without cycles, one in use kept), brands and attributes with their values. Products
 * are in admin-products.test.ts, uploads through GraphQL and the dashboard in
 * admin-product-uploads.test.ts.
 */
import { startCatalogAdmin } from '../support/catalog-admin';
import type { TestServer } from '../support/test-server';

let t: TestServer;
let admin: string;
let customer: string;
beforeAll(async () => ({ t, admin, customer } = await startCatalogAdmin()));
afterAll(() => t.close());

describe('admin guard', () => {
  it('refuses customers and visitors on every admin path', async () => {
    for (const [method, p] of [
      ['GET', '/admin/categories'],
      ['POST', '/admin/brands'],
      ['GET', '/admin/attributes'],
      ['GET', '/admin/products'],
      ['DELETE', '/admin/products/1'],
      ['POST', '/products'],
      ['GET', '/admin/dashboard'],
      ['GET', '/admin/default-image/update?image=1&product_id=1'],
    ]) {
      expect(
        (await t.rest(method, p, method === 'GET' || method === 'DELETE' ? undefined : {}, customer)).status,
      ).toBe(403);
      expect((await t.rest(method, p, method === 'GET' || method === 'DELETE' ? undefined : {})).status).toBe(
        401,
      );
    }
    expect(
      (await t.gql('{ adminCategories { id } }', undefined, customer)).body.errors?.[0].extensions.code,
    ).toBe('FORBIDDEN');
  });
});

describe('categories', () => {
  it('creates a tree, refuses cycles and refuses deleting a category in use', async () => {
    const empty = await t.rest('POST', '/admin/categories', {}, admin);
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      name: ['The name field is required'],
      status: ['Please select a status'],
    });
    const root = (await t.rest('POST', '/admin/categories', { name: 'Amigurumi', status: 1 }, admin)).body
      .data;
    const child = (
      await t.rest('POST', '/admin/categories', { name: 'Animals', status: '1', parent_id: root.id }, admin)
    ).body.data;
    const gql = await t.gql(
      'mutation($i: CategoryInput!) { createCategory(input: $i) { category { id name parentId } errors { field message } } }',
      { i: { name: 'Tiny Animals', status: 0, parentId: child.id } },
      admin,
    );
    const grandchild = gql.body.data.createCategory.category;
    expect(grandchild).toMatchObject({ name: 'Tiny Animals', parentId: child.id });

    const tree = await t.rest('GET', '/admin/categories', undefined, admin);
    expect(tree.body.data).toEqual([
      {
        id: root.id,
        name: 'Amigurumi',
        status: 1,
        parent_id: null,
        child: [
          {
            id: child.id,
            name: 'Animals',
            status: 1,
            parent_id: root.id,
            child: [{ id: grandchild.id, name: 'Tiny Animals', status: 0, parent_id: child.id, child: [] }],
          },
        ],
      },
    ]);

    for (const parent of [root.id, grandchild.id]) {
      const cycle = await t.rest(
        'PUT',
        `/admin/categories/${root.id}`,
        { name: 'Amigurumi', status: 1, parent_id: parent },
        admin,
      );
      expect(cycle.status).toBe(422);
      expect(cycle.body.errors.parent_id).toEqual([
        'A category cannot be placed under itself or one of its sub-categories.',
      ]);
    }
    const moved = await t.rest(
      'PUT',
      `/admin/categories/${grandchild.id}`,
      { name: 'Tiny', status: 1, parent_id: root.id },
      admin,
    );
    expect(moved.body.data).toMatchObject({ name: 'Tiny', parent_id: root.id });
    expect((await t.rest('GET', `/admin/categories/${child.id}`, undefined, admin)).body.data.name).toBe(
      'Animals',
    );

    const inUse = await t.rest('DELETE', `/admin/categories/${root.id}`, undefined, admin);
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toBe('This category has sub-categories. Move or delete them first.');
    await t.db.ds.query(
      `INSERT INTO products (title, price, sku, category_id) VALUES ('P', 100, 'CAT-P', $1)`,
      [child.id],
    );
    const withProducts = await t.rest('DELETE', `/admin/categories/${child.id}`, undefined, admin);
    expect(withProducts.body.message).toBe('This category still has 1 product. Move or delete them first.');
    expect((await t.rest('DELETE', `/admin/categories/${grandchild.id}`, undefined, admin)).body).toEqual({
      status: 200,
      message: 'Category deleted successfully.',
    });
    expect((await t.rest('GET', `/admin/categories/${grandchild.id}`, undefined, admin)).status).toBe(404);
  });
});

describe('brands', () => {
  it('creates, edits, lists and deletes, refusing a brand in use', async () => {
    const b = (await t.rest('POST', '/admin/brands', { name: 'Lahore Loops', status: 1 }, admin)).body.data;
    expect(
      (await t.rest('PUT', `/admin/brands/${b.id}`, { name: 'Lahore Loops Co', status: 0 }, admin)).body.data,
    ).toEqual({ id: b.id, name: 'Lahore Loops Co', status: 0 });
    expect((await t.rest('POST', '/admin/brands', { name: '', status: 5 }, admin)).body.errors).toEqual({
      name: ['The name field is required'],
      status: ['Please select a status'],
    });
    const [{ id: cat }] = await t.db.ds.query(`SELECT id FROM categories LIMIT 1`);
    await t.db.ds.query(
      `INSERT INTO products (title, price, sku, category_id, brand_id) VALUES ('P', 100, 'BR-P', $1, $2)`,
      [cat, b.id],
    );
    expect((await t.rest('DELETE', `/admin/brands/${b.id}`, undefined, admin)).status).toBe(409);
    const other = await t.gql(
      'mutation { createBrand(input: { name: "Nani", status: 1 }) { brand { id name status } errors { field } } }',
      undefined,
      admin,
    );
    const otherId = other.body.data.createBrand.brand.id;
    expect(
      (await t.gql(`mutation { deleteBrand(id: ${otherId}) { ok message } }`, undefined, admin)).body.data
        .deleteBrand,
    ).toEqual({ ok: true, message: 'Brand deleted successfully.' });
    expect(
      (await t.rest('GET', '/admin/brands', undefined, admin)).body.data.map((x: { name: string }) => x.name),
    ).toEqual(['Lahore Loops Co']);
  });
});

describe('attributes', () => {
  it('drops blank rows, needs one value, and keeps, adds and removes values on update', async () => {
    expect(
      (await t.rest('POST', '/admin/attributes', { name: '', values: [{ value: ' ' }] }, admin)).body.errors,
    ).toEqual({
      name: ['Attribute name is required.'],
      values: ['At least one value is required.'],
    });
    const created = await t.rest(
      'POST',
      '/admin/attributes',
      {
        name: 'Size',
        values: [
          { value: 'Small', code: 'S' },
          { value: '  ' },
          { value: 'Medium', code: 'M' },
          { value: 'Large' },
        ],
      },
      admin,
    );
    expect(created.body).toMatchObject({
      name: 'Size',
      values: [
        { value: 'Small', code: 'S' },
        { value: 'Medium', code: 'M' },
        { value: 'Large', code: null },
      ],
    });
    const [small, medium, large] = created.body.values;
    const list = await t.rest('GET', '/admin/attributes', undefined, admin);
    expect(Array.isArray(list.body)).toBe(true);
    const upd = await t.rest(
      'PUT',
      `/admin/attributes/${created.body.id}`,
      {
        name: 'Sizes',
        values: [
          { id: small.id, value: 'Small', code: 'SM' },
          { id: null, value: 'XL', code: 'XL' },
          { id: large.id, value: 'Large', code: 'L' },
        ],
      },
      admin,
    );
    expect(upd.body.name).toBe('Sizes');
    expect(
      upd.body.values.map((v: { id: number; value: string; code: string }) => [v.value, v.code]),
    ).toEqual([
      ['Small', 'SM'],
      ['XL', 'XL'],
      ['Large', 'L'],
    ]);
    expect(upd.body.values[0].id).toBe(small.id);
    expect(upd.body.values[2].id).toBe(large.id);
    expect(upd.body.values.map((v: { id: number }) => v.id)).not.toContain(medium.id);
    const get = await t.rest('GET', '/admin/get-attributes', undefined, admin);
    expect(get.body).toMatchObject({ status: 200, attribute_ids: [created.body.id] });
    const gql = await t.gql(
      'mutation($i: AttributeInput!) { createAttribute(input: $i) { attribute { id name values { value } } errors { field message } } }',
      { i: { name: 'Colour', values: [{ value: 'Red', code: 'RED' }] } },
      admin,
    );
    expect(gql.body.data.createAttribute.attribute).toMatchObject({
      name: 'Colour',
      values: [{ value: 'Red' }],
    });
    expect(
      (
        await t.rest(
          'DELETE',
          `/admin/attributes/${gql.body.data.createAttribute.attribute.id}`,
          undefined,
          admin,
        )
      ).body.message,
    ).toBe('Attribute deleted successfully.');
  });
});
