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
import { DashboardResolver } from '../modules/dashboard';
import { ContactResolver } from '../modules/contact';
import { GeoResolver } from '../modules/geo';
import { OrderCodResolver, OrderHistoryResolver, OrderItemResolver, OrderResolver } from '../modules/orders';
import { CourierResolver } from '../modules/couriers';
import { OrderReceiptNotesResolver, OrderReceiptReviewResolver, ReceiptResolver } from '../modules/receipts';
import { ReviewResolver } from '../modules/reviews';
import { ShopResolver } from '../modules/shop';
import { BlocklistResolver, OrderReturnRecordResolver } from '../modules/guard';
import { ServiceSettingsResolver } from '../modules/settings';

/** Every resolver class of the API; a module adds its resolvers here. */
export const resolvers: NonEmptyArray<ClassType> = [
  AccountResolver,
  CatalogAdminResolver,
  DashboardResolver,
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
  OrderCodResolver,
  CourierResolver,
  ReceiptResolver,
  OrderReceiptNotesResolver,
  OrderReceiptReviewResolver,
  ShopResolver,
  BlocklistResolver,
  OrderReturnRecordResolver,
  ServiceSettingsResolver,
];
