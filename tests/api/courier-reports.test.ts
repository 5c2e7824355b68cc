/**
 * A selection of orders booked at once from the order list, and the couriers' COD payment
 * reports, over loopback against the Leopards, PostEx and Trax fakes (tests/support/fake-*.ts:
 * the couriers' API guides): two admins booking overlapping selections get one booking per
 * order and their labels print as one PDF; delivered cash-on-delivery orders are marked paid
 * once their courier reports the cash paid to the shop, by the job, once, whoever else asks.
 */
import { PDFDocument } from '@pdfme/pdf-lib';
import { labels, runTrackingJob, useCourierShop } from '../support/courier-shop';
import { customer, placeOrder } from '../support/shop-orders';
import type { TestServer } from '../support/test-server';

const shop = useCourierShop('r1');
let t: TestServer;
beforeAll(() => (t = shop.t));

async function codOrder(method = 'cod') {
  const c = await customer(t);
  return (await placeOrder(t, c.token, shop.productId, method, { street: 'Sindh', city: 'Karachi' })).id;
}

const book = (id: number, courier: string) =>
  t.rest('POST', `/admin/order/${id}/book-courier`, { courier, weight_grams: 400, pieces: 1 }, shop.admin);

async function order(id: number) {
  const [o] = await t.db.ds.query(
    `SELECT status, payment_status, tracking_number FROM orders WHERE id = $1`,
    [id],
  );
  return o as { status: string; payment_status: string; tracking_number: string | null };
}

