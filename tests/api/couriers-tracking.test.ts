/**
 * Couriers and tracking numbers (issue 22): checked when given for shipping and shown to the
 * customer with the tracking link (and in the shipped mail); the courier list kept by admins
 * only, its templates checked, names unique, inactive couriers not offered, used ones kept.
 */
import { manualOrder, receiptCustomer } from '../support/receipts';
import { MY_ORDER, useReceiptShop } from '../support/receipt-shop';
import type { TestServer } from '../support/test-server';
import { waitUntil } from '../support/wait';

const shop = useReceiptShop();
let t: TestServer;
beforeAll(() => (t = shop.t));

describe('couriers and tracking', () => {
  const UPDATE = `mutation($id: Int!, $s: String!, $p: String!, $c: Int, $t: String) {
    updateOrder(id: $id, status: $s, paymentStatus: $p, courierId: $c, trackingNumber: $t) { message order { status trackingNumber } errors { field message } }
  }`;
  /** The admin's order update: its answer. */
  const update = async (vars: Record<string, unknown>) =>
    (await t.gql(UPDATE, vars, shop.admin)).body.data.updateOrder;

  it('ships with a courier and a tracking number: checked, the customer sees the tracking link, the shipped mail has it', async () => {
    const a = await receiptCustomer(t, 'Zara');
    const orderId = await manualOrder(t, a.token, shop.productId, 'cod');
    const couriers = (
      await t.gql('{ adminCouriers { id name trackingUrlTemplate active } }', undefined, shop.admin)
    ).body.data.adminCouriers;
    expect(couriers.map((c: { name: string }) => c.name)).toEqual([
      'TCS',
      'Leopards',
      'M&P',
      'Trax',
      'Pakistan Post',
    ]);
    const tcs = couriers[0];

    // Courier and tracking number are optional (tests/api/order-versions.test.ts), but one given must be right.
    expect(
      (await update({ id: orderId, s: 'shipped', p: 'unpaid', c: 99999, t: '1234567' })).errors[0].field,
    ).toBe('courier_id');
    expect(
      (await update({ id: orderId, s: 'shipped', p: 'unpaid', c: tcs.id, t: '<script>' })).errors[0].field,
    ).toBe('tracking_number');
    expect((await t.db.ds.query('SELECT status FROM orders WHERE id = $1', [orderId]))[0].status).toBe(
      'pending',
    );

    const shipped = await update({ id: orderId, s: 'shipped', p: 'unpaid', c: tcs.id, t: '7701 2345 66' });
    expect(shipped.errors).toEqual([]);
    const mine = (await t.gql(MY_ORDER, { id: orderId }, a.token)).body.data.myOrder;
    expect(mine).toMatchObject({
      trackingNumber: '7701 2345 66',
      courier: { name: 'TCS' },
      trackingUrl: tcs.trackingUrlTemplate.replace('{tracking}', '7701%202345%2066'),
    });
    expect(mine.history.at(-1).summary).toBe('Shipped with TCS, tracking number 7701 2345 66');
    const rest = (await t.rest('GET', `/user/order/details/${orderId}`, undefined, a.token)).body.data;
    expect(rest).toMatchObject({
      courier: 'TCS',
      tracking_number: '7701 2345 66',
      tracking_url: mine.trackingUrl,
    });

    const subject = `Order #${orderId} has been shipped`;
    await waitUntil(() => shop.smtp.withSubject(subject).length === 1, 20_000);
    const text = shop.smtp.withSubject(subject)[0].parts.text;
    expect(text).toContain('Courier: TCS');
    expect(text).toContain('Tracking number: 7701 2345 66');
    expect(text).toContain(`Track your parcel: ${mine.trackingUrl}`);

    // Corrected while shipped: recorded; delivered keeps them.
    const leopards = couriers[1];
    expect(
      (await update({ id: orderId, s: 'shipped', p: 'unpaid', c: leopards.id, t: 'LHE-99881' })).errors,
    ).toEqual([]);
    expect((await update({ id: orderId, s: 'delivered', p: 'paid' })).errors).toEqual([]);
    const after = (await t.gql(MY_ORDER, { id: orderId }, a.token)).body.data.myOrder;
    expect(after.courier.name).toBe('Leopards');
    expect(after.history.map((h: { summary: string }) => h.summary)).toEqual([
      'Order placed',
      'Shipped with TCS, tracking number 7701 2345 66',
      'Tracking changed to Leopards, tracking number LHE-99881',
      'Delivered',
      'Marked paid',
    ]);
  });

  it('lets admins only keep the courier list: templates checked, names unique, inactive couriers not offered, used couriers kept', async () => {
    const a = await receiptCustomer(t);
    const CREATE = `mutation($i: CourierInput!) { createCourier(input: $i) { courier { id name active } errors { field message } } }`;
    /** An active courier created by `token`: the mutation's answer. */
    const create = async (name: string, trackingUrlTemplate: string, token = shop.admin) =>
      (await t.gql(CREATE, { i: { name, trackingUrlTemplate, active: true } }, token)).body;
    expect(
      (await t.gql('{ adminCouriers { id } }', undefined, a.token)).body.errors?.[0].extensions.code,
    ).toBe('FORBIDDEN');
    expect((await create('BlueEx', 'https://blue-ex.com/track', a.token)).errors?.[0].extensions.code).toBe(
      'FORBIDDEN',
    );
    expect((await create('BlueEx', 'https://blue-ex.com/track')).data.createCourier.errors).toEqual([
      {
        field: 'tracking_url_template',
        message: 'The tracking URL must contain {tracking} where the tracking number goes.',
      },
    ]);
    expect((await create('BlueEx', 'javascript:alert({tracking})')).data.createCourier.errors[0].field).toBe(
      'tracking_url_template',
    );
    expect((await create('tcs', 'https://x.pk/{tracking}')).data.createCourier.errors).toEqual([
      { field: 'name', message: 'A courier with this name already exists.' },
    ]);
    const blueEx = (await create('BlueEx', 'https://www.blue-ex.com/track?cn={tracking}')).data.createCourier
      .courier;
    expect(blueEx).toMatchObject({ name: 'BlueEx', active: true });

    const orderId = await manualOrder(t, a.token, shop.productId, 'cod');
    const deactivated = await t.gql(
      `mutation($id: Int!, $i: CourierInput!) { updateCourier(id: $id, input: $i) { courier { active } errors { field } } }`,
      {
        id: blueEx.id,
        i: {
          name: 'BlueEx',
          trackingUrlTemplate: 'https://www.blue-ex.com/track?cn={tracking}',
          active: false,
        },
      },
      shop.admin,
    );
    expect(deactivated.body.data.updateCourier.courier.active).toBe(false);
    expect(
      (await update({ id: orderId, s: 'shipped', p: 'unpaid', c: blueEx.id, t: 'BX-1001' })).errors,
    ).toEqual([{ field: 'courier_id', message: 'Please choose a courier from the list.' }]);
    const trax = (
      await t.gql('{ adminCouriers { id name } }', undefined, shop.admin)
    ).body.data.adminCouriers.find((c: { name: string }) => c.name === 'Trax');
    expect(
      (await update({ id: orderId, s: 'shipped', p: 'unpaid', c: trax.id, t: 'TRX-1001' })).errors,
    ).toEqual([]);
    const used = await t.gql(
      `mutation($id: Int!) { deleteCourier(id: $id) { ok } }`,
      { id: trax.id },
      shop.admin,
    );
    expect(used.body.errors?.[0].extensions.code).toBe('CONFLICT');
    expect(
      (await t.gql(`mutation($id: Int!) { deleteCourier(id: $id) { ok } }`, { id: blueEx.id }, shop.admin))
        .body.data.deleteCourier.ok,
    ).toBe(true);
  });
});
