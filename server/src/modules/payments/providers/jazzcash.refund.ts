/**
 * JazzCash refunds through its APIs, for the payment types that have one: a wallet payment
 * (MWALLET) through the MWallet refund API, a card payment (MPAY) through the card refund API.
 * A voucher (OTC) was paid in cash at a JazzCash shop or agent: it has no refund API, so its
 * refund is given back by hand and recorded (modules/payments/refunds.ts).
 *
 * Both take JSON { pp_TxnRefNo (the paid transaction), pp_Amount (paisa), pp_TxnCurrency PKR,
 * pp_MerchantID, pp_Password, pp_MerchantMPIN, pp_SecureHash } hashed as every JazzCash message
 * (jazzcash.hash.ts); JazzCash's document "How is HMAC-SHA256 calculated" hashes exactly these
 * fields as its worked example. Paths as public integrations call them beside JazzCash's
 * documents: ApplicationAPI/API/Purchase/domwalletrefundtransaction (the MWallet refund API
 * v1.1) and ApplicationAPI/API/authorize/Refund (the card refund API v2.0; the card APIs of the
 * v4.2 API reference answer responseCode / responseMessage without the pp_ prefix, so either is
 * read). pp_ResponseCode 000 is a refund made; any other code is JazzCash's refusal.
 * JazzCash takes no idempotency key: the shop asks once per refund and asks again only while
 * the first answer is unknown (refunds.ts).
 */
import { IntegrationError } from '../../../platform/http/outbound';
import type { SettingsOf } from '../../settings';
import { RefundRefused, type RefundAnswer, type RefundAsk } from '../provider';
import { postSigned, verifySecureHash } from './jazzcash.hash';

const PROVIDER = 'JazzCash';
export const JAZZCASH_REFUND_PATHS = {
  MWALLET: 'ApplicationAPI/API/Purchase/domwalletrefundtransaction',
  MPAY: 'ApplicationAPI/API/authorize/Refund',
} as const;

type Settings = Pick<
  SettingsOf<'jazzcash'>,
  'apiBaseUrl' | 'merchantId' | 'password' | 'integritySalt' | 'txnType' | 'merchantMpin'
>;

/** The refund API for the shop's JazzCash payments: by their payment type, with the MPIN set; null: none. */
export function jazzCashRefundKind(s: Settings | null): keyof typeof JAZZCASH_REFUND_PATHS | null {
  if (!s?.merchantMpin) return null;
  return s.txnType === 'MWALLET' || s.txnType === 'MPAY' ? s.txnType : null;
}

export async function jazzCashRefund(s: Settings, ask: RefundAsk, timeoutMs?: number): Promise<RefundAnswer> {
  const kind = jazzCashRefundKind(s);
  if (!kind) throw new RefundRefused(PROVIDER, 'this payment type has no refund API');
  const request: Record<string, string> = {
    pp_TxnRefNo: ask.reference,
    pp_Amount: String(ask.amount),
    pp_TxnCurrency: 'PKR',
    pp_MerchantID: s.merchantId,
    pp_Password: s.password,
    pp_MerchantMPIN: s.merchantMpin!,
  };
  const path = JAZZCASH_REFUND_PATHS[kind];
  const { status, raw, answer } = await postSigned({ ...s, timeoutMs }, path, request, 'the refund API', 500);
  if (answer.pp_SecureHash && !verifySecureHash(answer, s.integritySalt))
    throw new IntegrationError(PROVIDER, 'the refund answer is not signed with the integrity salt');
  const code = answer.pp_ResponseCode || answer.responseCode || answer.ResponseCode || '';
  const message = answer.pp_ResponseMessage || answer.responseMessage || answer.ResponseMessage || '';
  if (status >= 400 || code !== '000')
    throw new RefundRefused(PROVIDER, `${message || 'refused'} (${code || status})`);
  return {
    providerRef:
      answer.pp_RetreivalReferenceNo || answer.pp_RetrievalReferenceNo || `${ask.reference}-${ask.key}`,
    // A wallet refund is credited at once; a card's reaches the customer's bank in days.
    status: kind === 'MWALLET' ? 'succeeded' : 'pending',
    raw,
  };
}
