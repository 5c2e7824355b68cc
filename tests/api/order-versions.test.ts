/**
 * Orders carry a version (issue 29, item 4): every change (an admin's update, a verified
 * receipt, the card webhook, "confirmed by phone", the auto-cancel) bumps it, and an update
 * from an older read is refused (409 / CONFLICT), so a stale form never undoes a payment.
 * Old apps that send no version update as before. And the legacy ship body (issue 30, item 7):
 * courier and tracking number are optional on every path.
 */
import sharp from 'sharp';
import { signWebhook, startFakeStripe } from '../support/fake-stripe';
import { factories } from '../support/factories';
import { startSmtp } from '../support/smtp';
import { customer as newCustomer } from '../support/shop-orders';
import { manualOrder } from '../support/receipts';
import { createTestServer, TestServer } from '../support/test-server';
import { waitUntil } from '../support/wait';

let t: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let productId: number;
let adminA: string;
let adminB: string;
const WEBHOOK_SECRET = 'whsec_order_versions';
const CHANGED = 'This order was changed since you opened it. Review the changes, then apply yours again.';

beforeAll(async () => {
  smtp = await startSmtp();
  stripe = await startFakeStripe();
  t = await createTestServer({ SMTP_URL: smtp.url, ...stripe.env(WEBHOOK_SECRET) });
  const f = factories(t.db.ds);
  productId = (await f.product({ categoryId: (await f.category()).id, qty: 1000, price: 1500 })).id;
  const signIn = async () =>
    (await t.rest('POST', '/admin/auth', { email: 'admin@example.com', password: 'admin-password-123' })).body
      .token as string;
  adminA = await signIn();
  adminB = await signIn();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await stripe.close();
});

const customer = () => newCustomer(t, 'Version Tester');
const order = (token: string, method = 'easypaisa') => manualOrder(t, token, productId, method);
const orderRow = async (id: number) =>
  (await t.db.ds.query('SELECT status, payment_status, version FROM orders WHERE id = $1', [id]))[0] as {
    status: string;
    payment_status: string;
    version: number;
  };
const restDetails = async (id: number) =>
  (await t.rest('GET', `/admin/order/details/${id}`, undefined, adminA)).body.data;
/** The back office's REST order update, as `token`'s admin sends it. */
const restUpdate = (token: string, id: number, body: Record<string, unknown>) =>
  t.rest('POST', `/admin/update-order/${id}`, body, token);
const UPDATE = `mutation($id: Int!, $s: String!, $p: String!, $v: Int, $c: Int, $t: String) {
  updateOrder(id: $id, status: $s, paymentStatus: $p, version: $v, courierId: $c, trackingNumber: $t) {
    message order { id status paymentStatus version trackingNumber courier { name } trackingUrl } errors { field message code }
  } }`;
const gqlUpdate = async (token: string, vars: Record<string, unknown>) =>
  (await t.gql(UPDATE, vars, token)).body.data.updateOrder;

