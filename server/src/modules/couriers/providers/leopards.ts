/**
 * Leopards Courier (LCS) merchant API: book a packet, track booked packets, the city list, the
 * airway bill (slip), and the push API that reports status changes to the shop.
 *
 * Protocol: "eCom Merchant APIs V2" (https://ecom.leopardscourier.com, merchantapi.leopardscourier.com):
 * POST {base}/bookPacket/format/json/ with api_key, api_password, booked_packet_weight (grams),
 * booked_packet_no_piece, booked_packet_collect_amount (rupees), booked_packet_order_id,
 * origin_city ('self' or an id), destination_city (an id from getAllCities), shipment_* ('self':
 * the account's), consignment_name_eng/_email/_phone/_address, special_instructions, answering
 * { status: 1, error: 0, track_number, slip_link } or { status: 0, error: "…" };
 * trackBookedPacket with track_numbers (comma-separated) answering packet_list[] with
 * booked_packet_status and "Tracking Detail" [{ Status, Activity_datetime, Reason }]; the
 * field names as the public integrations send them (e.g. the booking bodies found on GitHub
 * beside the guide). Push: "Leopards Push API Documentation v1.0" (LCS-Push_API_Documentation):
 * POST JSON { data: [{ cn_number, status, receiver_name, reason, activity_date }] } with the
 * credentials the merchant gave in the request headers; the merchant answers 202
 * { status: 1, errors: [] }, 401 when unauthorised, 400 { status: 0, errors: [...] }; statuses
 * RC, AC, DV, PN1, PN2, RO, RN1, RN2, RW, DW, RS, DR, AR, DP, NR, SP. Cancel: POST
 * {base}/cancelBookedPackets/format/json/ with api_key, api_password and cn_numbers
 * (comma-separated), answering { status: 1, error: 0 } or { status: 0, error: "…" } (the guide's
 * "Cancel Booked Packets"; the public integrations send cn_numbers so). COD payment report: GET
 * {base}/getPaymentDetails/format/json/?api_key=…&api_password=…&cn_numbers=a,b (at most 50),
 * answering { status: 1, error: 0, payment_list: [{ booked_packet_cn, billing_method, status
 * ("Paid" once the cash collected was paid to the merchant), invoice_cheque_no,
 * invoice_cheque_date, payment_method }] } (the guide's "Get Payment Details By CN Number(s)").
 *
 * Tracking as it runs live (docs/integrations.md, ## Leopards): one number Leopards does not know
 * fails the whole call with "No Packet Found", so the shop asks 20 at a time, as public clients
 * do; a batch refused so is asked again number by number, and a number still not found (booked
 * but not yet scanned, say) stays as it was, which is an answer, not a failure.
 */
import { AppError, ValidationError } from '../../../shared/errors';
import type { SettingsService } from '../../settings';
import { field, IntegrationError, sameSecret, send } from '../../../platform/http/outbound';
import { cityNamed, CourierHttp, errorText, listIn, pdfOf } from './http';
import {
  checkParcel,
  courierPhone,
  dayOf,
  stateFromText,
  trackingOf,
  wholeRupees,
  type Booking,
  type CodPayment,
  type CourierProvider,
  type Parcel,
  type ShipmentState,
  type Tracking,
} from '../provider';
import { COURIER_LABELS } from '../../../shared/inputs/courier-booking';
import { askInGroups, batches, type Answers } from '../answers';

export interface LeopardsConfig {
  /** https://merchantapi.leopardscourier.com/api (staging: https://merchantapistaging.leopardscourier.com/api). */
  baseUrl: string;
  apiKey: string;
  apiPassword: string;
  /** The city parcels leave from: an id from the city list, or 'self' (the account's city). */
  originCityId: string;
  /** The key the shop gave Leopards for its push calls (sent in the `api-key` header). */
  pushToken?: string;
  timeoutMs?: number;
}

export interface LeopardsCity {
  id: string;
  name: string;
}

export interface PushUpdate {
  trackingNumber: string;
  /** The short code (DV, RS, …) or name Leopards sent. */
  status: string;
  state: ShipmentState;
  receiverName?: string;
  reason?: string;
  at?: string;
}

/** A push refused as a whole: 401 (wrong or missing key) or 400 (not the documented body). */
export class LeopardsPushError extends AppError {
  constructor(
    message: string,
    readonly status: 400 | 401,
  ) {
    super(message, status === 401 ? 'UNAUTHENTICATED' : 'BAD_USER_INPUT', status);
  }
}

const PROVIDER = COURIER_LABELS.leopards;
/** The payment report takes at most this many CN numbers at once. */
export const MAX_PAYMENT_CNS = 50;
/** Tracking asks about at most this many numbers at once. */
export const MAX_TRACK_NUMBERS = 20;

/** Leopards' answer to tracking a number it does not know (the whole call fails with it). */
const isNoPacket = (err: unknown) => err instanceof IntegrationError && /no packet found/i.test(err.message);

