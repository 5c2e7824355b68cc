/**
 * Parcels booked with the courier from the order page, over loopback against the Leopards,
 * PostEx and Trax fakes (tests/support/fake-*.ts: the couriers' API guides): the booking ships
 * the order with its tracking number and the amount due as COD, two admins booking at once get
 * one booking, the couriers' refusals are clear 422s, airway bills of several orders come back
 * as one PDF, a booking is cancelled, and the tracking pull (the real job queue) moves orders to
 * delivered and returned.
 */
import { PDFDocument } from '@pdfme/pdf-lib';
import { labels as labelsAs, runTrackingJob, useCourierShop } from '../support/courier-shop';
import { customer, placeOrder } from '../support/shop-orders';
import type { TestServer } from '../support/test-server';

const shop = useCourierShop('b1');
let t: TestServer;
beforeAll(() => (t = shop.t));

async function codOrder(contact: { street?: string; city?: string; mobile?: string } = {}, method = 'cod') {
  const c = await customer(t);
  return placeOrder(t, c.token, shop.productId, method, contact);
}

const book = (id: number, body: Record<string, unknown>) =>
  t.rest('POST', `/admin/order/${id}/book-courier`, body, shop.admin);

async function orderRow(id: number) {
  const [o] = await t.db.ds.query(
    `SELECT o.status, o.tracking_number, c.name AS courier FROM orders o LEFT JOIN couriers c ON c.id = o.courier_id WHERE o.id = $1`,
    [id],
  );
  return o;
}

const labels = (ids: number[]) => labelsAs(t, shop.admin, ids);

