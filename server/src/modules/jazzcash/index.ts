/** JazzCash hosted checkout (page redirection v1.1): the signed form, the signed answers, the status inquiry. */
export {
  JazzCashClient,
  JazzCashHashError,
  jazzCashDescription,
  jazzCashTime,
  type CheckoutRequest,
  type HostedForm,
  type JazzCashAnswer,
  type JazzCashConfig,
  type JazzCashInquiry,
  type JazzCashOutcome,
  type SettlementVerdict,
} from './jazzcash.client';
export { hashInput, secureHash, verifySecureHash, type JazzCashFields } from './jazzcash.hash';
