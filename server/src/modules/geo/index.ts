export { GeoResolver } from './geo.resolver';
export { GeoService } from './geo.service';
