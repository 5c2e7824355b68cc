/** Shipping by province and city (issue 33): the one rule for what an order's shipping costs, and its settings. */
export { ShippingRateEntity, ShippingSettingsEntity } from './shipping.entity';
export { ShippingService, type AnnounceShipping, type DestinationFields } from './shipping.service';
export {
  DESTINATION_ERRORS,
  placeOf,
  rateOf,
  shippingFor,
  type Destination,
  type PlaceList,
  type Placed,
  type ShippingCharge,
  type ShippingRules,
} from './shipping.rules';
