/**
 * Order statuses and their transitions, one table for every path (DESIGN decision 21): the
 * status `returned` (refused at the door) over REST and GraphQL, its stock coming back, leaving
 * it taking the stock again or failing clearly, the customer's mail, and the paths that may not
 * start from it (a receipt verified, a receipt uploaded).
 */
import { customer as newCustomer } from '../support/shop-orders';
import { useCategoryShop } from '../support/category-shop';
import type { TestServer } from '../support/test-server';
import { checkoutBody } from '../support/checkout';

const shop = useCategoryShop('Transitions');
let t: TestServer;
beforeAll(() => (t = shop.t));

const customer = async () => (await newCustomer(t, 'Door Refuser')).token;

async function placeOrder(productId: number, qty: number, method = 'cod'): Promise<number> {
  const res = await t.rest(
    'POST',
    '/save-order',
    checkoutBody([{ product_id: productId, qty }], {
      name: 'Delivery Contact',
      email: 'contact@example.pk',
      address: 'House 4, Model Town',
      zip: '54700',
      payment_method: method,
    }),
    await customer(),
  );
  expect(res.status).toBe(200);
  return res.body.id;
}

const stockOf = async (id: number) =>
  (await t.db.ds.query('SELECT qty FROM products WHERE id = $1', [id]))[0].qty as number;
const update = (id: number, body: Record<string, unknown>) =>
  t.rest('POST', `/admin/update-order/${id}`, { payment_status: 'unpaid', ...body }, shop.admin);

it('REST update-order takes "returned": the goods come back to stock, the customer is told, the history says so', async () => {
  const p = await shop.f.product({ categoryId: shop.categoryId, qty: 5 });
  const id = await placeOrder(p.id, 2);
  expect(await stockOf(p.id)).toBe(3);
  expect((await update(id, { status: 'shipped' })).status).toBe(200);
  const returned = await update(id, { status: 'returned' });
  expect(returned.status).toBe(200);
  expect(returned.body.data.status).toBe('returned');
  expect(await stockOf(p.id)).toBe(5);
  // Returned to cancelled: neither holds stock, so nothing moves twice.
  expect((await update(id, { status: 'cancelled' })).status).toBe(200);
  expect(await stockOf(p.id)).toBe(5);
  expect((await update(id, { status: 'returned' })).status).toBe(200);
  expect(await stockOf(p.id)).toBe(5);
  // Mailed in the change's own transaction (the outbox): once for each time it was returned.
  const mails = await t.db.ds.query(`SELECT key FROM mail_events WHERE key LIKE $1 AND subject = $2`, [
    `order:${id}:history:%`,
    `Order #${id} has come back to us`,
  ]);
  expect(mails).toHaveLength(2);
  const details = await t.gql(
    `query($id: Int!) { adminOrder(id: $id) { status history { summary } } }`,
    { id },
    shop.admin,
  );
  expect(details.body.data.adminOrder.status).toBe('returned');
  expect(details.body.data.adminOrder.history.map((h: { summary: string }) => h.summary)).toContain(
    'Returned: refused at the door',
  );
});

it('leaving "returned" takes the stock again, or fails naming the product and changes nothing', async () => {
  const p = await shop.f.product({ categoryId: shop.categoryId, qty: 3, title: 'Amigurumi Fox' });
  const id = await placeOrder(p.id, 2);
  expect((await update(id, { status: 'returned' })).status).toBe(200);
  expect(await stockOf(p.id)).toBe(3);
  // Someone else buys what came back.
  await placeOrder(p.id, 2);
  const refused = await update(id, { status: 'shipped' });
  expect(refused.status).toBe(422);
  expect(refused.body.errors.status).toEqual([
    'This order cannot leave "returned": "Amigurumi Fox" no longer has enough stock.',
  ]);
  expect((await t.rest('GET', `/admin/order/details/${id}`, undefined, shop.admin)).body.data.status).toBe(
    'returned',
  );
  await t.db.ds.query('UPDATE products SET qty = qty + 5 WHERE id = $1', [p.id]);
  expect((await update(id, { status: 'pending' })).status).toBe(200);
  expect(await stockOf(p.id)).toBe(4);
});

it('GraphQL: updateOrder takes "returned", and orderStatuses lists every status with what it does', async () => {
  const p = await shop.f.product({ categoryId: shop.categoryId, qty: 4 });
  const id = await placeOrder(p.id, 1);
  const res = await t.gql(
    `mutation($id: Int!) { updateOrder(id: $id, status: "returned", paymentStatus: "unpaid") { order { status } errors { field message } } }`,
    { id },
    shop.admin,
  );
  expect(res.body.data.updateOrder).toEqual({ order: { status: 'returned' }, errors: [] });
  expect(await stockOf(p.id)).toBe(4);
  const statuses = await t.gql(`{ orderStatuses { code label holdsStock mailsCustomer } }`);
  expect(statuses.body.data.orderStatuses).toEqual([
    { code: 'pending', label: 'Pending', holdsStock: true, mailsCustomer: false },
    { code: 'shipped', label: 'Shipped', holdsStock: true, mailsCustomer: true },
    { code: 'delivered', label: 'Delivered', holdsStock: true, mailsCustomer: true },
    { code: 'cancelled', label: 'Cancelled', holdsStock: false, mailsCustomer: true },
    { code: 'returned', label: 'Returned', holdsStock: false, mailsCustomer: true },
  ]);
  const wrong = await update(id, { status: 'lost' });
  expect(wrong.status).toBe(422);
  expect(wrong.body.errors.status[0]).toMatch(/returned/);
});

it('a returned order takes no receipt and no "Mark paid", as the table says', async () => {
  const p = await shop.f.product({ categoryId: shop.categoryId, qty: 4 });
  const token = await customer();
  const res = await t.rest(
    'POST',
    '/save-order',
    checkoutBody([{ product_id: p.id, qty: 1 }], {
      name: 'Delivery Contact',
      email: 'contact@example.pk',
      address: 'House 4, Model Town',
      zip: '54700',
      payment_method: 'bank',
    }),
    token,
  );
  const id = res.body.id as number;
  const [{ id: receiptId }] = await t.db.ds.query(
    `INSERT INTO order_receipts (order_id, number, uploaded_by, file, original_name, content_type, detected_type, size, status)
     SELECT $1, 1, user_id, '00000000-0000-4000-8000-000000000001.pdf', 'x.pdf', 'application/pdf', 'pdf', 10, 'waiting' FROM orders WHERE id = $1 RETURNING id`,
    [id],
  );
  expect((await update(id, { status: 'returned' })).status).toBe(200);
  const verify = await t.gql(
    `mutation($id: Int!) { verifyPaymentReceipt(id: $id) { errors { field message code } } }`,
    { id: receiptId },
    shop.admin,
  );
  expect(verify.body.data.verifyPaymentReceipt.errors).toEqual([
    { field: 'receipt', message: 'This order was returned: set it back to pending first.', code: 'RETURNED' },
  ]);
  const order = await t.gql(
    `query($id: Int!) { myOrder(id: $id) { canUploadReceipt paymentStatus } }`,
    { id },
    token,
  );
  expect(order.body.data.myOrder).toEqual({ canUploadReceipt: false, paymentStatus: 'unpaid' });
});
