/**
 * A courier booking is a back-office action like any other: staff booking a parcel from the
 * order page leaves an activity entry under their name (courier, tracking number and the cash
 * to collect in rupees), and the owner can filter the log to bookings.
 */
import { startFakeLeopards, type FakeLeopards } from '../support/fake-leopards';
import { customer, placeOrder, product, staffMember } from '../support/shop-orders';
import { createTestServer, TestServer } from '../support/test-server';

const account = { apiKey: 'lcs-audit-key', apiPassword: 'lcs-audit-pass' };
let t: TestServer;
let leopards: FakeLeopards;

beforeAll(async () => {
  leopards = await startFakeLeopards(account);
  t = await createTestServer();
  await t.services.settings.update('leopards', { ...account, baseUrl: leopards.baseUrl });
});
afterAll(async () => {
  await t.close();
  await leopards.close();
});

it("records staff's courier booking under their name, with the tracking number and the COD amount", async () => {
  const staff = (await staffMember(t, 'Sana')).token;
  const order = await placeOrder(t, (await customer(t)).token, await product(t, 1500), 'cod');
  const booked = await t.rest(
    'POST',
    `/admin/order/${order.id}/book-courier`,
    { courier: 'leopards', weight_grams: 500, pieces: 1 },
    staff,
  );
  expect(booked.status).toBe(200);
  const tracking = booked.body.data.tracking_number as string;

  const owner = await t.adminToken();
  const log = await t.gql(
    `{ activity(kind: "booking", perPage: 10) { items { actorName actorRole kindLabel action subjectLabel changes { field after } } } }`,
    {},
    owner,
  );
  const entries = log.body.data.activity.items;
  expect(entries.length).toBeGreaterThanOrEqual(1);
  expect(entries.every((e: any) => e.actorName === 'Sana' && e.actorRole === 'STAFF')).toBe(true);
  const made = entries.find((e: any) => e.action === 'created');
  expect(made).toMatchObject({ kindLabel: 'Courier booking' });
  const booking = entries.find((e: any) => e.subjectLabel === tracking);
  expect(booking).toBeDefined();
  const after = Object.fromEntries(made.changes.map((c: any) => [c.field, c.after]));
  expect(after).toMatchObject({ provider: 'leopards', order_id: String(order.id) });
  expect(after.cod_amount).toMatch(/^Rs /);
});
