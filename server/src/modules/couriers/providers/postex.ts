/**
 * PostEx merchant API: create an order (a COD booking), track it, the merchant's pickup
 * addresses, the operational cities, and airway bills as one PDF.
 *
 * Protocol: "PostEx COD API Integration Guide" V4.1.9
 * (https://merchant-api-guide.s3.ap-south-1.amazonaws.com/PostEx-COD_API_Integration_Guide_V4.1.9.pdf)
 * as its public integrations call it (callmeahmedr/postex-api-integration): every call carries
 * the `token` header; base https://api.postex.pk/services/integration/api/order;
 * POST v3/create-order { orderRefNumber, invoicePayment, orderDetail, customerName,
 * customerPhone, deliveryAddress, transactionNotes, cityName, invoiceDivision, items,
 * pickupAddressCode, orderType: 'Normal' } answering { statusCode: "200", statusMessage,
 * dist: { trackingNumber, orderStatus } }; GET v1/track-order/{trackingNumber} answering
 * dist.transactionStatus and dist.transactionStatusHistory [{ transactionStatusMessage,
 * transactionStatusMessageCode, modifiedDatetime }]; GET v1/get-merchant-address (dist: the
 * addresses with addressCode); GET v1/get-operational-city; GET v1/get-invoice?trackingNumbers=
 * a,b (at most 10) answering the PDF; PUT v1/cancel-order { trackingNumber } (the guide's "Cancel
 * Order", before pickup); GET v1/payment-status/{trackingNumber} (the guide's "Payment Status
 * API": settle true once the cash collected was paid to the merchant). Errors: statusCode other
 * than "200" with statusMessage.
 *
 * As it runs live, unlike the guide (docs/integrations.md, ## PostEx): create-order refuses an
 * order naming no pickup address ("PICKUPADDRESSCODE AND STOREADDRESSCODE MUST NOT BE NULL AT THE
 * SAME TIME"), so every booking names one: the owner's setting, else the account's pickup address
 * from get-merchant-address, chosen at the first booking and saved in the settings; and
 * payment-status answers { settle, settlementDate, cpr1, cpr1Date } (the guide's cprNumber_1 is
 * still read where an account answers it).
 */
import { parsePaisa } from '../../../shared/money';
import { field, IntegrationError } from '../../../platform/http/outbound';
import { cityNamed, CourierHttp, listIn } from './http';
import {
  checkParcel,
  courierPhone,
  dayOf,
  trackingOf,
  type Booking,
  type CodPayment,
  type CourierProvider,
  type Parcel,
  type Tracking,
} from '../provider';
import { COURIER_LABELS } from '../../../shared/inputs/courier-booking';
import { askEach, batches } from '../answers';
import { chosenPickup, type PostExAddress } from './postex-pickup';

export { defaultPickupAddress, type PostExAddress } from './postex-pickup';

export interface PostExConfig {
  /** https://api.postex.pk/services/integration/api/order */
  baseUrl: string;
  token: string;
  /** The pickup address parcels are collected from (from pickupAddresses()); unset: chosen at the first booking. */
  pickupAddressCode?: string;
  timeoutMs?: number;
}

export interface PostExCity {
  name: string;
  pickup: boolean;
  delivery: boolean;
}

const PROVIDER = COURIER_LABELS.postex;
/** PostEx prints at most this many airway bills per request. */
export const MAX_AIRWAY_BILLS = 10;

/** Success is statusCode "200"; anything else carries statusMessage. */
function checkAnswer(status: number, body: Record<string, unknown>): void {
  if (status >= 400 || field(body, 'statusCode') !== '200')
    throw new IntegrationError(PROVIDER, field(body, 'statusMessage') ?? `HTTP ${status}`, {
      status,
      code: field(body, 'statusCode'),
    });
}

export class PostExClient {
  private readonly http: CourierHttp;

  constructor(private readonly config: PostExConfig) {
    this.http = new CourierHttp(PROVIDER, config, { token: config.token }, checkAnswer);
  }

  /**
   * Books the parcel, collected from `pickupAddressCode` (the configured one unless given);
   * PostEx takes the city by its name (one of operationalCities()).
   */
  async createOrder(
    p: Parcel,
    pickupAddressCode = this.config.pickupAddressCode,
  ): Promise<Booking & { orderStatus?: string }> {
    checkParcel(p);
    const body = await this.http.json('POST', 'v3/create-order', {
      orderRefNumber: p.orderNumber,
      invoicePayment: p.codAmountPaisa / 100,
      orderDetail: p.description.slice(0, 250),
      customerName: p.consignee.name,
      customerPhone: courierPhone(p.consignee.phone),
      deliveryAddress: p.consignee.address,
      transactionNotes: p.instructions ?? '',
      cityName: p.consignee.city,
      invoiceDivision: 1,
      items: p.pieces,
      orderType: 'Normal',
      ...(pickupAddressCode ? { pickupAddressCode } : {}),
    });
    const dist = (body as { dist?: unknown }).dist;
    const trackingNumber = field(dist, 'trackingNumber');
    if (!trackingNumber) throw this.http.missing('trackingNumber');
    return { trackingNumber, orderStatus: field(dist, 'orderStatus') };
  }

