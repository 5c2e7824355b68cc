/**
 * The fake-order guard: orders set `returned` (REST update-order and GraphQL updateOrder alike)
 * count against their phone number and address ("Returned before: 2 of 3 orders" on the admin
 * order page and list); the owner's prepayment setting refuses cash on delivery from a number
 * with a return (on paymentMethod); the blocklist (phone, e-mail) is refused at checkout over
 * REST and GraphQL, with nothing taken from stock.
 */
import { PREPAYMENT_REQUIRED } from '../../server/src/modules/guard/guard.messages';
import { BLOCKED_PHONE } from '../../server/src/modules/guard/guard.messages';
import { BLOCKED_EMAIL } from '../../server/src/modules/guard/guard.messages';
import { checkoutBody, placeOrderInput } from '../support/checkout';
import { customer as newCustomer } from '../support/shop-orders';
import { useCategoryShop } from '../support/category-shop';
import type { TestServer } from '../support/test-server';

const shop = useCategoryShop();
let t: TestServer;
beforeAll(() => (t = shop.t));

const customer = async () => (await newCustomer(t, 'Guard Tester')).token;

interface Checkout {
  mobile: string;
  address?: string;
  email?: string;
  method?: string;
}
async function restOrder(c: Checkout, productId?: number) {
  const p = productId ?? (await shop.f.product({ categoryId: shop.categoryId, qty: 10 })).id;
  return t.rest(
    'POST',
    '/save-order',
    checkoutBody([{ product_id: p, qty: 1 }], {
      name: 'Guarded',
      email: c.email ?? 'contact@example.pk',
      address: c.address ?? `House ${Math.random().toString(36).slice(2, 8)}, Gulberg`,
      mobile: c.mobile,
      payment_method: c.method ?? 'cod',
    }),
    await customer(),
  );
}
async function gqlOrder(c: Checkout, productId: number) {
  return t.gql(
    `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } errors { field message code } } }`,
    {
      input: placeOrderInput([{ productId, qty: 1 }], {
        name: 'Guarded',
        email: c.email ?? 'contact@example.pk',
        address: c.address ?? 'House 9, Gulberg',
        mobile: c.mobile,
        paymentMethod: c.method ?? 'cod',
      }),
    },
    await customer(),
  );
}
const setReturnedRest = (id: number) =>
  t.rest('POST', `/admin/update-order/${id}`, { status: 'returned', payment_status: 'unpaid' }, shop.admin);
const setReturnedGql = (id: number) =>
  t.gql(
    `mutation($id: Int!) { updateOrder(id: $id, status: "returned", paymentStatus: "unpaid") { errors { message } } }`,
    { id },
    shop.admin,
  );

it('counts returned orders against the phone number and the address, on the order page and the list', async () => {
  const ids: number[] = [];
  for (const mobile of ['03004445566', '923004445566', '+923004445566'.slice(1)]) {
    const res = await restOrder({ mobile });
    expect(res.status).toBe(200);
    ids.push(res.body.id);
  }
  expect((await setReturnedRest(ids[0])).status).toBe(200);
  expect((await setReturnedGql(ids[1])).body.data.updateOrder.errors).toEqual([]);
  const latest = (await restOrder({ mobile: '0300 444 5566'.replace(/ /g, '') })).body.id as number;

  const details = await t.rest('GET', `/admin/order/details/${latest}`, undefined, shop.admin);
  expect(details.body.data.returned_before).toEqual({
    orders: 3,
    returned: 2,
    summary: 'Returned before: 2 of 3 orders',
  });
  const gql = await t.gql(
    `query($id: Int!) { adminOrder(id: $id) { returnRecord { orders returned summary } } }`,
    { id: latest },
    shop.admin,
  );
  expect(gql.body.data.adminOrder.returnRecord.summary).toBe('Returned before: 2 of 3 orders');
  const list = await t.rest('GET', '/admin/orders?per_page=100', undefined, shop.admin);
  const row = (id: number) => list.body.data.find((r: { id: number }) => r.id === id);
  expect(row(latest).returned_before.summary).toBe('Returned before: 2 of 3 orders');
  expect(row(ids[0]).returned_before).toEqual({ orders: 0, returned: 0, summary: null });

  // The same address from another number counts too (case and spaces aside).
  const other = await restOrder({ mobile: '03117778899', address: 'Flat 7, Defence' });
  expect((await setReturnedRest(other.body.id)).status).toBe(200);
  const sameDoor = (await restOrder({ mobile: '03227778899', address: '  flat 7, DEFENCE ' })).body.id;
  const again = await t.rest('GET', `/admin/order/details/${sameDoor}`, undefined, shop.admin);
  expect(again.body.data.returned_before.summary).toBe('Returned before: 1 of 1 order');

  // A customer never sees it, not even on their own order.
  const token = await customer();
  const p = await shop.f.product({ categoryId: shop.categoryId, qty: 2 });
  const own = await t.rest(
    'POST',
    '/save-order',
    checkoutBody([{ product_id: p.id, qty: 1 }], {
      name: 'Own',
      email: 'o@example.pk',
      address: 'Flat 7, Defence',
      mobile: '03004445566',
    }),
    token,
  );
  expect(own.status).toBe(200);
  const mine = await t.gql(`query { myOrders { items { id returnRecord { summary } } } }`, {}, token);
  expect(mine.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
  expect(JSON.stringify(mine.body)).not.toContain('Returned before');
  const customerView = await t.rest('GET', `/user/order/details/${own.body.id}`, undefined, token);
  expect(customerView.body.data.returned_before).toBeUndefined();
});

it('the prepayment setting refuses cash on delivery from a number with a return (REST and GraphQL), and only that', async () => {
  const first = await restOrder({ mobile: '03335556677' });
  expect((await setReturnedRest(first.body.id)).status).toBe(200);
  // Off by default: COD is still taken.
  expect((await restOrder({ mobile: '03335556677' })).status).toBe(200);

  await t.services.settings.update('cod', { prepaymentAfterReturns: 'on' });
  try {
    const p = await shop.f.product({ categoryId: shop.categoryId, qty: 4 });
    const refused = await restOrder({ mobile: '923335556677' }, p.id);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ paymentMethod: [PREPAYMENT_REQUIRED] });
    const viaGql = await gqlOrder({ mobile: '03335556677' }, p.id);
    expect(viaGql.body.data.placeOrder.errors).toEqual([
      { field: 'paymentMethod', message: PREPAYMENT_REQUIRED, code: 'PREPAYMENT_REQUIRED' },
    ]);
    expect((await t.db.ds.query('SELECT qty FROM products WHERE id = $1', [p.id]))[0].qty).toBe(4);
    // A wallet or bank payment from the same number, and COD from a clean number, go through.
    expect((await restOrder({ mobile: '03335556677', method: 'jazzcash' }, p.id)).status).toBe(200);
    expect((await gqlOrder({ mobile: '03335550000' }, p.id)).body.data.placeOrder.errors).toEqual([]);
  } finally {
    await t.services.settings.update('cod', { prepaymentAfterReturns: null });
  }
});

