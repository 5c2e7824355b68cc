/**
 * Payments: one provider per payment method (card by Stripe, JazzCash and easypaisa hosted
 * checkout, manual receipts for transfers, cash on delivery), the attempts of hosted
 * checkouts and their inquiry job, payment receipts, and payments recorded on orders.
 */
export { PaymentProviders, type HostedPaymentForm, type PaymentProvider } from './provider';
export { StripeProvider, type StripeEvent } from './providers/stripe';
export {
  EasypaisaClient,
  EasypaisaIpnError,
  EasypaisaProvider,
  easypayAmount,
  easypayTime,
  readFinalRedirect,
  type EasypaisaConfig,
} from './providers/easypaisa';
export { hashedRequestInput, merchantHashedReq, openHashedReq } from './providers/easypaisa.hash';
export {
  JazzCashClient,
  JazzCashHashError,
  JazzCashProvider,
  jazzCashTime,
  type JazzCashConfig,
} from './providers/jazzcash';
export { hashInput, secureHash } from './providers/jazzcash.hash';
export { ManualProvider } from './providers/manual';
export {
  OnlinePaymentService,
  PAYMENT_INQUIRY_TASK,
  scheduleInquiry,
  type OnlinePaymentState,
} from './online-payment.service';
export { PaymentAttemptEntity } from './payment-attempt.entity';
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
  receiptKey,
  ReceiptStorage,
  detectedTypeLabel,
  displayName,
  downloadName,
} from './receipt.storage';
