/**
 * A local fake of Leopards Courier's merchant API (book a packet, track booked packets, the
 * city list, the slip PDF) and of its push API calling the shop (with the right key, a wrong
 * one, or none).
 *
 * Protocol from Leopards' "eCom Merchant APIs V2" (merchantapi.leopardscourier.com/api/
 * bookPacket/format/json/, trackBookedPacket/format/json/, getAllCities/format/json/: api_key
 * and api_password in every body; { status: 1, error: 0, … } or { status: 0, error: "…" })
 * with the field names public integrations send (booked_packet_weight, booked_packet_no_piece,
 * booked_packet_collect_amount, booked_packet_order_id, origin_city, destination_city,
 * shipment_*, consignment_*, special_instructions; answer track_number and slip_link; tracking
 * packet_list with booked_packet_status and "Tracking Detail"), and from "Leopards Push API
 * Documentation v1.0" (POST { data: [{ cn_number, status, receiver_name, reason, activity_date }] }
 * with the merchant's key in the request headers; statuses RC … SP with their names), and
 * cancelBookedPackets (cn_numbers, comma-separated; a packet already picked up cannot be
 * cancelled), and "Get Payment Details By CN Number(s)" (GET getPaymentDetails/format/json/ with
 * api_key, api_password and cn_numbers in the query, at most 50; payment_list [{ booked_packet_cn,
 * billing_method, status "Paid" or "Pending", invoice_cheque_no, invoice_cheque_date,
 * payment_method }]).
 *
 * Tracking as the live API answers (not in the guide): one number it does not know fails the
 * whole call with { status: 0, error: "No Packet Found" }, whatever the other numbers are. A
 * public Leopards client written against live answers treats "No Packet Found" as an answer,
 * not a failure, and asks 20 numbers at a time ("Leopards fails the whole call rather than
 * truncating, so keep batches modest"); docs/integrations.md (## Leopards) names the sources.
 */
import { randomBytes } from 'node:crypto';
import { startFakeServer, tinyPdf, type FakeAnswer, type FakeRequest } from './fake-http';

/** Push API statuses: short code and name, as the push documentation lists them. */
export const LEOPARDS_STATUSES: Record<string, string> = {
  RC: 'Consignment Booked',
  AC: 'Assigned To Courier',
  DV: 'Delivered',
  PN1: 'First Attempt In Forward Leg',
  PN2: 'Second Attempt In Forward Leg',
  RO: 'Being Return',
  RN1: 'First Attempt In Reverse Leg',
  RN2: 'Second Attempt In Reverse Leg',
  RW: 'Returned to Warehouse',
  DW: 'Delivered to Warehouse',
  RS: 'Returned to Shipper',
  DR: 'Delivered to Vendor',
  AR: 'Arrived At Station',
  DP: 'Dispatched',
  NR: 'Ready for Return',
  SP: 'Shipment Picked',
};

export const LEOPARDS_CITIES = [
  { id: 789, name: 'Karachi' },
  { id: 475, name: 'Lahore' },
  { id: 347, name: 'Islamabad' },
  { id: 1092, name: 'Multan' },
];

export interface FakePacket {
  params: Record<string, any>;
  status: string;
  /** The cheque or invoice the COD amount was paid to the merchant with, once paid. */
  paidWith?: string;
  history: Array<{ Status: string; Activity_datetime: string; Reason: string }>;
}

const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

