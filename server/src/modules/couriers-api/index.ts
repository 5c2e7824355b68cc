/** Couriers with public APIs (Leopards, PostEx, Trax): booking, tracking, airway bills, status pushes. */
export {
  courierPhone,
  stateFromText,
  type Booking,
  type CodPayment,
  type Consignee,
  type Parcel,
  type ShipmentState,
  type Tracking,
  type TrackingEvent,
} from './shipment';
export {
  LeopardsClient,
  LeopardsPushError,
  MAX_PAYMENT_CNS,
  leopardsState,
  pushAnswer,
  type LeopardsCity,
  type LeopardsConfig,
  type PushUpdate,
} from './leopards';
export {
  MAX_AIRWAY_BILLS,
  PostExClient,
  type PostExAddress,
  type PostExCity,
  type PostExConfig,
} from './postex';
export { TraxClient, type TraxAddress, type TraxCity, type TraxConfig } from './trax';
