import type { ClassType, NonEmptyArray } from 'type-graphql';
import { AccountResolver } from './accounts/account.resolver';
import { CatalogAdminResolver } from './catalog/catalog.admin.resolver';
import { ProductVariantAdminResolver } from './catalog/product-variants.resolver';
import { CategoryResolver } from './catalog/category.resolver';
import {
  ProductFeedResolver,
  ProductImageResolver,
  ProductResolver,
  ProductVariantResolver,
} from './catalog/product.resolver';
import { ProductPurchaseResolver } from './catalog/purchase.resolver';
import { ProductPathResolver } from './catalog/product-path.resolver';
import { CustomerResolver } from './customers/customer.resolver';
import { DashboardResolver } from './dashboard/dashboard.resolver';
import { ReportResolver } from './reports/report.resolver';
import { ReconciliationResolver } from './reconciliation/reconciliation.resolver';
import { LowStockResolver } from './inventory/low-stock.resolver';
import { ContactResolver } from './contact/contact.resolver';
import { CsvResolver } from './csv/csv.resolver';
import { GeoResolver } from './geo/geo.resolver';
import { OrderAdminResolver } from './orders/order-admin.resolver';
import { OrderCodResolver } from './orders/order-cod.resolver';
import { OrderFieldsResolver, OrderHistoryResolver, OrderItemResolver } from './orders/order-fields.resolver';
import { OrderResolver } from './orders/order.resolver';
import { CourierResolver } from './couriers/courier.resolver';
import { CheckoutResolver } from './checkout/checkout.resolver';
import { DiscountResolver } from './discounts/discount.resolver';
import { ShippingResolver } from './shipping/shipping.resolver';
import { OrderReceiptNotesResolver, ReceiptResolver } from './payments/receipt.resolver';
import { ReviewModerationResolver } from './reviews/review-moderation.resolver';
import { ReviewResolver } from './reviews/review.resolver';
import { ShopResolver } from './shop/shop.resolver';
import { BlocklistResolver, OrderReturnRecordResolver } from './guard/guard.resolver';
import { ServiceSettingsResolver } from './settings/settings.resolver';
import { OnlinePaymentResolver, OrderOnlinePaymentResolver } from './payments/online-payment.resolver';
import { OrderRefundsResolver, RefundResolver } from './payments/refund.resolver';
import { CourierBookingResolver, OrderCourierBookingResolver } from './couriers/booking.resolver';
import { AuditResolver } from './audit/audit.resolver';
import { StaffResolver } from './staff/staff.resolver';
import { InvoiceResolver } from './invoices/invoice.resolver';

/** Every resolver class of the API; a module adds its resolvers here. */
export const resolvers: NonEmptyArray<ClassType> = [
  AccountResolver,
  CatalogAdminResolver,
  ProductVariantAdminResolver,
  DashboardResolver,
  ReportResolver,
  ReconciliationResolver,
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
  ShopResolver,
  BlocklistResolver,
  OrderReturnRecordResolver,
  ServiceSettingsResolver,
  OnlinePaymentResolver,
  OrderOnlinePaymentResolver,
  RefundResolver,
  OrderRefundsResolver,
  CourierBookingResolver,
  OrderCourierBookingResolver,
  CsvResolver,
  StaffResolver,
  AuditResolver,
  InvoiceResolver,
];
