import type { ClassType, NonEmptyArray } from 'type-graphql';
import { AccountResolver } from '../modules/accounts/account.resolver';
import { CatalogAdminResolver } from '../modules/catalog/catalog.admin.resolver';
import { CategoryResolver } from '../modules/catalog/category.resolver';
import {
  ProductFeedResolver,
  ProductImageResolver,
  ProductResolver,
  ProductVariantResolver,
} from '../modules/catalog/product.resolver';
import { ProductPurchaseResolver } from '../modules/catalog/purchase.resolver';
import { DashboardResolver } from '../modules/dashboard/dashboard.resolver';
import { ContactResolver } from '../modules/contact/contact.resolver';
import { GeoResolver } from '../modules/geo/geo.resolver';
import { OrderHistoryResolver, OrderItemResolver, OrderResolver } from '../modules/orders/order.resolver';
import { CourierResolver } from '../modules/couriers/courier.resolver';
import { OrderReceiptNotesResolver, ReceiptResolver } from '../modules/receipts/receipt.resolver';
import { OrderReceiptReviewResolver } from '../modules/receipts/receipt-review.resolver';
import { ReviewResolver } from '../modules/reviews/review.resolver';
import { ShopResolver } from '../modules/shop/shop.resolver';

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
  CourierResolver,
  ReceiptResolver,
  OrderReceiptNotesResolver,
  OrderReceiptReviewResolver,
  ShopResolver,
];