  async track(trackingNumber: string): Promise<Tracking & { codAmountPaisa?: number }> {
    const body = await this.http.json('GET', `v1/track-order/${encodeURIComponent(trackingNumber)}`);
    const dist = (body as { dist?: Record<string, unknown> }).dist ?? {};
    const history = Array.isArray(dist.transactionStatusHistory) ? dist.transactionStatusHistory : [];
    const events = history.map((h) => ({
      status: field(h, 'transactionStatusMessage') ?? '',
      at: field(h, 'modifiedDatetime'),
    }));
    const status = field(dist, 'transactionStatus') ?? events[events.length - 1]?.status ?? '';
    const cod = field(dist, 'invoicePayment');
    return {
      ...trackingOf(field(dist, 'trackingNumber') ?? trackingNumber, status, events),
      codAmountPaisa: cod === undefined ? undefined : (parsePaisa(cod, 100_000_000) ?? undefined),
    };
  }

  async pickupAddresses(): Promise<PostExAddress[]> {
    const body = await this.http.json('GET', 'v1/get-merchant-address');
    return listIn(body, 'dist').map((a) => ({
      addressCode: field(a, 'addressCode') ?? '',
      address: field(a, 'address') ?? '',
      cityName: field(a, 'cityName') ?? '',
      contactPersonName: field(a, 'contactPersonName'),
      phone: field(a, 'phone1'),
      addressType: field(a, 'addressType'),
    }));
  }

  async operationalCities(): Promise<PostExCity[]> {
    const body = await this.http.json('GET', 'v1/get-operational-city');
    return listIn(body, 'dist').map((c) => ({
      name: field(c, 'operationalCityName') ?? '',
      pickup: field(c, 'isPickupCity') === 'true',
      delivery: field(c, 'isDeliveryCity') === 'true',
    }));
  }

  /** The COD payment report of one parcel: whether PostEx has settled its cash with the shop. */
  async payment(trackingNumber: string): Promise<CodPayment> {
    const body = await this.http.json('GET', `v1/payment-status/${encodeURIComponent(trackingNumber)}`);
    const given = (body as { dist?: unknown }).dist;
    // Live it is one object; some integrations have read it as a list of one.
    const dist = (Array.isArray(given) ? given[0] : given) ?? {};
    return {
      trackingNumber: field(dist, 'trackingNumber') ?? trackingNumber,
      paid: field(dist, 'settle') === 'true',
      reference: field(dist, 'cpr1') || field(dist, 'cprNumber_1') || undefined,
      settledOn: dayOf(field(dist, 'cpr1Date') || field(dist, 'settlementDate')),
    };
  }

  /** Cancels an order PostEx has not picked up yet. */
  async cancel(trackingNumber: string): Promise<void> {
    await this.http.json('PUT', 'v1/cancel-order', { trackingNumber });
  }

  /** The airway bills of up to ten parcels, as one PDF. */
  async airwayBills(trackingNumbers: string[]): Promise<Buffer> {
    if (trackingNumbers.length === 0 || trackingNumbers.length > MAX_AIRWAY_BILLS)
      throw new IntegrationError(PROVIDER, `airway bills are printed 1 to ${MAX_AIRWAY_BILLS} at a time`);
    const query = trackingNumbers.map(encodeURIComponent).join(',');
    return this.http.pdf(`v1/get-invoice?trackingNumbers=${query}`);
  }
}

/** PostEx as the shop's provider: the city by its operational name, airway bills ten to a PDF. */
export const postex: CourierProvider = {
  code: 'postex',
  label: PROVIDER,
  trackingPage: 'https://postex.pk/tracking?cn={tracking}',
  async connect(settings) {
    const s = await settings.get('postex');
    if (!s) return null;
    const client = new PostExClient(s);
    return {
      async book(p) {
        const cities = (await client.operationalCities()).filter((c) => c.delivery);
        const city = cityNamed(PROVIDER, cities, p.consignee.city);
        const pickup = await chosenPickup(settings, () => client.pickupAddresses(), s);
        return client.createOrder({ ...p, consignee: { ...p.consignee, city: city.name } }, pickup);
      },
      track: (numbers) => askEach(numbers, (n) => client.track(n)),
      async labels(parcels) {
        const out: Buffer[] = [];
        for (const batch of batches(parcels, MAX_AIRWAY_BILLS))
          out.push(await client.airwayBills(batch.map((p) => p.trackingNumber)));
        return out;
      },
      cancel: (tn) => client.cancel(tn),
      payments: (numbers) => askEach(numbers, (n) => client.payment(n)),
    };
  },
};