/** The push API's status codes in the shop's terms (terminal: DV delivered; RW, DW, RS, DR back with the shop). */
const PUSH_CODES: Record<string, ShipmentState> = {
  RC: 'in_transit',
  SP: 'in_transit',
  AR: 'in_transit',
  DP: 'in_transit',
  PN1: 'in_transit',
  PN2: 'in_transit',
  AC: 'out_for_delivery',
  DV: 'delivered',
  RO: 'returning',
  RN1: 'returning',
  RN2: 'returning',
  NR: 'returning',
  RW: 'returned',
  DW: 'returned',
  RS: 'returned',
  DR: 'returned',
};

/** The same statuses by the names the push documentation gives them (tracking shows the names). */
const PUSH_NAMES: Record<string, keyof typeof PUSH_CODES> = {
  'consignment booked': 'RC',
  'shipment picked': 'SP',
  'arrived at station': 'AR',
  dispatched: 'DP',
  'first attempt in forward leg': 'PN1',
  'second attempt in forward leg': 'PN2',
  'assigned to courier': 'AC',
  delivered: 'DV',
  'being return': 'RO',
  'first attempt in reverse leg': 'RN1',
  'second attempt in reverse leg': 'RN2',
  'ready for return': 'NR',
  'returned to warehouse': 'RW',
  'delivered to warehouse': 'DW',
  'returned to shipper': 'RS',
  'delivered to vendor': 'DR',
};

/** A Leopards status (short code or name) in the shop's terms; other wording by its common words. */
export function leopardsState(status: string): ShipmentState {
  const code = status.trim().toUpperCase();
  const byName = PUSH_NAMES[status.trim().toLowerCase()];
  return PUSH_CODES[code] ?? (byName ? PUSH_CODES[byName] : stateFromText(status));
}

function leopardsError(body: unknown): string | undefined {
  const err = (body as { error?: unknown } | null)?.error;
  return err === 0 || err === '0' || err === undefined || err === null ? undefined : errorText(err);
}

/** Success is status 1 with no error; `path` starts with the method the message names. */
function checkAnswer(status: number, body: Record<string, unknown>, path: string): void {
  const error = leopardsError(body);
  if (status >= 400 || String(body?.status) !== '1' || error)
    throw new IntegrationError(PROVIDER, error ?? `${path.split('/')[0]} answered HTTP ${status}`, {
      status,
    });
}

export class LeopardsClient {
  private readonly http: CourierHttp;

  constructor(private readonly config: LeopardsConfig) {
    this.http = new CourierHttp(PROVIDER, config, {}, checkAnswer);
  }

  async bookPacket(p: Parcel, destinationCityId: string): Promise<Booking> {
    checkParcel(p);
    const body = await this.call('bookPacket', {
      booked_packet_weight: p.weightGrams,
      booked_packet_no_piece: p.pieces,
      booked_packet_collect_amount: wholeRupees(p.codAmountPaisa, PROVIDER),
      booked_packet_order_id: p.orderNumber,
      origin_city: this.config.originCityId,
      destination_city: destinationCityId,
      shipment_name_eng: 'self',
      shipment_email: 'self',
      shipment_phone: 'self',
      shipment_address: 'self',
      consignment_name_eng: p.consignee.name,
      consignment_email: p.consignee.email ?? '',
      consignment_phone: courierPhone(p.consignee.phone),
      consignment_address: p.consignee.address,
      special_instructions: (p.instructions || p.description).slice(0, 250),
    });
    const trackingNumber = field(body, 'track_number');
    if (!trackingNumber) throw this.http.missing('track_number');
    return { trackingNumber, labelUrl: field(body, 'slip_link') };
  }

  async track(trackingNumbers: string[]): Promise<Tracking[]> {
    const body = await this.call('trackBookedPacket', { track_numbers: trackingNumbers.join(',') });
    return listIn(body, 'packet_list').map((pkt) => {
      const events = listIn(pkt, 'Tracking Detail').map((d) => ({
        status: field(d, 'Status') ?? '',
        at: field(d, 'Activity_datetime') ?? field(d, 'Activity_Date'),
        reason: field(d, 'Reason') || undefined,
      }));
      const status = field(pkt, 'booked_packet_status') ?? events[events.length - 1]?.status ?? '';
      return trackingOf(field(pkt, 'track_number') ?? '', status, events, leopardsState);
    });
  }

  /**
   * The tracking of any number of packets: 20 to a call, a few calls at a time; a batch Leopards
   * refuses with "No Packet Found" asked again number by number, so the packets it knows still
   * update; a number it does not know is left out (it stays as it was).
   */
  async trackAll(trackingNumbers: string[]): Promise<Answers<Tracking>> {
    const ask = (batch: string[]) =>
      this.track(batch).catch((err: unknown) => {
        if (batch.length === 1 && isNoPacket(err)) return [];
        throw err;
      });
    const first = await askInGroups(batches(trackingNumbers, MAX_TRACK_NUMBERS), ask);
    const result: Answers<Tracking> = { answers: first.answers, failed: [] };
    const again: string[] = [];
    for (const f of first.failed)
      if (isNoPacket(f.error)) again.push(...f.trackingNumbers);
      else result.failed.push(f);
    if (again.length) {
      const each = await askInGroups(
        again.map((n) => [n]),
        ask,
      );
      result.answers.push(...each.answers);
      result.failed.push(...each.failed);
    }
    return result;
  }

