/** Parcels booked through the couriers' APIs from the order page: booking, airway bills, cancelling, the tracking pull. */
export {
  ALREADY_BOOKED,
  BOOKED,
  BOOKING_CANCELLED,
  CourierBookingService,
  MAX_LABELS,
  NO_BOOKING,
  selectionBooked,
  type SelectionOutcome,
} from './courier-booking.service';
export { CourierLabels, LABELS_READY, mergePdfs } from './courier-labels';
export { CourierBookingEntity } from './courier-booking.entity';
export { CodPaymentReport, codPaidNote } from './cod-payments';
export { COURIER_LABELS, CourierGateways } from './courier-gateways';
export { TRACK_SHIPMENTS_CRONTAB, TRACK_SHIPMENTS_TASK } from './courier-booking.jobs';
