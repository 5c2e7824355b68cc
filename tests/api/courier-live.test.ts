/**
 * The couriers as their live services behave, over loopback against the fakes (which answer as
 * live PostEx, Leopards and Trax do where that differs from the guides): a PostEx booking always
 * names a pickup address (the account's, chosen once, saved and shown in the settings), Trax
 * bookings name the delivery type, and the tracking pull and the COD payment report keep every
 * answer they got when one parcel's call fails or Leopards does not know a parcel, asking each
 * courier a few calls at a time.
 */
import { CALLS_AT_ONCE } from '../../server/src/modules/couriers/answers';
import { useCourierShop } from '../support/courier-shop';
import { customer, placeOrder } from '../support/shop-orders';
import type { TestServer } from '../support/test-server';

const shop = useCourierShop('l1');
let t: TestServer;
beforeAll(() => (t = shop.t));

async function booked(courier: string) {
  const c = await customer(t);
  const { id } = await placeOrder(t, c.token, shop.productId, 'cod', { street: 'Sindh', city: 'Karachi' });
  const res = await t.rest(
    'POST',
    `/admin/order/${id}/book-courier`,
    { courier, weight_grams: 400, pieces: 1 },
    shop.admin,
  );
  expect(res.status).toBe(200);
  return { id, tn: res.body.data.tracking_number as string };
}

async function status(id: number) {
  const [o] = await t.db.ds.query(`SELECT status, payment_status FROM orders WHERE id = $1`, [id]);
  return `${o.status}/${o.payment_status}`;
}

describe('booking as the couriers run live', () => {
  it('books PostEx from the account’s pickup address when the owner named none: chosen once, saved, shown in the settings', async () => {
    const calls = (path: string) => shop.postex.requests.filter((r) => r.path.endsWith(path));
    expect((await t.services.settings.get('postex'))?.pickupAddressCode).toBeUndefined();
    await booked('postex');
    await booked('postex');
    expect(calls('/v3/create-order').map((r) => r.json.pickupAddressCode)).toEqual(['004', '004']);
    expect(calls('/v1/get-merchant-address')).toHaveLength(1);
    const page = await t.gql(`{ serviceSettings { service fields { name value } } }`, undefined, shop.admin);
    const postex = page.body.data.serviceSettings.find((s: { service: string }) => s.service === 'postex');
    expect(postex.fields).toEqual(
      expect.arrayContaining([
        { name: 'pickupAddressCode', value: '004' },
        { name: 'pickupAddress', value: '004: House 9, Model Town, Lahore' },
      ]),
    );

    // The owner's own choice wins from the next booking on, its address shown beside it.
    await t.services.settings.update('postex', { pickupAddressCode: '001' });
    await booked('postex');
    expect(calls('/v3/create-order').at(-1)!.json.pickupAddressCode).toBe('001');
    expect((await t.services.settings.get('postex'))?.pickupAddress).toBe(
      '001: Shop 12, Tariq Road, Karachi',
    );
  });

  it('names Trax’s delivery type on every booking, door step unless the owner says otherwise', async () => {
    await booked('trax');
    expect(shop.trax.requests.at(-1)!.json.delivery_type_id).toBe(1);
    await t.services.settings.update('trax', { deliveryTypeId: '2' });
    try {
      await booked('trax');
      expect(shop.trax.requests.at(-1)!.json.delivery_type_id).toBe(2);
    } finally {
      await t.services.settings.update('trax', { deliveryTypeId: null });
    }
  });
});

describe('tracking and payment checks', () => {
  it('keeps every answer when one PostEx parcel fails or Leopards does not know a parcel, asks a few at a time, and asks the rest again next round', async () => {
    const px = [];
    for (let i = 0; i < 6; i++) px.push(await booked('postex'));
    const [failing] = px;
    const lcs = await booked('leopards');
    const notScanned = await booked('leopards');
    for (const p of px) shop.postex.advance(p.tn, 'Delivered', '0005');
    shop.leopards.advance(lcs.tn, 'DV');
    shop.leopards.packets.delete(notScanned.tn);
    shop.postex.failing.add(failing.tn);
    shop.postex.slow(40);
    shop.postex.calls.maxInFlight = 0;
    try {
      await t.services.courierBookings.pullStatuses();
      expect(shop.postex.calls.maxInFlight).toBeGreaterThan(1);
      expect(shop.postex.calls.maxInFlight).toBeLessThanOrEqual(CALLS_AT_ONCE);
    } finally {
      shop.postex.slow(0);
    }
    expect(await status(failing.id)).toBe('shipped/unpaid');
    for (const p of px.slice(1)) expect(await status(p.id)).toBe('delivered/unpaid');
    expect(await status(lcs.id)).toBe('delivered/unpaid');
    expect(await status(notScanned.id)).toBe('shipped/unpaid');

    shop.postex.failing.delete(failing.tn);
    await t.services.courierBookings.pullStatuses();
    expect(await status(failing.id)).toBe('delivered/unpaid');

    // The payment report likewise: one failing parcel, the others marked paid with PostEx's CPR.
    for (const [i, p] of px.entries()) shop.postex.settle(p.tn, `CPR-${700 + i}`);
    shop.postex.failing.add(failing.tn);
    expect(await t.services.codPayments.pull()).toBe(5);
    expect(await status(failing.id)).toBe('delivered/unpaid');
    shop.postex.failing.delete(failing.tn);
    expect(await t.services.codPayments.pull()).toBe(1);
    const notes = await t.db.ds.query(
      `SELECT note FROM order_history WHERE order_id = ANY($1::int[]) AND field = 'payment_status' ORDER BY order_id`,
      [px.map((p) => p.id)],
    );
    expect(notes.map((n: { note: string }) => n.note)).toEqual(
      px.map((_, i) => `COD paid by PostEx, ref CPR-${700 + i}`),
    );
  });
});
