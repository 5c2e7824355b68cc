/**
 * An old app changes stock with the spec's body (PUT /api/admin/products/{id}: `qty` and the
 * linked `attribute_values` entries' qty, no version, no compare quantity). Each number is read
 * against what that admin session last read (GET /api/admin/products/{id}): the same number is
 * no change, another one a set with that read as its compare quantity (409 with `current` when
 * an order moved the stock meanwhile), and a session that read nothing is asked to read first.
 * Two admin sessions (separate sign-ins) and buyers ordering at the same time.
 */
import { stockShop } from '../support/stock-shop';
import { factories } from '../support/factories';
import { useShop } from '../support/hooks';
import { createTestServer } from '../support/test-server';

const shop = useShop(
  async () => {
    const t = await createTestServer();
    const signIn = async () =>
      (await t.rest('POST', '/admin/auth', { email: 'admin@example.com', password: 'admin-password-123' }))
        .body.token as string;
    const [tokenA, tokenB] = [await signIn(), await signIn()];
    const f = factories(t.db.ds);
    const categoryId = (await f.category({ name: 'Old App Bags' })).id;
    return {
      t,
      f,
      categoryId,
      a: stockShop(t, tokenA, categoryId),
      b: stockShop(t, tokenB, categoryId),
      tokenA,
      tokenB,
    };
  },
  (s) => s.t.close(),
);

/** The spec's edit body, as the app fills it from its read, with `changes` on top. */
const save = (token: string, productId: number, form: Record<string, unknown>, changes = {}) =>
  shop.t.rest('PUT', `/admin/products/${productId}`, { ...form, ...changes }, token);
/** The attribute_values entries of the spec's body: JSON texts of {attribute_value_id, qty}. */
const values = (entries: Array<[number, number]>) =>
  entries.map(([id, qty]) => JSON.stringify({ attribute_value_id: id, qty }));

