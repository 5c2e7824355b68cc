/**
 * Leopards Courier against its fake over loopback: booking with the COD amount, the slip PDF,
 * tracking, the city list, and the push API (the right key only, the documented answers, each
 * update acted on once however often Leopards repeats it).
 */
import { ValidationError } from '../../server/src/shared/errors';
import { IntegrationError } from '../../server/src/platform/http/outbound';
import {
  LeopardsClient,
  LeopardsPushError,
  leopardsState,
  pushAnswer,
  type LeopardsConfig,
  type PushUpdate,
} from '../../server/src/modules/couriers/providers/leopards';
import { ProcessedEvents } from '../../server/src/modules/webhooks';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { startFakeServer } from '../support/fake-http';
import { startFakeLeopards, type FakeLeopards } from '../support/fake-leopards';
import { bunnyParcel } from '../support/parcel';

const account = { apiKey: 'lcs-api-key-1', apiPassword: 'lcs-pass-1' };
let fake: FakeLeopards;
let config: LeopardsConfig;
let client: LeopardsClient;

const parcel = bunnyParcel();

beforeAll(async () => {
  fake = await startFakeLeopards(account);
  config = { ...account, baseUrl: fake.baseUrl, originCityId: 'self', pushToken: 'push-key-from-the-shop' };
  client = new LeopardsClient(config);
});
afterAll(() => fake.close());

