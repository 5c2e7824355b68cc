/**
 * easypaisa hosted checkout (Easypay): the signed form for Index.jsf, the confirm step
 * (Confirm.jsf with the auth_token Easypay hands back), the final redirect, the IPN and the
 * "inquire transaction" API that decides whether an order is paid.
 *
 * Flow (Easypay Merchant Integration Guide, as its reference plugin shaan360/telenor-easypay
 * implements it): the browser posts storeId, amount, postBackURL, orderRefNum, expiryDate
 * (yyyyMMdd HHmmss), autoRedirect, paymentMethod, emailAddr, mobileNum and merchantHashedReq to
 * …/easypay/Index.jsf; Easypay sends it back to postBackURL with ?auth_token=…; the shop's page
 * posts auth_token and a second postBackURL to …/easypay/Confirm.jsf; Easypay finally sends the
 * browser to that URL with ?status=0000|…&desc=…&orderRefNumber=… (unsigned: never proof of
 * payment). The IPN is a GET to the shop with ?url=<Easypay's detail link, ending in the order
 * reference> (easypayIPN.php reads it so). The inquiry is POST …/easypay-service/rest/v4/
 * inquire-transaction with JSON { orderId, storeId, accountNum } and the header
 * `Credentials: base64(username:password)`, answering { responseCode: "0000", orderId,
 * storeId, accountNum, transactionStatus: PAID|PENDING|FAILED|…, transactionAmount, … }, as
 * public integrations call it (e.g. the Django and TypeScript Easypay clients on GitHub).
 * An order Easypay never saw (the customer never reached its page) has no record there: no
 * public source shows that answer's exact code, so any refusal that says the order or record
 * is not found, and a success naming no status, read as "not paid yet", never as failed.
 */
import { AppError, NotFoundError, ValidationError } from '../../../shared/errors';
import { parsePaisa } from '../../../shared/money';
import {
  field,
  IntegrationError,
  jsonBody,
  joinUrl,
  karachiParts,
  send,
} from '../../../platform/http/outbound';
import { payableUntil, Gateway } from '../provider';
import type { AttemptRef, HostedOrder, HostedPaymentForm, HostedPaymentProvider, Verdict } from '../provider';
import { merchantHashedReq } from './easypaisa.hash';

export interface EasypaisaConfig {
  /** https://easypay.easypaisa.com.pk/easypay (staging: https://easypaystg.easypaisa.com.pk/easypay). */
  checkoutBaseUrl: string;
  /** https://easypay.easypaisa.com.pk/easypay-service/rest/v4 (staging: easypaystg…). */
  apiBaseUrl: string;
  storeId: string;
  /** The hash key from the Easypay merchant portal (16, 24 or 32 characters). */
  hashKey: string;
  /** The merchant's easypaisa account number the store settles to (the inquiry names it). */
  accountNum: string;
  /** The inquiry API's user name and password. */
  username: string;
  password: string;
  /** MA_PAYMENT_METHOD (wallet), CC_PAYMENT_METHOD (card), OTC_PAYMENT_METHOD (shop); unset offers all. */
  paymentMethod?: 'MA_PAYMENT_METHOD' | 'CC_PAYMENT_METHOD' | 'OTC_PAYMENT_METHOD';
  timeoutMs?: number;
}

export interface EasypaisaCheckout {
  /** Unique per attempt (letters, digits, dashes). */
  orderRefNum: string;
  amountPaisa: number;
  /** Where Easypay sends the browser with its auth_token (the shop's confirm step). */
  postBackUrl: string;
  expiresAt: Date;
  email?: string;
  /** 03xxxxxxxxx. */
  mobile?: string;
}

export type EasypaisaOutcome = 'paid' | 'pending' | 'failed' | 'not_found';

export interface EasypaisaInquiry {
  orderId: string;
  storeId: string;
  status: string;
  amountPaisa?: number;
  transactionId?: string;
  outcome: EasypaisaOutcome;
}

