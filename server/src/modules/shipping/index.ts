/** Shipping by province and city: the one rule for what an order's shipping costs, and its settings. */
export { type ShippingRateEntity } from './shipping.entity';
export { ShippingService, type DestinationFields } from './shipping.service';
export { shippingFor, type Destination, type ShippingRules } from './shipping.rules';
