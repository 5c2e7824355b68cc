/**
 * JazzCash hosted checkout ("Page Redirection", HTTP POST, pp_Version 1.1): the signed form the
 * customer's browser posts to JazzCash's merchant form, the signed answer JazzCash posts back
 * to pp_ReturnURL (and to the IPN URL), and the Status Inquiry API that settles it.
 *
 * Protocol: JazzCash "Payment Gateway Integration Guide for Merchants" v4.2 and the sandbox
 * API reference (https://sandbox.jazzcash.com.pk/SandboxDocumentation/v4.2/ApiReferences.html):
 * pp_Amount is in paisa ("no decimal places are included; decimal place will be assumed at the
 * default position of the currency"), dates are yyyyMMddHHmmss in Pakistan time, pp_TxnRefNo is
 * unique per attempt (≤ 20 alphanumerics), pp_Description refuses <>\*=%/:'|"{}. Response codes
 * (https://payments.jazzcash.com.pk/SandboxDocumentation/Resources.html): 000 success, 121
 * "marked confirmed by merchant", 124 / 157 pending, 109 "transaction does not exist", 110
 * invalid value, 112 cancelled by user, 115 invalid hash. The inquiry
 * (POST …/ApplicationAPI/API/PaymentInquiry/Inquire, JSON { pp_TxnRefNo, pp_MerchantID,
 * pp_Password, pp_SecureHash }) answers pp_ResponseCode (000: the inquiry worked),
 * pp_PaymentResponseCode, pp_Status (Completed / Pending / Failed) and pp_SecureHash, as public
 * integrations read it (e.g. the PaymentInquiry clients found on GitHub beside the guide).
 * The merchant password travels in the browser form: that is the protocol; the integrity
 * salt never leaves the server and the hash covers every field. Every field sent is printable
 * ASCII (JazzCash hashes ISO-8859-1 bytes): the description names the order and the shop only.
 * The IPN is JazzCash's SOAP status update (jazzcash.ipn.ts): it carries no amount, so only the
 * status inquiry can settle what it reports.
 */
import { ValidationError } from '../../../shared/errors';
import { IntegrationError } from '../../../platform/http/outbound';
import { payableUntil, Gateway } from '../provider';
import type {
  AttemptRef,
  HostedOrder,
  HostedPaymentForm,
  HostedPaymentProvider,
  PartlyRefunding,
  RefundAsk,
  Verdict,
} from '../provider';
import { jazzCashRefund, jazzCashRefundKind } from './jazzcash.refund';
import { jazzCashDescription, jazzCashTime } from './jazzcash.fields';
import { isLatin1, postSigned, secureHash, verifySecureHash, type JazzCashFields } from './jazzcash.hash';
import { answerSoapIpn, ipnWsdl, JazzCashHashError, outcomeOf, readIpn } from './jazzcash.ipn';
import type { JazzCashIpn, JazzCashOutcome } from './jazzcash.ipn';

export { JazzCashHashError, type JazzCashIpn, type JazzCashOutcome } from './jazzcash.ipn';

export interface JazzCashConfig {
  /** The merchant form: https://sandbox.jazzcash.com.pk/CustomerPortal/transactionmanagement/merchantform/ (live: payments.jazzcash.com.pk). */
  checkoutUrl: string;
  /** Host of the APIs (status inquiry): https://sandbox.jazzcash.com.pk or https://payments.jazzcash.com.pk. */
  apiBaseUrl: string;
  merchantId: string;
  password: string;
  integritySalt: string;
  /** MWALLET (wallet), MPAY (card), OTC (voucher); unset lets the customer choose on JazzCash's page. */
  txnType?: 'MWALLET' | 'MPAY' | 'OTC';
  timeoutMs?: number;
}

export interface CheckoutRequest {
  /** Unique per payment attempt: ≤ 20 letters and digits. */
  txnRefNo: string;
  amountPaisa: number;
  /** The order's number as the customer knows it (≤ 20 letters and digits). */
  billReference: string;
  description: string;
  /** Where the customer's browser comes back with the signed answer. */
  returnUrl: string;
  /** When the attempt was made and until when JazzCash may approve it. */
  at: Date;
  expiresAt: Date;
}

/** A signed answer (return URL or IPN), its hash already checked. */
export interface JazzCashAnswer {
  txnRefNo: string;
  amountPaisa: number;
  billReference?: string;
  responseCode: string;
  responseMessage: string;
  retrievalReferenceNo?: string;
  outcome: JazzCashOutcome;
}

