/**
 * A variant-form product kept from its edit page (issue 32): variants added, repriced and
 * removed by GraphQL, each moving the product's version; refused input as field errors; the
 * products list's Qty (`availableStock`) sums the variants; two admins adding one SKU at once
 * get one variant and one SKU error. And the product page's delivery terms follow /admin/shipping
 * even while the shop's answers are cached.
 */
import { factories } from '../support/factories';
import { createTestServer, TestServer } from '../support/test-server';
import { catalogSettled, waitUntil } from '../support/wait';

let t: TestServer;
let admin: string;
let productId: number;

const PAYLOAD =
  'product { id version variants { id sku price stock size color } } errors { field message code }';

beforeAll(async () => {
  t = await createTestServer();
  admin = (
    await t.rest('POST', '/admin/auth', { email: 'admin@example.com', password: 'admin-password-123' })
  ).body.token;
  const categoryId = (await factories(t.db.ds).category()).id;
  const created = await t.gql(
    `mutation($input: ProductWithVariantsInput!) { createProductWithVariants(input: $input) { ${PAYLOAD} } }`,
    {
      input: {
        name: 'Market Tote',
        basePrice: 1200,
        categoryId,
        variants: [
          { sku: 'MT-S', price: 1200, stock: 0, size: 'Small', color: 'Olive' },
          { sku: 'MT-L', price: 1500, stock: 2, size: 'Large', color: 'Olive' },
        ],
      },
    },
    admin,
  );
  productId = created.body.data.createProductWithVariants.product.id;
  await catalogSettled(t);
});
afterAll(() => t.close());

const add = (input: Record<string, unknown>) =>
  t.gql(
    `mutation($id: Int!, $input: VariantFormInput!) { addProductVariant(productId: $id, input: $input) { ${PAYLOAD} } }`,
    { id: productId, input },
    admin,
  );
const product = async () =>
  (
    await t.gql(
      `query($id: Int!) { adminProduct(id: $id) { version variants { id sku price stock } } }`,
      { id: productId },
      admin,
    )
  ).body.data.adminProduct;
const listedQty = async () =>
  (
    await t.gql(
      `{ adminProducts(search: "Market Tote", page: 1) { items { id availableStock } } }`,
      {},
      admin,
    )
  ).body.data.adminProducts.items.find((p: { id: number }) => p.id === productId).availableStock;

it('adds, reprices and removes variants, each moving the version; the list sums their stock', async () => {
  expect(await listedQty()).toBe(2);
  const before = await product();
  const added = (await add({ sku: 'MT-M', price: 1300, stock: 4, size: 'Medium', color: 'Rust' })).body.data
    .addProductVariant;
  expect(added.errors).toEqual([]);
  expect(added.product.version).toBe(before.version + 1);
  expect(added.product.variants.map((v: { sku: string }) => v.sku).sort()).toEqual(['MT-L', 'MT-M', 'MT-S']);
  expect(await listedQty()).toBe(6);

  const small = before.variants.find((v: { sku: string }) => v.sku === 'MT-S');
  const repriced = (
    await t.gql(
      `mutation($id: Int!) { updateProductVariantPrice(id: $id, price: 950.5) { ${PAYLOAD} } }`,
      { id: small.id },
      admin,
    )
  ).body.data.updateProductVariantPrice;
  expect(repriced.product.variants.find((v: { sku: string }) => v.sku === 'MT-S').price).toBe(950.5);
  expect(repriced.product.version).toBe(before.version + 2);

  const large = before.variants.find((v: { sku: string }) => v.sku === 'MT-L');
  const removed = (
    await t.gql(
      `mutation($id: Int!) { removeProductVariant(id: $id) { ${PAYLOAD} } }`,
      { id: large.id },
      admin,
    )
  ).body.data.removeProductVariant;
  expect(removed.product.variants.map((v: { sku: string }) => v.sku).sort()).toEqual(['MT-M', 'MT-S']);
  expect(await listedQty()).toBe(4);

  // The shop reads the change at once (its cached product answers were evicted).
  await waitUntil(async () => {
    const res = await t.rest('GET', `/product-details/${productId}`);
    return res.body.data.variants.length === 2;
  });
});

it('refuses bad input with field errors and changes nothing; a missing variant is not found', async () => {
  const version = (await product()).version;
  const bad = (await add({ sku: 'MT-S', price: -1, stock: -1, size: '', color: 'Rust' })).body.data
    .addProductVariant;
  expect(bad.product).toBeNull();
  expect(bad.errors.map((e: { field: string }) => e.field).sort()).toEqual(['price', 'size', 'stock']);
  const taken = (await add({ sku: 'mt-s', price: 10, stock: 1, size: 'Tiny', color: 'Rust' })).body.data
    .addProductVariant;
  expect(taken.errors).toEqual([expect.objectContaining({ field: 'sku', code: 'TAKEN' })]);
  const price = (
    await t.gql(`mutation { updateProductVariantPrice(id: 999999, price: 10) { ${PAYLOAD} } }`, {}, admin)
  ).body;
  expect(JSON.stringify(price)).toMatch(/Variant not found/);
  expect((await product()).version).toBe(version);
  const anonymous = await t.gql(`mutation { removeProductVariant(id: 1) { errors { field } } }`);
  expect(anonymous.body.errors?.[0].extensions?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
});

it('two admins adding one SKU at once: one variant, one SKU error', async () => {
  const input = { sku: 'MT-RACE', price: 1000, stock: 1, size: 'Race', color: 'Blue' };
  const answers = await Promise.all([add(input), add(input)]);
  const outcomes = answers.map((a) =>
    a.body.data.addProductVariant.product ? 'added' : a.body.data.addProductVariant.errors[0].code,
  );
  expect(outcomes.sort()).toEqual(['TAKEN', 'added']);
  const [{ n }] = await t.db.ds.query(
    `SELECT count(*)::int AS n FROM product_variants WHERE sku = 'MT-RACE'`,
  );
  expect(n).toBe(1);
});

it("shows shipping's default rate and threshold by the price, read again after /admin/shipping changes them", async () => {
  const TERMS = '{ shop { delivery { shippingCharge freeShippingFrom shippingVariesByCity } } }';
  const read = async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: TERMS }),
    });
    return { cache: res.headers.get('x-cache'), terms: (await res.json()).data.shop.delivery };
  };
  await read();
  const cached = await read();
  expect(cached).toEqual({
    cache: 'HIT',
    terms: { shippingCharge: 200, freeShippingFrom: null, shippingVariesByCity: false },
  });
  const saved = await t.gql(
    `mutation { updateShippingSettings(input: { defaultRate: 250, freeShippingThreshold: 5000 }) { errors { field } } }`,
    {},
    admin,
  );
  expect(saved.body.data.updateShippingSettings.errors).toEqual([]);
  await t.gql(
    `mutation { saveShippingRate(input: { province: "Sindh", city: "Karachi", rate: 300 }) { errors { field } } }`,
    {},
    admin,
  );
  await waitUntil(async () => (await read()).terms.shippingVariesByCity === true);
  expect((await read()).terms).toEqual({
    shippingCharge: 250,
    freeShippingFrom: 5000,
    shippingVariesByCity: true,
  });
});
