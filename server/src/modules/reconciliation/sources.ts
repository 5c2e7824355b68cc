/**
 * Whose settlements the shop reconciles: the gateways (their settlement statements, imported)
 * and the couriers (cash on delivery they collected; their own payment reports).
 */
import { COURIER_LABELS, type BookingCourier } from '../../shared/inputs/courier-booking';
import type { PaymentMethod } from '../../shared/payment-methods';

/** The gateways whose statements the owner imports. */
export const GATEWAYS = ['jazzcash', 'easypaisa', 'card'] as const;
export type Gateway = (typeof GATEWAYS)[number];

/** A line of the report: a gateway, or a courier that collects cash on delivery. */
export type SettlementSource = Gateway | BookingCourier;

export const SOURCE_LABELS: Record<SettlementSource, string> = {
  jazzcash: 'JazzCash',
  easypaisa: 'easypaisa',
  card: 'Card',
  ...COURIER_LABELS,
};

/** The payment methods whose paid orders each gateway settles with the shop. */
export const GATEWAY_METHODS: Record<Gateway, PaymentMethod[]> = {
  jazzcash: ['jazzcash'],
  easypaisa: ['easypaisa'],
  card: ['stripe'],
};

export const isGateway = (s: string): s is Gateway => (GATEWAYS as readonly string[]).includes(s);

/** Days after which a paid order or collected parcel that nothing settled is reported (the default). */
export const DEFAULT_UNSETTLED_DAYS = 7;
export const MAX_UNSETTLED_DAYS = 90;
