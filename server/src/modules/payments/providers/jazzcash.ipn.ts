/**
 * JazzCash's IPN as it runs live: a SOAP web service the merchant exposes, which JazzCash calls
 * with the payment's new status (voucher payments above all). JazzCash's document "IPN Web Hook"
 * describes it, and the public WooCommerce plugin for JazzCash implements it as a nusoap server
 * (thekoderslab/jazzcash-payment, wsdl/index.php and wsdl/functions.php): one RPC operation,
 * `DoUpdatePaymentStatus`, whose parts are the strings pp_Version, pp_TxnType, pp_BankID,
 * pp_Password, pp_TxnRefNo, pp_TxnDateTime, pp_ResponseCode, pp_ResponseMessage, pp_AuthCode,
 * pp_RetreivalReferenceNo, pp_SecureHash, pp_ProductID and pp_SettlementExpiry (no pp_Amount,
 * no pp_MerchantID), answered with one string, `DoUpdatePaymentStatusResult`: a 3-digit code and
 * a message between pipes ("000 |status updated successfully|", "012 Missing mandatory
 * parameter(s) …", "101 |invalid merchant details or invalid response code|"), the answer's hash
 * after the last pipe when the merchant hashes. nusoap serves the service's WSDL at `?wsdl`.
 *
 * Here: the envelope read and written, the IPN's fields checked, and what JazzCash's response
 * codes say (the answers and the inquiry read them too, in jazzcash.ts).
 */
import { XMLParser } from 'fast-xml-parser';
import { AppError, ValidationError } from '../../../shared/errors';
import { secureHash, verifySecureHash, type JazzCashFields } from './jazzcash.hash';

export type JazzCashOutcome = 'paid' | 'pending' | 'failed' | 'not_found';

/** A status update JazzCash sent to the IPN service (no amount: the inquiry settles it). */
export interface JazzCashIpn {
  txnRefNo: string;
  responseCode: string;
  responseMessage: string;
  retrievalReferenceNo?: string;
  /** It came with a pp_SecureHash (that verified): the answer is hashed too. */
  hashed: boolean;
  outcome: JazzCashOutcome;
}

/**
 * A signed answer that does not verify: forged, tampered with, or for another merchant.
 * `responseCode` is the code an IPN is answered with: 115 invalid hash, 101 invalid merchant.
 */
export class JazzCashHashError extends AppError {
  constructor(
    message: string,
    readonly responseCode: '115' | '101' = '115',
  ) {
    super(message, 'FORBIDDEN', 403);
  }
}

const PAID_CODES = new Set(['000', '121']);
const PENDING_CODES = new Set(['124', '157']);

/** What a response code (and the inquiry's pp_Status) says of a payment. */
export function outcomeOf(code: string | undefined, status?: string): JazzCashOutcome {
  if (code === '109') return 'not_found';
  if (status === 'Pending' || (code && PENDING_CODES.has(code))) return 'pending';
  if (status === 'Failed') return 'failed';
  if ((code && PAID_CODES.has(code)) || (!code && status === 'Completed')) return 'paid';
  return 'failed';
}

/** Whether the IPN came with a hash (the merchant's hashing is on): a test call sends "null". */
export function ipnIsHashed(fields: JazzCashFields): boolean {
  const given = (fields.pp_SecureHash ?? '').trim();
  return given !== '' && given.toLowerCase() !== 'null';
}

/** The code and message an IPN is answered with: 000 when it was taken, else why not. */
export function ipnOutcome(failure: unknown): { code: string; message: string } {
  if (!failure) return { code: '000', message: 'status received' };
  if (failure instanceof JazzCashHashError)
    return failure.responseCode === '101'
      ? { code: '101', message: 'invalid merchant details' }
      : { code: '115', message: 'invalid hash received' };
  if (failure instanceof ValidationError)
    return {
      code: '012',
      message: `Missing mandatory parameter(s) ${failure.fieldErrors.map((e) => e.field).join(' ')}`,
    };
  if (failure instanceof AppError && failure.httpStatus === 404)
    return { code: '109', message: 'transaction does not exist' };
  return { code: '199', message: 'status not updated, try again later' };
}

