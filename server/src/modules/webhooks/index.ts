/** Deliveries from outside services (webhooks, IPNs, pushes), each acted on once. */
export { ProcessedEvents, RETENTION_DAYS } from './processed-events';
export { ProcessedEventEntity } from './processed-event.entity';