export async function startFakeLeopards(account: { apiKey: string; apiPassword: string }) {
  const packets = new Map<string, FakePacket>();
  let booked = randomBytes(2).readUInt16BE(0) * 1000;
  let base = '';

  function handle(req: FakeRequest): FakeAnswer {
    const slip = /^\/slip\/([A-Z0-9]+)\.pdf$/.exec(req.path);
    if (slip && req.method === 'GET')
      return packets.has(slip[1])
        ? { headers: { 'content-type': 'application/pdf' }, bytes: tinyPdf(`Leopards slip ${slip[1]}`) }
        : { status: 404, html: '<h1>404 Page Not Found</h1>' };
    const m = /^\/api\/(\w+)\/format\/json\/?$/.exec(req.path);
    if (m?.[1] === 'getPaymentDetails' && req.method === 'GET') return paymentDetails(req.query);
    if (!m || req.method !== 'POST') return { status: 404, json: { status: 0, error: 'Unknown method' } };
    const b = req.json ?? {};
    if (b.api_key !== account.apiKey || b.api_password !== account.apiPassword)
      return { json: { status: 0, error: 'Invalid API Key or Password' } };
    if (m[1] === 'getAllCities')
      return {
        json: {
          status: 1,
          error: 0,
          city_list: LEOPARDS_CITIES.map((c) => ({
            ...c,
            shipment_type: ['overnight', 'detain', 'overland'],
            allow_as_origin: true,
            allow_as_destination: true,
          })),
        },
      };
    if (m[1] === 'bookPacket') return book(b);
    if (m[1] === 'cancelBookedPackets') {
      const numbers = String(b.cn_numbers ?? '')
        .split(',')
        .map((n) => n.trim());
      for (const n of numbers) {
        const p = packets.get(n);
        if (!p) return { json: { status: 0, error: `Packet ${n} not found` } };
        if (p.status !== 'Pending') return { json: { status: 0, error: `Packet ${n} cannot be cancelled` } };
      }
      for (const n of numbers) {
        const p = packets.get(n)!;
        p.status = 'Cancelled';
        p.history.push({ Status: 'Cancelled', Activity_datetime: now(), Reason: '' });
      }
      return { json: { status: 1, error: 0 } };
    }
    if (m[1] === 'trackBookedPacket') {
      const numbers = String(b.track_numbers ?? '')
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean);
      if (!numbers.length || numbers.some((n) => !packets.has(n)))
        return { json: { status: 0, error: 'No Packet Found', packet_list: [] } };
      return {
        json: {
          status: 1,
          error: 0,
          packet_list: numbers.map((n) => {
            const p = packets.get(n)!;
            return {
              track_number: n,
              booked_packet_order_id: p.params.booked_packet_order_id,
              booked_packet_collect_amount: p.params.booked_packet_collect_amount,
              booked_packet_status: p.status,
              consignment_name_eng: p.params.consignment_name_eng,
              'Tracking Detail': p.history,
            };
          }),
        },
      };
    }
    return { json: { status: 0, error: `Unknown method ${m[1]}` } };
  }

  function paymentDetails(q: URLSearchParams): FakeAnswer {
    if (q.get('api_key') !== account.apiKey || q.get('api_password') !== account.apiPassword)
      return { json: { status: 0, error: 'Invalid API Key or Password', payment_list: null } };
    const numbers = (q.get('cn_numbers') ?? '')
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    if (!numbers.length || numbers.length > 50)
      return { json: { status: 0, error: 'Provide 1 to 50 CN numbers', payment_list: null } };
    const known = numbers.filter((n) => packets.has(n));
    if (!known.length) return { json: { status: 0, error: 'No record found', payment_list: null } };
    return {
      json: {
        status: 1,
        error: 0,
        payment_list: known.map((n) => {
          const p = packets.get(n)!;
          return {
            booked_packet_cn: n,
            billing_method: 'COD',
            status: p.paidWith ? 'Paid' : 'Pending',
            invoice_cheque_no: p.paidWith ?? '',
            invoice_cheque_date: p.paidWith ? now().slice(0, 10) : '',
            payment_method: p.paidWith ? 'Cheque' : '',
          };
        }),
      },
    };
  }

  function book(b: Record<string, any>): FakeAnswer {
    const missing = [
      'booked_packet_weight',
      'booked_packet_no_piece',
      'booked_packet_collect_amount',
      'origin_city',
      'destination_city',
      'consignment_name_eng',
      'consignment_phone',
      'consignment_address',
    ].filter((f) => b[f] === undefined || b[f] === '');
    if (missing.length) return { json: { status: 0, error: `${missing.join(', ')} is required` } };
    if (!Number.isInteger(b.booked_packet_collect_amount) || b.booked_packet_collect_amount < 0)
      return { json: { status: 0, error: 'booked_packet_collect_amount must be a whole number' } };
    if (!LEOPARDS_CITIES.some((c) => String(c.id) === String(b.destination_city)))
      return { json: { status: 0, error: 'Invalid destination city' } };
    if (!/^03\d{9}$/.test(b.consignment_phone))
      return { json: { status: 0, error: 'Invalid consignment phone' } };
    const cn = `KI${7_500_000_000 + ++booked}`;
    packets.set(cn, {
      params: b,
      status: 'Pending',
      history: [{ Status: 'Consignment Booked', Activity_datetime: now(), Reason: '' }],
    });
    return { json: { status: 1, error: 0, track_number: cn, slip_link: `${base}/slip/${cn}.pdf` } };
  }

  const server = await startFakeServer(handle);
  base = server.url;
  return {
    ...server,
    baseUrl: `${server.url}/api`,
    packets,
    /** The parcel moves: the tracking API shows it from now on. */
    advance(cn: string, code: keyof typeof LEOPARDS_STATUSES, reason = '') {
      const p = packets.get(cn)!;
      p.status = LEOPARDS_STATUSES[code];
      p.history.push({ Status: LEOPARDS_STATUSES[code], Activity_datetime: now(), Reason: reason });
    },
    /** Leopards pays the parcel's COD amount to the merchant: the payment report says Paid from now on. */
    pay(cn: string, cheque: string) {
      packets.get(cn)!.paidWith = cheque;
    },
    /**
     * Leopards' push to the shop: each update by its status name (or short code), with the key
     * the shop gave (right), another (wrong) or none (missing).
     */
    push(
      url: string,
      updates: Array<{ cn: string; code: string; reason?: string; activityDate?: string }>,
      opts: { key?: string | null; as?: 'name' | 'code'; body?: unknown } = {},
    ) {
      const data = updates.map((u) => ({
        cn_number: u.cn,
        status: opts.as === 'code' ? u.code : (LEOPARDS_STATUSES[u.code] ?? u.code),
        receiver_name: u.code === 'DV' ? 'Ayesha' : '',
        reason: u.reason ?? '',
        activity_date: u.activityDate ?? now(),
      }));
      return fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(opts.key ? { 'api-key': opts.key } : {}) },
        body: JSON.stringify(opts.body ?? { data }),
      });
    },
  };
}

export type FakeLeopards = Awaited<ReturnType<typeof startFakeLeopards>>;
