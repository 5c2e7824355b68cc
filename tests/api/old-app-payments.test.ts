/**
 * An old app that knows no versions never undoes a payment from a stale screen: without
 * `version`, an update's payment status equal to what that admin session last read of the
 * order is no change, and a paid order is made unpaid only after a read by that session that
 * showed it paid (else 409 with `current`). The same rule for GraphQL's updateOrder without a
 * version; with a version, updates work as before. Admins A, B and C sign in separately.
 */
import { factories } from '../support/factories';
import { customer } from '../support/shop-orders';
import { manualOrder } from '../support/receipts';
import { createTestServer, TestServer } from '../support/test-server';

let t: TestServer;
let productId: number;
let adminA: string;
let adminB: string;
let adminC: string;
const PAID_SINCE =
  'This order is paid now, and you have not opened it since: open it again to mark it unpaid. Nothing was saved.';

beforeAll(async () => {
  t = await createTestServer();
  const f = factories(t.db.ds);
  productId = (await f.product({ categoryId: (await f.category()).id, qty: 1000, price: 1500 })).id;
  const signIn = async () =>
    (await t.rest('POST', '/admin/auth', { email: 'admin@example.com', password: 'admin-password-123' })).body
      .token as string;
  [adminA, adminB, adminC] = [await signIn(), await signIn(), await signIn()];
});
afterAll(() => t.close());

const order = async () => manualOrder(t, (await customer(t, 'Old App Buyer')).token, productId, 'cod');
const orderRow = async (id: number) =>
  (await t.db.ds.query('SELECT status, payment_status, version FROM orders WHERE id = $1', [id]))[0];
const details = async (token: string, id: number) =>
  (await t.rest('GET', `/admin/order/details/${id}`, undefined, token)).body.data;
/** The spec's update body, as an old app sends it (no version). */
const restUpdate = (token: string, id: number, body: Record<string, unknown>) =>
  t.rest('POST', `/admin/update-order/${id}`, body, token);
const unpaidEntries = async (id: number) =>
  (
    await t.db.ds.query(
      `SELECT count(*)::int AS n FROM order_history WHERE order_id = $1 AND field = 'payment_status' AND to_value = 'unpaid'`,
      [id],
    )
  )[0].n as number;
const UPDATE = `mutation($id: Int!, $s: String!, $p: String!, $v: Int) {
  updateOrder(id: $id, status: $s, paymentStatus: $p, version: $v) {
    order { status paymentStatus version } errors { field message code } } }`;
const gqlUpdate = async (token: string, vars: Record<string, unknown>) =>
  (await t.gql(UPDATE, vars, token)).body.data.updateOrder;
const gqlRead = async (token: string, id: number, fields = 'paymentStatus version') =>
  (await t.gql(`query($id: Int!) { adminOrder(id: $id) { ${fields} } }`, { id }, token)).body.data.adminOrder;