export interface JazzCashInquiry {
  txnRefNo: string;
  responseCode: string;
  paymentResponseCode?: string;
  status?: string;
  /** Present when the inquiry states it (paisa). */
  amountPaisa?: number;
  message: string;
  outcome: JazzCashOutcome;
}

type Expected = { txnRefNo: string; amountPaisa: number };
type IpnNotice = { ipn: JazzCashIpn };

/** JazzCash's cap on pp_TxnExpiryDateTime (3 months), as the shortest 3 months. */
const VOUCHER_CAP_DAYS = 89;

export type SettlementVerdict =
  { paid: true; inquiry: JazzCashInquiry } | { paid: false; reason: string; inquiry?: JazzCashInquiry };

const PROVIDER = 'JazzCash';
export class JazzCashClient {
  constructor(private readonly config: JazzCashConfig) {}

  /** The signed form for the customer's browser. */
  checkoutForm(r: CheckoutRequest): HostedPaymentForm {
    const errors: Array<{ field: string; message: string; code: string }> = [];
    if (!/^[A-Za-z0-9]{1,20}$/.test(r.txnRefNo))
      errors.push({ field: 'txnRefNo', message: 'Up to 20 letters and digits.', code: 'INVALID' });
    if (!Number.isSafeInteger(r.amountPaisa) || r.amountPaisa <= 0)
      errors.push({ field: 'amountPaisa', message: 'A positive whole number of paisa.', code: 'INVALID' });
    if (!/^[A-Za-z0-9]{1,20}$/.test(r.billReference))
      errors.push({ field: 'billReference', message: 'Up to 20 letters and digits.', code: 'INVALID' });
    if (r.expiresAt.getTime() <= r.at.getTime())
      errors.push({ field: 'expiresAt', message: 'Must be after the attempt.', code: 'INVALID' });
    if (!isLatin1(r.returnUrl))
      errors.push({ field: 'returnUrl', message: 'ISO-8859-1 characters only.', code: 'INVALID' });
    if (errors.length) throw new ValidationError(errors);
    const c = this.config;
    const fields: Record<string, string> = {
      pp_Version: '1.1',
      pp_TxnType: c.txnType ?? '',
      pp_Language: 'EN',
      pp_MerchantID: c.merchantId,
      pp_SubMerchantID: '',
      pp_Password: c.password,
      pp_BankID: '',
      pp_ProductID: '',
      pp_TxnRefNo: r.txnRefNo,
      pp_Amount: String(r.amountPaisa),
      pp_TxnCurrency: 'PKR',
      pp_TxnDateTime: jazzCashTime(r.at),
      pp_BillReference: r.billReference,
      pp_Description: jazzCashDescription(r.description) || r.billReference,
      pp_TxnExpiryDateTime: jazzCashTime(r.expiresAt),
      pp_ReturnURL: r.returnUrl,
      ppmpf_1: '',
      ppmpf_2: '',
      ppmpf_3: '',
      ppmpf_4: '',
      ppmpf_5: '',
    };
    fields.pp_SecureHash = secureHash(fields, c.integritySalt);
    return { action: c.checkoutUrl, fields };
  }

  /**
   * The answer JazzCash posted (browser return or IPN), hash and merchant checked. Says what
   * JazzCash reported, not that the order is paid: `settle` decides that with the inquiry.
   */
  readAnswer(posted: JazzCashFields): JazzCashAnswer {
    if (!verifySecureHash(posted, this.config.integritySalt))
      throw new JazzCashHashError('The answer’s pp_SecureHash does not match its fields.');
    if (posted.pp_MerchantID !== undefined && posted.pp_MerchantID !== this.config.merchantId)
      throw new JazzCashHashError('The answer is for another merchant.');
    const txnRefNo = posted.pp_TxnRefNo ?? '';
    const amount = Number(posted.pp_Amount);
    if (!txnRefNo || !Number.isSafeInteger(amount))
      throw new JazzCashHashError('The answer names no transaction or amount.');
    const responseCode = posted.pp_ResponseCode ?? '';
    return {
      txnRefNo,
      amountPaisa: amount,
      billReference: posted.pp_BillReference || undefined,
      responseCode,
      responseMessage: posted.pp_ResponseMessage ?? '',
      retrievalReferenceNo: posted.pp_RetreivalReferenceNo || posted.pp_RetrievalReferenceNo || undefined,
      outcome: outcomeOf(responseCode),
    };
  }

