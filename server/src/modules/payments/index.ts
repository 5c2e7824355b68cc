/**
 * Payments: one provider per payment method (card by Stripe or Safepay, JazzCash and easypaisa hosted
 * checkout, manual receipts for transfers, cash on delivery), the attempts of hosted
 * checkouts and their inquiry job, payment receipts, and payments recorded on orders.
 */
export { PaymentProviders, type HostedPaymentForm } from './provider';
export {
  REFUND_MADE,
  RefundService,
  type RefundStatus,
  type RefundSummary,
  type RefundView,
} from './refunds';
export { StripeProvider, type StripeEvent } from './providers/stripe';
export { EasypaisaProvider } from './providers/easypaisa';
export { JazzCashProvider } from './providers/jazzcash';
export { SafepayProvider } from './providers/safepay';
export { CardChoice } from './card-choice';
export { ManualProvider } from './providers/manual';
export { OnlinePaymentService, PAYMENT_INQUIRY_TASK } from './online-payment.service';
export { OrderPayments } from './order-payments';
export {
  RECEIPT_REJECTED,
  RECEIPT_UPLOADED,
  RECEIPT_VERIFIED,
  ReceiptService,
  transactionIdNote,
  type TransactionIdReuse,
} from './receipt.service';
export {
  type LinkedReceipt,
  ReceiptLinks,
  receiptDisposition,
  ReceiptStorage,
  detectedTypeLabel,
  displayName,
  downloadName,
} from './receipt.storage';
