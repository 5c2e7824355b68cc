/**
 * A local fake of Trax's Sonic API: book a shipment, track it, print its airway bill (PDF or
 * JPEG), the pickup addresses and the cities.
 *
 * Protocol from "API Documentation - SONIC" version 2 (Trax, April 2022): the API key in the
 * `Authorization` header; POST /api/shipment/book (service_type_id, pickup_address_id,
 * information_display, consignee_city_id, consignee_name, consignee_address,
 * consignee_phone_number_1, consignee_email_address, order_id, item_product_type_id,
 * item_description, item_quantity, item_insurance, pickup_date, estimated_weight,
 * shipping_mode_id, amount "do not use commas or dots", payment_mode_id, charges_mode_id;
 * answer { status: 0, message: "Shipment has been Booked!", tracking_number });
 * GET /api/shipment/track?tracking_number=&type=0 (details.tracking_history, newest first,
 * statuses such as "Shipment - Booked", "Shipment - Out for Delivery", "Shipment - Delivered");
 * GET /api/shipment/air_waybill?tracking_number=&type= (0 JPEG, 1 PDF); GET /api/pickup_addresses;
 * GET /api/cities; POST /api/shipment/cancel { tracking_number } (only a shipment still
 * "Shipment - Booked"); GET /api/shipment/payments?tracking_number= (the guide's "Payment Details
 * of a Shipment": current_payment_status, e.g. "Payment - Processed", charges, payments [{ id,
 * datetime, type, amount, charges, gst, payable }]). Status 0 is success; other answers carry status 1 and message. The 401
 * "Unauthenticated." and the 422 field errors are how its Laravel back end refuses requests.
 *
 * A corporate-invoicing account (`corporateInvoicing`) must name delivery_type_id on every
 * booking: 1 door step, 2 hub to hub (a public Trax PHP client, TechAndaz\Trax, documents it
 * as mandatory for such accounts: "you have to provide the type of delivery (Door-Step/Hub to
 * Hub) … 1 (Door Step), 2 (Hub to Hub)").
 */
import { startFakeServer, tinyPdf, type FakeAnswer, type FakeRequest } from './fake-http';

export const TRAX_CITIES = [
  { id: 202, name: 'Karachi', pickup: true },
  { id: 219, name: 'Lahore', pickup: true },
  { id: 178, name: 'Islamabad', pickup: true },
  { id: 101, name: 'Abbottabad', pickup: false },
];
const PICKUP_ADDRESSES = [{ id: 3015, address: 'Shahra-e-Faisal', city: { id: 202, name: 'Karachi' } }];

export interface FakeTraxShipment {
  body: Record<string, any>;
  /** The payment's id once Trax paid the COD amount to the merchant. */
  paymentId?: number;
  history: Array<{ date_time: string; timestamp: number; status: string; status_reason: string | null }>;
}

const REQUIRED = [
  'service_type_id',
  'pickup_address_id',
  'information_display',
  'consignee_city_id',
  'consignee_name',
  'consignee_address',
  'consignee_phone_number_1',
  'item_product_type_id',
  'item_description',
  'item_quantity',
  'item_insurance',
  'pickup_date',
  'estimated_weight',
  'shipping_mode_id',
  'amount',
  'payment_mode_id',
  'charges_mode_id',
];

