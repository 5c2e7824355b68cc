/**
 * Stock is its own record (issue 29, items 1-3): orders take it by conditional decrement; an
 * admin's form changes only the stock cells the admin changed, as a set naming the quantity
 * seen (refused 409 / CONFLICT with the current quantity when it moved) or as an adjustment;
 * an unchanged form writes no stock; a product's version covers what admins edit, never stock;
 * a legacy save without a version never puts back stock that orders took.
 */
import { factories } from '../support/factories';
import { createTestServer, TestServer } from '../support/test-server';
import { waitUntil } from '../support/wait';

let t: TestServer;
let f: ReturnType<typeof factories>;
let admin: string;
let categoryId: number;

beforeAll(async () => {
  t = await createTestServer();
  f = factories(t.db.ds);
  admin = (
    await t.rest('POST', '/admin/auth', { email: 'admin@example.com', password: 'admin-password-123' })
  ).body.token;
  categoryId = (await f.category({ name: 'Bags' })).id;
});
afterAll(() => t.close());

async function shopper() {
  const [u] = await t.db.ds.query(
    `INSERT INTO users (name, email, role, verified_at) VALUES ('Shopper', $1, 'CUSTOMER', now()) RETURNING id, token_version`,
    [`s-${Math.random().toString(36).slice(2, 10)}@example.pk`],
  );
  return await t.services.tokens.sign({ id: u.id, role: 'CUSTOMER', tokenVersion: u.token_version });
}
const checkout = (cart: unknown[]) => ({
  name: 'Hina Shah',
  email: 'hina@example.pk',
  street: 'Sindh',
  city: 'Karachi',
  address: 'Flat 2, Clifton',
  zip: '75600',
  mobile: '03001234567',
  payment_method: 'cod',
  cart,
});
const buy = async (cart: unknown[]) => t.rest('POST', '/save-order', checkout(cart), await shopper());
const plainLine = (productId: number, qty = 1) => ({ product_id: productId, qty });
const valueLine = (productId: number, valueId: number, qty = 1) => ({
  product_id: productId,
  qty,
  selectedAttributes: [{ attribute_value: { id: valueId } }],
});
const sold = async (productId: number) =>
  (
    await t.db.ds.query('SELECT coalesce(sum(qty), 0)::int AS n FROM order_items WHERE product_id = $1', [
      productId,
    ])
  )[0].n as number;
const row = async (productId: number) =>
  (await t.db.ds.query('SELECT title, qty, version FROM products WHERE id = $1', [productId]))[0];
const pivot = async (productId: number, valueId: number) =>
  (
    await t.db.ds.query(
      'SELECT qty FROM product_attribute_values WHERE product_id = $1 AND attribute_value_id = $2',
      [productId, valueId],
    )
  )[0].qty as number;
const variantStock = async (variantId: number) =>
  (await t.db.ds.query('SELECT stock FROM product_variants WHERE id = $1', [variantId]))[0].stock as number;

/** A product with a plain qty and a Size attribute (Small, Large) with stock of its own. */
async function sizedProduct(qty: number, small: number, large: number) {
  const size = await f.attribute(`Size ${Math.random().toString(36).slice(2, 6)}`, [
    { value: 'Small' },
    { value: 'Large' },
  ]);
  const p = await f.product({ categoryId, title: 'Tote', qty });
  await f.linkValue(p.id, size.values[0].id, small);
  await f.linkValue(p.id, size.values[1].id, large);
  return { p, small: size.values[0].id, large: size.values[1].id };
}

/** The REST edit form as an app fills it from GET /admin/products/{id}. */
async function openRestForm(productId: number) {
  const res = await t.rest('GET', `/admin/products/${productId}`, undefined, admin);
  expect(res.status).toBe(200);
  const d = res.body.data;
  return {
    version: d.version as number,
    form: {
      title: d.title,
      category: categoryId,
      price: d.price,
      sku: d.sku,
      qty: d.qty,
      is_featured: 'no',
      status: 1,
      attribute_values: res.body.attribute_values.map((v: { attribute_value_id: number; qty: number }) =>
        JSON.stringify({ attribute_value_id: v.attribute_value_id, qty: v.qty }),
      ),
    } as Record<string, unknown>,
  };
}

