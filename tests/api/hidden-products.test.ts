/**
 * A product the shop does not show says why (audit: the spec's alternative form payload without
 * a category answered 'Product created successfully!' and the product silently waited, hidden,
 * in 'Uncategorised'): the REST answer says it is hidden and why, and `Product.hiddenReason`
 * (the back office's "Hidden" badge) names the reason for every hidden product.
 */
import { factories } from '../support/factories';
import { startAdminServer, TestServer } from '../support/test-server';

let t: TestServer;
let admin: string;

beforeAll(async () => ({ t, admin } = await startAdminServer()));
afterAll(() => t.close());

const NO_CATEGORY =
  'Hidden from the shop: it has no category, so it waits in "Uncategorised", which the shop does not show. Choose a category for it.';
const HIDDEN_REASONS = `{ adminProducts(perPage: 100) { items { id hiddenReason } } }`;

async function reasons(): Promise<Record<number, string | null>> {
  const res = await t.gql(HIDDEN_REASONS, undefined, admin);
  return Object.fromEntries(
    res.body.data.adminProducts.items.map((p: { id: number; hiddenReason: string | null }) => [
      p.id,
      p.hiddenReason,
    ]),
  );
}

it('says in the answer that a product posted without a category is hidden, and why', async () => {
  const res = await t.rest(
    'POST',
    '/products',
    {
      name: 'Sunflower Coaster',
      description: '<p>Cotton</p>',
      base_price: 450,
      variants: [{ sku: 'SUN-1', price: 450, stock: 5, attributes: { size: 'Small', color: 'Yellow' } }],
    },
    admin,
  );
  expect(res.status).toBe(200);
  expect(res.body).toEqual({
    status: 200,
    message: `Product created successfully! ${NO_CATEGORY}`,
    data: { id: expect.any(Number), name: 'Sunflower Coaster', hidden: true, hidden_reason: NO_CATEGORY },
  });
  expect((await reasons())[res.body.data.id]).toBe(NO_CATEGORY);
  // And it is really not in the shop.
  expect((await t.rest('GET', `/product-details/${res.body.data.id}`)).status).toBe(404);
});

it('answers hidden: false for a product created in an active category', async () => {
  const category = await factories(t.db.ds).category({ name: 'Coasters' });
  const res = await t.gql(
    `mutation($i: ProductWithVariantsInput!) { createProductWithVariants(input: $i) { product { id hiddenReason } errors { message } } }`,
    {
      i: {
        name: 'Daisy Coaster',
        basePrice: 400,
        categoryId: category.id,
        variants: [{ sku: 'DAISY-1', price: 400, stock: 3, size: 'Small', color: 'White' }],
      },
    },
    admin,
  );
  expect(res.body.data.createProductWithVariants.product.hiddenReason).toBeNull();
});

it('names the reason for every other hidden product: inactive, its category, a parent category, its brand', async () => {
  const f = factories(t.db.ds);
  const parent = await f.category({ name: 'Home', status: 0 });
  const child = await f.category({ name: 'Cushions', parentId: parent.id });
  const off = await f.category({ name: 'Winter', status: 0 });
  const on = await f.category({ name: 'Toys' });
  const brand = await f.brand({ name: 'Old Maker', status: 0 });
  const inactive = (await f.product({ categoryId: on.id, status: 0 })).id;
  const inOff = (await f.product({ categoryId: off.id })).id;
  const underOff = (await f.product({ categoryId: child.id })).id;
  const branded = (await f.product({ categoryId: on.id, brandId: brand.id })).id;
  const shown = (await f.product({ categoryId: on.id })).id;
  const r = await reasons();
  expect(r[inactive]).toBe('Hidden from the shop: its status is inactive.');
  expect(r[inOff]).toBe('Hidden from the shop: its category "Winter" is inactive.');
  expect(r[underOff]).toBe('Hidden from the shop: its parent category "Home" is inactive.');
  expect(r[branded]).toBe('Hidden from the shop: its brand "Old Maker" is inactive.');
  expect(r[shown]).toBeNull();
});
