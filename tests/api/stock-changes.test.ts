/**
 * Stock changes of an admin's edit, as Shopify's inventory API has them (issue 29): a set that
 * names the quantity read, refused 409 / CONFLICT with the current quantity when the stock moved
 * since, or an adjustment (+12 received) that applies exactly while orders race it; for a
 * product's own qty, a linked value's stock and a variant's stock.
 */
import { useStockShop } from '../support/stock-shop';
import type { TestServer } from '../support/test-server';

const shop = useStockShop('Bags');
let t: TestServer;
beforeAll(() => (t = shop.t));

describe('stock changes: a set naming the quantity seen, or an adjustment', () => {
  it('a set with a stale compare quantity answers 409 / CONFLICT with the current quantity and changes nothing', async () => {
    const { p, small } = await shop.sizedProduct(10, 6, 2);
    const { read, input } = await shop.openGqlForm(p.id);
    expect((await shop.buy([shop.valueLine(p.id, small, 3)])).status).toBe(200);

    const refused = await shop.gqlSave(p.id, {
      ...input,
      title: 'Stale Tote',
      stock: [
        { quantity: 20, compareQuantity: read.qty },
        { attributeValueId: small, quantity: 9, compareQuantity: 6 },
      ],
    });
    expect(refused.data.updateProduct.product).toBeNull();
    expect(
      refused.data.updateProduct.errors.map((e: { field: string; code: string }) => [e.field, e.code]),
    ).toEqual([
      ['qty', 'CONFLICT'],
      [`attributeValues.${small}.qty`, 'CONFLICT'],
    ]);
    expect(refused.data.updateProduct.errors[0].message).toBe(
      'The stock changed since you read it (10): it is 7 now. Nothing was saved.',
    );
    expect(refused.data.updateProduct.currentStock).toEqual([
      { field: 'qty', quantity: 7 },
      { field: `attributeValues.${small}.qty`, quantity: 3 },
    ]);
    expect(await shop.row(p.id)).toMatchObject({ title: 'Tote', qty: 7 });
    expect(await shop.pivot(p.id, small)).toBe(3);

    // REST: the same refusal, field by field, with the current quantities.
    const rest = await t.rest(
      'PUT',
      `/admin/products/${p.id}`,
      {
        ...(await shop.openRestForm(p.id)).form,
        stock: [{ attribute_value_id: small, quantity: 9, compare_quantity: 6 }],
      },
      shop.admin,
    );
    expect(rest.status).toBe(409);
    expect(rest.body.current).toEqual({ [`attribute_values.${small}.qty`]: 3 });
    expect(rest.body.errors[`attribute_values.${small}.qty`][0]).toMatch(/3 now/);

    // Named with the quantities there now, the sets apply.
    const applied = await shop.gqlSave(p.id, {
      ...input,
      title: 'Fresh Tote',
      stock: [
        { quantity: 20, compareQuantity: 7 },
        { attributeValueId: small, quantity: 9, compareQuantity: 3 },
      ],
    });
    expect(applied.data.updateProduct.errors).toEqual([]);
    expect(await shop.row(p.id)).toMatchObject({ title: 'Fresh Tote', qty: 20 });
    expect(await shop.pivot(p.id, small)).toBe(9);
  });

  it("a variant's stock: a stale set is refused, a fresh one applies", async () => {
    const p = await shop.f.product({ categoryId: shop.categoryId, title: 'Variant Tote', qty: 0 });
    const v = await shop.f.variant(p.id, { stock: 4 });
    const { input } = await shop.openGqlForm(p.id);
    expect((await shop.buy([{ product_id: p.id, variant_id: v.id, qty: 1 }])).status).toBe(200);
    const refused = await shop.gqlSave(p.id, {
      ...input,
      stock: [{ variantId: v.id, quantity: 8, compareQuantity: 4 }],
    });
    expect(refused.data.updateProduct.errors).toMatchObject([
      { field: `variants.${v.id}.stock`, code: 'CONFLICT' },
    ]);
    expect(refused.data.updateProduct.currentStock).toEqual([
      { field: `variants.${v.id}.stock`, quantity: 3 },
    ]);
    expect(await shop.variantStock(v.id)).toBe(3);
    const applied = await shop.gqlSave(p.id, {
      ...input,
      stock: [{ variantId: v.id, quantity: 8, compareQuantity: 3 }],
    });
    expect(applied.data.updateProduct.errors).toEqual([]);
    expect(await shop.variantStock(v.id)).toBe(8);
  });

  it('an adjustment of +12 applies exactly while orders race it (plain and per value, per variant)', async () => {
    const { p, small } = await shop.sizedProduct(100, 50, 5);
    const q = await shop.f.product({ categoryId: shop.categoryId, title: 'Variant Bag', qty: 0 });
    const v = await shop.f.variant(q.id, { stock: 50 });
    const [form, variantForm] = [await shop.openGqlForm(p.id), await shop.openGqlForm(q.id)];
    const results = await Promise.all([
      ...Array.from({ length: 12 }, () => shop.buy([shop.valueLine(p.id, small)])),
      ...Array.from({ length: 8 }, () => shop.buy([{ product_id: q.id, variant_id: v.id, qty: 1 }])),
      shop.gqlSave(p.id, { ...form.input, stock: [{ delta: 12 }, { attributeValueId: small, delta: 12 }] }),
      shop.gqlSave(q.id, { ...variantForm.input, stock: [{ variantId: v.id, delta: 12 }] }),
    ]);
    const saves = results.splice(-2) as Array<{ data: { updateProduct: { errors: unknown[] } } }>;
    expect(saves.map((r) => r.data.updateProduct.errors)).toEqual([[], []]);
    expect((results as Array<{ status: number }>).map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await shop.row(p.id)).toMatchObject({ qty: 100 - 12 + 12 });
    expect(await shop.pivot(p.id, small)).toBe(50 - 12 + 12);
    expect(await shop.variantStock(v.id)).toBe(50 - 8 + 12);

    // REST takes the same adjustment; one below 0 is refused with the current quantity.
    const rest = await t.rest(
      'PUT',
      `/admin/products/${p.id}`,
      { ...(await shop.openRestForm(p.id)).form, stock: [{ delta: -3 }] },
      shop.admin,
    );
    expect(rest.status).toBe(200);
    expect((await shop.row(p.id)).qty).toBe(97);
    const below = await shop.gqlSave(q.id, {
      ...variantForm.input,
      stock: [{ variantId: v.id, delta: -1000 }],
    });
    expect(below.data.updateProduct.errors[0]).toMatchObject({
      field: `variants.${v.id}.stock`,
      code: 'CONFLICT',
      message: 'There is not enough stock to take 1000: it is 54 now. Nothing was saved.',
    });
    expect(below.data.updateProduct.currentStock).toEqual([
      { field: `variants.${v.id}.stock`, quantity: 54 },
    ]);
    expect(await shop.variantStock(v.id)).toBe(54);
  });

  it('refuses a change that names no stock of the product, or neither a set nor an adjustment', async () => {
    const { p } = await shop.sizedProduct(10, 1, 1);
    const other = await shop.f.attribute('Unlinked', [{ value: 'X' }]);
    const { input } = await shop.openGqlForm(p.id);
    for (const change of [
      { attributeValueId: other.values[0].id, delta: 1 },
      { variantId: 999999, delta: 1 },
      { quantity: 3 },
      { delta: 0 },
      { quantity: 3, compareQuantity: 10, delta: 2 },
    ]) {
      const res = await shop.gqlSave(p.id, { ...input, stock: [change] });
      expect(res.data.updateProduct.errors[0]).toMatchObject({ field: 'stock.0' });
    }
    expect((await shop.row(p.id)).qty).toBe(10);
  });
});
