/**
 * A local fake of PostEx's merchant API: create order, track order, the merchant's pickup
 * addresses, the operational cities and airway bills (a PDF for up to ten tracking numbers).
 *
 * Protocol from "PostEx COD API Integration Guide" V4.1.9
 * (https://merchant-api-guide.s3.ap-south-1.amazonaws.com/PostEx-COD_API_Integration_Guide_V4.1.9.pdf)
 * as callmeahmedr/postex-api-integration calls it: the `token` header on every call,
 * /services/integration/api/order/v3/create-order (JSON; answer { statusCode: "200",
 * statusMessage, dist: { trackingNumber, orderStatus } }), v1/track-order/{trackingNumber}
 * (dist.transactionStatus, dist.transactionStatusHistory [{ transactionStatusMessage,
 * transactionStatusMessageCode, modifiedDatetime }]), v1/get-merchant-address (dist: addresses
 * with addressCode), v1/get-operational-city, v1/get-invoice?trackingNumbers=a,b (the PDF;
 * at most 10), PUT v1/cancel-order { trackingNumber } (the guide's "Cancel Order": only an
 * order not picked up yet), v1/payment-status/{trackingNumber} (the guide's "Payment Status API").
 * Refusals carry statusCode other than "200" and statusMessage.
 *
 * Where the live API differs from the guide, the fake answers as the live one does:
 * - create-order refuses an order naming neither pickupAddressCode nor storeAddressCode with
 *   "PICKUPADDRESSCODE AND STOREADDRESSCODE MUST NOT BE NULL AT THE SAME TIME" (the guide calls
 *   the code optional; public booking helpers note "PostEx requires at least one of
 *   pickupAddressCode or storeAddressCode" and fill it from get-merchant-address);
 * - payment-status answers dist { settle, settlementDate, cpr1, cpr1Date } (the guide prints
 *   cprNumber_1; a public PostEx payment sync reads "Live PostEx responses use cpr1 / cpr1Date
 *   (docs say cprNumber_1)");
 * - get-merchant-address lists each address with its addressType (the account's pickup
 *   address and its return address), as public clients pick the pickup one by it.
 * docs/integrations.md (## PostEx) names these sources.
 */
import { startFakeServer, tinyPdf, type FakeAnswer, type FakeRequest } from './fake-http';

export interface FakePostExOrder {
  body: Record<string, any>;
  status: string;
  /** The CPR (payment receipt) number once PostEx settled the COD amount with the merchant. */
  cpr?: string;
  history: Array<{
    transactionStatusMessage: string;
    transactionStatusMessageCode: string;
    modifiedDatetime: string;
  }>;
}

export const POSTEX_CITIES = ['Karachi', 'Lahore', 'Islamabad', 'Rawalpindi', 'Faisalabad'];
const ADDRESSES = [
  {
    addressCode: '001',
    address: 'Shop 12, Tariq Road',
    cityName: 'Karachi',
    contactPersonName: 'Sana',
    phone1: '03001112223',
    addressType: 'Return Address',
  },
  {
    addressCode: '004',
    address: 'House 9, Model Town',
    cityName: 'Lahore',
    contactPersonName: 'Hina',
    phone1: '03214445556',
    addressType: 'Default Pickup Address',
  },
];
/** What live create-order answers an order naming no address of the merchant. */
export const POSTEX_NO_ADDRESS = 'PICKUPADDRESSCODE AND STOREADDRESSCODE MUST NOT BE NULL AT THE SAME TIME';
const PREFIX = '/services/integration/api/order';
const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ');
const refusal = (status: number, statusMessage: string): FakeAnswer => ({
  status,
  json: { statusCode: String(status), statusMessage },
});
/** PostEx's answer to a read: its `dist` under "SUCCESSFULLY OPERATED". */
const operated = (dist: unknown): FakeAnswer => ({
  json: { statusCode: '200', statusMessage: 'SUCCESSFULLY OPERATED', dist },
});

