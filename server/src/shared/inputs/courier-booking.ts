/** Booking a parcel with a courier's API from the admin order page (modules/couriers). */
import { z } from 'zod';
import { field, oneOf } from './fields';

/** The couriers the shop can book through their APIs. */
export const BOOKING_COURIERS = ['leopards', 'postex', 'trax'] as const;
export type BookingCourier = (typeof BOOKING_COURIERS)[number];

/** How people read them (history notes, the order page, errors). */
export const COURIER_LABELS: Record<BookingCourier, string> = {
  leopards: 'Leopards',
  postex: 'PostEx',
  trax: 'Trax',
};

/** A parcel's weight, in grams: couriers price by it (50 kg is beyond any crochet parcel). */
export const MAX_PARCEL_GRAMS = 50_000;
export const MAX_PARCEL_PIECES = 99;

const whole = (required: string, invalid: string, max: number) =>
  field<number>((v) => {
    if (v === undefined || v === null || v === '') return { message: required, code: 'REQUIRED' };
    const n = typeof v === 'boolean' ? NaN : Number(v);
    return Number.isInteger(n) && n >= 1 && n <= max ? { value: n } : { message: invalid };
  }).meta({ type: ['integer', 'string'], minimum: 1, maximum: max });

/** The courier chosen, the parcel's weight and its number of pieces. */
export const courierBookingInput = z.object({
  courier: oneOf('Please choose a courier.', 'courier', BOOKING_COURIERS),
  weightGrams: whole(
    'The weight is required.',
    `The weight must be a whole number of grams from 1 to ${MAX_PARCEL_GRAMS.toLocaleString('en')}.`,
    MAX_PARCEL_GRAMS,
  ),
  pieces: whole(
    'The number of pieces is required.',
    `The pieces must be a whole number from 1 to ${MAX_PARCEL_PIECES}.`,
    MAX_PARCEL_PIECES,
  ),
});
export type CourierBookingInput = z.output<typeof courierBookingInput>;