export async function startFakeTrax(apiKey: string, account: { corporateInvoicing?: boolean } = {}) {
  const shipments = new Map<string, FakeTraxShipment>();
  let seq = 202202366000;

  function stamp(status: string, reason: string | null = null) {
    const at = new Date();
    return {
      date_time: at.toISOString(),
      timestamp: Math.floor(at.getTime() / 1000),
      status,
      status_reason: reason,
    };
  }

  function handle(req: FakeRequest): FakeAnswer {
    if (req.headers.authorization !== apiKey) return { status: 401, json: { message: 'Unauthenticated.' } };
    if (req.path === '/api/shipment/book' && req.method === 'POST') return book(req.json ?? {});
    const tn = req.query.get('tracking_number') ?? '';
    if (req.path === '/api/shipment/track' && req.method === 'GET') {
      const s = shipments.get(tn);
      if (!s) return { json: { status: 1, message: 'Invalid Tracking Number' } };
      return {
        json: {
          status: 0,
          message: `Tracking of Shipment #${tn}`,
          details: {
            tracking_number: tn,
            order_id: s.body.order_id ?? null,
            consignee: { name: s.body.consignee_name, phone_number_1: s.body.consignee_phone_number_1 },
            order_information: { weight: s.body.estimated_weight, amount: s.body.amount },
            tracking_history: [...s.history].reverse(),
          },
        },
      };
    }
    if (req.path === '/api/shipment/air_waybill' && req.method === 'GET') {
      if (!shipments.has(tn)) return { json: { status: 1, message: 'Invalid Tracking Number' } };
      const type = req.query.get('type');
      if (type === '1')
        return { headers: { 'content-type': 'application/pdf' }, bytes: tinyPdf(`Trax air waybill ${tn}`) };
      if (type === '0')
        return { headers: { 'content-type': 'image/jpeg' }, bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0]) };
      return {
        status: 422,
        json: {
          status: 1,
          message: 'The given data was invalid.',
          errors: { type: ['The type field is required.'] },
        },
      };
    }
    if (req.path === '/api/shipment/payments' && req.method === 'GET') {
      const s = shipments.get(tn);
      if (!s) return { json: { status: 1, message: 'Invalid Tracking Number' } };
      const amount = Number(s.body.amount);
      return {
        json: {
          status: 0,
          message: `Payment(s) of Shipment #${tn}`,
          charges: { cash_handling_charges: '0.00' },
          current_payment_status: s.paymentId ? 'Payment - Processed' : 'Payment - Pending',
          payments: s.paymentId
            ? [
                {
                  id: s.paymentId,
                  datetime: new Date().toISOString().slice(0, 19).replace('T', ' '),
                  type: 0,
                  amount,
                  charges: '0.00',
                  gst: '0.00',
                  payable: amount.toFixed(2),
                },
              ]
            : [],
        },
      };
    }
    if (req.path === '/api/shipment/cancel' && req.method === 'POST') {
      const s = shipments.get(String(req.json?.tracking_number ?? ''));
      if (!s) return { json: { status: 1, message: 'Invalid Tracking Number' } };
      if (s.history[s.history.length - 1].status !== 'Shipment - Booked')
        return { json: { status: 1, message: 'Shipment cannot be cancelled.' } };
      s.history.push(stamp('Shipment - Cancelled'));
      return { json: { status: 0, message: 'Shipment has been cancelled.' } };
    }
    if (req.path === '/api/pickup_addresses' && req.method === 'GET')
      return { json: { status: 0, message: 'Pickup Addresses', pickup_addresses: PICKUP_ADDRESSES } };
    if (req.path === '/api/cities' && req.method === 'GET')
      return {
        json: { status: 0, message: 'Pickup and Delivery Information of Cities', cities: TRAX_CITIES },
      };
    return { status: 404, json: { status: 1, message: 'Not Found' } };
  }

  function book(b: Record<string, any>): FakeAnswer {
    const errors: Record<string, string[]> = {};
    for (const f of REQUIRED)
      if (b[f] === undefined || b[f] === '') errors[f] = [`The ${f.replace(/_/g, ' ')} field is required.`];
    if (b.amount !== undefined && !Number.isInteger(b.amount))
      errors.amount = ['The amount must be an integer.'];
    if (b.consignee_city_id !== undefined && !TRAX_CITIES.some((c) => c.id === b.consignee_city_id))
      errors.consignee_city_id = ['The selected consignee city id is invalid.'];
    if (b.pickup_address_id !== undefined && !PICKUP_ADDRESSES.some((a) => a.id === b.pickup_address_id))
      errors.pickup_address_id = ['The selected pickup address id is invalid.'];
    if (b.consignee_phone_number_1 && !/^03\d{9}$/.test(b.consignee_phone_number_1))
      errors.consignee_phone_number_1 = ['The consignee phone number 1 format is invalid.'];
    if (account.corporateInvoicing && ![1, 2].includes(b.delivery_type_id))
      errors.delivery_type_id = [
        b.delivery_type_id === undefined
          ? 'The delivery type id field is required.'
          : 'The selected delivery type id is invalid.',
      ];
    if (b.pickup_date && !/^\d{4}-\d{2}-\d{2}$/.test(b.pickup_date))
      errors.pickup_date = ['The pickup date is not a valid date.'];
    if (Object.keys(errors).length)
      return { status: 422, json: { status: 1, message: 'The given data was invalid.', errors } };
    const tn = String(++seq);
    shipments.set(tn, { body: b, history: [stamp('Shipment - Booked')] });
    return { json: { status: 0, message: 'Shipment has been Booked!', tracking_number: tn } };
  }

  const server = await startFakeServer(handle);
  return {
    ...server,
    shipments,
    /** The parcel moves on Trax's side. */
    advance(trackingNumber: string, status: string, reason: string | null = null) {
      shipments.get(trackingNumber)!.history.push(stamp(status, reason));
    },
    /** Trax pays the shipment's COD amount to the merchant (a payment id). */
    pay(trackingNumber: string, paymentId: number) {
      shipments.get(trackingNumber)!.paymentId = paymentId;
    },
  };
}

export type FakeTrax = Awaited<ReturnType<typeof startFakeTrax>>;