describe('REST update-order without a version', () => {
  it("B's stale screen (read unpaid) re-sends unpaid after A recorded the payment: the payment stays, B's status applies", async () => {
    const id = await order();
    expect((await details(adminB, id)).payment_status).toBe('unpaid');
    expect((await details(adminA, id)).payment_status).toBe('unpaid');
    const paid = await restUpdate(adminA, id, { status: 'pending', payment_status: 'paid' });
    expect(paid.status).toBe(200);
    expect(paid.body.data.payment_status).toBe('paid');

    const stale = await restUpdate(adminB, id, { status: 'shipped', payment_status: 'unpaid' });
    expect(stale.status).toBe(200);
    expect(stale.body.data).toMatchObject({ status: 'shipped', payment_status: 'paid' });
    expect(await orderRow(id)).toMatchObject({ status: 'shipped', payment_status: 'paid' });
    expect(await unpaidEntries(id)).toBe(0);
    // B's screen still says unpaid: sent again, still no change.
    expect((await restUpdate(adminB, id, { status: 'delivered', payment_status: 'unpaid' })).status).toBe(
      200,
    );
    expect(await orderRow(id)).toMatchObject({ status: 'delivered', payment_status: 'paid' });
  });

  it("A's payment and B's stale save at the same moment: paid whichever lands first", async () => {
    const ids = await Promise.all([order(), order(), order()]);
    for (const id of ids) expect((await details(adminB, id)).payment_status).toBe('unpaid');
    const answers = await Promise.all(
      ids.flatMap((id) => [
        restUpdate(adminA, id, { status: 'pending', payment_status: 'paid' }),
        restUpdate(adminB, id, { status: 'shipped', payment_status: 'unpaid' }),
      ]),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    for (const id of ids) {
      expect(await orderRow(id)).toMatchObject({ payment_status: 'paid' });
      expect(await unpaidEntries(id)).toBe(0);
    }
  });

  it('a session that never read the order cannot make a paid order unpaid (409 with current); it may mark one paid', async () => {
    const id = await order();
    expect((await restUpdate(adminA, id, { status: 'pending', payment_status: 'paid' })).status).toBe(200);
    const refused = await restUpdate(adminC, id, { status: 'shipped', payment_status: 'unpaid' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      status: 409,
      message: PAID_SINCE,
      errors: { payment_status: [PAID_SINCE] },
      current: { status: 'pending', payment_status: 'paid', version: (await orderRow(id)).version },
    });
    expect(await orderRow(id)).toMatchObject({ status: 'pending', payment_status: 'paid' });

    const other = await order();
    const marked = await restUpdate(adminC, other, { status: 'pending', payment_status: 'paid' });
    expect(marked.status).toBe(200);
    expect(await orderRow(other)).toMatchObject({ payment_status: 'paid' });
  });

  it('after B reads the order again and sees it paid, B may mark it unpaid', async () => {
    const id = await order();
    expect((await details(adminB, id)).payment_status).toBe('unpaid');
    expect((await restUpdate(adminA, id, { status: 'pending', payment_status: 'paid' })).status).toBe(200);
    expect((await details(adminB, id)).payment_status).toBe('paid');
    const undone = await restUpdate(adminB, id, { status: 'pending', payment_status: 'unpaid' });
    expect(undone.status).toBe(200);
    expect(await orderRow(id)).toMatchObject({ payment_status: 'unpaid' });
    expect(await unpaidEntries(id)).toBe(1);
  });

  it("a session's own update is its last read: the screen it left says paid, so unpaid from it applies", async () => {
    const id = await order();
    expect((await restUpdate(adminC, id, { status: 'pending', payment_status: 'paid' })).status).toBe(200);
    expect((await restUpdate(adminC, id, { status: 'pending', payment_status: 'unpaid' })).status).toBe(200);
    expect(await orderRow(id)).toMatchObject({ payment_status: 'unpaid' });
  });
});

describe('GraphQL updateOrder without a version: the same rule', () => {
  it("B's stale read re-sent leaves the payment; a session with no read is refused; after a read showing paid it applies", async () => {
    const id = await order();
    expect((await gqlRead(adminB, id)).paymentStatus).toBe('unpaid');
    expect((await gqlUpdate(adminA, { id, s: 'pending', p: 'paid' })).errors).toEqual([]);

    const stale = await gqlUpdate(adminB, { id, s: 'shipped', p: 'unpaid' });
    expect(stale.errors).toEqual([]);
    expect(stale.order).toMatchObject({ status: 'shipped', paymentStatus: 'paid' });

    // C read the order without its payment status: that is no read of it.
    await gqlRead(adminC, id, 'id version');
    const refused = await gqlUpdate(adminC, { id, s: 'shipped', p: 'unpaid' });
    expect(refused).toEqual({
      order: null,
      errors: [{ field: 'payment_status', code: 'CONFLICT', message: PAID_SINCE }],
    });
    expect(await orderRow(id)).toMatchObject({ status: 'shipped', payment_status: 'paid' });

    expect((await gqlRead(adminC, id)).paymentStatus).toBe('paid');
    const undone = await gqlUpdate(adminC, { id, s: 'shipped', p: 'unpaid' });
    expect(undone.errors).toEqual([]);
    expect(await orderRow(id)).toMatchObject({ payment_status: 'unpaid' });
  });

  it("a read through the back office's fragments counts (its stale unpaid is no change, not a refusal)", async () => {
    const id = await order();
    const read = await t.gql(
      `query($id: Int!) { adminOrder(id: $id) { id ...Form } } fragment Form on Order { ... on Order { paymentStatus } }`,
      { id },
      adminC,
    );
    expect(read.body.data.adminOrder.paymentStatus).toBe('unpaid');
    expect((await gqlUpdate(adminA, { id, s: 'pending', p: 'paid' })).errors).toEqual([]);
    const stale = await gqlUpdate(adminC, { id, s: 'pending', p: 'unpaid' });
    expect(stale.errors).toEqual([]);
    expect(stale.order.paymentStatus).toBe('paid');
  });

  it('a REST read counts for the same session over GraphQL (one token, one session)', async () => {
    const id = await order();
    expect((await details(adminB, id)).payment_status).toBe('unpaid');
    expect((await restUpdate(adminA, id, { status: 'pending', payment_status: 'paid' })).status).toBe(200);
    expect((await gqlUpdate(adminB, { id, s: 'pending', p: 'unpaid' })).errors).toEqual([]);
    expect(await orderRow(id)).toMatchObject({ payment_status: 'paid' });
  });
});

describe('with a version, as before', () => {
  it('a stale version is refused (409 / CONFLICT); the current one applies, read or not', async () => {
    const id = await order();
    const read = await details(adminB, id);
    expect((await restUpdate(adminA, id, { status: 'pending', payment_status: 'paid' })).status).toBe(200);
    const stale = await restUpdate(adminB, id, {
      status: 'shipped',
      payment_status: 'unpaid',
      version: read.version,
    });
    expect(stale.status).toBe(409);
    expect(Object.keys(stale.body.errors)).toEqual(['version']);
    expect(
      (await gqlUpdate(adminB, { id, s: 'shipped', p: 'unpaid', v: read.version })).errors[0],
    ).toMatchObject({ field: 'version', code: 'CONFLICT' });
    expect(await orderRow(id)).toMatchObject({ status: 'pending', payment_status: 'paid' });

    // The version C holds (read with nothing else) is the order's: unpaid applies.
    const { version } = await gqlRead(adminC, id, 'version');
    const undone = await restUpdate(adminC, id, { status: 'pending', payment_status: 'unpaid', version });
    expect(undone.status).toBe(200);
    expect(await orderRow(id)).toMatchObject({ payment_status: 'unpaid', version: version + 1 });
  });
});