export type EasypaisaVerdict =
  { paid: true; inquiry: EasypaisaInquiry } | { paid: false; reason: string; inquiry?: EasypaisaInquiry };

/** An IPN naming a link that is not Easypay's: never fetched. */
export class EasypaisaIpnError extends AppError {
  constructor(message: string) {
    super(message, 'BAD_USER_INPUT', 400);
  }
}

const PROVIDER = 'easypaisa';

/** Paisa as Easypay's amount: rupees with one decimal when whole ("1500.0"), else two ("1500.50"). */
export function easypayAmount(paisa: number): string {
  return paisa % 100 === 0 ? `${paisa / 100}.0` : (paisa / 100).toFixed(2);
}

/** yyyyMMdd HHmmss in Pakistan time. */
export function easypayTime(at: Date): string {
  const p = karachiParts(at);
  return `${p.y}${p.M}${p.d} ${p.H}${p.m}${p.s}`;
}

function outcomeOf(status: string): EasypaisaOutcome {
  if (status === 'PAID') return 'paid';
  if (status === 'PENDING' || status === 'INITIATED') return 'pending';
  if (status === '') return 'not_found';
  return 'failed';
}

/** A refusal that only says Easypay has no such order (yet), not that the request was wrong. */
const NO_RECORD = /not\s*found|no\s*record|does\s*not\s*exist|no\s*transaction|invalid\s*order/i;

export class EasypaisaClient {
  constructor(private readonly config: EasypaisaConfig) {}

  checkoutForm(r: EasypaisaCheckout): HostedPaymentForm {
    const errors: Array<{ field: string; message: string; code: string }> = [];
    if (!/^[A-Za-z0-9-]{1,50}$/.test(r.orderRefNum))
      errors.push({ field: 'orderRefNum', message: 'Up to 50 letters, digits and dashes.', code: 'INVALID' });
    if (!Number.isSafeInteger(r.amountPaisa) || r.amountPaisa <= 0)
      errors.push({ field: 'amountPaisa', message: 'A positive whole number of paisa.', code: 'INVALID' });
    if (r.mobile !== undefined && !/^03\d{9}$/.test(r.mobile))
      errors.push({ field: 'mobile', message: 'A mobile number such as 03001234567.', code: 'INVALID' });
    if (errors.length) throw new ValidationError(errors);
    const c = this.config;
    const fields: Record<string, string> = {
      storeId: c.storeId,
      amount: easypayAmount(r.amountPaisa),
      postBackURL: r.postBackUrl,
      orderRefNum: r.orderRefNum,
      expiryDate: easypayTime(r.expiresAt),
      autoRedirect: '1',
      paymentMethod: c.paymentMethod ?? '',
      emailAddr: r.email ?? '',
      mobileNum: r.mobile ?? '',
    };
    fields.merchantHashedReq = merchantHashedReq(fields, c.hashKey);
    return { action: joinUrl(c.checkoutBaseUrl, 'Index.jsf'), fields };
  }

  /** Step two: the form that hands Easypay's auth_token back, with where the browser ends. */
  confirmForm(authToken: string, finalUrl: string): HostedPaymentForm {
    if (!/^[A-Za-z0-9+/=_-]{1,300}$/.test(authToken))
      throw ValidationError.single('auth_token', 'Not an Easypay token.');
    return {
      action: joinUrl(this.config.checkoutBaseUrl, 'Confirm.jsf'),
      fields: { auth_token: authToken, postBackURL: finalUrl },
    };
  }

