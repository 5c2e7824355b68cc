/**
 * The couriers the shop ships with (their list is the orders module's): the providers (Leopards,
 * PostEx, Trax with their APIs; manual for a rider or any courier without one), and parcels
 * booked through their APIs from the order page with their airway bills, the tracking pull and
 * the COD payment reports.
 */
export type { Parcel } from './provider';
export { CourierProviders } from './registry';
export { leopards, LeopardsPushError, pushAnswer } from './providers/leopards';
export { postex } from './providers/postex';
export { trax } from './providers/trax';
export { manual } from './providers/manual';
export { BOOKED, BOOKING_CANCELLED, CourierBookingService, selectionBooked } from './bookings';
export { CourierLabels } from './labels';
export { CodPaymentReport } from './cod-payments';
export { TRACK_SHIPMENTS_CRONTAB, TRACK_SHIPMENTS_TASK } from './booked-parcels';