describe('blocklist', () => {
  it('is kept in the back office (REST and GraphQL) and refused at checkout with a clear message', async () => {
    const added = await t.rest(
      'POST',
      '/admin/blocklist',
      { kind: 'phone', value: '0321 555-0000', note: 'fake orders' },
      shop.admin,
    );
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ kind: 'phone', value: '+923215550000', note: 'fake orders' });
    const email = await t.gql(
      `mutation { addBlocklistEntry(input: { kind: "email", value: "Prank@Example.PK" }) { entry { id value } errors { field code } } }`,
      {},
      shop.admin,
    );
    expect(email.body.data.addBlocklistEntry.entry.value).toBe('prank@example.pk');
    const twice = await t.rest(
      'POST',
      '/admin/blocklist',
      { kind: 'phone', value: '+923215550000' },
      shop.admin,
    );
    expect([twice.status, twice.body.errors]).toEqual([
      422,
      { value: ['This entry is on the blocklist already.'] },
    ]);
    const bad = await t.rest('POST', '/admin/blocklist', { kind: 'phone', value: '12ab' }, shop.admin);
    expect(bad.status).toBe(422);
    expect(bad.body.errors.value).toHaveLength(1);

    const p = await shop.f.product({ categoryId: shop.categoryId, qty: 3 });
    const byPhone = await restOrder({ mobile: '923215550000', method: 'bank' }, p.id);
    expect([byPhone.status, byPhone.body.errors]).toEqual([422, { mobile: [BLOCKED_PHONE] }]);
    const byEmail = await gqlOrder({ mobile: '03009998877', email: 'prank@example.pk' }, p.id);
    expect(byEmail.body.data.placeOrder.errors).toEqual([
      { field: 'email', message: BLOCKED_EMAIL, code: 'BLOCKED' },
    ]);
    const both = await gqlOrder({ mobile: '03215550000', email: 'PRANK@example.pk' }, p.id);
    expect(both.body.data.placeOrder.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'email',
      'mobile',
    ]);
    expect((await t.db.ds.query('SELECT qty FROM products WHERE id = $1', [p.id]))[0].qty).toBe(3);

    const list = await t.rest('GET', '/admin/blocklist', undefined, shop.admin);
    expect(list.body.data.map((e: { value: string }) => e.value)).toEqual([
      'prank@example.pk',
      '+923215550000',
    ]);
    expect(
      (await t.rest('DELETE', `/admin/blocklist/${added.body.data.id}`, undefined, shop.admin)).status,
    ).toBe(200);
    expect(
      (await t.rest('DELETE', `/admin/blocklist/${added.body.data.id}`, undefined, shop.admin)).status,
    ).toBe(404);
    expect((await restOrder({ mobile: '923215550000' }, p.id)).status).toBe(200);
  });

  it('is the back office’s only: customers and visitors are refused', async () => {
    const token = await customer();
    expect((await t.rest('GET', '/admin/blocklist', undefined, token)).status).toBe(403);
    expect((await t.rest('POST', '/admin/blocklist', { kind: 'email', value: 'a@b.pk' })).status).toBe(401);
    const gql = await t.gql(`query { blocklist { id } }`, {}, token);
    expect(gql.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });
});