  /**
   * The IPN's detail link, checked to be on Easypay's own host before anything fetches it,
   * with the order reference it ends in.
   */
  ipnOrderRef(link: string): string {
    let url: URL;
    try {
      url = new URL(link);
    } catch {
      throw new EasypaisaIpnError('The IPN link is not a URL.');
    }
    const allowed = [this.config.apiBaseUrl, this.config.checkoutBaseUrl].map((u) => new URL(u).origin);
    if (!allowed.includes(url.origin)) throw new EasypaisaIpnError('The IPN link is not on Easypay’s host.');
    const ref = decodeURIComponent(url.pathname.split('/').filter(Boolean).pop() ?? '');
    if (!/^[A-Za-z0-9-]{1,50}$/.test(ref)) throw new EasypaisaIpnError('The IPN link names no order.');
    return ref;
  }

  /** The IPN's details from Easypay (what they say is checked with `inquire`, never trusted alone). */
  async fetchIpn(link: string): Promise<{ orderRef: string; details: Record<string, unknown> }> {
    const orderRef = this.ipnOrderRef(link);
    const res = await send(PROVIDER, link, { method: 'GET', headers: this.auth() }, this.config.timeoutMs);
    if (res.status >= 400)
      throw new IntegrationError(PROVIDER, `the IPN link answered HTTP ${res.status}`, {
        status: res.status,
      });
    const details = jsonBody(PROVIDER, res);
    return {
      orderRef,
      details: details && typeof details === 'object' ? (details as Record<string, unknown>) : {},
    };
  }

  async inquire(orderId: string): Promise<EasypaisaInquiry> {
    const c = this.config;
    const res = await send(
      PROVIDER,
      joinUrl(c.apiBaseUrl, 'inquire-transaction'),
      {
        method: 'POST',
        headers: { ...this.auth(), 'content-type': 'application/json' },
        body: JSON.stringify({ orderId, storeId: c.storeId, accountNum: c.accountNum }),
      },
      c.timeoutMs,
    );
    const body = jsonBody(PROVIDER, res);
    const code = field(body, 'responseCode');
    const desc = field(body, 'responseDesc') ?? '';
    if (res.status < 500 && code !== '0000' && NO_RECORD.test(desc))
      return { orderId, storeId: c.storeId, status: '', outcome: 'not_found' };
    if (res.status >= 400 || code !== '0000')
      throw new IntegrationError(
        PROVIDER,
        `the inquiry was refused: ${field(body, 'responseDesc') ?? `HTTP ${res.status}`}${code ? ` (${code})` : ''}`,
        { status: res.status, code },
      );
    const status = (field(body, 'transactionStatus') ?? '').toUpperCase();
    const amount = field(body, 'transactionAmount');
    return {
      orderId: field(body, 'orderId') ?? '',
      storeId: field(body, 'storeId') ?? '',
      status,
      amountPaisa: amount === undefined ? undefined : (parsePaisa(amount, 100_000_000) ?? undefined),
      transactionId: field(body, 'transactionId'),
      outcome: outcomeOf(status),
    };
  }

  /** Whether `orderRef` is paid in full: the inquiry says PAID for this store, this order and this amount. */
  async settle(orderRef: string, amountPaisa: number): Promise<EasypaisaVerdict> {
    const inquiry = await this.inquire(orderRef);
    if (inquiry.outcome === 'not_found')
      return { paid: false, reason: 'easypaisa has no payment for this order yet', inquiry };
    if (inquiry.orderId !== orderRef)
      return { paid: false, reason: `the inquiry answered for order ${inquiry.orderId}`, inquiry };
    if (inquiry.storeId !== this.config.storeId)
      return { paid: false, reason: `the inquiry answered for store ${inquiry.storeId}`, inquiry };
    if (inquiry.outcome !== 'paid')
      return { paid: false, reason: `the inquiry says ${inquiry.status}`, inquiry };
    if (inquiry.amountPaisa !== amountPaisa)
      return {
        paid: false,
        reason: `the inquiry says ${inquiry.amountPaisa ?? 'no'} paisa were paid`,
        inquiry,
      };
    return { paid: true, inquiry };
  }

