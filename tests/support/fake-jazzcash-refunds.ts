import type { FakeAnswer } from './fake-http';
import { MESSAGES, hashMatches, jazzCashHash, type FakeJazzCashTxn } from './fake-jazzcash-protocol';

/**
 * JazzCash's refund APIs: the MWallet refund (v1.1, ApplicationAPI/API/Purchase/domwalletrefundtransaction)
 * and the card refund (v2.0, ApplicationAPI/API/authorize/Refund), as public integrations call
 * them beside JazzCash's documents: JSON { pp_TxnRefNo, pp_Amount, pp_TxnCurrency, pp_MerchantID,
 * pp_Password, pp_MerchantMPIN, pp_SecureHash }, answered { pp_ResponseCode, pp_ResponseMessage,
 * pp_SecureHash } (the card API answers responseCode / responseMessage, as the v4.2 API reference's
 * card APIs do). The hash is checked first against JazzCash's own worked example of exactly these
 * fields ("How is HMAC-SHA256 calculated": salt 3vv9wu3a18 → 2C5953…B117). A wallet payment is
 * refunded only by the wallet API and a card payment only by the card one; never more than paid.
 */
const REFUND_PATHS = {
  '/ApplicationAPI/API/Purchase/domwalletrefundtransaction': 'MWALLET',
  '/ApplicationAPI/API/authorize/Refund': 'MPAY',
} as const;
export const isRefundPath = (path: string): path is keyof typeof REFUND_PATHS => path in REFUND_PATHS;

const REFUND_EXAMPLE = {
  pp_Amount: '25000',
  pp_MerchantID: 'MC25041',
  pp_MerchantMPIN: '1234',
  pp_Password: 'sz1v4agvyf',
  pp_TxnCurrency: 'PKR',
  pp_TxnRefNo: 'T20220518150213',
};
if (
  jazzCashHash(REFUND_EXAMPLE, '3vv9wu3a18') !==
  '2C595361C2DA0E502D18BFBAA92CF4740330215E5E8AD0CF4489A64E7400B117'
)
  throw new Error("fake JazzCash: the hash does not reproduce JazzCash's refund hashing example");

export interface FakeJazzCashRefund {
  txnRefNo: string;
  amount: number;
  api: 'MWALLET' | 'MPAY';
}

export function refundHandler(
  merchant: { merchantId: string; password: string; integritySalt: string; mpin?: string },
  txns: Map<string, FakeJazzCashTxn>,
  sign: (fields: Record<string, string>) => Record<string, string>,
) {
  const made: FakeJazzCashRefund[] = [];
  function handle(path: keyof typeof REFUND_PATHS, body: Record<string, string>): FakeAnswer {
    const api = REFUND_PATHS[path];
    const answer = (code: string, message: string) =>
      api === 'MWALLET'
        ? { json: sign({ pp_ResponseCode: code, pp_ResponseMessage: message }) }
        : { json: { responseCode: code, responseMessage: message } };
    if (
      body.pp_MerchantID !== merchant.merchantId ||
      body.pp_Password !== merchant.password ||
      !merchant.mpin ||
      body.pp_MerchantMPIN !== merchant.mpin
    )
      return answer('101', MESSAGES['101']);
    if (!hashMatches(body, merchant.integritySalt)) return answer('115', MESSAGES['115']);
    const txn = txns.get(body.pp_TxnRefNo);
    if (!txn || txn.status !== 'paid') return answer('109', 'Transaction does not exist');
    if ((txn.request.pp_TxnType || 'MWALLET') !== api)
      return answer('110', 'Please provide valid value for pp_TxnRefNo');
    const amount = Number(body.pp_Amount);
    const refunded = made.filter((r) => r.txnRefNo === body.pp_TxnRefNo).reduce((n, r) => n + r.amount, 0);
    if (
      !/^\d+$/.test(body.pp_Amount ?? '') ||
      amount < 1 ||
      amount + refunded > Number(txn.request.pp_Amount)
    )
      return answer('110', 'Please provide valid value for pp_Amount');
    made.push({ txnRefNo: body.pp_TxnRefNo, amount, api });
    return answer('000', 'Thank you for Using JazzCash, your refund was successful.');
  }
  return { handle, made };
}
