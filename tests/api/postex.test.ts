/**
 * PostEx against its fake over loopback: create order with the COD amount and the pickup
 * address (which live PostEx requires), track it to delivered or returned, pickup addresses and
 * cities, the payment status as live PostEx answers it, and airway bills for a selection as one PDF.
 */
import { IntegrationError } from '../../server/src/platform/http/outbound';
import {
  defaultPickupAddress,
  MAX_AIRWAY_BILLS,
  PostExClient,
  type PostExConfig,
} from '../../server/src/modules/couriers/providers/postex';
import { startFakeServer } from '../support/fake-http';
import { POSTEX_NO_ADDRESS, startFakePostEx, type FakePostEx } from '../support/fake-postex';
import { bunnyParcel } from '../support/parcel';

const token = 'postex-token-abc123';
let fake: FakePostEx;
let config: PostExConfig;
let client: PostExClient;

const parcel = bunnyParcel({ codAmountPaisa: 150050 });

beforeAll(async () => {
  fake = await startFakePostEx(token);
  config = { baseUrl: fake.baseUrl, token, pickupAddressCode: '004' };
  client = new PostExClient(config);
});
afterAll(() => fake.close());

it('lists the merchant’s pickup addresses and the operational cities', async () => {
  expect(await client.pickupAddresses()).toEqual([
    expect.objectContaining({ addressCode: '001', cityName: 'Karachi' }),
    expect.objectContaining({ addressCode: '004', cityName: 'Lahore', phone: '03214445556' }),
  ]);
  expect(await client.operationalCities()).toContainEqual({ name: 'Lahore', pickup: true, delivery: true });
  expect(fake.requests.at(-1)!.headers.token).toBe(token);
});

it('creates an order with the COD amount in rupees (paisa kept), the phone as 03…, from the pickup address', async () => {
  const booking = await client.createOrder(parcel);
  expect(booking).toEqual({ trackingNumber: expect.stringMatching(/^CX-\d+$/), orderStatus: 'Unbooked' });
  expect(fake.requests.at(-1)!.json).toEqual({
    orderRefNumber: '1042',
    invoicePayment: 1500.5,
    orderDetail: '2 × Crochet bunny',
    customerName: 'Ayesha Khan',
    customerPhone: '03001234567',
    deliveryAddress: 'House 4, Gulberg III',
    transactionNotes: 'Call before delivery',
    cityName: 'Lahore',
    invoiceDivision: 1,
    items: 2,
    orderType: 'Normal',
    pickupAddressCode: '004',
  });
});

it('passes on PostEx’s refusals: a wrong token, a city it does not serve, an unknown pickup address', async () => {
  const err = await new PostExClient({ ...config, token: 'wrong' })
    .createOrder(parcel)
    .catch((e: unknown) => e);
  expect(err).toBeInstanceOf(IntegrationError);
  expect(err).toMatchObject({
    message: 'PostEx: UNAUTHORIZED ACCESS, INVALID TOKEN',
    upstream: { status: 401, code: '401' },
  });
  await expect(
    client.createOrder({ ...parcel, consignee: { ...parcel.consignee, city: 'Gilgit' } }),
  ).rejects.toThrow('PostEx: INVALID CITY NAME');
  await expect(new PostExClient({ ...config, pickupAddressCode: '999' }).createOrder(parcel)).rejects.toThrow(
    'PostEx: INVALID PICKUP ADDRESS CODE',
  );
});

it('names a pickup address on every order (live PostEx refuses one naming none); the account’s pickup address is the default', async () => {
  await expect(
    new PostExClient({ ...config, pickupAddressCode: undefined }).createOrder(parcel),
  ).rejects.toThrow(`PostEx: ${POSTEX_NO_ADDRESS}`);
  const addresses = await client.pickupAddresses();
  expect(addresses.map((a) => a.addressType)).toEqual(['Return Address', 'Default Pickup Address']);
  expect(defaultPickupAddress(addresses)).toMatchObject({ addressCode: '004', cityName: 'Lahore' });
  expect(defaultPickupAddress(addresses.slice(0, 1))).toMatchObject({ addressCode: '001' });
  await client.createOrder(parcel, '001');
  expect(fake.requests.at(-1)!.json.pickupAddressCode).toBe('001');
});

it('reads the payment reference and date from cpr1 and cpr1Date, as live PostEx answers, and the guide’s cprNumber_1 too', async () => {
  const { trackingNumber } = await client.createOrder(parcel);
  expect(await client.payment(trackingNumber)).toEqual({ trackingNumber, paid: false });
  fake.settle(trackingNumber, 'CPR-501');
  expect(await client.payment(trackingNumber)).toEqual({
    trackingNumber,
    paid: true,
    reference: 'CPR-501',
    settledOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  });
  const guide = await startFakeServer(() => ({
    json: {
      statusCode: '200',
      statusMessage: 'SUCCESSFULLY OPERATED',
      dist: { trackingNumber: 'CX-9', settle: true, settlementDate: '2026-11-30', cprNumber_1: 'CPR-9' },
    },
  }));
  try {
    expect(await new PostExClient({ baseUrl: guide.url, token }).payment('CX-9')).toEqual({
      trackingNumber: 'CX-9',
      paid: true,
      reference: 'CPR-9',
      settledOn: '2026-11-30',
    });
  } finally {
    await guide.close();
  }
});

it('tracks an order to delivered, another to returned', async () => {
  const a = await client.createOrder(parcel);
  const b = await client.createOrder({ ...parcel, orderNumber: '1043' });
  fake.advance(a.trackingNumber, 'Booked', '0003');
  fake.advance(a.trackingNumber, 'Out For Delivery', '0004');
  fake.advance(a.trackingNumber, 'Delivered', '0005');
  fake.advance(b.trackingNumber, 'Out For Return', '0008');
  fake.advance(b.trackingNumber, 'Returned', '0007');
  const ta = await client.track(a.trackingNumber);
  expect(ta).toMatchObject({
    trackingNumber: a.trackingNumber,
    status: 'Delivered',
    state: 'delivered',
    codAmountPaisa: 150050,
  });
  expect(ta.events.map((e) => e.state)).toEqual(['booked', 'booked', 'out_for_delivery', 'delivered']);
  expect(await client.track(b.trackingNumber)).toMatchObject({ status: 'Returned', state: 'returned' });
  await expect(client.track('CX-0')).rejects.toThrow('PostEx: INVALID TRACKING NUMBER');
});

it('prints the airway bills of a selection as one PDF, at most ten at a time', async () => {
  const numbers = [
    (await client.createOrder(parcel)).trackingNumber,
    (await client.createOrder(parcel)).trackingNumber,
  ];
  const pdf = await client.airwayBills(numbers);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1')).toContain(`PostEx airway bills ${numbers.join(' ')}`);
  expect(fake.requests.at(-1)!.query.get('trackingNumbers')).toBe(numbers.join(','));
  const before = fake.requests.length;
  await expect(client.airwayBills(Array(MAX_AIRWAY_BILLS + 1).fill(numbers[0]))).rejects.toThrow(
    'PostEx: airway bills are printed 1 to 10 at a time',
  );
  expect(fake.requests.length).toBe(before);
  await expect(client.airwayBills(['CX-0'])).rejects.toThrow('PostEx: INVALID TRACKING NUMBER CX-0');
});

it('gives up on an API that never answers', async () => {
  fake.hangNext();
  await expect(new PostExClient({ ...config, timeoutMs: 300 }).pickupAddresses()).rejects.toThrow(
    'PostEx: no answer within 1 s',
  );
});
