/**
 * Trax (Sonic) against its fake over loopback (a corporate-invoicing account, which must name the
 * delivery type): booking with the COD amount in whole rupees,
 * tracking (newest first) to delivered or returned, the airway bill as a PDF, the pickup
 * addresses and cities a booking needs, and Trax's refusals passed on with their reasons.
 */
import { TraxClient, type TraxConfig } from '../../server/src/modules/couriers/providers/trax';
import { startFakeTrax, type FakeTrax } from '../support/fake-trax';
import { bunnyParcel } from '../support/parcel';

const apiKey = 'trax-api-key-5c10b0414332f';
let fake: FakeTrax;
let config: TraxConfig;
let client: TraxClient;
const pickup = new Date('2025-01-10T20:30:00Z'); // already the 11th in Karachi

const parcel = bunnyParcel({
  weightGrams: 1250,
  pieces: 3,
  description: '3 × Crochet bunny',
  instructions: undefined,
});

beforeAll(async () => {
  fake = await startFakeTrax(apiKey, { corporateInvoicing: true });
  config = { baseUrl: fake.url, apiKey, pickupAddressId: '3015' };
  client = new TraxClient(config);
});
afterAll(() => fake.close());

it('lists its cities and the shop’s pickup addresses', async () => {
  expect(await client.cities()).toContainEqual({ id: '219', name: 'Lahore', pickup: true });
  expect(await client.pickupAddresses()).toEqual([
    { id: '3015', address: 'Shahra-e-Faisal', city: 'Karachi' },
  ]);
  expect(fake.requests.at(-1)!.headers.authorization).toBe(apiKey);
});

it('books a regular COD shipment: whole rupees, weight in kg, Karachi pickup date, home-made items', async () => {
  const booking = await client.book(parcel, '219', pickup);
  expect(booking.trackingNumber).toMatch(/^\d{12}$/);
  expect(fake.requests.at(-1)!.json).toEqual({
    delivery_type_id: 1,
    service_type_id: 1,
    pickup_address_id: 3015,
    information_display: 1,
    consignee_city_id: 219,
    consignee_name: 'Ayesha Khan',
    consignee_address: 'House 4, Gulberg III',
    consignee_phone_number_1: '03001234567',
    consignee_email_address: 'ayesha@example.pk',
    order_id: '1042',
    item_product_type_id: 11,
    item_description: '3 × Crochet bunny',
    item_quantity: 3,
    item_insurance: 0,
    pickup_date: '2025-01-11',
    special_instructions: '',
    estimated_weight: 1.25,
    shipping_mode_id: 1,
    amount: 3200,
    payment_mode_id: 1,
    charges_mode_id: 4,
  });
  await client.book({ ...parcel, codAmountPaisa: 0 }, '219', pickup);
  expect(fake.requests.at(-1)!.json).toMatchObject({ amount: 0, payment_mode_id: 4 });
  await new TraxClient({ ...config, deliveryTypeId: '2' }).book(parcel, '219', pickup);
  expect(fake.requests.at(-1)!.json).toMatchObject({ delivery_type_id: 2 });
  await expect(
    new TraxClient({ ...config, deliveryTypeId: '3' }).book(parcel, '219', pickup),
  ).rejects.toThrow('Trax: The given data was invalid. The selected delivery type id is invalid.');
});

it('passes on Trax’s refusals with their reasons, and refuses paisa before calling', async () => {
  await expect(new TraxClient({ ...config, apiKey: 'wrong' }).cities()).rejects.toMatchObject({
    message: 'Trax: Unauthenticated.',
    upstream: { status: 401 },
  });
  await expect(client.book(parcel, '999', pickup)).rejects.toThrow(
    'Trax: The given data was invalid. The selected consignee city id is invalid.',
  );
  await expect(
    new TraxClient({ ...config, pickupAddressId: '1' }).book(parcel, '219', pickup),
  ).rejects.toThrow('The selected pickup address id is invalid.');
  const before = fake.requests.length;
  await expect(client.book({ ...parcel, codAmountPaisa: 320050 }, '219', pickup)).rejects.toThrow(
    'Trax collects whole rupees only.',
  );
  expect(fake.requests.length).toBe(before);
});

it('tracks shipments to delivered and to returned, reading Trax’s newest-first history', async () => {
  const a = await client.book(parcel, '219', pickup);
  const b = await client.book(parcel, '202', pickup);
  fake.advance(a.trackingNumber, 'Shipment - Arrival Service Center');
  fake.advance(a.trackingNumber, 'Shipment - Out for Delivery');
  fake.advance(a.trackingNumber, 'Shipment - Delivery Unsuccessful', 'Address Closed');
  fake.advance(a.trackingNumber, 'Shipment - Out for Delivery');
  fake.advance(a.trackingNumber, 'Shipment - Delivered');
  fake.advance(b.trackingNumber, 'Return - In Transit');
  fake.advance(b.trackingNumber, 'Return - Delivered to Shipper');
  const ta = await client.track(a.trackingNumber);
  expect(ta).toMatchObject({
    trackingNumber: a.trackingNumber,
    status: 'Shipment - Delivered',
    state: 'delivered',
  });
  expect(ta.events.map((e) => e.state)).toEqual([
    'delivered',
    'out_for_delivery',
    'in_transit',
    'out_for_delivery',
    'in_transit',
    'booked',
  ]);
  expect(ta.events[2]).toMatchObject({
    status: 'Shipment - Delivery Unsuccessful',
    reason: 'Address Closed',
  });
  expect(await client.track(b.trackingNumber)).toMatchObject({
    status: 'Return - Delivered to Shipper',
    state: 'returned',
  });
  await expect(client.track('1')).rejects.toThrow('Trax: Invalid Tracking Number');
});

it('prints the airway bill as a PDF', async () => {
  const { trackingNumber } = await client.book(parcel, '219', pickup);
  const pdf = await client.label(trackingNumber);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1')).toContain(`Trax air waybill ${trackingNumber}`);
  expect(fake.requests.at(-1)!.query.get('type')).toBe('1');
  await expect(client.label('1')).rejects.toThrow('Trax: Invalid Tracking Number');
});

it('gives up on an API that never answers', async () => {
  fake.hangNext();
  await expect(new TraxClient({ ...config, timeoutMs: 300 }).cities()).rejects.toThrow(
    'Trax: no answer within 1 s',
  );
});
