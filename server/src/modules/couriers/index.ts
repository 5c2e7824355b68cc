export { CourierEntity } from './courier.entity';
export { CourierResolver } from './courier.resolver';
export { CourierService, trackingUrl } from './courier.service';
export { Courier } from './courier.types';
