/**
 * Trax (Sonic) API: book a shipment, track it, print its airway bill; the pickup addresses
 * and cities a booking needs.
 *
 * Protocol: "API Documentation - SONIC" version 2 (Trax, April 2022; live https://sonic.pk,
 * testing https://app.sonic.pk): every call carries `Authorization: <API key>` (from the
 * portal's profile screen); POST /api/shipment/book with service_type_id (1 regular),
 * pickup_address_id, information_display, consignee_city_id, consignee_name,
 * consignee_address, consignee_phone_number_1 (03001234567), consignee_email_address, order_id,
 * item_product_type_id (appendix B: 10 handicrafts, 11 home-made items), item_description,
 * item_quantity, item_insurance, pickup_date (YYYY-MM-DD), estimated_weight (kg), shipping_mode_id
 * (1 Rush), amount (whole rupees: "do not use commas or dots"), payment_mode_id (1 COD, 4
 * prepaid), charges_mode_id (4 reimbursement), answering { status: 0, message, tracking_number }
 * (the guide prints the key as "tracking number"); GET /api/shipment/track?tracking_number=&type=0
 * answering details.tracking_history [{ date_time, status, status_reason }] newest first;
 * GET /api/shipment/air_waybill?tracking_number=&type=1 (1: PDF, 0: JPEG);
 * POST /api/shipment/cancel { tracking_number } (the guide's "Cancel Shipment": only before
 * pickup); GET /api/pickup_addresses; GET /api/cities; GET /api/shipment/payments?tracking_number=
 * (the guide's "Payment Details of a Shipment": current_payment_status, e.g. "Payment -
 * Processed", and payments [{ id, datetime, amount, payable }]). Status 0 is success; anything
 * else carries message. Every booking names delivery_type_id (1 door step, 2 hub to hub), which
 * Trax requires of corporate-invoicing accounts (docs/integrations.md, ## Trax).
 */
import { field, IntegrationError, karachiParts } from '../../../platform/http/outbound';
import { parsePaisa } from '../../../shared/money';
import { cityNamed, CourierHttp, errorText, listIn } from './http';
import {
  checkParcel,
  courierPhone,
  dayOf,
  trackingOf,
  wholeRupees,
  type Booking,
  type CodPayment,
  type CourierProvider,
  type Parcel,
  type Tracking,
} from '../provider';
import { COURIER_LABELS } from '../../../shared/inputs/courier-booking';
import { askEach } from '../answers';

export interface TraxConfig {
  /** https://sonic.pk (testing: https://app.sonic.pk). */
  baseUrl: string;
  apiKey: string;
  /** The pickup address's id (from pickupAddresses()). */
  pickupAddressId: string;
  /** Appendix B of Trax's guide; 11 "Home-made Items" fits handmade crochet. */
  itemProductTypeId?: string;
  /** 1 door step (the default), 2 hub to hub. */
  deliveryTypeId?: string;
  timeoutMs?: number;
}

export interface TraxAddress {
  id: string;
  address: string;
  city: string;
}

export interface TraxCity {
  id: string;
  name: string;
  pickup: boolean;
}

const PROVIDER = COURIER_LABELS.trax;

/** Status 0 is success; anything else carries `message` and perhaps per-field `errors`. */
function checkAnswer(status: number, body: Record<string, unknown>): void {
  if (status < 400 && field(body, 'status') === '0') return;
  const errors = (body as { errors?: unknown } | null)?.errors;
  const detail = errors && typeof errors === 'object' ? errorText(errors) : '';
  throw new IntegrationError(
    PROVIDER,
    [field(body, 'message') ?? `HTTP ${status}`, detail].filter(Boolean).join(' '),
    { status, code: field(body, 'status') },
  );
}

export class TraxClient {
  private readonly http: CourierHttp;

  constructor(private readonly config: TraxConfig) {
    this.http = new CourierHttp(PROVIDER, config, { authorization: config.apiKey }, checkAnswer);
  }

