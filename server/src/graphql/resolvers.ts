import type { ClassType, NonEmptyArray } from 'type-graphql';
import { AccountResolver } from '../modules/accounts';
import {
  CatalogAdminResolver,
  ProductVariantAdminResolver,
  CategoryResolver,
  ProductFeedResolver,
  ProductImageResolver,
  ProductResolver,
  ProductVariantResolver,
  ProductPurchaseResolver,
  ProductPathResolver,
} from '../modules/catalog';
import { CustomerResolver } from '../modules/customers';
import { DashboardResolver } from '../modules/dashboard';
import { ReportResolver } from '../modules/reports';
import { LowStockResolver } from './inventory/low-stock.resolver';
import { ContactResolver } from '../modules/contact';
import { CsvResolver } from '../modules/csv';
import { GeoResolver } from '../modules/geo';
import {
  OrderAdminResolver,
  OrderCodResolver,
  OrderFieldsResolver,
  OrderHistoryResolver,
  OrderItemResolver,
  OrderResolver,
} from '../modules/orders';
import { CourierResolver } from './couriers/courier.resolver';
import { CheckoutResolver } from '../modules/checkout';
import { DiscountResolver } from '../modules/discounts';
import { ShippingResolver } from '../modules/shipping';
import { OrderReceiptNotesResolver, OrderReceiptReviewResolver, ReceiptResolver } from '../modules/receipts';
import { ReviewModerationResolver, ReviewResolver } from '../modules/reviews';
import { ShopResolver } from '../modules/shop';
import { BlocklistResolver, OrderReturnRecordResolver } from '../modules/guard';
import { ServiceSettingsResolver } from '../modules/settings';
import { OnlinePaymentResolver, OrderOnlinePaymentResolver } from '../modules/online-payments';
import { CourierBookingResolver, OrderCourierBookingResolver } from './couriers/booking.resolver';
import { AuditResolver } from '../modules/audit';
import { StaffResolver } from '../modules/staff';
import { InvoiceResolver } from '../modules/invoices';

/** Every resolver class of the API; a module adds its resolvers here. */
export const resolvers: NonEmptyArray<ClassType> = [
  AccountResolver,
  CatalogAdminResolver,
  ProductVariantAdminResolver,
  DashboardResolver,
  ReportResolver,
  LowStockResolver,
  CustomerResolver,
  ProductResolver,
  ProductFeedResolver,
  ProductImageResolver,
  ProductVariantResolver,
  ProductPurchaseResolver,
  ProductPathResolver,
  CategoryResolver,
  ReviewResolver,
  ReviewModerationResolver,
  ContactResolver,
  GeoResolver,
  OrderResolver,
  OrderAdminResolver,
  OrderFieldsResolver,
  OrderItemResolver,
  OrderHistoryResolver,
  OrderCodResolver,
  CourierResolver,
  CheckoutResolver,
  DiscountResolver,
  ShippingResolver,
  ReceiptResolver,
  OrderReceiptNotesResolver,
  OrderReceiptReviewResolver,
  ShopResolver,
  BlocklistResolver,
  OrderReturnRecordResolver,
  ServiceSettingsResolver,
  OnlinePaymentResolver,
  OrderOnlinePaymentResolver,
  CourierBookingResolver,
  OrderCourierBookingResolver,
  CsvResolver,
  StaffResolver,
  AuditResolver,
  InvoiceResolver,
];