async function uploadReceipt(token: string, orderId: number) {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: `mutation($o: Int!, $f: Upload!) { uploadPaymentReceipt(orderId: $o, file: $f) { receipt { id } errors { message } } }`,
      variables: { o: orderId, f: null },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.f'] }));
  const png = await sharp({ create: { width: 200, height: 300, channels: 3, background: '#eeeeee' } })
    .png()
    .toBuffer();
  form.append('0', new Blob([new Uint8Array(png)]), 'receipt.png');
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${token}` },
    body: form,
  });
  return ((await res.json()) as any).data.uploadPaymentReceipt.receipt.id as number;
}

describe('reads carry the version', () => {
  it('REST details and GraphQL order reads include it; the update answers with the new one', async () => {
    const c = await customer();
    const id = await order(c.token, 'cod');
    const rest = await restDetails(id);
    expect(rest.version).toEqual(expect.any(Number));
    const gql = (await t.gql(`query($id: Int!) { adminOrder(id: $id) { version } }`, { id }, adminA)).body
      .data.adminOrder;
    expect(gql.version).toBe(rest.version);
    const updated = await restUpdate(adminA, id, {
      status: 'pending',
      payment_status: 'paid',
      version: rest.version,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.version).toBe(rest.version + 1);
  });
});

describe('a stale order form never undoes a payment', () => {
  /** Admin A reads the order; `pay` marks it paid some other way; A then saves a status from its read. */
  async function staleSaveAfter(
    pay: (orderId: number, c: { token: string }) => Promise<void>,
    method: string,
  ) {
    const c = await customer();
    const id = method === 'stripe' ? await cardOrder(c.id) : await order(c.token, method);
    const read = await restDetails(id);
    expect(read.payment_status).toBe('unpaid');
    await pay(id, c);
    await waitUntil(async () => (await orderRow(id)).payment_status === 'paid');
    expect((await orderRow(id)).version).toBeGreaterThan(read.version);

    const rest = await restUpdate(adminA, id, {
      status: 'shipped',
      payment_status: read.payment_status,
      version: read.version,
    });
    expect(rest.status).toBe(409);
    expect(rest.body.message).toBe(CHANGED);
    expect(rest.body.errors).toEqual({ version: [CHANGED] });
    expect(rest.body.current).toMatchObject({ status: 'pending', payment_status: 'paid' });
    const gql = await gqlUpdate(adminA, { id, s: 'shipped', p: 'unpaid', v: read.version });
    expect(gql).toMatchObject({
      order: null,
      errors: [{ field: 'version', code: 'CONFLICT', message: CHANGED }],
    });
    expect(await orderRow(id)).toMatchObject({ status: 'pending', payment_status: 'paid' });
    const unpaid = await t.db.ds.query(
      `SELECT 1 FROM order_history WHERE order_id = $1 AND field = 'payment_status' AND to_value = 'unpaid'`,
      [id],
    );
    expect(unpaid).toEqual([]);

    // Read again, A's change applies on top of the payment.
    const fresh = await restDetails(id);
    const again = await restUpdate(adminA, id, {
      status: 'shipped',
      payment_status: fresh.payment_status,
      version: fresh.version,
    });
    expect(again.status).toBe(200);
    expect(await orderRow(id)).toMatchObject({ status: 'shipped', payment_status: 'paid' });
  }

  async function cardOrder(userId: number) {
    const [o] = await t.db.ds.query(
      `INSERT INTO orders (user_id, name, email, address, city, street, zip, mobile, payment_method, payment_intent_id, sub_total, shipping, grand_total)
       VALUES ($1, 'Card', 'c@example.pk', 'A', 'Lahore', 'Punjab', '54000', '03001234567', 'stripe', $2, 100000, 20000, 120000) RETURNING id`,
      [userId, `pi_version_${Math.random().toString(36).slice(2)}`],
    );
    return o.id as number;
  }

  it('admin B records the payment (REST update-order)', async () => {
    await staleSaveAfter(async (id) => {
      const b = await restUpdate(adminB, id, { status: 'pending', payment_status: 'paid' });
      expect(b.status).toBe(200);
    }, 'cod');
  });

  it('admin B verifies a receipt', async () => {
    await staleSaveAfter(async (id, c) => {
      const receipt = await uploadReceipt(c.token, id);
      const res = await t.gql(
        `mutation($id: Int!) { verifyPaymentReceipt(id: $id) { errors { message } } }`,
        { id: receipt },
        adminB,
      );
      expect(res.body.data.verifyPaymentReceipt.errors).toEqual([]);
    }, 'easypaisa');
  });

  it('the card webhook lands', async () => {
    await staleSaveAfter(async (id) => {
      const [{ payment_intent_id: intent }] = await t.db.ds.query(
        'SELECT payment_intent_id FROM orders WHERE id = $1',
        [id],
      );
      const body = JSON.stringify({
        id: `evt_${Math.random().toString(36).slice(2)}`,
        object: 'event',
        type: 'payment_intent.succeeded',
        data: { object: { id: intent, object: 'payment_intent', amount: 120000 } },
      });
      const res = await fetch(`${t.url}/webhooks/stripe`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signWebhook(body, WEBHOOK_SECRET),
        },
        body,
      });
      expect(res.status).toBe(200);
    }, 'stripe');
  });

  it('two admins saving from the same read at once: one applies, the other is refused', async () => {
    const c = await customer();
    const id = await order(c.token, 'cod');
    const { version } = await restDetails(id);
    const [a, b] = await Promise.all([
      gqlUpdate(adminA, { id, s: 'cancelled', p: 'unpaid', v: version }),
      gqlUpdate(adminB, { id, s: 'pending', p: 'paid', v: version }),
    ]);
    expect([a.errors.length, b.errors.length].sort()).toEqual([0, 1]);
    expect([...a.errors, ...b.errors][0].code).toBe('CONFLICT');
    expect((await orderRow(id)).version).toBe(version + 1);
  });

  it('"confirmed by phone", a rejected receipt and the auto-cancel bump the version too', async () => {
    const c = await customer();
    const cod = await order(c.token, 'cod');
    const before = (await orderRow(cod)).version;
    const confirmed = await t.gql(
      `mutation($id: Int!) { confirmCodOrder(id: $id) { errors { message } } }`,
      { id: cod },
      adminB,
    );
    expect(confirmed.body.data.confirmCodOrder.errors).toEqual([]);
    expect((await orderRow(cod)).version).toBeGreaterThan(before);

    const manual = await order(c.token, 'bank');
    const receipt = await uploadReceipt(c.token, manual);
    const read = (await orderRow(manual)).version;
    const rejected = await t.gql(
      `mutation($id: Int!) { rejectPaymentReceipt(id: $id, reason: "Blurry") { errors { message } } }`,
      { id: receipt },
      adminB,
    );
    expect(rejected.body.data.rejectPaymentReceipt.errors).toEqual([]);
    expect((await orderRow(manual)).version).toBeGreaterThan(read);
    const afterReject = (await orderRow(manual)).version;
    expect(await t.services.orders.lifecycle.cancelUnpaid(manual)).toBe(true);
    expect(await orderRow(manual)).toMatchObject({ status: 'cancelled' });
    expect((await orderRow(manual)).version).toBeGreaterThan(afterReject);
    expect(
      (await gqlUpdate(adminA, { id: manual, s: 'pending', p: 'unpaid', v: afterReject })).errors[0].code,
    ).toBe('CONFLICT');
  });

  it('an old app without the version still updates; a version that is not one is refused', async () => {
    const c = await customer();
    const id = await order(c.token, 'cod');
    const res = await restUpdate(adminA, id, { status: 'delivered', payment_status: 'paid' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Order updated successfully.');
    expect(await orderRow(id)).toMatchObject({ status: 'delivered', payment_status: 'paid' });
    const bad = await restUpdate(adminA, id, {
      status: 'pending',
      payment_status: 'paid',
      version: 'newest',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['version']);
  });
});

describe('shipping without a courier or tracking number (the legacy ship body)', () => {
  it('REST {status: shipped, payment_status} answers 200 and ships; the customer sees no tracking, the mail has none', async () => {
    const c = await customer();
    const id = await order(c.token, 'cod');
    const res = await restUpdate(adminA, id, { status: 'shipped', payment_status: 'unpaid' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'shipped',
      courier: null,
      tracking_number: null,
      tracking_url: null,
    });
    expect(await orderRow(id)).toMatchObject({ status: 'shipped' });

    const mine = (await t.rest('GET', `/user/order/details/${id}`, undefined, c.token)).body.data;
    expect(mine).toMatchObject({
      status: 'shipped',
      courier: null,
      tracking_number: null,
      tracking_url: null,
    });
    const gql = (
      await t.gql(
        `query($id: Int!) { myOrder(id: $id) { status trackingNumber trackingUrl courier { name } history { summary } } }`,
        { id },
        c.token,
      )
    ).body.data.myOrder;
    expect(gql).toMatchObject({ status: 'shipped', trackingNumber: null, trackingUrl: null, courier: null });
    expect(gql.history.at(-1).summary).toBe('Shipped');

    const subject = `Order #${id} has been shipped`;
    await waitUntil(() => smtp.withSubject(subject).length === 1, 20_000);
    const text = smtp.withSubject(subject)[0].parts.text;
    expect(text).not.toContain('Tracking number');
    expect(text).not.toContain('Track your parcel');
  });

  it('GraphQL ships with a courier alone, and takes the tracking number later', async () => {
    const c = await customer();
    const id = await order(c.token, 'cod');
    const couriers = (await t.gql('{ adminCouriers { id name } }', undefined, adminA)).body.data
      .adminCouriers;
    const shipped = await gqlUpdate(adminA, { id, s: 'shipped', p: 'unpaid', c: couriers[0].id });
    expect(shipped.errors).toEqual([]);
    expect(shipped.order).toMatchObject({
      status: 'shipped',
      courier: { name: couriers[0].name },
      trackingNumber: null,
      trackingUrl: null,
    });
    const tracked = await gqlUpdate(adminA, {
      id,
      s: 'shipped',
      p: 'unpaid',
      t: 'KHI-20011',
      v: shipped.order.version,
    });
    expect(tracked.errors).toEqual([]);
    expect(tracked.order.trackingUrl).toContain('KHI-20011');
    const summaries = (
      await t.gql(`query($id: Int!) { adminOrder(id: $id) { history { summary } } }`, { id }, adminA)
    ).body.data.adminOrder.history.map((h: { summary: string }) => h.summary);
    expect(summaries.slice(-2)).toEqual([
      `Shipped with ${couriers[0].name}`,
      `Tracking changed to ${couriers[0].name}, tracking number KHI-20011`,
    ]);
    // A tracking number that is not one is still refused.
    expect((await gqlUpdate(adminA, { id, s: 'shipped', p: 'unpaid', t: '<b>' })).errors[0].field).toBe(
      'tracking_number',
    );
  });
});
