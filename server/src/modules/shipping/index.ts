/** Shipping by province and city (issue 33): the one rule for what an order's shipping costs, and its settings. */
export { ShippingRateEntity, ShippingSettingsEntity } from './shipping.entity';
export { ShippingService, type AnnounceShipping } from './shipping.service';
export {
  rateOf,
  shippingFor,
  type Destination,
  type ShippingCharge,
  type ShippingRules,
} from './shipping.rules';
export { ShippingResolver } from './shipping.resolver';