  /** The COD payment report of booked packets (at most 50): which of them Leopards has paid to the shop. */
  async payments(trackingNumbers: string[]): Promise<CodPayment[]> {
    const query = new URLSearchParams({
      api_key: this.config.apiKey,
      api_password: this.config.apiPassword,
      cn_numbers: trackingNumbers.slice(0, MAX_PAYMENT_CNS).join(','),
    });
    const body = await this.http.json('GET', `getPaymentDetails/format/json/?${query}`);
    return listIn(body, 'payment_list').map((p) => ({
      trackingNumber: field(p, 'booked_packet_cn') ?? '',
      paid: (field(p, 'status') ?? '').trim().toLowerCase() === 'paid',
      reference: field(p, 'invoice_cheque_no') || undefined,
      settledOn: dayOf(field(p, 'invoice_cheque_date')),
    }));
  }

  /** Cancels booked packets (before Leopards picks them up). */
  async cancel(trackingNumbers: string[]): Promise<void> {
    await this.call('cancelBookedPackets', { cn_numbers: trackingNumbers.join(',') });
  }

  async cities(): Promise<LeopardsCity[]> {
    const body = await this.call('getAllCities', {});
    return listIn(body, 'city_list')
      .map((c) => ({ id: field(c, 'id') ?? '', name: field(c, 'name') ?? '' }))
      .filter((c) => c.id && c.name);
  }

  /** The airway bill (slip) as PDF bytes, from the slip_link the booking returned. */
  async label(slipLink: string): Promise<Buffer> {
    const res = await send(PROVIDER, slipLink, { method: 'GET', redirect: 'follow' }, this.config.timeoutMs);
    return pdfOf(PROVIDER, res);
  }

  /** A push delivery: the key first, then the documented body; the updates it carries. */
  readPush(headers: Record<string, string | string[] | undefined>, body: unknown): PushUpdate[] {
    const expected = this.config.pushToken;
    const given = headers['api-key'];
    if (!expected || typeof given !== 'string' || !sameSecret(given, expected))
      throw new LeopardsPushError('Unauthorized', 401);
    const data = (body as { data?: unknown } | null)?.data;
    if (!Array.isArray(data)) throw new LeopardsPushError('The body has no data list.', 400);
    return data.map((u, i) => {
      const trackingNumber = field(u, 'cn_number');
      const status = field(u, 'status');
      if (!trackingNumber || !status)
        throw new LeopardsPushError(`data[${i}] needs cn_number and status.`, 400);
      return {
        trackingNumber,
        status,
        state: leopardsState(status),
        receiverName: field(u, 'receiver_name') || undefined,
        reason: field(u, 'reason') || undefined,
        at: field(u, 'activity_date') || undefined,
      };
    });
  }

  private call(method: string, params: Record<string, unknown>): Promise<Record<string, unknown>> {
    return this.http.json('POST', `${method}/format/json/`, {
      api_key: this.config.apiKey,
      api_password: this.config.apiPassword,
      ...params,
    });
  }
}

/** The documented answers to a push: 202 accepted, or the refusal with its errors. */
export function pushAnswer(error?: LeopardsPushError): { status: number; body: unknown } {
  if (!error) return { status: 202, body: { status: 1, errors: [] } };
  return { status: error.status, body: { status: 0, errors: [error.message] } };
}

/** Leopards as the shop's provider: the city by its name, slips by the booking's link, tracking 20 and payments 50 at a time. */
export const leopards: CourierProvider = {
  code: 'leopards',
  label: PROVIDER,
  trackingPage: 'https://www.leopardscourier.com/tracking?cn={tracking}',
  async connect(settings) {
    const s = await settings.get('leopards');
    if (!s) return null;
    const client = new LeopardsClient(s);
    return {
      async book(p) {
        return client.bookPacket(p, cityNamed(PROVIDER, await client.cities(), p.consignee.city).id);
      },
      track: (numbers) => client.trackAll(numbers),
      labels: (parcels) =>
        Promise.all(
          parcels.map((p) => {
            if (!p.labelUrl)
              throw ValidationError.single('label', `Leopards gave no slip for ${p.trackingNumber}.`);
            return client.label(p.labelUrl);
          }),
        ),
      cancel: (tn) => client.cancel([tn]),
      payments: (numbers) =>
        askInGroups(batches(numbers, MAX_PAYMENT_CNS), (batch) => client.payments(batch)),
    };
  },
};

/** A push delivery read with the shop's Leopards settings (its push key); LeopardsPushError when refused. */
export async function readLeopardsPush(
  settings: SettingsService,
  headers: Record<string, string | string[] | undefined>,
  body: unknown,
): Promise<PushUpdate[]> {
  const s = await settings.get('leopards');
  return new LeopardsClient(s ?? { baseUrl: '', apiKey: '', apiPassword: '', originCityId: 'self' }).readPush(
    headers,
    body,
  );
}