/**
 * A status update from the IPN service. Its hash, when it has one, is checked over the fields
 * it carries (the IPN has no pp_Amount nor pp_MerchantID); without one, the merchant password
 * it carries must be this shop's. Says what JazzCash reported; the inquiry decides.
 */
export function readIpn(
  fields: JazzCashFields,
  merchant: { password: string; integritySalt: string },
): JazzCashIpn {
  const hashed = ipnIsHashed(fields);
  if (hashed && !verifySecureHash(fields, merchant.integritySalt))
    throw new JazzCashHashError('The IPN’s pp_SecureHash does not match its fields.');
  const password = fields.pp_Password ?? '';
  if ((password !== '' || !hashed) && password !== merchant.password)
    throw new JazzCashHashError('The IPN does not carry this merchant’s password.', '101');
  const missing = ['pp_TxnRefNo', 'pp_ResponseCode'].filter((k) => !fields[k]);
  if (missing.length)
    throw new ValidationError(
      missing.map((field) => ({ field, message: 'Missing mandatory parameter.', code: 'REQUIRED' })),
    );
  const responseCode = fields.pp_ResponseCode!;
  return {
    txnRefNo: fields.pp_TxnRefNo!,
    responseCode,
    responseMessage: fields.pp_ResponseMessage ?? '',
    retrievalReferenceNo: fields.pp_RetreivalReferenceNo || undefined,
    hashed,
    outcome: outcomeOf(responseCode),
  };
}

/** The IPN service's answer: code|message|hash, hashed (as pp_ResponseCode and pp_ResponseMessage) when the IPN was. */
export function ipnResult(code: string, message: string, hashedWith?: string): string {
  const hash = hashedWith
    ? secureHash({ pp_ResponseCode: code, pp_ResponseMessage: message }, hashedWith)
    : '';
  return `${code}|${message}|${hash}`;
}

/** The operation and the parts JazzCash sends (the plugin's registration, in its order). */
export const IPN_OPERATION = 'DoUpdatePaymentStatus';
export const IPN_PARTS = [
  'pp_Version',
  'pp_TxnType',
  'pp_BankID',
  'pp_Password',
  'pp_TxnRefNo',
  'pp_TxnDateTime',
  'pp_ResponseCode',
  'pp_ResponseMessage',
  'pp_AuthCode',
  'pp_RetreivalReferenceNo',
  'pp_SecureHash',
  'pp_ProductID',
  'pp_SettlementExpiry',
] as const;
const NAMESPACE = 'urn:UpdateOrderPaymentStatus';
const SOAP_ENV = 'http://schemas.xmlsoap.org/soap/envelope/';

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  // Codes stay strings ("000"), values as sent.
  parseTagValue: false,
  trimValues: true,
});

const notACall = () => ValidationError.single('body', `Not a SOAP call of ${IPN_OPERATION}.`, 'NOT_SOAP');

/** The fields of a DoUpdatePaymentStatus call (any namespace prefix), or a 422 naming the body. */
export function readIpnEnvelope(xml: string): JazzCashFields {
  // SOAP 1.1 (section 3) forbids a DTD in a message: none is read, so no entity can expand.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw notACall();
  let doc: unknown;
  try {
    doc = parser.parse(xml, true);
  } catch {
    throw notACall();
  }
  const call = (doc as { Envelope?: { Body?: Record<string, unknown> } } | undefined)?.Envelope?.Body?.[
    IPN_OPERATION
  ];
  if (call === undefined) throw notACall();
  const fields: JazzCashFields = {};
  if (call && typeof call === 'object')
    for (const [name, value] of Object.entries(call as Record<string, unknown>))
      if (name.startsWith('pp')) fields[name] = typeof value === 'string' ? value : '';
  return fields;
}