const GQL_FORM = `query($id: Int!) { adminProduct(id: $id) { id title price qty sku status isFeatured version category { id } attributeValues { id qty } variants { id stock } } }`;
const GQL_SAVE = `mutation($id: Int!, $i: UpdateProductInput!) { updateProduct(id: $id, input: $i) {
  product { id title qty version attributeValues { id qty } variants { id stock } } errors { field message code } currentStock { field quantity } } }`;

/** The GraphQL edit form: every field as read, the linked values as links (their stock is only sent as changes). */
async function openGqlForm(productId: number) {
  const p = (await t.gql(GQL_FORM, { id: productId }, admin)).body.data.adminProduct;
  return {
    read: p,
    input: {
      title: p.title,
      categoryId: p.category.id,
      price: p.price,
      sku: p.sku,
      status: p.status,
      isFeatured: p.isFeatured,
      attributeValues: p.attributeValues.map((v: { id: number }) => ({ attributeValueId: v.id })),
      version: p.version,
    } as Record<string, unknown>,
  };
}
const gqlSave = async (productId: number, input: Record<string, unknown>) =>
  (await t.gql(GQL_SAVE, { id: productId, i: input }, admin)).body;

describe('an unchanged save of a sold-out option', () => {
  it('REST with its version: the option stays at 0 and the next order for it is refused', async () => {
    const { p, small, large } = await sizedProduct(10, 2, 3);
    expect((await buy([valueLine(p.id, small, 2)])).status).toBe(200);
    const { version, form } = await openRestForm(p.id);
    const save = await t.rest('PUT', `/admin/products/${p.id}`, { ...form, version }, admin);
    expect(save.status).toBe(200);
    expect(await pivot(p.id, small)).toBe(0);
    expect(await pivot(p.id, large)).toBe(3);
    expect((await buy([valueLine(p.id, small)])).status).toBe(422);
    expect(await sold(p.id)).toBe(2);
  });

  it('GraphQL with its version, read before or after the sale: the option stays at 0', async () => {
    const { p, small } = await sizedProduct(10, 2, 3);
    const before = await openGqlForm(p.id);
    expect((await buy([valueLine(p.id, small, 2)])).status).toBe(200);
    const after = await openGqlForm(p.id);
    // The form as read after the sale, its stock echoed back (an older client): 0 is 0, no stock written.
    const echoed = await gqlSave(p.id, {
      ...after.input,
      qty: after.read.qty,
      attributeValues: after.read.attributeValues.map((v: { id: number; qty: number }) => ({
        attributeValueId: v.id,
        qty: v.qty,
      })),
    });
    expect(echoed.data.updateProduct.errors).toEqual([]);
    // The form read before the sale, saved unchanged: nothing to write, nothing refused.
    const stale = await gqlSave(p.id, before.input);
    expect(stale.data.updateProduct.errors).toEqual([]);
    expect(await pivot(p.id, small)).toBe(0);
    expect((await buy([valueLine(p.id, small)])).status).toBe(422);
    expect((await row(p.id)).version).toBe(before.read.version);
  });

  it('a newly ticked value still starts at 1 when its quantity is left empty, 0 or invalid (the spec rule)', async () => {
    const { p, small } = await sizedProduct(10, 0, 3);
    const colour = await f.attribute('Tote Colour', [{ value: 'Red' }, { value: 'Blue' }, { value: 'Teal' }]);
    const { input } = await openGqlForm(p.id);
    const res = await gqlSave(p.id, {
      ...input,
      attributeValues: [
        ...(input.attributeValues as unknown[]),
        { attributeValueId: colour.values[0].id },
        { attributeValueId: colour.values[1].id, qty: 0 },
        { attributeValueId: colour.values[2].id, qty: 4 },
      ],
    });
    expect(res.data.updateProduct.errors).toEqual([]);
    expect(await pivot(p.id, colour.values[0].id)).toBe(1);
    expect(await pivot(p.id, colour.values[1].id)).toBe(1);
    expect(await pivot(p.id, colour.values[2].id)).toBe(4);
    expect(await pivot(p.id, small)).toBe(0);
  });
});

