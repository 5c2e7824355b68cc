/**
 * The owner's day and the shop's own words: the dashboard's to-do counts are the lists they
 * link to; the customer list sums each customer's orders; the shop's name and delivery terms
 * come from one setting (/admin/settings); the shipped mail of a cash-on-delivery order says what
 * to pay; a shop URL sent by a plain form is redirected to the one its links use.
 */
import { loadConfig } from '../../server/src/config';
import { canonicalShopQuery } from '../../server/src/ssr/shop-query';
import { factories } from '../support/factories';
import { startSmtp } from '../support/smtp';
import { customer as newCustomer } from '../support/shop-orders';
import { createTestServer, TestServer } from '../support/test-server';
import { catalogSettled, waitUntil } from '../support/wait';

let t: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let admin: string;
let productId: number;
let lowId: number;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestServer({ SMTP_URL: smtp.url, MAIL_FROM: 'orders@dhaaga.pk' });
  admin = (
    await t.rest('POST', '/admin/auth', { email: 'admin@example.com', password: 'admin-password-123' })
  ).body.token;
  const shop = { name: 'Dhaaga & Co', deliveryDays: '2-4' };
  expect((await t.rest('PUT', '/admin/settings/shop', { values: shop }, admin)).status).toBe(200);
  const f = factories(t.db.ds);
  const categoryId = (await f.category()).id;
  productId = (await f.product({ categoryId, qty: 100, price: 500 })).id;
  lowId = (await f.product({ categoryId, qty: 3, price: 900 })).id;
  await catalogSettled(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const customer = (name: string) => newCustomer(t, name);

async function order(token: string, method: string, qty = 1): Promise<number> {
  const res = await t.rest(
    'POST',
    '/save-order',
    {
      name: 'Delivery Contact',
      email: 'contact@example.pk',
      street: 'Punjab',
      city: 'Lahore',
      address: 'House 4, Model Town',
      zip: '54700',
      mobile: '03001234567',
      payment_method: method,
      cart: [{ product_id: productId, qty }],
    },
    token,
  );
  expect(res.status).toBe(200);
  return res.body.id;
}

const UPDATE = `mutation($id: Int!, $s: String!, $p: String!) {
  updateOrder(id: $id, status: $s, paymentStatus: $p) { errors { field message } }
}`;
const update = async (id: number, s: string, p: string) =>
  expect((await t.gql(UPDATE, { id, s, p }, admin)).body.data.updateOrder.errors).toEqual([]);

const TODO = `{ dashboard { todo { receiptsWaiting codToConfirm toShip lowStock } } }`;
const listTotal = async (filter: string) =>
  (
    await t.gql(
      `query($f: AdminOrderFilter) { adminOrders(filter: $f, perPage: 100) { meta { total } } }`,
      { f: filter },
      admin,
    )
  ).body.data.adminOrders.meta.total as number;

it("counts the owner's to-do exactly as the lists it links to, as orders move along", async () => {
  const a = await customer('Amna');
  const cod = await order(a.token, 'cod');
  const paidBank = await order(a.token, 'bank');
  await order(a.token, 'cod');

  const check = async () => {
    const todo = (await t.gql(TODO, {}, admin)).body.data.dashboard.todo;
    const lowStock = (
      await t.gql(
        `{ adminProducts(lowStock: true, perPage: 100) { items { id } meta { total } } }`,
        {},
        admin,
      )
    ).body.data.adminProducts;
    expect(todo).toEqual({
      receiptsWaiting: await listTotal('RECEIPT_WAITING'),
      codToConfirm: await listTotal('UNCONFIRMED_COD'),
      toShip: await listTotal('TO_SHIP'),
      lowStock: lowStock.meta.total,
    });
    return { todo, lowIds: lowStock.items.map((p: { id: number }) => p.id) };
  };

  const first = await check();
  let { todo } = first;
  expect(todo).toMatchObject({ codToConfirm: 2, toShip: 0, lowStock: 1 });
  expect(first.lowIds).toEqual([lowId]);

  // Marked paid: ready to ship. Shipped: off the list.
  await update(paidBank, 'pending', 'paid');
  ({ todo } = await check());
  expect(todo).toMatchObject({ codToConfirm: 2, toShip: 1 });
  await update(paidBank, 'shipped', 'paid');
  await update(cod, 'cancelled', 'unpaid');
  ({ todo } = await check());
  expect(todo).toMatchObject({ codToConfirm: 1, toShip: 0 });

  // Restocked above the line: no longer low.
  await t.db.ds.query('UPDATE products SET qty = 50 WHERE id = $1', [lowId]);
  ({ todo } = await check());
  expect(todo.lowStock).toBe(0);
});

it('lists customers with their orders, money spent, last order and refused COD parcels, searched and sorted', async () => {
  const b = await customer('Bilal');
  const c = await customer('Chanda');
  const first = await order(b.token, 'cod', 2);
  const second = await order(b.token, 'cod');
  await update(first, 'delivered', 'paid');
  await update(second, 'returned', 'unpaid');
  const LIST = `query($s: String, $sort: String, $d: String) {
    adminCustomers(search: $s, sort: $sort, direction: $d) {
      items { id name email ordersCount totalSpent lastOrderAt returnedCod } meta { total }
    }
  }`;
  const found = (await t.gql(LIST, { s: 'bilal' }, admin)).body.data.adminCustomers;
  expect(found.meta.total).toBe(1);
  const grand = (await t.db.ds.query('SELECT grand_total FROM orders WHERE id = $1', [first]))[0].grand_total;
  expect(found.items[0]).toMatchObject({
    id: b.id,
    ordersCount: 2,
    totalSpent: Number(grand) / 100,
    returnedCod: 1,
    lastOrderAt: expect.any(String),
  });
  const bySpent = (await t.gql(LIST, { sort: 'total_spent', d: 'desc' }, admin)).body.data.adminCustomers;
  expect(bySpent.items[0].id).toBe(b.id);
  const chanda = bySpent.items.find((x: { id: number }) => x.id === c.id);
  expect(chanda).toMatchObject({ ordersCount: 0, totalSpent: 0, lastOrderAt: null, returnedCod: 0 });

  // Admins only; a sort it does not know is a clear error.
  const anon = await t.gql(LIST, {});
  expect(anon.body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  const customerCall = await t.gql(LIST, {}, b.token);
  expect(customerCall.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
  const bad = await t.gql(LIST, { sort: 'password' }, admin);
  expect(bad.body.errors?.[0].message).toMatch(/sort/);
});

it("gives the shop's name and delivery terms from its settings, and signs and sends mails under that name", async () => {
  const shop = (await t.gql(`{ shop { name delivery { minDays maxDays shippingCharge cashOnDelivery } } }`))
    .body.data.shop;
  expect(shop).toEqual({
    name: 'Dhaaga & Co',
    delivery: { minDays: 2, maxDays: 4, shippingCharge: 200, cashOnDelivery: true },
  });

  const d = await customer('Dua');
  const id = await order(d.token, 'cod', 3);
  await waitUntil(() => smtp.withSubject(`Order #${id} confirmed`).length === 1, 20_000);
  const confirmed = smtp.withSubject(`Order #${id} confirmed`)[0];
  expect(confirmed.raw).toMatch(/^From: "?Dhaaga & Co"? <orders@dhaaga\.pk>/m);
  expect(confirmed.parts.text.trim().endsWith('Dhaaga & Co')).toBe(true);
  expect(confirmed.parts.html).toContain('Dhaaga &amp; Co</h2>');
  expect(confirmed.parts.text).not.toContain('Crochet');
});

it('tells a cash-on-delivery customer in the shipped mail how much to keep ready; a paid order is not asked', async () => {
  const e = await customer('Esha');
  const cod = await order(e.token, 'cod', 2);
  const bank = await order(e.token, 'bank');
  await update(cod, 'shipped', 'unpaid');
  await update(bank, 'shipped', 'paid');
  const [{ grand_total }] = await t.db.ds.query('SELECT grand_total FROM orders WHERE id = $1', [cod]);
  const rupees = `Rs ${(Number(grand_total) / 100).toLocaleString('en-US')}`;
  await waitUntil(
    () =>
      smtp.withSubject(`Order #${cod} has been shipped`).length === 1 &&
      smtp.withSubject(`Order #${bank} has been shipped`).length === 1,
    20_000,
  );
  expect(smtp.withSubject(`Order #${cod} has been shipped`)[0].parts.text).toContain(
    `Cash on delivery: please keep ${rupees} ready to pay the courier.`,
  );
  expect(smtp.withSubject(`Order #${bank} has been shipped`)[0].parts.text).not.toContain('Cash on delivery');
});

it("stops start-up on an upgraded deployment's SHOP_NAME or DELIVERY_DAYS out of range, naming the variable and the range", () => {
  const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/unused-shop-config' };
  expect(() => loadConfig({ ...base, SHOP_NAME: 'x'.repeat(61) })).toThrow(/SHOP_NAME.*1 to 60 characters/);
  expect(() => loadConfig({ ...base, DELIVERY_DAYS: '5-3' })).toThrow(/DELIVERY_DAYS.*1 to 60/);
  expect(() => loadConfig({ ...base, DELIVERY_DAYS: '0' })).toThrow(/DELIVERY_DAYS/);
  expect(loadConfig({ ...base, DELIVERY_DAYS: '3' }).legacyPolicy.values).toEqual({
    shop: { deliveryDays: '3' },
  });
});

it('refuses a shop name or delivery time out of range in the settings, naming the field', async () => {
  const save = (values: Record<string, string>) => t.rest('PUT', '/admin/settings/shop', { values }, admin);
  expect((await save({ name: 'x'.repeat(61) })).body.errors).toEqual({
    name: ['Must be 1 to 60 characters.'],
  });
  expect((await save({ name: 'A <b>' })).body.errors).toEqual({
    name: ['Must not contain <, >, " or a line break.'],
  });
  expect((await save({ deliveryDays: '0' })).status).toBe(422);
});

it('turns a shop URL a plain form sent into the one its links use', () => {
  expect(canonicalShopQuery('min_price=&max_price=500')).toBe('max_price=500');
  // The price form's script-side field names, sent before the script ran.
  expect(canonicalShopQuery('category=3&min=&max=1500')).toBe('category=3&max_price=1500');
  expect(canonicalShopQuery('category=3&category=5&sort=price_asc')).toBe('category=3,5&sort=price_asc');
  expect(canonicalShopQuery('category=3,5&max_price=500')).toBeNull();
  expect(canonicalShopQuery('')).toBeNull();
  expect(canonicalShopQuery('search=&min_price=&max_price=')).toBe('');
});

it('redirects such a URL (303) before rendering; the shop itself is not redirected', async () => {
  const res = await fetch(`${t.url}/shop?min_price=&max_price=500`, { redirect: 'manual' });
  expect(res.status).toBe(303);
  expect(res.headers.get('location')).toBe('/shop?max_price=500');
  const plain = await fetch(`${t.url}/shop?max_price=500`, { redirect: 'manual' });
  expect(plain.status).not.toBe(303);
});
