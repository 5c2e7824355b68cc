/**
 * A courier as a provider: what the shop asks of one (book a parcel, its airway bill, tracking,
 * whether the cash it collected was paid to the shop, cancel where it can), and the shapes all
 * of them share: the parcel the shop hands over, the booking it gets back, tracking in the
 * courier's words and in the shop's (a few states an order can move on).
 */
import { ValidationError } from '../../shared/errors';
import type { BookingCourier } from '../../shared/inputs/courier-booking';
import type { SettingsService } from '../settings';
import type { Answers } from './answers';

/** A provider's key: a courier with an API (what a booking names), or `manual`. */
export type CourierCode = BookingCourier | 'manual';

/** What a courier's API does for the shop's parcels. */
export interface CourierApi {
  book(parcel: Parcel): Promise<Booking>;
  /**
   * Where these parcels are: an answer for each parcel the courier reported, the failed calls
   * beside them (a parcel the courier does not know is neither: it stays as it was).
   */
  track(trackingNumbers: string[]): Promise<Answers<Tracking>>;
  /** The airway bills of these parcels, as PDFs (one or several). */
  labels(parcels: Array<{ trackingNumber: string; labelUrl: string | null }>): Promise<Buffer[]>;
  /** The courier's COD payment report: which of these parcels' cash it has paid to the shop (as track). */
  payments(trackingNumbers: string[]): Promise<Answers<CodPayment>>;
  /** Cancels a booking before pickup, where the courier's API can. */
  cancel?(trackingNumber: string): Promise<void>;
}

export interface CourierProvider {
  readonly code: CourierCode;
  /** As people read it. */
  readonly label: string;
  /** Its tracking page (`{tracking}`), for the shop's courier list when it is first booked. */
  readonly trackingPage: string | null;
  /**
   * Its API made from the owner's settings, read at each call (a saved change applies to the
   * next call, on every instance); null while they are not filled in. Absent: it has no API.
   */
  connect?(settings: SettingsService): Promise<CourierApi | null>;
}

export interface Consignee {
  name: string;
  /** E.164 (+923001234567); couriers get it as 03001234567. */
  phone: string;
  email?: string;
  address: string;
  /** The city's name as the shop has it. */
  city: string;
}

export interface Parcel {
  /** The shop's order number (the courier prints it and sends it back). */
  orderNumber: string;
  /** Cash to collect at the door, in paisa (0 when paid online). */
  codAmountPaisa: number;
  weightGrams: number;
  pieces: number;
  /** What is inside, on one line. */
  description: string;
  consignee: Consignee;
  instructions?: string;
}

export interface Booking {
  trackingNumber: string;
  /** Where the courier serves the airway bill, when it says. */
  labelUrl?: string;
}

/** What a courier's COD payment report says of one parcel: whether the cash it collected was paid to the shop. */
export interface CodPayment {
  trackingNumber: string;
  paid: boolean;
  /** The courier's reference for the payment (cheque, CPR or payment number), when it gives one. */
  reference?: string;
  /** Paisa: the cash it says it collected for the parcel, and the charges it kept, when it says them. */
  amount?: number;
  fee?: number;
  /** The day it paid (YYYY-MM-DD), when it says. */
  settledOn?: string;
}

/** The day (YYYY-MM-DD) a courier's date or date and time starts with; undefined for anything else. */
export function dayOf(text: string | undefined): string | undefined {
  const day = /^(\d{4}-\d{2}-\d{2})/.exec(text?.trim() ?? '')?.[1];
  return day && !Number.isNaN(Date.parse(day)) ? day : undefined;
}

/** Where a parcel is, in the terms the shop acts on (shipped, delivered, returned). */
export type ShipmentState =
  | 'booked'
  | 'in_transit'
  | 'out_for_delivery'
  | 'delivered'
  | 'returning'
  | 'returned'
  | 'cancelled'
  | 'unknown';

export interface TrackingEvent {
  /** As the courier wrote it (formats differ per courier). */
  at?: string;
  status: string;
  reason?: string;
  state: ShipmentState;
}

export interface Tracking {
  trackingNumber: string;
  /** The latest status in the courier's words, and what it means. */
  status: string;
  state: ShipmentState;
  events: TrackingEvent[];
}

/** A courier's status text in the shop's terms (the common words all three couriers use). */
export function stateFromText(text: string): ShipmentState {
  const t = text.toLowerCase();
  if (/cancel/.test(t)) return 'cancelled';
  if (
    /return(ed)? to (shipper|origin|merchant|vendor|warehouse)|returned$|return - delivered|delivered to (shipper|vendor|warehouse)/.test(
      t,
    )
  )
    return 'returned';
  if (/return|being return/.test(t)) return 'returning';
  if (/delivered/.test(t) && !/undelivered|unsuccessful/.test(t)) return 'delivered';
  if (/out for delivery|assigned to courier/.test(t)) return 'out_for_delivery';
  if (/unbooked|^booked|booked$|consignment booked|pending|created/.test(t)) return 'booked';
  if (t.trim() === '') return 'unknown';
  return 'in_transit';
}

/** A parcel's tracking: its latest status and its events in the courier's words, each read by `stateOf`. */
export function trackingOf(
  trackingNumber: string,
  status: string,
  events: Array<Omit<TrackingEvent, 'state'>>,
  stateOf: (status: string) => ShipmentState = stateFromText,
): Tracking {
  const state = stateOf(status);
  return { trackingNumber, status, state, events: events.map((e) => ({ ...e, state: stateOf(e.status) })) };
}

/** E.164 to the 03xxxxxxxxx form Pakistani couriers take. */
export function courierPhone(e164: string): string {
  if (!/^\+923\d{9}$/.test(e164))
    throw ValidationError.single('phone', 'The consignee’s phone must be a Pakistani mobile number.');
  return '0' + e164.slice(3);
}

/** Whole rupees for couriers that refuse decimals; paisa would be lost, so they are refused. */
export function wholeRupees(paisa: number, courier: string): number {
  if (!Number.isSafeInteger(paisa) || paisa < 0 || paisa % 100 !== 0)
    throw ValidationError.single('codAmount', `${courier} collects whole rupees only.`);
  return paisa / 100;
}

/** The checks every parcel passes before any courier is called. */
export function checkParcel(p: Parcel): void {
  const errors: Array<{ field: string; message: string; code: string }> = [];
  if (!p.orderNumber.trim()) errors.push({ field: 'orderNumber', message: 'Required.', code: 'REQUIRED' });
  if (!Number.isSafeInteger(p.weightGrams) || p.weightGrams <= 0)
    errors.push({
      field: 'weight',
      message: 'The weight must be a positive number of grams.',
      code: 'INVALID',
    });
  if (!Number.isSafeInteger(p.pieces) || p.pieces < 1)
    errors.push({ field: 'pieces', message: 'At least one piece.', code: 'INVALID' });
  if (!p.consignee.name.trim()) errors.push({ field: 'name', message: 'Required.', code: 'REQUIRED' });
  if (!p.consignee.address.trim()) errors.push({ field: 'address', message: 'Required.', code: 'REQUIRED' });
  if (errors.length) throw new ValidationError(errors);
}
