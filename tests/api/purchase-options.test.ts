/**
 * Issue 31 item 1: the web shop reads what a shopper can buy from GraphQL instead of re-deriving
 * the stock rules: `Product.purchasable`, `Product.availableStock` and `Product.purchaseOptions`
 * (the pickers and every combination with its price, stock and the spec's messages). Each
 * combination answers exactly what `checkStock` answers for it, at its stock and one unit over.
 * The back-office lists (categories, brands, attributes, couriers) search on the server.
 */
import type { PurchaseCombination as Combination } from '../../server/src/modules/catalog/purchase-options';
import { factories } from '../support/factories';
import { createTestServer, TestServer } from '../support/test-server';
import { catalogSettled } from '../support/wait';

let t: TestServer;
let admin: string;
let f: ReturnType<typeof factories>;
let categoryId: number;

beforeAll(async () => {
  t = await createTestServer();
  f = factories(t.db.ds);
  categoryId = (await f.category({ name: 'Purchase Toys' })).id;
  admin = await t.adminToken();
});
afterAll(() => t.close());

const PURCHASE = `purchasable availableStock purchaseOptions {
  groups { attribute { id name } values { id value code qty } }
  combinations { attributeValueIds variantId price availableStock soldOutMessage shortMessage }
  minPrice maxPrice }`;

/** A change straight in the database, once the catalogue's caches have heard of it. */
async function change(sql: string, params: unknown[]) {
  await t.db.ds.query(sql, params);
  await catalogSettled(t);
}

async function purchase(id: number, token?: string) {
  const res = token
    ? await t.gql(`{ adminProduct(id: ${id}) { ${PURCHASE} } }`, undefined, token)
    : await t.gql(`{ product(id: ${id}) { ${PURCHASE} } }`);
  expect(res.body.errors).toBeUndefined();
  return token ? res.body.data.adminProduct : res.body.data.product;
}

/** What checkStock answers for a combination at `qty` units. */
async function check(productId: number, c: Combination, qty: number) {
  const args =
    c.variantId != null
      ? `qty: ${qty}, variantId: ${c.variantId}`
      : c.attributeValueIds.length
        ? `items: [${c.attributeValueIds.map((id) => `{ attributeValueId: ${id}, qty: ${qty} }`).join(', ')}]`
        : `qty: ${qty}`;
  const res = await t.gql(`{ checkStock(productId: ${productId}, ${args}) { available message } }`);
  return res.body.data.checkStock as { available: boolean; message: string | null };
}

/** Every combination answers what checkStock answers: available at its stock, its messages one unit over and at none. */
async function agreesWithCheckStock(productId: number, combinations: Combination[]) {
  for (const c of combinations) {
    if (c.availableStock > 0) {
      expect(await check(productId, c, c.availableStock)).toEqual({ available: true, message: null });
      expect(c.soldOutMessage).toBeNull();
    } else {
      expect(await check(productId, c, 1)).toEqual({ available: false, message: c.soldOutMessage });
    }
    expect(await check(productId, c, c.availableStock + 1)).toEqual({
      available: false,
      message: c.shortMessage,
    });
  }
}

it('a plain product: one combination with no values; sold out is not purchasable', async () => {
  const p = await f.product({ categoryId, qty: 3, price: 899.5 });
  expect(await purchase(p.id)).toEqual({
    purchasable: true,
    availableStock: 3,
    purchaseOptions: {
      groups: [],
      combinations: [
        {
          attributeValueIds: [],
          variantId: null,
          price: 899.5,
          availableStock: 3,
          soldOutMessage: null,
          shortMessage: 'No more stock available.',
        },
      ],
      minPrice: 899.5,
      maxPrice: 899.5,
    },
  });
  await agreesWithCheckStock(p.id, (await purchase(p.id)).purchaseOptions.combinations);

  await change('UPDATE products SET qty = 0 WHERE id = $1', [p.id]);
  const out = await purchase(p.id);
  expect(out.purchasable).toBe(false);
  expect(out.purchaseOptions.combinations[0]).toMatchObject({
    availableStock: 0,
    soldOutMessage: 'Product is out of stock.',
  });
  await agreesWithCheckStock(p.id, out.purchaseOptions.combinations);
});