describe('booking a selection from the order list', () => {
  it('books each order once when two admins book overlapping selections, and prints their labels as one PDF', async () => {
    const ids = [await codOrder(), await codOrder(), await codOrder()];
    const shippedAlready = await codOrder();
    expect((await book(shippedAlready, 'trax')).status).toBe(200);
    const second = await t.adminToken();
    const select = (orders: number[], token: string) =>
      t.rest(
        'POST',
        '/admin/orders/book-courier',
        { orders, courier: 'leopards', weight_grams: 500, pieces: 1 },
        token,
      );
    const [a, b] = await Promise.all([
      select([ids[0], ids[1], shippedAlready], shop.admin),
      select([ids[2], ids[1]], second),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const outcomes = [...a.body.data, ...b.body.data] as Array<{
      order_id: number;
      tracking_number: string | null;
      error: string | null;
    }>;
    // Every order of the three booked exactly once; the other admin's try says why not.
    for (const id of ids) {
      const mine = outcomes.filter((o) => o.order_id === id);
      expect(mine.filter((o) => o.tracking_number).length).toBe(1);
      const row = await order(id);
      expect(row.status).toBe('shipped');
      expect(mine.find((o) => o.tracking_number)!.tracking_number).toBe(row.tracking_number);
    }
    const twice = outcomes.filter((o) => o.order_id === ids[1] && !o.tracking_number);
    expect(twice).toHaveLength(1);
    expect(twice[0].error).toMatch(/already booked|Only a pending order/);
    expect(outcomes.find((o) => o.order_id === shippedAlready)).toEqual({
      order_id: shippedAlready,
      tracking_number: null,
      error: 'Only a pending order can be booked with a courier.',
    });
    const bookedByA = a.body.data.filter((o: { tracking_number: string | null }) => o.tracking_number).length;
    expect(a.body.message).toBe(`Booked ${bookedByA} of 3 orders.`);
    const [{ n }] = await t.db.ds.query(
      `SELECT count(*)::int AS n FROM courier_bookings WHERE order_id = ANY($1::int[]) AND status = 'booked'`,
      [ids],
    );
    expect(n).toBe(3);
    expect(
      [...shop.leopards.packets.values()].filter((p) =>
        ids.map(String).includes(p.params.booked_packet_order_id),
      ),
    ).toHaveLength(3);

    const res = await labels(t, shop.admin, [...ids, shippedAlready]);
    expect(res.status).toBe(200);
    const pdf = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
    expect(pdf.getPageCount()).toBe(4);
  });

  it('refuses a selection it cannot read with a 422 naming the field, booking nothing', async () => {
    const id = await codOrder();
    const none = await t.rest(
      'POST',
      '/admin/orders/book-courier',
      { orders: [], courier: 'leopards' },
      shop.admin,
    );
    expect(none.status).toBe(422);
    expect(none.body.errors.orders).toEqual(['Name the orders by their numbers, as a list.']);
    const bad = await t.rest(
      'POST',
      '/admin/orders/book-courier',
      { orders: [id], courier: 'tcs', weight_grams: 0, pieces: 1 },
      shop.admin,
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['courier', 'weight_grams']);
    const many = await t.rest(
      'POST',
      '/admin/orders/book-courier',
      {
        orders: Array.from({ length: 51 }, (_, i) => i + 1),
        courier: 'leopards',
        weight_grams: 1,
        pieces: 1,
      },
      shop.admin,
    );
    expect(many.status).toBe(422);
    expect(many.body.errors.orders).toEqual(['At most 50 orders at a time.']);
    expect((await order(id)).status).toBe('pending');
    const gql = await t.gql(
      `mutation($ids: [Int!]!) { bookCourierSelection(orderIds: $ids, input: { courier: "leopards", weightGrams: 300, pieces: 1 }) { message outcomes { orderId trackingNumber error } errors { field message } } }`,
      { ids: [id] },
      shop.admin,
    );
    expect(gql.body.data.bookCourierSelection).toMatchObject({ message: 'Booked 1 of 1 order.', errors: [] });
    expect(gql.body.data.bookCourierSelection.outcomes[0].trackingNumber).toBe(
      (await order(id)).tracking_number,
    );
  });
});

describe('the COD payment report', () => {
  it('marks delivered COD orders paid once their courier reports the cash paid, through the job, once', async () => {
    const lcs = await codOrder();
    const px = await codOrder();
    const tx = await codOrder();
    const unpaidYet = await codOrder();
    const paidByHand = await codOrder();
    const cn = (await book(lcs, 'leopards')).body.data.tracking_number;
    const pxn = (await book(px, 'postex')).body.data.tracking_number;
    const txn = (await book(tx, 'trax')).body.data.tracking_number;
    const waiting = (await book(unpaidYet, 'leopards')).body.data.tracking_number;
    const byHand = (await book(paidByHand, 'leopards')).body.data.tracking_number;
    for (const n of [cn, waiting, byHand]) shop.leopards.advance(n, 'DV');
    shop.postex.advance(pxn, 'Delivered', '0005');
    shop.trax.advance(txn, 'Shipment - Delivered');
    shop.leopards.pay(cn, 'CHQ-1001');
    shop.leopards.pay(byHand, 'CHQ-1002');
    shop.postex.settle(pxn, 'CPR-77');
    shop.trax.pay(txn, 5457);
    // Paid before its delivery is known: the report has nothing left to mark.
    await t.services.courierBookings.pullStatuses();
    expect((await order(lcs)).status).toBe('delivered');
    await t.rest(
      'POST',
      `/admin/update-order/${paidByHand}`,
      { status: 'delivered', payment_status: 'paid' },
      shop.admin,
    );

    await runTrackingJob(t);
    expect(await order(lcs)).toMatchObject({ status: 'delivered', payment_status: 'paid' });
    expect(await order(px)).toMatchObject({ status: 'delivered', payment_status: 'paid' });
    expect(await order(tx)).toMatchObject({ status: 'delivered', payment_status: 'paid' });
    expect(await order(unpaidYet)).toMatchObject({ status: 'delivered', payment_status: 'unpaid' });
    const history = await t.db.ds.query(
      `SELECT order_id, actor, to_value, note FROM order_history WHERE order_id = ANY($1::int[]) AND field = 'payment_status' ORDER BY order_id, id`,
      [[lcs, px, tx, paidByHand]],
    );
    expect(history).toEqual([
      { order_id: lcs, actor: 'courier', to_value: 'paid', note: 'COD paid by Leopards, ref CHQ-1001' },
      { order_id: px, actor: 'courier', to_value: 'paid', note: 'COD paid by PostEx, ref CPR-77' },
      { order_id: tx, actor: 'courier', to_value: 'paid', note: 'COD paid by Trax, ref 5457' },
      { order_id: paidByHand, actor: 'admin', to_value: 'paid', note: null },
    ]);

    // Paid later, then asked by two workers at once: one history entry.
    shop.leopards.pay(waiting, 'CHQ-1003');
    const runs = await Promise.all([t.services.codPayments.pull(), t.services.codPayments.pull()]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    const [{ n }] = await t.db.ds.query(
      `SELECT count(*)::int AS n FROM order_history WHERE order_id = $1 AND field = 'payment_status'`,
      [unpaidYet],
    );
    expect(n).toBe(1);
    const timeline = await t.gql(
      `query($id: Int!) { adminOrder(id: $id) { history { summary } } }`,
      { id: unpaidYet },
      shop.admin,
    );
    expect(JSON.stringify(timeline.body)).toContain('COD paid by Leopards, ref CHQ-1003');
  });

  it('leaves a parcel alone while the courier has not paid, and a courier that fails is asked again later', async () => {
    const id = await codOrder();
    const cn = (await book(id, 'leopards')).body.data.tracking_number;
    shop.leopards.advance(cn, 'DV');
    await t.services.courierBookings.pullStatuses();
    expect(await t.services.codPayments.pull()).toBe(0);
    shop.leopards.pay(cn, 'CHQ-2001');
    await t.services.settings.update('leopards', { apiKey: 'wrong-key' });
    try {
      expect(await t.services.codPayments.pull()).toBe(0);
    } finally {
      await t.services.settings.update('leopards', { apiKey: shop.leopardsAccount.apiKey });
    }
    expect((await order(id)).payment_status).toBe('unpaid');
    expect(await t.services.codPayments.pull()).toBe(1);
    expect((await order(id)).payment_status).toBe('paid');
  });
});