describe('a legacy save (no version) after orders never oversells', () => {
  it('plain stock: read 5, 5 sold, the form saved as read: still 0, a sixth order refused', async () => {
    const p = await f.product({ categoryId, title: 'Legacy Basket', qty: 5 });
    const { form } = await openRestForm(p.id);
    const sales = await Promise.all(Array.from({ length: 5 }, () => buy([plainLine(p.id)])));
    expect(sales.map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);
    const save = await t.rest('PUT', `/admin/products/${p.id}`, { ...form, title: 'Legacy Basket 2' }, admin);
    expect(save.status).toBe(200);
    expect(await row(p.id)).toMatchObject({ title: 'Legacy Basket 2', qty: 0 });
    expect((await buy([plainLine(p.id)])).status).toBe(422);
    expect(await sold(p.id)).toBe(5);
  });

  it('per-value stock: read 5 of Small, 5 sold, the form saved as read: Small still 0', async () => {
    const { p, small, large } = await sizedProduct(100, 5, 4);
    const { form } = await openRestForm(p.id);
    for (let i = 0; i < 5; i++) expect((await buy([valueLine(p.id, small)])).status).toBe(200);
    const save = await t.rest('PUT', `/admin/products/${p.id}`, form, admin);
    expect(save.status).toBe(200);
    expect(await pivot(p.id, small)).toBe(0);
    expect(await pivot(p.id, large)).toBe(4);
    expect((await buy([valueLine(p.id, small)])).status).toBe(422);
    expect(await sold(p.id)).toBe(5);
  });

  it('a quantity the app was never shown is refused (409) naming the field, with the current quantity', async () => {
    const { p, small } = await sizedProduct(5, 5, 4);
    for (let i = 0; i < 5; i++) expect((await buy([valueLine(p.id, small)])).status).toBe(200);
    // An app that kept its form from before (no read this session) sends qty 5 and Small 5.
    const res = await t.rest(
      'PUT',
      `/admin/products/${p.id}`,
      {
        title: 'Never shown',
        category: categoryId,
        price: 1000,
        sku: (await t.db.ds.query('SELECT sku FROM products WHERE id = $1', [p.id]))[0].sku,
        is_featured: 'no',
        status: 1,
        qty: 5,
        attribute_values: [JSON.stringify({ attribute_value_id: small, qty: 5 })],
      },
      admin,
    );
    expect(res.status).toBe(409);
    expect(Object.keys(res.body.errors).sort()).toEqual([`attribute_values.${small}.qty`, 'qty']);
    expect(res.body.current).toEqual({ qty: 0, [`attribute_values.${small}.qty`]: 0 });
    expect(res.body.errors.qty[0]).toMatch(/0 now/);
    expect(await row(p.id)).toMatchObject({ title: 'Tote', qty: 0 });
    expect(await pivot(p.id, small)).toBe(0);
    expect(await sold(p.id)).toBe(5);
  });
});

