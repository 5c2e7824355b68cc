/**
 * A local fake of JazzCash's hosted checkout (Page Redirection v1.1) and its Status Inquiry
 * API, with the hosted payment page a browser can use: the merchant form checks the merchant,
 * the password and pp_SecureHash, shows a page with Pay and Cancel, and posts the signed answer
 * back to pp_ReturnURL; tests can also send the IPN (again, tampered, for another amount) and
 * make the inquiry disagree.
 *
 * Protocol from JazzCash's "Payment Gateway Integration Guide for Merchants" v4.2 and the
 * sandbox documentation (https://sandbox.jazzcash.com.pk/SandboxDocumentation/v4.2/ApiReferences.html,
 * response codes at https://payments.jazzcash.com.pk/SandboxDocumentation/Resources.html: 000
 * success, 101 invalid merchant credentials, 109 transaction does not exist, 110 invalid value,
 * 112 cancelled by user, 115 invalid hash, 121 confirmed, 124 voucher issued and waiting to be
 * paid over the counter, 157 pending), the merchant form at
 * /CustomerPortal/transactionmanagement/merchantform/ and the inquiry at
 * /ApplicationAPI/API/PaymentInquiry/Inquire (JSON; pp_ResponseCode, pp_PaymentResponseCode,
 * pp_Status, pp_SecureHash) as the public integrations use them (e.g. the Laravel, Node and
 * .NET JazzCash clients on GitHub), and the response fields a merchant receives (pp_Amount,
 * pp_AuthCode, pp_BillReference, pp_ResponseCode, pp_ResponseMessage, pp_RetreivalReferenceNo,
 * pp_TxnRefNo, …, pp_SecureHash; abidcomsian/JazzCashPaymentIntegration CheckOutResponseModel.cs).
 *
 * As it runs live: the hash is over ISO-8859-1 bytes, so a field holding any other character is
 * refused (115, the hash the shop sent cannot match); pp_TxnExpiryDateTime may be at most 3 months
 * after pp_TxnDateTime ("the default and maximum value of this expiry is 3 months", API reference
 * v4.2), else 110. The IPN is JazzCash's SOAP status update (its document "IPN Web Hook"), sent
 * as the public WooCommerce plugin for JazzCash receives it (thekoderslab/jazzcash-payment,
 * wsdl/index.php: a nusoap RPC service, operation DoUpdatePaymentStatus with the string parts
 * pp_Version, pp_TxnType, pp_BankID, pp_Password, pp_TxnRefNo, pp_TxnDateTime, pp_ResponseCode,
 * pp_ResponseMessage, pp_AuthCode, pp_RetreivalReferenceNo, pp_SecureHash, pp_ProductID,
 * pp_SettlementExpiry; no pp_Amount, no pp_MerchantID; answered by one string,
 * DoUpdatePaymentStatusResult, "000 |status updated successfully|" in wsdl/functions.php).
 */
import { randomBytes } from 'node:crypto';
import { htmlForm, htmlPage, startFakeServer, type FakeAnswer, type FakeRequest } from './fake-http';
import {
  MESSAGES,
  hashMatches,
  jazzCashHash,
  latin1Only,
  threeMonthsAfter,
  type FakeJazzCashTxn,
} from './fake-jazzcash-protocol';
import { isRefundPath, refundHandler } from './fake-jazzcash-refunds';

export type { FakeJazzCashTxn } from './fake-jazzcash-protocol';
export type { FakeJazzCashRefund } from './fake-jazzcash-refunds';

export interface InquiryOverride {
  pp_TxnRefNo?: string;
  pp_Amount?: string;
  pp_PaymentResponseCode?: string;
  pp_Status?: string;
  /** Answer with a hash made with another salt. */
  wrongSalt?: boolean;
}

const FORM_PATH = '/CustomerPortal/transactionmanagement/merchantform';
const PAY_PATH = '/CustomerPortal/transactionmanagement/pay';
const INQUIRY_PATH = '/ApplicationAPI/API/PaymentInquiry/Inquire';

