/** Deliveries from outside services (webhooks, IPNs, pushes), each acted on once. */
export { ProcessedEvents } from './processed-events';