  /** JazzCash's Status Inquiry for one transaction; its answer's hash is checked. */
  async inquire(txnRefNo: string): Promise<JazzCashInquiry> {
    const c = this.config;
    const request = { pp_TxnRefNo: txnRefNo, pp_MerchantID: c.merchantId, pp_Password: c.password };
    const inquiry = 'ApplicationAPI/API/PaymentInquiry/Inquire';
    const { status, answer } = await postSigned(c, inquiry, request, 'the status inquiry');
    if (!verifySecureHash(answer, c.integritySalt))
      throw new IntegrationError(
        PROVIDER,
        'the status inquiry’s answer is not signed with the integrity salt',
        {
          status,
          code: answer.pp_ResponseCode,
        },
      );
    const responseCode = answer.pp_ResponseCode ?? '';
    const message = answer.pp_PaymentResponseMessage || answer.pp_ResponseMessage || '';
    if (responseCode !== '000' && responseCode !== '109')
      throw new IntegrationError(PROVIDER, `the status inquiry was refused: ${message} (${responseCode})`, {
        status,
        code: responseCode,
      });
    const amount = answer.pp_Amount ? Number(answer.pp_Amount) : undefined;
    return {
      txnRefNo: answer.pp_TxnRefNo || txnRefNo,
      responseCode,
      paymentResponseCode: answer.pp_PaymentResponseCode || undefined,
      status: answer.pp_Status || undefined,
      amountPaisa: Number.isSafeInteger(amount) ? amount : undefined,
      message,
      outcome:
        responseCode === '109'
          ? 'not_found'
          : outcomeOf(answer.pp_PaymentResponseCode || undefined, answer.pp_Status),
    };
  }

  /**
   * Whether a signed answer pays `expected`: the answer's own amount and reference match and
   * say paid, and the status inquiry confirms it. Anything less is not paid, with the reason.
   */
  async settle(answer: JazzCashAnswer, expected: Expected): Promise<SettlementVerdict> {
    if (answer.txnRefNo !== expected.txnRefNo)
      return { paid: false, reason: `the answer is for transaction ${answer.txnRefNo}` };
    if (answer.amountPaisa !== expected.amountPaisa)
      return {
        paid: false,
        reason: `the answer is for ${answer.amountPaisa} paisa, not ${expected.amountPaisa}`,
      };
    if (answer.outcome !== 'paid')
      return {
        paid: false,
        reason: `JazzCash reported ${answer.responseCode} ${answer.responseMessage}`.trim(),
      };
    return this.confirm(expected);
  }

  /**
   * Whether the status inquiry says `expected` is paid: for this transaction and (when it states one) amount.
   * An inquiry without an amount still settles it: the amount was fixed by the shop's own request,
   * signed with the integrity salt, so JazzCash can only have taken that amount for this reference.
   */
  async confirm(expected: Expected): Promise<SettlementVerdict> {
    const inquiry = await this.inquire(expected.txnRefNo);
    if (inquiry.txnRefNo !== expected.txnRefNo)
      return { paid: false, reason: `the inquiry answered for transaction ${inquiry.txnRefNo}`, inquiry };
    if (inquiry.outcome !== 'paid')
      return { paid: false, reason: `the inquiry says the payment is ${inquiry.outcome}`, inquiry };
    if (inquiry.amountPaisa !== undefined && inquiry.amountPaisa !== expected.amountPaisa)
      return { paid: false, reason: `the inquiry says ${inquiry.amountPaisa} paisa were paid`, inquiry };
    return { paid: true, inquiry };
  }

  /** The JSON the shop answers an IPN with (signed like every JazzCash message). */
  ipnAcknowledgement(received = true): Record<string, string> {
    const ack: Record<string, string> = {
      pp_ResponseCode: received ? '000' : '199',
      pp_ResponseMessage: received ? 'IPN received' : 'IPN not processed',
    };
    ack.pp_SecureHash = secureHash(ack, this.config.integritySalt);
    return ack;
  }
}

/** JazzCash as the shop's provider: a client made from the owner's settings at each use. */
export class JazzCashProvider extends Gateway<'jazzcash'> implements HostedPaymentProvider, PartlyRefunding {
  readonly code = 'jazzcash';
  readonly capabilities = { hostedCheckout: true, refunds: true };

