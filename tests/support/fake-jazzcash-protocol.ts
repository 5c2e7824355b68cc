/**
 * The JazzCash fake's protocol pieces shared by its checkout (fake-jazzcash.ts) and its refund
 * APIs (fake-jazzcash-refunds.ts): the secure hash, checked against JazzCash's published example
 * before any use, the transaction a checkout records and the response messages. Sources are
 * cited in fake-jazzcash.ts; this imports nothing of the shop.
 */
import { createHmac } from 'node:crypto';

/**
 * JazzCash's pp_SecureHash as this fake computes it on its own (it imports nothing of the shop):
 * HMAC-SHA256 keyed with the integrity salt over "salt&" followed by the values of the non-empty
 * pp… fields, sorted by field name, joined with "&"; hex, upper case. From JazzCash's integration
 * guide v4.2 (secure hash) and its published hashing example, checked below before any use.
 */
export function jazzCashHash(fields: Record<string, string | undefined>, salt: string): string {
  let message = salt;
  for (const name of Object.keys(fields).sort()) {
    const value = fields[name];
    if (name.startsWith('pp') && name !== 'pp_SecureHash' && value) message += `&${value}`;
  }
  return createHmac('sha256', salt).update(message, 'latin1').digest('hex').toUpperCase();
}

/** Whether every field is ISO-8859-1 text (what JazzCash hashes; anything else cannot match). */
export const latin1Only = (fields: Record<string, string>) =>
  Object.values(fields).every((v) => [...v].every((c) => c.codePointAt(0)! <= 0xff));

/** yyyyMMddHHmmss three calendar months later (JazzCash's cap on a transaction's expiry). */
export function threeMonthsAfter(at: string): string {
  const month = Number(at.slice(4, 6)) + 2; // 0-based month, plus 3
  const year = Number(at.slice(0, 4)) + Math.floor(month / 12);
  return `${year}${String((month % 12) + 1).padStart(2, '0')}${at.slice(6)}`;
}

// JazzCash's own example: salt 0F5DD14AE2 over pp_Amount 2995, pp_MerchantID MER123, pp_OrderInfo A48cvE28.
const PUBLISHED_EXAMPLE = 'c7689cda7474eb1adcd343fd0c0b676bad0ba66361cc46db589bdb0da4c1c867';
if (
  jazzCashHash({ pp_Amount: '2995', pp_MerchantID: 'MER123', pp_OrderInfo: 'A48cvE28' }, '0F5DD14AE2') !==
  PUBLISHED_EXAMPLE.toUpperCase()
)
  throw new Error("fake JazzCash: the hash does not reproduce JazzCash's published example");

/** Whether a request's pp_SecureHash is the salt's hash of its fields (any case, as JazzCash compares). */
export const hashMatches = (fields: Record<string, string | undefined>, salt: string) =>
  (fields.pp_SecureHash ?? '').toUpperCase() === jazzCashHash(fields, salt);

export interface FakeJazzCashTxn {
  request: Record<string, string>;
  status: 'pending' | 'paid' | 'cancelled';
  /** The 12-digit voucher a voucher (OTC) payment was given on the page, to pay at an agent. */
  voucher?: string;
  authCode: string;
  rrn: string;
}

export const MESSAGES: Record<string, string> = {
  '000': 'Thank you for Using JazzCash, your transaction was successful.',
  '101': 'Invalid merchant credentials.',
  '110': 'Please provide valid value for pp_TxnRefNo',
  '112': 'Transaction Cancelled by User.',
  '115': 'Invalid hash received.',
  '124': 'Order is placed and waiting for financials to be received over the counter.',
};
