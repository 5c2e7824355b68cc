import type { ClassType, NonEmptyArray } from 'type-graphql';
import { AccountResolver } from '../modules/accounts';
import {
  CatalogAdminResolver,
  CategoryResolver,
  ProductFeedResolver,
  ProductImageResolver,
  ProductResolver,
  ProductVariantResolver,
  ProductPurchaseResolver,
} from '../modules/catalog';
import { CustomerResolver } from '../modules/customers';
import { DashboardResolver } from '../modules/dashboard';
import { ContactResolver } from '../modules/contact';
import { GeoResolver } from '../modules/geo';
import { OrderHistoryResolver, OrderItemResolver, OrderResolver } from '../modules/orders';
import { CourierResolver } from '../modules/couriers';
import { OrderReceiptNotesResolver, OrderReceiptReviewResolver, ReceiptResolver } from '../modules/receipts';
import { ReviewResolver } from '../modules/reviews';
import { ShopResolver } from '../modules/shop';

/** Every resolver class of the API; a module adds its resolvers here. */
export const resolvers: NonEmptyArray<ClassType> = [
  AccountResolver,
  CatalogAdminResolver,
  DashboardResolver,
  CustomerResolver,
  ProductResolver,
  ProductFeedResolver,
  ProductImageResolver,
  ProductVariantResolver,
  ProductPurchaseResolver,
  CategoryResolver,
  ReviewResolver,
  ContactResolver,
  GeoResolver,
  OrderResolver,
  OrderItemResolver,
  OrderHistoryResolver,
  CourierResolver,
  ReceiptResolver,
  OrderReceiptNotesResolver,
  OrderReceiptReviewResolver,
  ShopResolver,
];