describe('admins save a product that sells', () => {
  /** Orders of one unit at `perSecond` until `stop()`; resolves with the answers. */
  function orderStream(productId: number, perSecond: number) {
    let running = true;
    const answers: Array<Promise<{ status: number }>> = [];
    const started = Date.now();
    const done = (async () => {
      for (let i = 0; running; i++) {
        answers.push(buy([plainLine(productId)]));
        // Paced: the next order is due (i + 1) / perSecond seconds after the start.
        const due = started + ((i + 1) * 1000) / perSecond;
        await new Promise((r) => setTimeout(r, Math.max(0, due - Date.now())));
      }
      return Promise.all(answers);
    })();
    return {
      stop: () => {
        running = false;
        return done;
      },
    };
  }

  it('20 orders/s while an admin saves the title 5 times (GraphQL and REST, with versions): every save succeeds at the first try', async () => {
    const p = await f.product({ categoryId, title: 'Busy Bag', qty: 100_000 });
    const stream = orderStream(p.id, 20);
    const results: unknown[] = [];
    try {
      // Orders land between each read and its save.
      const ordersLand = async () => {
        const seen = await sold(p.id);
        await waitUntil(async () => (await sold(p.id)) >= seen + 2, 20_000);
      };
      for (let i = 0; i < 5; i++) {
        const gql = await openGqlForm(p.id);
        await ordersLand();
        results.push(
          (await gqlSave(p.id, { ...gql.input, title: `Busy Bag ${i}` })).data.updateProduct.errors,
        );
        const rest = await openRestForm(p.id);
        await ordersLand();
        const restSave = await t.rest(
          'PUT',
          `/admin/products/${p.id}`,
          { ...rest.form, title: `Busy Bag ${i}!`, version: rest.version },
          admin,
        );
        results.push(restSave.status);
      }
    } finally {
      const answers = await stream.stop();
      expect(answers.every((a) => a.status === 200)).toBe(true);
    }
    expect(results).toEqual(Array.from({ length: 5 }, () => [[], 200]).flat());
    const units = await sold(p.id);
    expect(units).toBeGreaterThanOrEqual(10);
    expect(await row(p.id)).toMatchObject({ title: 'Busy Bag 4!', qty: 100_000 - units });
  });

  it('orders, cancelling and un-cancelling never change the version; an admin edit does, a save without changes does not', async () => {
    const p = await f.product({ categoryId, qty: 5 });
    const v0 = (await row(p.id)).version;
    const order = await buy([plainLine(p.id)]);
    for (const status of ['cancelled', 'pending'])
      expect(
        (
          await t.rest(
            'POST',
            `/admin/update-order/${order.body.id}`,
            { status, payment_status: 'unpaid' },
            admin,
          )
        ).status,
      ).toBe(200);
    expect(await row(p.id)).toMatchObject({ version: v0, qty: 4 });
    const form = await openGqlForm(p.id);
    const unchanged = await gqlSave(p.id, form.input);
    expect(unchanged.data.updateProduct.product.version).toBe(v0);
    const renamed = await gqlSave(p.id, { ...form.input, title: 'Renamed Bag' });
    expect(renamed.data.updateProduct.product.version).toBe(v0 + 1);
  });
});