it('linked values: a picker per attribute, every pairing with the least stock of its values and the product', async () => {
  const { size, colour } = await f.sizeAndColour();
  const [small, medium] = size.values;
  const [red, blue] = colour.values;
  const p = await f.product({ categoryId, qty: 3, price: 1500 });
  await f.linkValue(p.id, small.id, 2);
  await f.linkValue(p.id, medium.id, 0);
  await f.linkValue(p.id, red.id, 5);
  await f.linkValue(p.id, blue.id, 1);

  const { purchasable, availableStock, purchaseOptions } = await purchase(p.id);
  expect(purchasable).toBe(true);
  expect(availableStock).toBe(3);
  expect(purchaseOptions.groups).toEqual([
    {
      attribute: { id: size.attribute.id, name: 'Size' },
      values: [
        { id: small.id, value: 'Small', code: 'S', qty: 2 },
        { id: medium.id, value: 'Medium', code: 'M', qty: 0 },
      ],
    },
    {
      attribute: { id: colour.attribute.id, name: 'Colour' },
      values: [
        { id: red.id, value: 'Red', code: 'RED', qty: 5 },
        { id: blue.id, value: 'Blue', code: 'BLU', qty: 1 },
      ],
    },
  ]);
  const byIds = (ids: number[]) =>
    purchaseOptions.combinations.find((c: Combination) => c.attributeValueIds.join() === ids.join());
  expect(purchaseOptions.combinations.map((c: Combination) => c.attributeValueIds)).toEqual([
    [small.id, red.id],
    [small.id, blue.id],
    [medium.id, red.id],
    [medium.id, blue.id],
  ]);
  expect(byIds([small.id, red.id])).toMatchObject({
    availableStock: 2,
    shortMessage: 'Required Quantity not available for this product variant.',
  });
  expect(byIds([small.id, blue.id])).toMatchObject({ availableStock: 1 });
  expect(byIds([medium.id, red.id])).toMatchObject({
    availableStock: 0,
    soldOutMessage: 'This variant is out of stock.',
  });
  await agreesWithCheckStock(p.id, purchaseOptions.combinations);

  // The product's own stock runs short before its values': the product's message.
  await change('UPDATE products SET qty = 1 WHERE id = $1', [p.id]);
  const fewer = (await purchase(p.id)).purchaseOptions.combinations as Combination[];
  expect(fewer[0]).toMatchObject({ availableStock: 1, shortMessage: 'No more stock available.' });
  await agreesWithCheckStock(p.id, fewer);

  // Every value out: nothing to buy, though the product holds stock of its own.
  await change('UPDATE product_attribute_values SET qty = 0 WHERE product_id = $1', [p.id]);
  expect((await purchase(p.id)).purchasable).toBe(false);
});

it('variants: a picker per dimension, one combination per variant with its price and stock', async () => {
  const size = await f.attribute('Variant Size', [{ value: 'Kitten' }, { value: 'Cat' }]);
  const colour = await f.attribute('Variant Colour', [{ value: 'Cream' }, { value: 'Pink' }]);
  const [kitten, cat] = size.values;
  const [cream, pink] = colour.values;
  const p = await f.product({ categoryId, qty: 0, price: 3100 });
  const small = await f.variant(p.id, {
    price: 310000,
    stock: 3,
    sizeValueId: kitten.id,
    colorValueId: cream.id,
  });
  const big = await f.variant(p.id, { price: 340000, stock: 0, sizeValueId: cat.id, colorValueId: pink.id });

  const { purchasable, availableStock, purchaseOptions } = await purchase(p.id);
  expect(purchasable).toBe(true);
  expect(availableStock).toBe(3);
  expect(purchaseOptions.groups.map((g: { attribute: { name: string } }) => g.attribute.name)).toEqual([
    'Size',
    'Colour',
  ]);
  expect(purchaseOptions.combinations).toEqual([
    {
      attributeValueIds: [kitten.id, cream.id],
      variantId: small.id,
      price: 3100,
      availableStock: 3,
      soldOutMessage: null,
      shortMessage: 'Required Quantity not available for this product variant.',
    },
    {
      attributeValueIds: [cat.id, pink.id],
      variantId: big.id,
      price: 3400,
      availableStock: 0,
      soldOutMessage: 'This variant is out of stock.',
      shortMessage: 'This variant is out of stock.',
    },
  ]);
  expect([purchaseOptions.minPrice, purchaseOptions.maxPrice]).toEqual([3100, 3400]);
  await agreesWithCheckStock(p.id, purchaseOptions.combinations);
});