  private auth(): Record<string, string> {
    const c = this.config;
    return { credentials: Buffer.from(`${c.username}:${c.password}`).toString('base64') };
  }
}

/** The final redirect's query (?status=&desc=&orderRefNumber=): what the customer is shown, not proof. */
export function readFinalRedirect(query: Record<string, unknown>): {
  orderRef?: string;
  success: boolean;
  description: string;
} {
  const text = (k: string) => (typeof query[k] === 'string' ? (query[k] as string) : undefined);
  return {
    orderRef: text('orderRefNumber'),
    success: text('status') === '0000',
    description: text('desc') ?? '',
  };
}

/** easypaisa as the shop's provider: a client made from the owner's settings at each use. */
export class EasypaisaProvider extends Gateway<'easypaisa'> implements HostedPaymentProvider {
  readonly code = 'easypaisa';
  readonly capabilities = { hostedCheckout: true, refunds: false };

  /**
   * A wallet or card payment is made on Easypay's page at once. A shop payment
   * (OTC_PAYMENT_METHOD, or none set, when the customer may choose it) gets a token paid at an
   * easypaisa shop: its expiryDate days away, as the reference plugin sets it (shaan360/
   * telenor-easypay config.php EXPIRY_DATE "days to expire", payWithEasypay.php "+ N day"),
   * here as long as the order waits (until the unpaid order is cancelled).
   */
  async payableUntil(attempt: AttemptRef, orderDeadline: Date): Promise<Date> {
    const method = (await this.settings.get('easypaisa'))?.paymentMethod;
    return payableUntil(
      attempt,
      orderDeadline,
      method === 'MA_PAYMENT_METHOD' || method === 'CC_PAYMENT_METHOD',
    );
  }

  private async client(): Promise<EasypaisaClient> {
    return new EasypaisaClient(await this.setUp());
  }

  async startPayment(attempt: AttemptRef & { expiresAt: Date }, order: HostedOrder) {
    return (await this.client()).checkoutForm({
      orderRefNum: attempt.reference,
      amountPaisa: attempt.amount,
      postBackUrl: `${this.publicUrl}/payments/easypaisa/postback`,
      expiresAt: attempt.expiresAt,
      email: order.email,
      mobile: /^03\d{9}$/.test(order.mobile) ? order.mobile : undefined,
    });
  }

  /** Step two of Easypay's checkout: its auth_token handed back, the browser to end on the shop's final stop. */
  async confirmForm(authToken: string): Promise<HostedPaymentForm> {
    return (await this.client()).confirmForm(authToken, `${this.publicUrl}/payments/easypaisa/done`);
  }

  /**
   * The IPN (`ipn`: its link, checked to be Easypay's) or the browser's final stop (`final`: its
   * query, unsigned): either only names the attempt, the inquiry decides.
   */
  async handleNotification(kind: string, input: unknown) {
    if (kind === 'ipn') {
      const link = input as string;
      return { reference: (await this.client()).ipnOrderRef(link), notice: { ipn: link } };
    }
    const redirect = readFinalRedirect(input as Record<string, unknown>);
    if (!redirect.orderRef) throw new NotFoundError('No payment attempt has this reference.');
    return { reference: redirect.orderRef, notice: { redirect } };
  }

  /** Only the inquiry decides: paid for this store, order and amount; what a notification said is kept. */
  async inquire(attempt: AttemptRef, notice: unknown = { inquiryJob: true }): Promise<Verdict> {
    const verdict = await (await this.client()).settle(attempt.reference, attempt.amount);
    if (verdict.paid) return { paid: true, raw: { delivery: notice, inquiry: verdict.inquiry } };
    // Failed when the inquiry says so, or says paid for another store, order or amount.
    const said = verdict.inquiry?.outcome;
    return {
      paid: false,
      status: said === 'failed' || said === 'paid' ? 'failed' : 'pending',
      reason: verdict.reason,
      raw: { delivery: notice },
    };
  }
}