describe('stock changes: a set naming the quantity seen, or an adjustment', () => {
  it('a set with a stale compare quantity answers 409 / CONFLICT with the current quantity and changes nothing', async () => {
    const { p, small } = await sizedProduct(10, 6, 2);
    const { read, input } = await openGqlForm(p.id);
    expect((await buy([valueLine(p.id, small, 3)])).status).toBe(200);

    const refused = await gqlSave(p.id, {
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
    expect(await row(p.id)).toMatchObject({ title: 'Tote', qty: 7 });
    expect(await pivot(p.id, small)).toBe(3);

    // REST: the same refusal, field by field, with the current quantities.
    const rest = await t.rest(
      'PUT',
      `/admin/products/${p.id}`,
      {
        ...(await openRestForm(p.id)).form,
        stock: [{ attribute_value_id: small, quantity: 9, compare_quantity: 6 }],
      },
      admin,
    );
    expect(rest.status).toBe(409);
    expect(rest.body.current).toEqual({ [`attribute_values.${small}.qty`]: 3 });
    expect(rest.body.errors[`attribute_values.${small}.qty`][0]).toMatch(/3 now/);

    // Named with the quantities there now, the sets apply.
    const applied = await gqlSave(p.id, {
      ...input,
      title: 'Fresh Tote',
      stock: [
        { quantity: 20, compareQuantity: 7 },
        { attributeValueId: small, quantity: 9, compareQuantity: 3 },
      ],
    });
    expect(applied.data.updateProduct.errors).toEqual([]);
    expect(await row(p.id)).toMatchObject({ title: 'Fresh Tote', qty: 20 });
    expect(await pivot(p.id, small)).toBe(9);
  });

  it("a variant's stock: a stale set is refused, a fresh one applies", async () => {
    const p = await f.product({ categoryId, title: 'Variant Tote', qty: 0 });
    const v = await f.variant(p.id, { stock: 4 });
    const { input } = await openGqlForm(p.id);
    expect((await buy([{ product_id: p.id, variant_id: v.id, qty: 1 }])).status).toBe(200);
    const refused = await gqlSave(p.id, {
      ...input,
      stock: [{ variantId: v.id, quantity: 8, compareQuantity: 4 }],
    });
    expect(refused.data.updateProduct.errors).toMatchObject([
      { field: `variants.${v.id}.stock`, code: 'CONFLICT' },
    ]);
    expect(refused.data.updateProduct.currentStock).toEqual([
      { field: `variants.${v.id}.stock`, quantity: 3 },
    ]);
    expect(await variantStock(v.id)).toBe(3);
    const applied = await gqlSave(p.id, {
      ...input,
      stock: [{ variantId: v.id, quantity: 8, compareQuantity: 3 }],
    });
    expect(applied.data.updateProduct.errors).toEqual([]);
    expect(await variantStock(v.id)).toBe(8);
  });

  it('an adjustment of +12 applies exactly while orders race it (plain and per value, per variant)', async () => {
    const { p, small } = await sizedProduct(100, 50, 5);
    const q = await f.product({ categoryId, title: 'Variant Bag', qty: 0 });
    const v = await f.variant(q.id, { stock: 50 });
    const [form, variantForm] = [await openGqlForm(p.id), await openGqlForm(q.id)];
    const results = await Promise.all([
      ...Array.from({ length: 12 }, () => buy([valueLine(p.id, small)])),
      ...Array.from({ length: 8 }, () => buy([{ product_id: q.id, variant_id: v.id, qty: 1 }])),
      gqlSave(p.id, { ...form.input, stock: [{ delta: 12 }, { attributeValueId: small, delta: 12 }] }),
      gqlSave(q.id, { ...variantForm.input, stock: [{ variantId: v.id, delta: 12 }] }),
    ]);
    const saves = results.splice(-2) as Array<{ data: { updateProduct: { errors: unknown[] } } }>;
    expect(saves.map((r) => r.data.updateProduct.errors)).toEqual([[], []]);
    expect((results as Array<{ status: number }>).map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await row(p.id)).toMatchObject({ qty: 100 - 12 + 12 });
    expect(await pivot(p.id, small)).toBe(50 - 12 + 12);
    expect(await variantStock(v.id)).toBe(50 - 8 + 12);

    // REST takes the same adjustment; one below 0 is refused with the current quantity.
    const rest = await t.rest(
      'PUT',
      `/admin/products/${p.id}`,
      { ...(await openRestForm(p.id)).form, stock: [{ delta: -3 }] },
      admin,
    );
    expect(rest.status).toBe(200);
    expect((await row(p.id)).qty).toBe(97);
    const below = await gqlSave(q.id, { ...variantForm.input, stock: [{ variantId: v.id, delta: -1000 }] });
    expect(below.data.updateProduct.errors[0]).toMatchObject({
      field: `variants.${v.id}.stock`,
      code: 'CONFLICT',
      message: 'There is not enough stock to take 1000: it is 54 now. Nothing was saved.',
    });
    expect(below.data.updateProduct.currentStock).toEqual([
      { field: `variants.${v.id}.stock`, quantity: 54 },
    ]);
    expect(await variantStock(v.id)).toBe(54);
  });

  it('refuses a change that names no stock of the product, or neither a set nor an adjustment', async () => {
    const { p } = await sizedProduct(10, 1, 1);
    const other = await f.attribute('Unlinked', [{ value: 'X' }]);
    const { input } = await openGqlForm(p.id);
    for (const change of [
      { attributeValueId: other.values[0].id, delta: 1 },
      { variantId: 999999, delta: 1 },
      { quantity: 3 },
      { delta: 0 },
      { quantity: 3, compareQuantity: 10, delta: 2 },
    ]) {
      const res = await gqlSave(p.id, { ...input, stock: [change] });
      expect(res.data.updateProduct.errors[0]).toMatchObject({ field: 'stock.0' });
    }
    expect((await row(p.id)).qty).toBe(10);
  });
});