it('a product the shop does not show is not purchasable, stock or not; listings answer purchasable too', async () => {
  const brand = await f.brand({ name: 'Hidden Purchase Brand', status: 0 });
  const hidden = await f.product({ categoryId, qty: 5, brandId: brand.id });
  expect(await purchase(hidden.id)).toBeNull();
  expect((await purchase(hidden.id, admin)).purchasable).toBe(false);

  const shown = await f.product({ categoryId, qty: 2, title: 'Purchasable Listing Toy' });
  const res = await t.gql(
    `{ products(filter: { categoryIds: [${categoryId}] }, page: 1) { items { id purchasable availableStock } } }`,
  );
  const items = res.body.data.products.items as Array<{ id: number; purchasable: boolean }>;
  expect(items.find((i) => i.id === shown.id)).toEqual({
    id: shown.id,
    purchasable: true,
    availableStock: 2,
  });
  expect(items.some((i) => i.id === hidden.id)).toBe(false);
});

describe('the back-office lists search on the server', () => {
  const names = (list: Array<{ name: string }>) => list.map((x) => x.name);

  it('brands, couriers and attributes by name (wildcards are text), attributes by a value too', async () => {
    await f.brand({ name: 'Lahore 50% Loops' });
    await f.brand({ name: 'Lahore 500 Loops' });
    const q = async (query: string) => (await t.gql(query, undefined, admin)).body.data;
    expect(names((await q(`{ adminBrands(search: "50%") { name } }`)).adminBrands)).toEqual([
      'Lahore 50% Loops',
    ]);
    expect(names((await q(`{ adminBrands(search: "  lahore ") { name } }`)).adminBrands)).toEqual([
      'Lahore 50% Loops',
      'Lahore 500 Loops',
    ]);
    expect((await q(`{ adminBrands(search: "") { id } }`)).adminBrands.length).toBe(
      (await q(`{ adminBrands { id } }`)).adminBrands.length,
    );

    await f.attribute('Yarn Weight', [{ value: 'Chunky' }, { value: 'Lace' }]);
    expect(names((await q(`{ adminAttributes(search: "chunk") { name } }`)).adminAttributes)).toEqual([
      'Yarn Weight',
    ]);
    expect(names((await q(`{ adminAttributes(search: "weight") { name } }`)).adminAttributes)).toEqual([
      'Yarn Weight',
    ]);

    const couriers = names((await q(`{ adminCouriers(search: "post") { name } }`)).adminCouriers);
    expect(couriers.length).toBeGreaterThan(0);
    expect(couriers.every((n: string) => /post/i.test(n))).toBe(true);
  });

  it('categories: the matches under their parents', async () => {
    const parent = await f.category({ name: 'Searchable Parent' });
    await f.category({ name: 'Needle Child', parentId: parent.id });
    await f.category({ name: 'Other Child', parentId: parent.id });
    const res = await t.gql(
      `{ adminCategories(search: "needle") { name children { name children { name } } } }`,
      undefined,
      admin,
    );
    expect(res.body.data.adminCategories).toEqual([
      { name: 'Searchable Parent', children: [{ name: 'Needle Child', children: [] }] },
    ]);
  });
});
