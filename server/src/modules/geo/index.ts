export { GeoService } from './geo.service';