describe("an old app's stock number is a set against what its session last read", () => {
  it('applied when the stock is still what was read (qty and a linked value), and orders go on from it', async () => {
    const { p, small, large } = await shop.a.sizedProduct(3, 2, 4);
    const { form } = await shop.a.openRestForm(p.id);
    expect(form.qty).toBe(3);
    const res = await save(shop.tokenA, p.id, form, {
      qty: 12,
      attribute_values: values([
        [small, 6],
        [large, 4],
      ]),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.qty).toBe(12);
    expect(await shop.a.row(p.id)).toMatchObject({ qty: 12 });
    expect(await shop.a.pivot(p.id, small)).toBe(6);
    expect(await shop.a.pivot(p.id, large)).toBe(4);
    // Buyers order from the new stock at once: all six Small are sold, a seventh is refused.
    const sales = await Promise.all(
      Array.from({ length: 6 }, () => shop.a.buy([shop.a.valueLine(p.id, small)])),
    );
    expect(sales.map((s) => s.status)).toEqual(Array(6).fill(200));
    expect((await shop.a.buy([shop.a.valueLine(p.id, small)])).status).toBe(422);
    expect(await shop.a.pivot(p.id, small)).toBe(0);
  });

  it('409 with the current quantity when an order took stock between the read and the save; after a fresh read it applies', async () => {
    const p = await shop.f.product({ categoryId: shop.categoryId, title: 'Raced Basket', qty: 5 });
    const { form } = await shop.a.openRestForm(p.id);
    expect((await shop.a.buy([shop.a.plainLine(p.id, 2)])).status).toBe(200);
    const refused = await save(shop.tokenA, p.id, form, { qty: 9, title: 'Raced Basket 2' });
    expect(refused.status).toBe(409);
    expect(refused.body.current).toEqual({ qty: 3 });
    expect(refused.body.errors.qty).toEqual([
      'The stock changed since you read it (5): it is 3 now. Nothing was saved.',
    ]);
    expect(await shop.a.row(p.id)).toMatchObject({ title: 'Raced Basket', qty: 3 });

    const fresh = await shop.a.openRestForm(p.id);
    expect(fresh.form.qty).toBe(3);
    const applied = await save(shop.tokenA, p.id, fresh.form, { qty: 9, title: 'Raced Basket 2' });
    expect(applied.status).toBe(200);
    expect(await shop.a.row(p.id)).toMatchObject({ title: 'Raced Basket 2', qty: 9 });
  });

  it('the number as read is no change, even though buyers took stock meanwhile (and while it saves)', async () => {
    const p = await shop.f.product({ categoryId: shop.categoryId, title: 'Busy Basket', qty: 40 });
    const { form } = await shop.a.openRestForm(p.id);
    const before = await Promise.all(Array.from({ length: 4 }, () => shop.a.buy([shop.a.plainLine(p.id)])));
    expect(before.map((s) => s.status)).toEqual([200, 200, 200, 200]);
    // More buyers order while the form (qty 40 as read) is saved with a new title.
    const [saved, ...during] = await Promise.all([
      save(shop.tokenA, p.id, form, { title: 'Busy Basket 2' }),
      ...Array.from({ length: 4 }, () => shop.a.buy([shop.a.plainLine(p.id)])),
    ]);
    expect(saved.status).toBe(200);
    expect(during.map((s) => s.status)).toEqual([200, 200, 200, 200]);
    expect(await shop.a.sold(p.id)).toBe(8);
    expect(await shop.a.row(p.id)).toMatchObject({ title: 'Busy Basket 2', qty: 32 });
    // Saved again as it was read (the form still holds 40): still no change.
    expect((await save(shop.tokenA, p.id, form)).status).toBe(200);
    expect(await shop.a.row(p.id)).toMatchObject({ qty: 32 });
  });

  it("a linked value's number likewise: as read is no change, another one is refused when an order moved it", async () => {
    const { p, small, large } = await shop.a.sizedProduct(10, 3, 4);
    const { form } = await shop.a.openRestForm(p.id);
    expect((await shop.a.buy([shop.a.valueLine(p.id, small)])).status).toBe(200);
    // Small as read (3, now 2): left alone; Large changed and not moved since: set.
    const res = await save(shop.tokenA, p.id, form, {
      attribute_values: values([
        [small, 3],
        [large, 7],
      ]),
    });
    expect(res.status).toBe(200);
    expect(await shop.a.pivot(p.id, small)).toBe(2);
    expect(await shop.a.pivot(p.id, large)).toBe(7);
    // The same form, Small now changed from its read (3) while it is 2: refused, nothing saved.
    const refused = await save(shop.tokenA, p.id, form, {
      title: 'Never',
      attribute_values: values([
        [small, 8],
        [large, 7],
      ]),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.current).toEqual({ [`attribute_values.${small}.qty`]: 2 });
    expect(refused.body.errors[`attribute_values.${small}.qty`][0]).toMatch(/read it \(3\): it is 2 now/);
    expect(await shop.a.row(p.id)).toMatchObject({ title: 'Tote' });
    expect(await shop.a.pivot(p.id, small)).toBe(2);
  });
});

describe('a session that has not read the product', () => {
  it("is asked to read it first (409 with current); another session's read does not count; after its own read the set applies", async () => {
    const p = await shop.f.product({ categoryId: shop.categoryId, title: 'Unread Basket', qty: 6 });
    const { form } = await shop.a.openRestForm(p.id);
    // Admin B saves A's form with a new number: B never read this product.
    const refused = await save(shop.tokenB, p.id, form, { qty: 7 });
    expect(refused.status).toBe(409);
    expect(refused.body.current).toEqual({ qty: 6 });
    expect(refused.body.errors.qty[0]).toMatch(/^The quantity 7 was not saved: read the product first/);
    expect(refused.body.message).toBe(refused.body.errors.qty[0]);
    expect(await shop.a.row(p.id)).toMatchObject({ qty: 6 });
    // The number as it is now changes nothing, read or not.
    expect((await save(shop.tokenB, p.id, form, { title: 'Unread Basket 2' })).status).toBe(200);
    expect(await shop.a.row(p.id)).toMatchObject({ title: 'Unread Basket 2', qty: 6 });

    const b = await shop.b.openRestForm(p.id);
    expect((await save(shop.tokenB, p.id, b.form, { qty: 7 })).status).toBe(200);
    expect(await shop.a.row(p.id)).toMatchObject({ qty: 7 });
    // A's read (6) is A's: its form sent as read is no change, so B's 7 stays.
    expect((await save(shop.tokenA, p.id, form, { title: 'Unread Basket 3' })).status).toBe(200);
    expect(await shop.a.row(p.id)).toMatchObject({ title: 'Unread Basket 3', qty: 7 });
  });

  it("a linked value's number without a read is refused the same way", async () => {
    const { p, small, large } = await shop.a.sizedProduct(10, 3, 4);
    const { form } = await shop.a.openRestForm(p.id);
    const refused = await save(shop.tokenB, p.id, form, {
      attribute_values: values([
        [small, 3],
        [large, 9],
      ]),
    });
    expect(refused.status).toBe(409);
    expect(Object.keys(refused.body.errors)).toEqual([`attribute_values.${large}.qty`]);
    expect(refused.body.current).toEqual({ [`attribute_values.${large}.qty`]: 4 });
    expect(await shop.a.pivot(p.id, large)).toBe(4);
  });
});

describe('two sessions and the admin list', () => {
  it("A's set lands; B's form read before it, saved as read, leaves A's number and the orders' alone", async () => {
    const p = await shop.f.product({ categoryId: shop.categoryId, title: 'Shared Basket', qty: 10 });
    const b = await shop.b.openRestForm(p.id);
    const a = await shop.a.openRestForm(p.id);
    expect((await save(shop.tokenA, p.id, a.form, { qty: 25 })).status).toBe(200);
    expect((await shop.a.buy([shop.a.plainLine(p.id, 3)])).status).toBe(200);
    expect((await save(shop.tokenB, p.id, b.form, { title: 'Shared Basket 2' })).status).toBe(200);
    expect(await shop.a.row(p.id)).toMatchObject({ title: 'Shared Basket 2', qty: 22 });
    // B's stale form with a number of its own: the stock is no longer what B read.
    const refused = await save(shop.tokenB, p.id, b.form, { qty: 12 });
    expect(refused.status).toBe(409);
    expect(refused.body.current).toEqual({ qty: 22 });
  });

  it('a read of the admin list is no read of the edit form: it does not change what the form is read against', async () => {
    const p = await shop.f.product({ categoryId: shop.categoryId, title: 'Listed Basket', qty: 8 });
    const { form } = await shop.a.openRestForm(p.id);
    expect((await shop.a.buy([shop.a.plainLine(p.id, 2)])).status).toBe(200);
    const list = await shop.t.rest('GET', '/admin/products?per_page=100', undefined, shop.tokenA);
    expect(list.body.data.find((x: { id: number }) => x.id === p.id).qty).toBe(6);
    // The form still holds 8 as read: no change, not a set of 8 over the order's take.
    expect((await save(shop.tokenA, p.id, form)).status).toBe(200);
    expect(await shop.a.row(p.id)).toMatchObject({ qty: 6 });
  });
});