describe('booking and tracking', () => {
  it('lists the cities a booking names by id', async () => {
    expect(await client.cities()).toEqual(
      expect.arrayContaining([
        { id: '475', name: 'Lahore' },
        { id: '789', name: 'Karachi' },
      ]),
    );
  });

  it('books a packet with the COD amount in rupees, weight in grams and the account as shipper; prints its slip', async () => {
    const booking = await client.bookPacket(parcel, '475');
    expect(booking.trackingNumber).toMatch(/^KI\d{10}$/);
    expect(fake.requests.at(-1)!.json).toEqual({
      api_key: account.apiKey,
      api_password: account.apiPassword,
      booked_packet_weight: 450,
      booked_packet_no_piece: 2,
      booked_packet_collect_amount: 3200,
      booked_packet_order_id: '1042',
      origin_city: 'self',
      destination_city: '475',
      shipment_name_eng: 'self',
      shipment_email: 'self',
      shipment_phone: 'self',
      shipment_address: 'self',
      consignment_name_eng: 'Ayesha Khan',
      consignment_email: 'ayesha@example.pk',
      consignment_phone: '03001234567',
      consignment_address: 'House 4, Gulberg III',
      special_instructions: 'Call before delivery',
    });
    const pdf = await client.label(booking.labelUrl!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain(`Leopards slip ${booking.trackingNumber}`);
  });

  it('refuses paisa it cannot collect and a phone it cannot call, before calling Leopards', async () => {
    const before = fake.requests.length;
    await expect(client.bookPacket({ ...parcel, codAmountPaisa: 320050 }, '475')).rejects.toThrow(
      'Leopards collects whole rupees only.',
    );
    await expect(
      client.bookPacket({ ...parcel, consignee: { ...parcel.consignee, phone: '+442071234567' } }, '475'),
    ).rejects.toThrow(ValidationError);
    expect(fake.requests.length).toBe(before);
  });

  it('passes on Leopards’ refusals: wrong password, unknown destination', async () => {
    await expect(
      new LeopardsClient({ ...config, apiPassword: 'wrong' }).bookPacket(parcel, '475'),
    ).rejects.toThrow('Leopards: Invalid API Key or Password');
    const err = await client.bookPacket(parcel, '99999').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(IntegrationError);
    expect((err as Error).message).toBe('Leopards: Invalid destination city');
  });

  it('tracks packets through to delivered and to returned', async () => {
    const a = await client.bookPacket(parcel, '475');
    const b = await client.bookPacket({ ...parcel, orderNumber: '1043' }, '789');
    fake.advance(a.trackingNumber, 'AC');
    fake.advance(a.trackingNumber, 'DV');
    fake.advance(b.trackingNumber, 'RO', 'Refused by consignee');
    fake.advance(b.trackingNumber, 'RS');
    const [ta, tb] = await client.track([a.trackingNumber, b.trackingNumber]);
    expect(ta).toMatchObject({ trackingNumber: a.trackingNumber, status: 'Delivered', state: 'delivered' });
    expect(ta.events.map((e) => e.state)).toEqual(['in_transit', 'out_for_delivery', 'delivered']);
    expect(tb).toMatchObject({ status: 'Returned to Shipper', state: 'returned' });
    expect(tb.events[1]).toMatchObject({
      status: 'Being Return',
      reason: 'Refused by consignee',
      state: 'returning',
    });
  });

  it('tracks any number of packets 20 to a call; a number Leopards does not know (No Packet Found) leaves the others’ answers', async () => {
    const booked: string[] = [];
    for (let i = 0; i < 23; i++)
      booked.push((await client.bookPacket({ ...parcel, orderNumber: `20${i}` }, '475')).trackingNumber);
    fake.advance(booked[5], 'DV');
    const unknown = 'KI9999999999';
    // Live, one unknown number fails the whole call.
    await expect(client.track([booked[0], unknown])).rejects.toThrow('Leopards: No Packet Found');
    const before = fake.requests.length;
    const { answers, failed } = await client.trackAll([...booked.slice(0, 12), unknown, ...booked.slice(12)]);
    expect(failed).toEqual([]);
    expect(answers.map((a) => a.trackingNumber).sort()).toEqual([...booked].sort());
    expect(answers.find((a) => a.trackingNumber === booked[5])).toMatchObject({ state: 'delivered' });
    const asked = fake.requests.slice(before).map((r) => String(r.json.track_numbers).split(','));
    expect(Math.max(...asked.map((a) => a.length))).toBe(20);
    // The batch holding the unknown number, asked again one number at a time.
    expect(asked.filter((a) => a.length === 1).sort()).toEqual(
      [...booked.slice(0, 12), unknown, ...booked.slice(12, 19)].map((n) => [n]).sort(),
    );
  });

  it('gives up on an API that never answers', async () => {
    fake.hangNext();
    await expect(new LeopardsClient({ ...config, timeoutMs: 300 }).track(['KI1'])).rejects.toThrow(
      'Leopards: no answer within 1 s',
    );
  });
});

describe('the push API', () => {
  let db: TestDatabase;
  let shop: { url: string; close(): Promise<void> };
  const moved: PushUpdate[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    // The shop's push endpoint as phase 2 mounts it: the key, the body, each update once.
    const endpoint = await startFakeServer(async (req) => {
      let answer = pushAnswer();
      try {
        let body: unknown;
        try {
          body = JSON.parse(req.raw.toString());
        } catch {
          throw new LeopardsPushError('The body is not JSON.', 400);
        }
        for (const u of client.readPush(req.headers, body)) {
          const id = `${u.trackingNumber}:${u.status}:${u.at}`;
          if (await db.ds.transaction((em) => ProcessedEvents.claim(em, 'leopards-push', id))) moved.push(u);
        }
      } catch (err) {
        if (!(err instanceof LeopardsPushError)) throw err;
        answer = pushAnswer(err);
      }
      return { status: answer.status, json: answer.body };
    });
    shop = { url: `${endpoint.url}/webhooks/leopards`, close: endpoint.close };
  });
  afterAll(async () => {
    await shop.close();
    await db.drop();
  });

  it('takes a push with the shop’s key: 202, each status in the shop’s terms, by name or by code', async () => {
    const res = await fake.push(
      shop.url,
      [
        { cn: 'KI7500000001', code: 'DV' },
        { cn: 'KI7500000002', code: 'RS' },
      ],
      {
        key: config.pushToken,
      },
    );
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ status: 1, errors: [] });
    expect(moved.slice(-2)).toMatchObject([
      { trackingNumber: 'KI7500000001', status: 'Delivered', state: 'delivered', receiverName: 'Ayesha' },
      { trackingNumber: 'KI7500000002', status: 'Returned to Shipper', state: 'returned' },
    ]);
    expect(['RC', 'AC', 'DV', 'PN1', 'RO', 'RW', 'DW', 'RS', 'DR', 'NR'].map(leopardsState)).toEqual([
      'in_transit',
      'out_for_delivery',
      'delivered',
      'in_transit',
      'returning',
      'returned',
      'returned',
      'returned',
      'returned',
      'returning',
    ]);
    await fake.push(shop.url, [{ cn: 'KI7500000003', code: 'AC' }], { key: config.pushToken, as: 'code' });
    expect(moved.at(-1)).toMatchObject({ status: 'AC', state: 'out_for_delivery' });
  });

  it('refuses a push with a wrong key or none (401) and one that is not the documented body (400)', async () => {
    const before = moved.length;
    for (const key of ['guessed-key', null]) {
      const res = await fake.push(shop.url, [{ cn: 'KI7500000009', code: 'DV' }], { key });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ status: 0, errors: ['Unauthorized'] });
    }
    const bad = await fake.push(shop.url, [], { key: config.pushToken, body: { data: [{ status: 'DV' }] } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ status: 0, errors: ['data[0] needs cn_number and status.'] });
    expect(moved.length).toBe(before);
  });

  it('acts once on an update Leopards pushes twice at the same moment', async () => {
    const update = { cn: 'KI7500000010', code: 'DV', activityDate: '2025-01-10 14:05:00' };
    const answers = await Promise.all(
      [1, 2, 3].map(() => fake.push(shop.url, [update], { key: config.pushToken })),
    );
    expect(answers.map((r) => r.status)).toEqual([202, 202, 202]);
    expect(moved.filter((u) => u.trackingNumber === 'KI7500000010')).toHaveLength(1);
  });
});