  /**
   * A wallet or card payment is made on JazzCash's page at once. A voucher (OTC, or no type
   * set, when the customer may choose one) is paid at a JazzCash shop or agent: as long as the
   * order waits, within JazzCash's cap (pp_TxnExpiryDateTime: "the default and maximum value
   * of this expiry is 3 months", sandbox API reference v4.2; 89 days, the shortest 3 months).
   */
  async payableUntil(attempt: AttemptRef, orderDeadline: Date): Promise<Date> {
    const type = (await this.settings.get('jazzcash'))?.txnType;
    const onPage = type === 'MWALLET' || type === 'MPAY';
    return payableUntil(attempt, orderDeadline, onPage, VOUCHER_CAP_DAYS * 86_400_000);
  }

  private async client(): Promise<JazzCashClient> {
    return new JazzCashClient(await this.setUp());
  }

  async startPayment(attempt: AttemptRef & { expiresAt: Date }, order: HostedOrder) {
    return (await this.client()).checkoutForm({
      txnRefNo: attempt.reference,
      amountPaisa: attempt.amount,
      billReference: String(order.id),
      // The order and the shop only: product names (Urdu, say) never reach JazzCash's hash.
      description: jazzCashDescription(`Order ${order.id} ${(await this.settings.policy()).shop.name}`),
      returnUrl: `${this.publicUrl}/payments/jazzcash/return`,
      at: attempt.createdAt,
      expiresAt: attempt.expiresAt,
    });
  }

  /**
   * `ipn`: the SOAP status update's fields (jazzcash.ipn.ts); otherwise the signed answer (the
   * browser's return, or an IPN posted as JSON or a form). A JazzCashHashError (403) unless it verifies.
   */
  async handleNotification(kind: string, posted: unknown) {
    if (kind === 'ipn') {
      const ipn = readIpn(posted as JazzCashFields, await this.setUp());
      return { reference: ipn.txnRefNo, notice: { ipn } satisfies IpnNotice };
    }
    const answer = (await this.client()).readAnswer(posted as JazzCashFields);
    return { reference: answer.txnRefNo, notice: answer };
  }

  /**
   * Paid when the answer (if one came) and the inquiry say so. Failed when the inquiry says
   * failed, the answer is for another amount or says failed, or (with no answer to wait for)
   * the inquiry says paid for another transaction or amount; else pending.
   */
  async inquire(attempt: AttemptRef, notice?: JazzCashAnswer | IpnNotice): Promise<Verdict> {
    // A status update carries no amount: only the inquiry can settle it, as with no notice at all.
    const ipn = notice && 'ipn' in notice ? notice.ipn : undefined;
    const answer = ipn ? undefined : (notice as JazzCashAnswer | undefined);
    const client = await this.client();
    const expected = { txnRefNo: attempt.reference, amountPaisa: attempt.amount };
    const verdict = answer ? await client.settle(answer, expected) : await client.confirm(expected);
    if (verdict.paid) return { paid: true, raw: { answer, ipn, inquiry: verdict.inquiry } };
    const said = verdict.inquiry?.outcome;
    const failed =
      said === 'failed' ||
      (answer ? answer.amountPaisa !== attempt.amount || answer.outcome === 'failed' : said === 'paid');
    return {
      paid: false,
      status: failed ? 'failed' : 'pending',
      reason: verdict.reason,
      raw: answer ? { answer } : { ipn, inquiry: verdict.inquiry },
    };
  }

  /**
   * JazzCash's SOAP status update (jazzcash.ipn.ts): the call read, `settle` run on its fields,
   * and the SOAP answer JazzCash reads (200 with its code, hashed when the IPN was); a body that
   * is no call gets a SOAP fault (422). `failure` is what kept it from being taken, if anything.
   */
  async answerSoapIpn(
    xml: string,
    settle: (fields: JazzCashFields) => Promise<unknown>,
  ): Promise<{ status: number; xml: string; failure?: unknown }> {
    return answerSoapIpn(xml, settle, async () => (await this.settings.get('jazzcash'))?.integritySalt);
  }

  /** The IPN service's WSDL, to give JazzCash with the IPN URL (as the plugin's `?wsdl`). */
  ipnWsdl(): string {
    return ipnWsdl(`${this.publicUrl}/payments/jazzcash/ipn`);
  }

  /** The signed acknowledgement JazzCash expects for an IPN. */
  async acknowledgement(): Promise<Record<string, string>> {
    return (await this.client()).ipnAcknowledgement();
  }

  /** Wallet and card payments go back through JazzCash's refund APIs (jazzcash.refund.ts); vouchers by hand. */
  async refundsByApi(): Promise<boolean> {
    return jazzCashRefundKind(await this.settings.get('jazzcash')) !== null;
  }

  async refund(ask: RefundAsk) {
    return jazzCashRefund(await this.setUp(), ask);
  }
}