  /** Books the parcel to a Trax city id (from cities()), to be picked up on `pickupDate`. */
  async book(p: Parcel, consigneeCityId: string, pickupDate: Date): Promise<Booking> {
    checkParcel(p);
    const cod = wholeRupees(p.codAmountPaisa, PROVIDER);
    const d = karachiParts(pickupDate);
    const body = await this.http.json('POST', 'api/shipment/book', {
      delivery_type_id: Number(this.config.deliveryTypeId ?? 1),
      service_type_id: 1,
      pickup_address_id: Number(this.config.pickupAddressId),
      information_display: 1,
      consignee_city_id: Number(consigneeCityId),
      consignee_name: p.consignee.name,
      consignee_address: p.consignee.address.slice(0, 190),
      consignee_phone_number_1: courierPhone(p.consignee.phone),
      consignee_email_address: p.consignee.email ?? '',
      order_id: p.orderNumber,
      item_product_type_id: Number(this.config.itemProductTypeId ?? 11),
      item_description: p.description.slice(0, 190),
      item_quantity: p.pieces,
      item_insurance: 0,
      pickup_date: `${d.y}-${d.M}-${d.d}`,
      special_instructions: p.instructions ?? '',
      estimated_weight: p.weightGrams / 1000,
      shipping_mode_id: 1,
      amount: cod,
      payment_mode_id: cod > 0 ? 1 : 4,
      charges_mode_id: 4,
    });
    const trackingNumber = field(body, 'tracking_number') ?? field(body, 'tracking number');
    if (!trackingNumber) throw this.http.missing('tracking number');
    return { trackingNumber };
  }

  async track(trackingNumber: string): Promise<Tracking> {
    const body = await this.http.json(
      'GET',
      `api/shipment/track?tracking_number=${encodeURIComponent(trackingNumber)}&type=0`,
    );
    const details = (body as { details?: Record<string, unknown> }).details ?? {};
    const history = Array.isArray(details.tracking_history) ? details.tracking_history : [];
    // Newest first, as Trax lists it.
    const events = history.map((h) => ({
      status: field(h, 'status') ?? '',
      at: field(h, 'date_time'),
      reason: field(h, 'status_reason'),
    }));
    return trackingOf(field(details, 'tracking_number') ?? trackingNumber, events[0]?.status ?? '', events);
  }

  /**
   * The COD payment report of one shipment: paid once Trax lists a payment of it to the shop
   * (`payments`, with `current_payment_status` "Payment - Processed").
   */
  async payment(trackingNumber: string): Promise<CodPayment> {
    const body = await this.http.json(
      'GET',
      `api/shipment/payments?tracking_number=${encodeURIComponent(trackingNumber)}`,
    );
    const payments = listIn(body, 'payments');
    const state = (field(body, 'current_payment_status') ?? '').toLowerCase();
    const amount = parsePaisa(field(payments[0], 'amount'), 100_000_000) ?? undefined;
    const payable = parsePaisa(field(payments[0], 'payable'), 100_000_000) ?? undefined;
    return {
      trackingNumber,
      paid: payments.length > 0 && /processed|paid/.test(state),
      reference: payments.length ? field(payments[0], 'id') : undefined,
      amount,
      fee: amount !== undefined && payable !== undefined && payable <= amount ? amount - payable : undefined,
      settledOn: dayOf(field(payments[0], 'datetime')),
    };
  }

  /** Cancels a shipment Trax has not picked up yet. */
  async cancel(trackingNumber: string): Promise<void> {
    await this.http.json('POST', 'api/shipment/cancel', { tracking_number: trackingNumber });
  }

  /** The airway bill as PDF bytes. */
  async label(trackingNumber: string): Promise<Buffer> {
    return this.http.pdf(
      `api/shipment/air_waybill?tracking_number=${encodeURIComponent(trackingNumber)}&type=1`,
    );
  }

  async pickupAddresses(): Promise<TraxAddress[]> {
    const body = await this.http.json('GET', 'api/pickup_addresses');
    return listIn(body, 'pickup_addresses').map((a) => ({
      id: field(a, 'id') ?? '',
      address: field(a, 'address') ?? '',
      city: field((a as { city?: unknown }).city, 'name') ?? '',
    }));
  }

  async cities(): Promise<TraxCity[]> {
    const body = await this.http.json('GET', 'api/cities');
    return listIn(body, 'cities').map((c) => ({
      id: field(c, 'id') ?? '',
      name: field(c, 'name') ?? '',
      pickup: field(c, 'pickup') === 'true',
    }));
  }
}

/** Trax as the shop's provider: the city by its name, picked up the day it is booked. */
export const trax: CourierProvider = {
  code: 'trax',
  label: PROVIDER,
  trackingPage: 'https://trax.pk/tracking/{tracking}',
  async connect(settings) {
    const s = await settings.get('trax');
    if (!s) return null;
    const client = new TraxClient(s);
    return {
      async book(p) {
        return client.book(p, cityNamed(PROVIDER, await client.cities(), p.consignee.city).id, new Date());
      },
      track: (numbers) => askEach(numbers, (n) => client.track(n)),
      labels: (parcels) => Promise.all(parcels.map((p) => client.label(p.trackingNumber))),
      cancel: (tn) => client.cancel(tn),
      payments: (numbers) => askEach(numbers, (n) => client.payment(n)),
    };
  },
};
