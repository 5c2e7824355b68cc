export { CourierEntity } from './courier.entity';
export { CourierService, trackingUrl } from './courier.service';
