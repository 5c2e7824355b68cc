export { ShopResolver } from './shop.resolver';