const xmlText = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** The SOAP answer carrying `result` as DoUpdatePaymentStatusResult. */
export function ipnResponseEnvelope(result: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<SOAP-ENV:Envelope xmlns:SOAP-ENV="${SOAP_ENV}" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:tns="${NAMESPACE}">` +
    `<SOAP-ENV:Body><tns:${IPN_OPERATION}Response>` +
    `<${IPN_OPERATION}Result xsi:type="xsd:string">${xmlText(result)}</${IPN_OPERATION}Result>` +
    `</tns:${IPN_OPERATION}Response></SOAP-ENV:Body></SOAP-ENV:Envelope>`
  );
}

/** A SOAP fault (a body that is no call of the operation). */
export function ipnFaultEnvelope(message: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<SOAP-ENV:Envelope xmlns:SOAP-ENV="${SOAP_ENV}"><SOAP-ENV:Body><SOAP-ENV:Fault>` +
    `<faultcode>SOAP-ENV:Client</faultcode><faultstring>${xmlText(message)}</faultstring>` +
    `</SOAP-ENV:Fault></SOAP-ENV:Body></SOAP-ENV:Envelope>`
  );
}

/** The service's WSDL (RPC/encoded, as nusoap describes the plugin's), at `endpoint`. */
export function ipnWsdl(endpoint: string): string {
  const parts = IPN_PARTS.map((p) => `<wsdl:part name="${p}" type="xsd:string"/>`).join('');
  const body = `<soap:body use="encoded" namespace="${NAMESPACE}" encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"/>`;
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:tns="${NAMESPACE}" targetNamespace="${NAMESPACE}">` +
    `<wsdl:message name="${IPN_OPERATION}Request">${parts}</wsdl:message>` +
    `<wsdl:message name="${IPN_OPERATION}Response"><wsdl:part name="${IPN_OPERATION}Result" type="xsd:string"/></wsdl:message>` +
    `<wsdl:portType name="UpdateOrderPaymentStatusPortType"><wsdl:operation name="${IPN_OPERATION}">` +
    `<wsdl:input message="tns:${IPN_OPERATION}Request"/><wsdl:output message="tns:${IPN_OPERATION}Response"/>` +
    `</wsdl:operation></wsdl:portType>` +
    `<wsdl:binding name="UpdateOrderPaymentStatusBinding" type="tns:UpdateOrderPaymentStatusPortType">` +
    `<soap:binding style="rpc" transport="http://schemas.xmlsoap.org/soap/http"/>` +
    `<wsdl:operation name="${IPN_OPERATION}"><soap:operation soapAction="${NAMESPACE}#${IPN_OPERATION}" style="rpc"/>` +
    `<wsdl:input>${body}</wsdl:input><wsdl:output>${body}</wsdl:output></wsdl:operation></wsdl:binding>` +
    `<wsdl:service name="UpdateOrderPaymentStatus"><wsdl:port name="UpdateOrderPaymentStatusPort" binding="tns:UpdateOrderPaymentStatusBinding">` +
    `<soap:address location="${xmlText(endpoint)}"/></wsdl:port></wsdl:service></wsdl:definitions>`
  );
}

/**
 * A SOAP status update answered: the call read, `settle` run on its fields, and the answer
 * JazzCash reads (200 with its code, hashed with `saltOf()` when the IPN was); a body that is no
 * call gets a SOAP fault (422). `failure` is what kept it from being taken, if anything.
 */
export async function answerSoapIpn(
  xml: string,
  settle: (fields: JazzCashFields) => Promise<unknown>,
  saltOf: () => Promise<string | undefined>,
): Promise<{ status: number; xml: string; failure?: unknown }> {
  let fields: JazzCashFields;
  try {
    fields = readIpnEnvelope(xml);
  } catch (err) {
    return { status: 422, xml: ipnFaultEnvelope((err as Error).message), failure: err };
  }
  let failure: unknown;
  await settle(fields).catch((err: unknown) => (failure = err));
  const { code, message } = ipnOutcome(failure);
  const salt = ipnIsHashed(fields) ? await saltOf() : undefined;
  return { status: 200, xml: ipnResponseEnvelope(ipnResult(code, message, salt)), failure };
}
