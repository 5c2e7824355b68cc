/**
 * The audit log: a back-office change is recorded with who made it and the changed columns
 * before → after, in the transaction of the change (a refused change leaves no entry); a
 * shopper's writes and the jobs' are not back-office actions and leave none.
 */
import { checkoutBody } from '../support/checkout';
import { factories } from '../support/factories';
import { customer as shopper, staffMember } from '../support/shop-orders';
import { gqlFormInput } from '../support/stock-shop';
import { createTestServer, TestServer } from '../support/test-server';

let t: TestServer;
let owner: string;
let staff: string;
let staffId: number;
let customer: string;
let productId: number;

const ACTIVITY = `query($actorId: Int, $kind: String, $page: Int) {
  activity(actorId: $actorId, kind: $kind, page: $page, perPage: 10) {
    items { actorId actorName actorRole kind kindLabel action subjectId subjectLabel changes { field label before after } }
    meta { total lastPage }
  }
}`;
const FORM = `query($id: Int!) { adminProduct(id: $id) { title price sku status isFeatured version category { id } attributeValues { id } } }`;
const SAVE = `mutation($id: Int!, $i: UpdateProductInput!) { updateProduct(id: $id, input: $i) { errors { field code } } }`;

beforeAll(async () => {
  t = await createTestServer();
  owner = await t.adminToken();
  ({ id: staffId, token: staff } = await staffMember(t, 'Kiran'));
  customer = (await shopper(t, 'Shopper')).token;
  const f = factories(t.db.ds);
  const category = await f.category({ name: 'Shawls' });
  productId = (await f.product({ categoryId: category.id, title: 'Rose Shawl', qty: 5, price: 1500 })).id;
});

afterAll(() => t.close());

/** A shopper's order of one Rose Shawl: it takes stock from the product, not a back-office action. */
const shopperOrder = () =>
  t.rest(
    'POST',
    '/save-order',
    checkoutBody([{ product_id: productId, qty: 1 }], {
      name: 'Shopper',
      email: 'audit.shopper@example.pk',
      payment_method: 'cod',
    }),
    customer,
  );

async function form() {
  return gqlFormInput((await t.gql(FORM, { id: productId }, owner)).body.data.adminProduct);
}

it("records the owner's price change, before → after, and nothing for a refused save or a shopper", async () => {
  const opened = await form();
  const saved = await t.gql(SAVE, { id: productId, i: { ...opened, price: 1800 } }, owner);
  expect(saved.body.data.updateProduct.errors).toEqual([]);
  // A save from the older form changes nothing, and records nothing.
  const stale = await t.gql(SAVE, { id: productId, i: { ...opened, price: 900 } }, owner);
  expect(stale.body.data.updateProduct.errors).not.toEqual([]);

  const order = await shopperOrder();
  expect(order.status).toBe(200);

  const res = await t.gql(ACTIVITY, { kind: 'product' }, owner);
  expect(res.body.errors).toBeUndefined();
  const { items, meta } = res.body.data.activity;
  expect(meta.total).toBe(1);
  expect(items[0]).toMatchObject({
    actorName: 'Admin',
    actorRole: 'OWNER',
    kind: 'product',
    kindLabel: 'Product',
    action: 'changed',
    subjectId: String(productId),
    subjectLabel: 'Rose Shawl',
  });
  expect(items[0].changes).toEqual([
    { field: 'price', label: 'Price', before: 'Rs 1,500', after: 'Rs 1,800' },
  ]);
});

it("records staff's order changes under their name, and filters by person and kind", async () => {
  const [{ id: orderId }] = await t.db.ds.query('SELECT id FROM orders ORDER BY id DESC LIMIT 1');
  const details = await t.rest('GET', `/admin/order/details/${orderId}`, undefined, staff);
  const shipped = await t.rest(
    'POST',
    `/admin/update-order/${orderId}`,
    { status: 'shipped', payment_status: 'unpaid', version: details.body.data.version },
    staff,
  );
  expect(shipped.status).toBe(200);

  const byStaff = (await t.gql(ACTIVITY, { actorId: staffId }, owner)).body.data.activity;
  expect(byStaff.items.length).toBeGreaterThanOrEqual(1);
  expect(byStaff.items.every((e: any) => e.actorName === 'Kiran' && e.actorRole === 'STAFF')).toBe(true);
  const statusChange = byStaff.items.find((e: any) => e.kind === 'order');
  expect(statusChange.changes).toEqual(
    expect.arrayContaining([{ field: 'status', label: 'Status', before: 'pending', after: 'shipped' }]),
  );
  const byOwner = (await t.gql(ACTIVITY, { kind: 'order', actorId: null }, owner)).body.data.activity;
  expect(byOwner.items.every((e: any) => e.kind === 'order')).toBe(true);

  const actors = (await t.gql(`{ activityActors { id name } }`, {}, owner)).body.data.activityActors;
  expect(actors.map((a: any) => a.name).sort()).toEqual(['Admin', 'Kiran']);

  // Staff do not read the log.
  const refused = await t.gql(ACTIVITY, {}, staff);
  expect(refused.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
});

it('records a change made outside a transaction, and a shopper on the same connections is never its author', async () => {
  // Brand deletes are single statements (no transaction of their own).
  const brand = await t.rest('POST', '/admin/brands', { name: 'Temporary', status: 1 }, owner);
  expect(brand.status).toBe(200);
  // Shoppers' writes interleaved on the pool with the owner's.
  await Promise.all([
    t.rest('DELETE', `/admin/brands/${brand.body.data.id}`, undefined, owner),
    ...Array.from({ length: 6 }, shopperOrder),
  ]);
  const brands = (await t.gql(ACTIVITY, { kind: 'brand' }, owner)).body.data.activity.items;
  expect(brands.map((e: any) => e.action)).toEqual(['deleted', 'created']);
  expect(brands[0]).toMatchObject({ actorName: 'Admin', subjectLabel: 'Temporary' });
  const orders = (await t.gql(ACTIVITY, { kind: 'order' }, owner)).body.data.activity.items;
  expect(orders.every((e: any) => e.action !== 'created')).toBe(true);
});
