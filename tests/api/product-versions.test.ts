/**
 * An admin's product form and shoppers at once: every admin write bumps the product's version
 * and a save from an older read changes nothing (409 / CONFLICT); stock changes never bump it,
 * and a form opened before a sale saves its edits without ever writing the sold stock back
 * (tests/api/stock-records.test.ts has the stock changes themselves).
 */
import type { TestServer } from '../support/test-server';
import { useStockShop } from '../support/stock-shop';

const CHANGED = 'This product was changed since you opened it. Reload to see the changes.';

/** The app, the shoppers, the stock rows and the admin's forms of the stock tests (tests/support/stock-shop.ts). */
const shop = useStockShop('Cushions');
let t: TestServer;
beforeAll(() => (t = shop.t));
const buy = (cart: unknown[]) => shop.buy(cart);
const sold = (productId: number) => shop.sold(productId);
const row = (productId: number) => shop.row(productId);
const openRestForm = (productId: number) => shop.openRestForm(productId);
/** The GraphQL edit form's input, with the version it was read at. */
const openGqlForm = async (productId: number) => (await shop.openGqlForm(productId)).input;
const GQL_SAVE = `mutation($id: Int!, $i: UpdateProductInput!) { updateProduct(id: $id, input: $i) { product { id title qty version } errors { field message code } } }`;