export async function startFakePostEx(token: string) {
  const orders = new Map<string, FakePostExOrder>();
  /** Tracking numbers whose tracking and payment calls fail (PostEx answering 500 for them). */
  const failing = new Set<string>();
  let seq = 0;
  let delayMs = 0;
  let inFlight = 0;
  const calls = { maxInFlight: 0 };

  async function handleSlowly(req: FakeRequest): Promise<FakeAnswer> {
    inFlight++;
    calls.maxInFlight = Math.max(calls.maxInFlight, inFlight);
    try {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      return handle(req);
    } finally {
      inFlight--;
    }
  }

  function handle(req: FakeRequest): FakeAnswer {
    if (!req.path.startsWith(PREFIX)) return refusal(404, 'NOT FOUND');
    if (req.headers.token !== token) return refusal(401, 'UNAUTHORIZED ACCESS, INVALID TOKEN');
    const path = req.path.slice(PREFIX.length);
    if (path === '/v3/create-order' && req.method === 'POST') return create(req.json ?? {});
    const track = /^\/v1\/track-order\/([^/]+)$/.exec(path);
    const asked = decodeURIComponent((track ?? /^\/v1\/payment-status\/([^/]+)$/.exec(path))?.[1] ?? '');
    if (failing.has(asked)) return refusal(500, 'INTERNAL SERVER ERROR');
    if (track && req.method === 'GET') {
      const order = orders.get(decodeURIComponent(track[1]));
      if (!order) return refusal(400, 'INVALID TRACKING NUMBER');
      return operated({
        trackingNumber: decodeURIComponent(track[1]),
        customerName: order.body.customerName,
        invoicePayment: order.body.invoicePayment,
        orderRefNumber: order.body.orderRefNumber,
        cityName: order.body.cityName,
        transactionStatus: order.status,
        transactionStatusHistory: order.history,
      });
    }
    const payment = /^\/v1\/payment-status\/([^/]+)$/.exec(path);
    if (payment && req.method === 'GET') {
      const tn = decodeURIComponent(payment[1]);
      const order = orders.get(tn);
      if (!order) return refusal(400, 'INVALID TRACKING NUMBER');
      // The live answer's fields (not the guide's cprNumber_1).
      const day = now().slice(0, 10);
      return operated({
        settle: !!order.cpr,
        settlementDate: order.cpr ? day : null,
        cpr1: order.cpr ?? null,
        cpr1Date: order.cpr ? day : null,
      });
    }
    if (path === '/v1/cancel-order' && req.method === 'PUT') {
      const tn = String(req.json?.trackingNumber ?? '');
      const order = orders.get(tn);
      if (!order) return refusal(400, 'INVALID TRACKING NUMBER');
      if (order.status !== 'Unbooked') return refusal(400, 'ORDER CANNOT BE CANCELLED');
      order.status = 'Cancelled';
      order.history.push({
        transactionStatusMessage: 'Cancelled',
        transactionStatusMessageCode: '0009',
        modifiedDatetime: now(),
      });
      return { json: { statusCode: '200', statusMessage: 'ORDER HAS BEEN CANCELLED' } };
    }
    if (path === '/v1/get-merchant-address' && req.method === 'GET') return operated(ADDRESSES);
    if (path === '/v1/get-operational-city' && req.method === 'GET')
      return operated(
        POSTEX_CITIES.map((c) => ({ operationalCityName: c, isPickupCity: true, isDeliveryCity: true })),
      );
    if (path === '/v1/get-invoice' && req.method === 'GET') {
      const numbers = (req.query.get('trackingNumbers') ?? '').split(',').filter(Boolean);
      if (!numbers.length || numbers.length > 10) return refusal(400, 'TRACKING NUMBERS MUST BE 1 TO 10');
      const unknown = numbers.filter((n) => !orders.has(n));
      if (unknown.length) return refusal(400, `INVALID TRACKING NUMBER ${unknown.join(',')}`);
      return {
        headers: { 'content-type': 'application/pdf' },
        bytes: tinyPdf(`PostEx airway bills ${numbers.join(' ')}`),
      };
    }
    return refusal(404, 'NOT FOUND');
  }

  function create(b: Record<string, any>): FakeAnswer {
    const missing = [
      'orderRefNumber',
      'customerName',
      'customerPhone',
      'deliveryAddress',
      'cityName',
      'orderType',
    ].filter((f) => !b[f]);
    if (missing.length) return refusal(400, `${missing[0].toUpperCase()} IS REQUIRED`);
    if (typeof b.invoicePayment !== 'number' || b.invoicePayment < 0)
      return refusal(400, 'INVALID INVOICE PAYMENT');
    if (!POSTEX_CITIES.includes(b.cityName)) return refusal(400, 'INVALID CITY NAME');
    if (!/^03\d{9}$/.test(b.customerPhone)) return refusal(400, 'INVALID CUSTOMER PHONE');
    if (!b.pickupAddressCode && !b.storeAddressCode) return refusal(400, POSTEX_NO_ADDRESS);
    if (b.pickupAddressCode && !ADDRESSES.some((a) => a.addressCode === b.pickupAddressCode))
      return refusal(400, 'INVALID PICKUP ADDRESS CODE');
    const trackingNumber = `CX-${String(12_000_000 + ++seq)}`;
    orders.set(trackingNumber, {
      body: b,
      status: 'Unbooked',
      history: [
        {
          transactionStatusMessage: 'Order Created',
          transactionStatusMessageCode: '0001',
          modifiedDatetime: now(),
        },
      ],
    });
    return {
      json: {
        statusCode: '200',
        statusMessage: 'ORDER HAS BEEN CREATED',
        dist: { trackingNumber, orderStatus: 'Unbooked', orderDate: now() },
      },
    };
  }

  const server = await startFakeServer(handleSlowly);
  return {
    ...server,
    baseUrl: `${server.url}${PREFIX}`,
    orders,
    failing,
    /** The most calls PostEx was answering at once since the fake started (or since `calls.maxInFlight = 0`). */
    calls,
    /** Every answer takes this long from now on (0: at once), so calls overlap. */
    slow(ms: number) {
      delayMs = ms;
    },
    /** The parcel moves on PostEx's side. */
    advance(trackingNumber: string, status: string, code: string) {
      const order = orders.get(trackingNumber)!;
      order.status = status;
      order.history.push({
        transactionStatusMessage: status,
        transactionStatusMessageCode: code,
        modifiedDatetime: now(),
      });
    },
    /** PostEx settles the parcel's COD amount with the merchant (a CPR number). */
    settle(trackingNumber: string, cpr: string) {
      orders.get(trackingNumber)!.cpr = cpr;
    },
  };
}

export type FakePostEx = Awaited<ReturnType<typeof startFakePostEx>>;
