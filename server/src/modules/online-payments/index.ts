/** Wallets paid online: JazzCash and easypaisa hosted checkout, their answers settled once, the inquiry job. */
export {
  ALREADY_PAID_ONLINE,
  NOT_PAYABLE_ONLINE,
  OnlinePaymentService,
  type HostedPaymentForm,
  type OnlinePaymentState,
  type SettleOutcome,
} from './online-payment.service';
export { PAYMENT_INQUIRY_TASK, MAX_INQUIRIES, scheduleInquiry } from './online-payment.jobs';
export { ONLINE_PROVIDERS, PaymentAttemptEntity, type OnlineProvider } from './payment-attempt.entity';
export { PROVIDER_LABELS, WalletGateways } from './wallet-gateways';