/** A voucher (OTC) is issued on the page and paid later at an agent: pending (124) until then. */
const pendingCode = (txn: FakeJazzCashTxn) => (txn.request.pp_TxnType === 'OTC' ? '124' : '157');

export async function startFakeJazzCash(merchant: {
  merchantId: string;
  password: string;
  integritySalt: string;
  /** The merchant MPIN the refund APIs ask for. */
  mpin?: string;
}) {
  const txns = new Map<string, FakeJazzCashTxn>();
  const inquiryOverrides = new Map<string, InquiryOverride>();
  const sign = (fields: Record<string, string>, salt = merchant.integritySalt) => ({
    ...fields,
    pp_SecureHash: jazzCashHash(fields, salt),
  });

  /** The signed answer JazzCash posts back for a transaction (or for a refused request). */
  function answerFields(request: Record<string, string>, code: string, txn?: FakeJazzCashTxn) {
    return sign({
      pp_Amount: request.pp_Amount ?? '',
      pp_AuthCode: txn?.authCode ?? '',
      pp_BankID: '',
      pp_BillReference: request.pp_BillReference ?? '',
      pp_Language: 'EN',
      pp_MerchantID: merchant.merchantId,
      pp_ResponseCode: code,
      pp_ResponseMessage: MESSAGES[code] ?? 'Transaction failed',
      pp_RetreivalReferenceNo: txn?.rrn ?? '',
      pp_SubMerchantId: '',
      pp_TxnCurrency: 'PKR',
      pp_TxnDateTime: request.pp_TxnDateTime ?? '',
      pp_TxnRefNo: request.pp_TxnRefNo ?? '',
      pp_TxnType: request.pp_TxnType || 'MWALLET',
      pp_Version: '1.1',
      ppmpf_1: request.ppmpf_1 ?? '',
    });
  }

  const postBack = (returnUrl: string, fields: Record<string, string>): FakeAnswer => ({
    html: htmlPage('Redirecting to the merchant…', htmlForm(returnUrl, fields, [], true)),
  });

  function handle(req: FakeRequest): FakeAnswer {
    const path = req.path.replace(/\/+$/, '');
    if (path === FORM_PATH && req.method === 'POST') return merchantForm(req.form ?? {});
    if (path === PAY_PATH && req.method === 'POST') {
      const txn = txns.get(req.form?.txn ?? '');
      if (!txn || txn.status !== 'pending' || txn.voucher)
        return { status: 400, html: htmlPage('Invalid request', '') };
      if (req.form?.outcome === 'pay' && txn.request.pp_TxnType === 'OTC') {
        txn.voucher = String(100000000000 + Math.floor(Math.random() * 899999999999));
        return postBack(txn.request.pp_ReturnURL, answerFields(txn.request, '124', txn));
      }
      txn.status = req.form?.outcome === 'pay' ? 'paid' : 'cancelled';
      return postBack(
        txn.request.pp_ReturnURL,
        answerFields(txn.request, txn.status === 'paid' ? '000' : '112', txn),
      );
    }
    if (path === INQUIRY_PATH && req.method === 'POST') return { json: inquiry(req.json ?? {}) };
    if (isRefundPath(path) && req.method === 'POST') return refunds.handle(path, req.json ?? {});
    return { status: 404, html: htmlPage('Not Found', '') };
  }

  function merchantForm(f: Record<string, string>): FakeAnswer {
    if (!f.pp_ReturnURL)
      return { status: 400, html: htmlPage('Invalid request: pp_ReturnURL is required', '') };
    if (f.pp_MerchantID !== merchant.merchantId || f.pp_Password !== merchant.password)
      return postBack(f.pp_ReturnURL, answerFields(f, '101'));
    if (!latin1Only(f) || !hashMatches(f, merchant.integritySalt))
      return postBack(f.pp_ReturnURL, answerFields(f, '115'));
    if (
      !/^\d{14}$/.test(f.pp_TxnDateTime ?? '') ||
      !/^\d{14}$/.test(f.pp_TxnExpiryDateTime ?? '') ||
      f.pp_TxnExpiryDateTime <= f.pp_TxnDateTime ||
      f.pp_TxnExpiryDateTime > threeMonthsAfter(f.pp_TxnDateTime) ||
      !/^\d+$/.test(f.pp_Amount ?? '') ||
      !/^[A-Za-z0-9]{1,20}$/.test(f.pp_TxnRefNo ?? '') ||
      txns.has(f.pp_TxnRefNo)
    )
      return postBack(f.pp_ReturnURL, answerFields(f, '110'));
    const txn: FakeJazzCashTxn = {
      request: f,
      status: 'pending',
      authCode: String(100000 + Math.floor(Math.random() * 899999)),
      rrn: randomBytes(6).toString('hex'),
    };
    txns.set(f.pp_TxnRefNo, txn);
    const rupees = (Number(f.pp_Amount) / 100).toFixed(2);
    return {
      html: htmlPage(
        'JazzCash Payment',
        `<p>Pay <strong>PKR ${rupees}</strong> to merchant ${f.pp_MerchantID} for ${f.pp_BillReference}</p>` +
          htmlForm(`${base}${PAY_PATH}`, { txn: f.pp_TxnRefNo }, [
            { name: 'outcome', value: 'pay', label: 'Pay' },
            { name: 'outcome', value: 'cancel', label: 'Cancel' },
          ]),
      ),
    };
  }

  function inquiry(body: Record<string, string>): Record<string, string> {
    if (body.pp_MerchantID !== merchant.merchantId || body.pp_Password !== merchant.password)
      return sign({ pp_ResponseCode: '101', pp_ResponseMessage: MESSAGES['101'] });
    if (!hashMatches(body, merchant.integritySalt))
      return sign({ pp_ResponseCode: '115', pp_ResponseMessage: MESSAGES['115'] });
    const txn = txns.get(body.pp_TxnRefNo);
    if (!txn) return sign({ pp_ResponseCode: '109', pp_ResponseMessage: 'Transaction does not exist' });
    const o = inquiryOverrides.get(body.pp_TxnRefNo) ?? {};
    const [code, message, status] =
      txn.status === 'paid'
        ? ['121', 'Transaction has been marked confirmed by Merchant.', 'Completed']
        : txn.status === 'cancelled'
          ? ['112', MESSAGES['112'], 'Failed']
          : [pendingCode(txn), MESSAGES[pendingCode(txn)] ?? 'Transaction is pending.', 'Pending'];
    const fields = {
      pp_ResponseCode: '000',
      pp_ResponseMessage: 'Operation completed successfully',
      pp_PaymentResponseCode: o.pp_PaymentResponseCode ?? code,
      pp_PaymentResponseMessage: message,
      pp_Status: o.pp_Status ?? status,
      pp_TxnRefNo: o.pp_TxnRefNo ?? body.pp_TxnRefNo,
      pp_Amount: o.pp_Amount ?? txn.request.pp_Amount,
      pp_AuthCode: txn.authCode,
      pp_RetrievalReferenceNo: txn.rrn,
      pp_SettlementExpiry: '',
    };
    return sign(fields, o.wrongSalt ? `${merchant.integritySalt}-other` : merchant.integritySalt);
  }

  const refunds = refundHandler(merchant, txns, sign);
  const server = await startFakeServer(handle);
  const base = server.url;

  /** The answer JazzCash would post for `txnRefNo`, optionally changed after signing or signed for another amount. */
  function signedAnswer(
    txnRefNo: string,
    opts: { tamper?: Partial<Record<string, string>>; amount?: string } = {},
  ) {
    const txn = txns.get(txnRefNo);
    if (!txn) throw new Error(`no JazzCash transaction ${txnRefNo}`);
    const request = opts.amount ? { ...txn.request, pp_Amount: opts.amount } : txn.request;
    const fields = answerFields(
      request,
      txn.status === 'paid' ? '000' : txn.status === 'cancelled' ? '112' : pendingCode(txn),
      txn,
    );
    return { ...fields, ...opts.tamper } as Record<string, string>;
  }

  return {
    ...server,
    checkoutUrl: `${server.url}${FORM_PATH}/`,
    txns,
    /** What the customer does on the hosted page (or, for a voucher, at the agent), without a browser. */
    complete(txnRefNo: string, outcome: 'pay' | 'cancel') {
      const txn = txns.get(txnRefNo)!;
      txn.status = outcome === 'pay' ? 'paid' : 'cancelled';
    },
    signedAnswer,
    /** JazzCash's server-to-server notification to the shop's IPN URL (JSON of the answer fields). */
    sendIpn(ipnUrl: string, txnRefNo: string, opts: Parameters<typeof signedAnswer>[1] = {}) {
      return fetch(ipnUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(signedAnswer(txnRefNo, opts)),
      });
    },
    /**
     * JazzCash's SOAP status update to the shop's IPN service, as the plugin's WSDL has it: the
     * plugin's parts, hashed over those it carries (or not hashed, or hashed with another salt),
     * `fields` changing any part after hashing. Answers the HTTP status and the result string.
     */
    async sendSoapIpn(
      ipnUrl: string,
      txnRefNo: string,
      opts: { hash?: 'salt' | 'none' | 'other-salt'; fields?: Record<string, string> } = {},
    ) {
      const txn = txns.get(txnRefNo);
      const code =
        !txn || txn.status === 'paid' ? '000' : txn.status === 'cancelled' ? '112' : pendingCode(txn);
      const parts: Record<string, string> = {
        pp_Version: '1.1',
        pp_TxnType: txn?.request.pp_TxnType || 'OTC',
        pp_BankID: '',
        pp_Password: merchant.password,
        pp_TxnRefNo: txnRefNo,
        pp_TxnDateTime: txn?.request.pp_TxnDateTime ?? '',
        pp_ResponseCode: code,
        pp_ResponseMessage: MESSAGES[code] ?? 'Transaction is pending.',
        pp_AuthCode: txn?.authCode ?? '',
        pp_RetreivalReferenceNo: txn?.rrn ?? '',
        pp_SecureHash: '',
        pp_ProductID: 'RETL',
        pp_SettlementExpiry: '',
      };
      const hash = opts.hash ?? 'salt';
      if (hash !== 'none')
        parts.pp_SecureHash = jazzCashHash(
          parts,
          hash === 'salt' ? merchant.integritySalt : `${merchant.integritySalt}-other`,
        );
      Object.assign(parts, opts.fields);
      const xml = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      const body =
        `<?xml version="1.0" encoding="UTF-8"?>` +
        `<SOAP-ENV:Envelope xmlns:SOAP-ENV="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
        `<SOAP-ENV:Body><ns1:DoUpdatePaymentStatus xmlns:ns1="urn:UpdateOrderPaymentStatus6">` +
        Object.entries(parts)
          .map(([k, v]) => `<${k} xsi:type="xsd:string">${xml(v)}</${k}>`)
          .join('') +
        `</ns1:DoUpdatePaymentStatus></SOAP-ENV:Body></SOAP-ENV:Envelope>`;
      const res = await fetch(ipnUrl, {
        method: 'POST',
        headers: {
          'content-type': 'text/xml; charset=utf-8',
          soapaction: '"urn:UpdateOrderPaymentStatus6#DoUpdatePaymentStatus"',
        },
        body,
      });
      const text = await res.text();
      const result = /<DoUpdatePaymentStatusResult[^>]*>([^<]*)<\/DoUpdatePaymentStatusResult>/.exec(
        text,
      )?.[1];
      return {
        status: res.status,
        contentType: res.headers.get('content-type') ?? '',
        body: text,
        result: result?.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'),
      };
    },
    /** The hash JazzCash puts on an answer string's code and message (to check the shop's). */
    answerHash(code: string, message: string) {
      return jazzCashHash({ pp_ResponseCode: code, pp_ResponseMessage: message }, merchant.integritySalt);
    },
    /** From now on the inquiry for `txnRefNo` says this instead. */
    disagree(txnRefNo: string, override: InquiryOverride) {
      inquiryOverrides.set(txnRefNo, override);
    },
    /** The refunds made through the refund APIs. */
    refunds: refunds.made,
  };
}

export type FakeJazzCash = Awaited<ReturnType<typeof startFakeJazzCash>>;