describe('the stale form: qty 3, the admin opens the form, 3 units sell, the admin saves the title only', () => {
  it('REST: saved, the sold stock not written back, 3 sold of 3', async () => {
    const p = await shop.f.product({ categoryId: shop.categoryId, title: 'Rose Cushion', qty: 3 });
    const { version, form } = await openRestForm(p.id);
    for (let i = 0; i < 3; i++) expect((await buy([{ product_id: p.id, qty: 1 }])).status).toBe(200);

    const save = await t.rest(
      'PUT',
      `/admin/products/${p.id}`,
      { ...form, title: 'Rose Cushion (large)', version },
      shop.admin,
    );
    expect(save.status).toBe(200);
    expect(await row(p.id)).toMatchObject({ title: 'Rose Cushion (large)', qty: 0, version: version + 1 });

    // A save from before that edit (through If-Match instead of the body) is refused.
    const res = await fetch(`${t.url}/api/admin/products/${p.id}`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${shop.admin}`,
        'if-match': `"${version}"`,
      },
      body: JSON.stringify({ ...form, title: 'Rose Cushion (small)' }),
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ status: 409, message: CHANGED });

    expect((await buy([{ product_id: p.id, qty: 1 }])).status).toBe(422);
    expect(await sold(p.id)).toBe(3);
  });

  it('GraphQL: saved; the stock it read sent back as a number is refused, never written', async () => {
    const p = await shop.f.product({ categoryId: shop.categoryId, title: 'Daisy Cushion', qty: 3 });
    const form = await openGqlForm(p.id);
    expect((await buy([{ product_id: p.id, qty: 3 }])).status).toBe(200);

    const echoed = await t.gql(
      GQL_SAVE,
      { id: p.id, i: { ...form, qty: 3, title: 'Daisy Cushion (blue)' } },
      shop.admin,
    );
    expect(echoed.body.data.updateProduct).toMatchObject({
      product: null,
      errors: [{ field: 'qty', code: 'CONFLICT' }],
    });
    expect(await row(p.id)).toMatchObject({ title: 'Daisy Cushion', qty: 0 });

    const save = await t.gql(
      GQL_SAVE,
      { id: p.id, i: { ...form, title: 'Daisy Cushion (blue)' } },
      shop.admin,
    );
    expect(save.body.data.updateProduct.errors).toEqual([]);
    expect(save.body.data.updateProduct.product).toEqual({
      id: p.id,
      title: 'Daisy Cushion (blue)',
      qty: 0,
      version: (form.version as number) + 1,
    });
    expect((await buy([{ product_id: p.id, qty: 1 }])).status).toBe(422);
    expect(await sold(p.id)).toBe(3);

    // Another admin's form from before that save is refused.
    const stale = await t.gql(
      GQL_SAVE,
      { id: p.id, i: { ...form, title: 'Daisy Cushion (red)' } },
      shop.admin,
    );
    expect(stale.body.data.updateProduct).toEqual({
      product: null,
      errors: [{ field: 'version', message: CHANGED, code: 'CONFLICT' }],
    });
  });

  it('GraphQL requires the version', async () => {
    const p = await shop.f.product({ categoryId: shop.categoryId, qty: 3 });
    const { version: _v, ...form } = await openGqlForm(p.id);
    const res = await t.gql(GQL_SAVE, { id: p.id, i: { ...form, qty: 0 } }, shop.admin);
    expect(res.body.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await row(p.id)).toMatchObject({ qty: 3 });
  });
});

describe('per-value stock and variants', () => {
  it("an order taking a value's stock leaves an older form's save alone: saved, the value still 0", async () => {
    const size = await shop.f.attribute('Cushion Size', [{ value: 'Small' }, { value: 'Large' }]);
    const p = await shop.f.product({ categoryId: shop.categoryId, title: 'Value Cushion', qty: 10 });
    await shop.f.linkValue(p.id, size.values[0].id, 3);
    await shop.f.linkValue(p.id, size.values[1].id, 3);
    const form = await openGqlForm(p.id);
    expect(form.attributeValues).toHaveLength(2);
    const line = (valueId: number) => ({
      product_id: p.id,
      qty: 1,
      selectedAttributes: [{ attribute_value: { id: valueId } }],
    });
    for (let i = 0; i < 3; i++) expect((await buy([line(size.values[0].id)])).status).toBe(200);

    const save = await t.gql(GQL_SAVE, { id: p.id, i: { ...form, title: 'Value Cushion!' } }, shop.admin);
    expect(save.body.data.updateProduct.errors).toEqual([]);
    const pivots = await t.db.ds.query(
      'SELECT attribute_value_id AS id, qty FROM product_attribute_values WHERE product_id = $1 ORDER BY attribute_value_id',
      [p.id],
    );
    expect(pivots).toEqual([
      { id: size.values[0].id, qty: 0 },
      { id: size.values[1].id, qty: 3 },
    ]);
    expect((await buy([line(size.values[0].id)])).status).toBe(422);
  });

  it("an order taking a variant's stock leaves an older form's save alone: saved, the variant still 0", async () => {
    const p = await shop.f.product({ categoryId: shop.categoryId, title: 'Variant Cushion', qty: 0 });
    const v = await shop.f.variant(p.id, { stock: 2 });
    const { version, form } = await openRestForm(p.id);
    expect((await buy([{ product_id: p.id, qty: 2, variant_id: v.id }])).status).toBe(200);
    const save = await t.rest(
      'PUT',
      `/admin/products/${p.id}`,
      { ...form, title: 'Variant Cushion!', version },
      shop.admin,
    );
    expect(save.status).toBe(200);
    expect((await t.db.ds.query('SELECT stock FROM product_variants WHERE id = $1', [v.id]))[0].stock).toBe(
      0,
    );
  });
});

describe('what bumps the version', () => {
  it('admin saves and default-image changes; neither reads nor orders, cancelling and un-cancelling', async () => {
    const p = await shop.f.product({ categoryId: shop.categoryId, qty: 5 });
    const version = async () => (await row(p.id)).version as number;
    const v0 = await version();
    await t.rest('GET', `/admin/products/${p.id}`, undefined, shop.admin);
    expect(await version()).toBe(v0);

    const order = await buy([{ product_id: p.id, qty: 1 }]);
    expect(await version()).toBe(v0);
    await t.rest(
      'POST',
      `/admin/update-order/${order.body.id}`,
      { status: 'cancelled', payment_status: 'unpaid' },
      shop.admin,
    );
    expect(await version()).toBe(v0);
    await t.rest(
      'POST',
      `/admin/update-order/${order.body.id}`,
      { status: 'pending', payment_status: 'unpaid' },
      shop.admin,
    );
    expect(await version()).toBe(v0);

    const { version: read, form } = await openRestForm(p.id);
    expect(read).toBe(v0);
    const saved = await t.rest(
      'PUT',
      `/admin/products/${p.id}`,
      { ...form, title: 'Renamed', version: read },
      shop.admin,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.version).toBe(v0 + 1);

    const a = await shop.f.image(p.id, { isDefault: true, position: 0 });
    const b = await shop.f.image(p.id, { isDefault: false, position: 1 });
    const before = await version();
    expect(
      (
        await t.rest(
          'GET',
          `/admin/default-image/update?image=${b.id}&product_id=${p.id}`,
          undefined,
          shop.admin,
        )
      ).status,
    ).toBe(200);
    expect(await version()).toBe(before + 1);
    const setDefault = await t.gql(
      'mutation($p: Int!, $i: Int!) { setDefaultProductImage(productId: $p, imageId: $i) { ok } }',
      { p: p.id, i: a.id },
      shop.admin,
    );
    expect(setDefault.body.errors).toBeUndefined();
    expect(setDefault.body.data.setDefaultProductImage.ok).toBe(true);
    expect(await version()).toBe(before + 2);
    // A save from before the image change is refused like one from before another admin's save.
    expect(
      (await t.rest('PUT', `/admin/products/${p.id}`, { ...form, version: read + 1 }, shop.admin)).status,
    ).toBe(409);
  });
});

describe('a save without a version (legacy clients)', () => {
  it('never turns a field it leaves out into 0 or empty', async () => {
    const brand = await shop.f.brand();
    const p = await shop.f.product({
      categoryId: shop.categoryId,
      title: 'Legacy Cushion',
      qty: 7,
      brandId: brand.id,
      comparePrice: 250000,
      barcode: 'B-1',
      shortDescription: 'Soft',
    });
    const colour = await shop.f.attribute('Legacy Colour', [{ value: 'Red' }]);
    await shop.f.linkValue(p.id, colour.values[0].id, 4);
    // The documented body of an older app: no version, no stock, none of the newer fields.
    const save = (extra: Record<string, unknown> = {}) =>
      t.rest(
        'PUT',
        `/admin/products/${p.id}`,
        {
          title: 'Legacy Cushion 2',
          category: shop.categoryId,
          price: 1000,
          sku: p.sku,
          is_featured: 'no',
          status: 1,
          ...extra,
        },
        shop.admin,
      );
    const res = await save();
    expect(res.status).toBe(200);
    const [after] = await t.db.ds.query(
      'SELECT title, qty, brand_id, compare_price, barcode, short_description FROM products WHERE id = $1',
      [p.id],
    );
    expect(after).toEqual({
      title: 'Legacy Cushion 2',
      qty: 7,
      brand_id: brand.id,
      compare_price: 250000,
      barcode: 'B-1',
      short_description: 'Soft',
    });
    expect(
      (await t.db.ds.query('SELECT qty FROM product_attribute_values WHERE product_id = $1', [p.id]))[0].qty,
    ).toBe(4);

    // Explicit values still apply: null clears the discount, [] unlinks values; a stock number it was
    // never shown is refused (never written), and a stock change with the quantity read applies.
    const refused = await save({ qty: 2 });
    expect(refused.status).toBe(409);
    expect(refused.body.errors.qty).toHaveLength(1);
    expect(refused.body.current).toEqual({ qty: 7 });
    const set = await save({
      stock: [{ quantity: 2, compare_quantity: 7 }],
      compare_price: null,
      attribute_values: [],
    });
    expect(set.status).toBe(200);
    expect((await t.db.ds.query('SELECT qty, compare_price FROM products WHERE id = $1', [p.id]))[0]).toEqual(
      { qty: 2, compare_price: null },
    );
    expect(
      await t.db.ds.query('SELECT 1 FROM product_attribute_values WHERE product_id = $1', [p.id]),
    ).toEqual([]);
  });

  it('refuses a version that is not one', async () => {
    const p = await shop.f.product({ categoryId: shop.categoryId, qty: 1 });
    const res = await t.rest(
      'PUT',
      `/admin/products/${p.id}`,
      {
        title: 'X',
        category: shop.categoryId,
        price: 1,
        sku: p.sku,
        is_featured: 'no',
        status: 1,
        version: 'latest',
      },
      shop.admin,
    );
    expect(res.status).toBe(422);
    expect(res.body.errors.version).toEqual([
      'The version must be the whole number the product was read with.',
    ]);
  });
});

it('an admin saving while shoppers buy the last units never sells more than the stock', async () => {
  for (let round = 0; round < 5; round++) {
    const p = await shop.f.product({ categoryId: shop.categoryId, title: `Race Cushion ${round}`, qty: 3 });
    const { version, form } = await openRestForm(p.id);
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => buy([{ product_id: p.id, qty: 1 }])),
      t.rest(
        'PUT',
        `/admin/products/${p.id}`,
        { ...form, title: `Race Cushion ${round}!`, version },
        shop.admin,
      ),
    ]);
    const save = results.pop()!;
    expect(save.status).toBe(200);
    const unitsSold = await sold(p.id);
    expect(unitsSold).toBe(results.filter((r) => r.status === 200).length);
    expect(unitsSold).toBe(3);
    // The save writes no stock: stock and sales always add up to 3.
    expect(await row(p.id)).toMatchObject({ title: `Race Cushion ${round}!`, qty: 0 });
  }
});