describe('booking', () => {
  it('books with Leopards: the amount due as COD, the order shipped with its tracking number and history', async () => {
    const order = await codOrder();
    const res = await book(order.id, { courier: 'leopards', weight_grams: 800, pieces: 2 });
    expect(res.status).toBe(200);
    const cn = res.body.data.tracking_number as string;
    expect(res.body).toMatchObject({
      message: 'Booked: the order is shipped.',
      data: {
        courier: 'leopards',
        status: 'booked',
        cod_amount: order.grandTotal / 100,
        weight_grams: 800,
        pieces: 2,
      },
    });
    const sent = shop.leopards.packets.get(cn)!.params;
    expect(sent).toMatchObject({
      booked_packet_collect_amount: order.grandTotal / 100,
      booked_packet_weight: 800,
      booked_packet_no_piece: 2,
      booked_packet_order_id: String(order.id),
      destination_city: '475', // Lahore in Leopards' city list
      consignment_phone: '03001234567',
    });
    expect(await orderRow(order.id)).toEqual({ status: 'shipped', tracking_number: cn, courier: 'Leopards' });
    const gql = await t.gql(
      `query($id: Int!) { adminOrder(id: $id) { status history { summary } courierBooking { courier trackingNumber codAmount labelPath } } }`,
      { id: order.id },
      shop.admin,
    );
    const o = gql.body.data.adminOrder;
    expect(o.courierBooking).toEqual({
      courier: 'leopards',
      trackingNumber: cn,
      codAmount: order.grandTotal / 100,
      labelPath: `/api/admin/labels?orders=${order.id}`,
    });
    expect(o.history.map((e: { summary: string }) => e.summary)).toContain(
      `Shipped with Leopards, tracking number ${cn}`,
    );
  });

  it('collects nothing at the door for a paid order (PostEx), and books once when two admins press at once', async () => {
    const order = await codOrder({ street: 'Sindh', city: 'Karachi' }, 'jazzcash');
    await t.rest(
      'POST',
      `/admin/update-order/${order.id}`,
      { status: 'pending', payment_status: 'paid' },
      shop.admin,
    );
    const [a, b] = await Promise.all([
      book(order.id, { courier: 'postex', weight_grams: 500, pieces: 1 }),
      book(order.id, { courier: 'trax', weight_grams: 500, pieces: 1 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const won = a.status === 200 ? a : b;
    expect(won.body.data.cod_amount).toBe(0);
    const [{ n }] = await t.db.ds.query(
      `SELECT count(*)::int AS n FROM courier_bookings WHERE order_id = $1 AND status = 'booked'`,
      [order.id],
    );
    expect(n).toBe(1);
    // The loser was never sent to its courier, or it was cancelled there.
    expect((await orderRow(order.id)).tracking_number).toBe(won.body.data.tracking_number);
  });

  it('turns the couriers’ refusals and bad input into clear 422s, and books nothing', async () => {
    const order = await codOrder({ street: 'Gilgit-Baltistan', city: 'Gilgit' });
    const refused = await book(order.id, { courier: 'leopards', weight_grams: 500, pieces: 1 });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ city: ['Leopards does not deliver to "Gilgit".'] });
    const postexRefused = await book(order.id, { courier: 'postex', weight_grams: 500, pieces: 1 });
    expect(postexRefused.status).toBe(422);
    expect(postexRefused.body.errors.city).toEqual(['PostEx does not deliver to "Gilgit".']);

    const badPhone = await codOrder({ mobile: '0421234567' });
    const trax422 = await book(badPhone.id, { courier: 'trax', weight_grams: 500, pieces: 1 });
    expect(trax422.status).toBe(422);
    expect(trax422.body.errors.phone).toEqual(['The consignee’s phone must be a Pakistani mobile number.']);

    const input = await book(order.id, { courier: 'tcs', weight_grams: 0, pieces: 'x' });
    expect(input.status).toBe(422);
    expect(Object.keys(input.body.errors).sort()).toEqual(['courier', 'pieces', 'weight_grams']);

    // The courier's own refusal, in its words (Leopards refuses a key it does not know).
    await t.services.settings.update('leopards', { apiKey: 'wrong-key' });
    try {
      const lcs = await book(badPhone.id, { courier: 'leopards', weight_grams: 500, pieces: 1 });
      expect(lcs.status).toBe(422);
      expect(lcs.body.errors.courier).toEqual(['Leopards: Invalid API Key or Password']);
    } finally {
      await t.services.settings.update('leopards', { apiKey: shop.leopardsAccount.apiKey });
    }
    const [{ n }] = await t.db.ds.query(
      `SELECT count(*)::int AS n FROM courier_bookings WHERE order_id = ANY($1::int[])`,
      [[order.id, badPhone.id]],
    );
    expect(n).toBe(0);
    expect((await orderRow(order.id)).status).toBe('pending');

    // A cancelled order is not booked.
    await t.rest(
      'POST',
      `/admin/update-order/${badPhone.id}`,
      { status: 'cancelled', payment_status: 'unpaid' },
      shop.admin,
    );
    const cancelled = await book(badPhone.id, { courier: 'postex', weight_grams: 500, pieces: 1 });
    expect(cancelled.status).toBe(422);
    expect(cancelled.body.errors.order).toEqual(['Only a pending order can be booked with a courier.']);
  });
});

describe('airway bills and cancelling', () => {
  it('prints the labels of several orders with different couriers as one PDF, in order', async () => {
    const ids: number[] = [];
    for (const courier of ['leopards', 'trax', 'postex', 'postex']) {
      const order = await codOrder({ street: 'Sindh', city: 'Karachi' });
      expect((await book(order.id, { courier, weight_grams: 300, pieces: 1 })).status).toBe(200);
      ids.push(order.id);
    }
    const res = await labels(ids);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
    // Leopards' slip, Trax's waybill, and PostEx's one invoice for both of its parcels.
    expect(pdf.getPageCount()).toBe(3);
    const unbooked = await codOrder();
    const refused = await labels([ids[0], unbooked.id]);
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors.orders).toEqual([
      `Not booked with a courier: order #${unbooked.id}.`,
    ]);
  });

  it('gives the back office a signed link to the labels: the PDF without a token, only for those orders, never for an unbooked one', async () => {
    const order = await codOrder();
    await book(order.id, { courier: 'leopards', weight_grams: 500, pieces: 1 });
    const other = await codOrder();
    await book(other.id, { courier: 'leopards', weight_grams: 500, pieces: 1 });
    const LINK = `mutation($ids: [Int!]!) { courierLabelsLink(orderIds: $ids) { url message errors { field message } } }`;
    const r = (await t.gql(LINK, { ids: [order.id] }, shop.admin)).body.data.courierLabelsLink;
    expect(r.errors).toEqual([]);
    expect(r.message).toBe('Labels ready: print them from the PDF.');
    const opened = await fetch(`${t.url}${r.url}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    expect((await PDFDocument.load(new Uint8Array(await opened.arrayBuffer()))).getPageCount()).toBe(1);
    // The same signature for another order, or an altered one, opens nothing.
    expect((await fetch(`${t.url}${r.url.replace(`ids=${order.id}`, `ids=${other.id}`)}`)).status).toBe(403);
    expect((await fetch(`${t.url}${r.url.replace(/sig=[^&]+/, 'sig=x')}`)).status).toBe(403);
    // A packing-slip link's signature is not a labels link.
    const slip = (
      await t.gql(
        `mutation($ids: [Int!]!) { packingSlipLink(orderIds: $ids) { url } }`,
        { ids: [order.id] },
        shop.admin,
      )
    ).body.data.packingSlipLink;
    const slipQuery = slip.url.slice(slip.url.indexOf('?'));
    expect((await fetch(`${t.url}/files/courier-labels${slipQuery}`)).status).toBe(403);
    const unbooked = await codOrder();
    const refused = (await t.gql(LINK, { ids: [order.id, unbooked.id] }, shop.admin)).body.data
      .courierLabelsLink;
    expect(refused.url).toBeNull();
    expect(refused.errors).toEqual([
      { field: 'orders', message: `Not booked with a courier: order #${unbooked.id}.` },
    ]);
    const shopper = await customer(t);
    const denied = await t.gql(LINK, { ids: [order.id] }, shopper.token);
    expect(denied.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('cancels a booking with the courier: the order is pending again without its tracking number', async () => {
    const order = await codOrder();
    const booked = await book(order.id, { courier: 'trax', weight_grams: 400, pieces: 1 });
    const tn = booked.body.data.tracking_number;
    const res = await t.rest('POST', `/admin/order/${order.id}/cancel-booking`, {}, shop.admin);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'cancelled', tracking_number: tn });
    expect(shop.trax.shipments.get(tn)!.history.at(-1)!.status).toBe('Shipment - Cancelled');
    expect(await orderRow(order.id)).toEqual({ status: 'pending', tracking_number: null, courier: null });
    const again = await t.rest('POST', `/admin/order/${order.id}/cancel-booking`, {}, shop.admin);
    expect(again.status).toBe(422);
    // Booked again after the cancel: a new booking.
    expect((await book(order.id, { courier: 'leopards', weight_grams: 400, pieces: 1 })).status).toBe(200);
  });

  it('says so when the courier will not cancel a parcel it picked up', async () => {
    const order = await codOrder();
    const cn = (await book(order.id, { courier: 'leopards', weight_grams: 400, pieces: 1 })).body.data
      .tracking_number;
    shop.leopards.advance(cn, 'SP');
    const res = await t.rest('POST', `/admin/order/${order.id}/cancel-booking`, {}, shop.admin);
    expect(res.status).toBe(422);
    expect(res.body.errors.courier).toEqual([`Leopards: Packet ${cn} cannot be cancelled`]);
    expect((await orderRow(order.id)).status).toBe('shipped');
  });
});

describe('the tracking pull', () => {
  it('moves shipped orders to delivered and returned by what each courier says, through the job queue', async () => {
    const delivered = await codOrder({ street: 'Sindh', city: 'Karachi' });
    const returned = await codOrder({ street: 'Sindh', city: 'Karachi' });
    const moving = await codOrder({ street: 'Sindh', city: 'Karachi' });
    const cn = (await book(delivered.id, { courier: 'leopards', weight_grams: 300, pieces: 1 })).body.data
      .tracking_number;
    const px = (await book(returned.id, { courier: 'postex', weight_grams: 300, pieces: 1 })).body.data
      .tracking_number;
    const tx = (await book(moving.id, { courier: 'trax', weight_grams: 300, pieces: 1 })).body.data
      .tracking_number;
    shop.leopards.advance(cn, 'DV');
    shop.postex.advance(px, 'Returned to Shipper', '0010');
    shop.trax.advance(tx, 'Shipment - Arrived at Destination');
    await runTrackingJob(t);
    expect((await orderRow(returned.id)).status).toBe('returned');
    expect((await orderRow(delivered.id)).status).toBe('delivered');
    expect((await orderRow(moving.id)).status).toBe('shipped');
    const history = await t.db.ds.query(
      `SELECT order_id, actor, to_value, note FROM order_history WHERE order_id = ANY($1::int[]) AND field = 'status' AND actor = 'courier' ORDER BY order_id`,
      [[delivered.id, returned.id]],
    );
    expect(history).toEqual([
      { order_id: delivered.id, actor: 'courier', to_value: 'delivered', note: 'Leopards: Delivered' },
      { order_id: returned.id, actor: 'courier', to_value: 'returned', note: 'PostEx: Returned to Shipper' },
    ]);
    const timeline = await t.gql(
      `query($id: Int!) { adminOrder(id: $id) { history { summary } } }`,
      { id: returned.id },
      shop.admin,
    );
    expect(timeline.body.data.adminOrder.history.map((e: { summary: string }) => e.summary)).toContain(
      'Returned: refused at the door (PostEx: Returned to Shipper)',
    );
    const [trx] = await t.db.ds.query(
      `SELECT courier_status FROM courier_bookings WHERE tracking_number = $1`,
      [tx],
    );
    expect(trx.courier_status).toBe('Shipment - Arrived at Destination');
  });
});

describe('Leopards’ push', () => {
  it('moves a booked order by its key only, once per update, and leaves a cancelled order alone', async () => {
    await t.services.settings.update('leopards', { pushToken: 'push-key-789' });
    const url = `${t.url}/webhooks/leopards`;
    const shipped = await codOrder();
    const cancelled = await codOrder();
    const cn = (await book(shipped.id, { courier: 'leopards', weight_grams: 300, pieces: 1 })).body.data
      .tracking_number;
    const other = (await book(cancelled.id, { courier: 'leopards', weight_grams: 300, pieces: 1 })).body.data
      .tracking_number;
    await t.rest(
      'POST',
      `/admin/update-order/${cancelled.id}`,
      { status: 'cancelled', payment_status: 'unpaid' },
      shop.admin,
    );

    const wrong = await shop.leopards.push(url, [{ cn, code: 'DV' }], { key: 'not-the-key' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ status: 0, errors: ['Unauthorized'] });
    expect((await shop.leopards.push(url, [{ cn, code: 'DV' }], { key: null })).status).toBe(401);
    expect((await orderRow(shipped.id)).status).toBe('shipped');

    const at = '2025-01-12 14:05:00';
    const updates = [
      { cn, code: 'DV', activityDate: at },
      { cn: other, code: 'DV', activityDate: at },
    ];
    const [first, again] = await Promise.all([
      shop.leopards.push(url, updates, { key: 'push-key-789' }),
      shop.leopards.push(url, updates, { key: 'push-key-789' }),
    ]);
    expect([first.status, again.status]).toEqual([202, 202]);
    expect((await orderRow(shipped.id)).status).toBe('delivered');
    expect((await orderRow(cancelled.id)).status).toBe('cancelled');
    const entries = await t.db.ds.query(
      `SELECT to_value, note FROM order_history WHERE order_id = $1 AND actor = 'courier'`,
      [shipped.id],
    );
    expect(entries).toEqual([{ to_value: 'delivered', note: 'Leopards: Delivered' }]);
    const bad = await shop.leopards.push(url, [], { key: 'push-key-789', body: { nothing: true } });
    expect(bad.status).toBe(400);
  });
});
