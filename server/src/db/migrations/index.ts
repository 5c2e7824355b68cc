import { InitialSchema1732200000000 } from './1732200000000-initial-schema';
import { Accounts1732300000000 } from './1732300000000-accounts';
import { Orders1732500000000 } from './1732500000000-orders';
import { CatalogNotify1732600000000 } from './1732600000000-catalog-notify';
import { ChangeNotify1732700000000 } from './1732700000000-change-notify';
import { TokenRevocations1732800000000 } from './1732800000000-token-revocations';
import { OrdersConsistency1733100000000 } from './1733100000000-orders-consistency';
import { RowChangeNotify1733200000000 } from './1733200000000-row-change-notify';
import { ListingCoveringIndexes1733200000001 } from './1733200000001-listing-covering-indexes';
import { PaymentsDelivery1733300000000 } from './1733300000000-payments-delivery';
import { ListingSortIndexes1733400000700 } from './1733400000700-listing-sort-indexes';
import { BatchedChangeNotify1733500000000 } from './1733500000000-batched-change-notify';
import { StaticRowChangeTriggers1733600000000 } from './1733600000000-static-row-change-triggers';
import { StockAndOrderVersions1734100000000 } from './1734100000000-stock-and-order-versions';
import { ChangeOutbox1734200000000 } from './1734200000000-change-outbox';
import { OrderTotalsAndHistoryText1734200000001 } from './1734200000001-order-totals-and-history-text';
import { ReceiptAudit1734400000000 } from './1734400000000-receipt-audit';
import { EmailSkeleton1734400000001 } from './1734400000001-email-skeleton';
import { IntegrationSettings1734500000000 } from './1734500000000-integration-settings';
import { OrderReturned1734700000000 } from './1734700000000-order-returned';
import { PaymentAttemptsAndBookings1734840000000 } from './1734840000000-payment-attempts-and-bookings';
import { DiscountsAndShipping1734810000000 } from './1734810000000-discounts-and-shipping';
import { InvoiceNumbers1734850000000 } from './1734850000000-invoice-numbers';
import { ReviewModeration1734850000001 } from './1734850000001-review-moderation';
import { CodConfirmation1734800000000 } from './1734800000000-cod-confirmation';
import { LowStockThreshold1734860000000 } from './1734860000000-low-stock-threshold';
import { StaffAndAudit1734870000000 } from './1734870000000-staff-and-audit';
import { CourierBookingsAudit1734910000000 } from './1734910000000-courier-bookings-audit';
import { ListPrice1734915000000 } from './1734915000000-list-price';
import { LastReads1734920000000 } from './1734920000000-last-reads';
import { ActivityOrder1734921500000 } from './1734921500000-activity-order';
import { Refunds1734930000000 } from './1734930000000-refunds';
import { SafepayAttempts1734931440000 } from './1734931440000-safepay-attempts';
import { Settlements1734934400000 } from './1734934400000-settlements';

/** Every migration, in order. New migrations are appended here. */
export const migrations = [
  InitialSchema1732200000000,
  Accounts1732300000000,
  Orders1732500000000,
  CatalogNotify1732600000000,
  ChangeNotify1732700000000,
  TokenRevocations1732800000000,
  OrdersConsistency1733100000000,
  RowChangeNotify1733200000000,
  ListingCoveringIndexes1733200000001,
  PaymentsDelivery1733300000000,
  ListingSortIndexes1733400000700,
  BatchedChangeNotify1733500000000,
  StaticRowChangeTriggers1733600000000,
  StockAndOrderVersions1734100000000,
  ChangeOutbox1734200000000,
  OrderTotalsAndHistoryText1734200000001,
  ReceiptAudit1734400000000,
  EmailSkeleton1734400000001,
  IntegrationSettings1734500000000,
  OrderReturned1734700000000,
  PaymentAttemptsAndBookings1734840000000,
  DiscountsAndShipping1734810000000,
  InvoiceNumbers1734850000000,
  ReviewModeration1734850000001,
  CodConfirmation1734800000000,
  LowStockThreshold1734860000000,
  StaffAndAudit1734870000000,
  CourierBookingsAudit1734910000000,
  ListPrice1734915000000,
  LastReads1734920000000,
  ActivityOrder1734921500000,
  Refunds1734930000000,
  SafepayAttempts1734931440000,
  Settlements1734934400000,
];
