/**
 * Safepay hosted checkout for cards, through its official Node SDK (`@sfpy/node-sdk` 3.0.2):
 * the SDK makes the payment session (its tracker: POST /order/v1/init with the API key as
 * `client` and the amount in rupees), the checkout link (…/checkout/pay?beacon=<tracker>&
 * order_id&redirect_url&cancel_url&env&source&webhooks), and checks both signed messages:
 * the customer's return (POST `tracker` and `sig`, HMAC-SHA256 of the tracker with the secret
 * key, hex) and the webhook (header X-SFPY-Signature, HMAC-SHA512 of JSON.stringify(body.data)
 * with the webhook shared secret, hex; Safepay's docs "Consuming Webhooks",
 * github.com/getsafepay/safepay-docs webhooks/02-webhooks-payload.md).
 *
 * The SDK has neither an inquiry nor refunds, nor a host option: those two calls are Safepay's
 * published API, made here (paths as Safepay's newer SDK github.com/getsafepay/node-core
 * names them, authenticated with the X-SFPY-MERCHANT-SECRET header it sends):
 * GET /reporter/api/v1/payments/{tracker} (the tracker: `state` TRACKER_ENDED when paid,
 * `purchase_totals.quote_amount` in the lowest unit, paisa; states from Safepay's "Tracker
 * states" page) and POST /order/payments/v3/{tracker}/refund ({ amount, currency }: Safepay's
 * "Refund" page; it answers the tracker, TRACKER_REFUNDED or TRACKER_PARTIAL_REFUND). The
 * SDK's own requests are sent to the API address of the settings when they name one (a local
 * fake in tests) and under a deadline, through its axios (a request interceptor).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import { Safepay } from '@sfpy/node-sdk';
import { AppError } from '../../../shared/errors';
import { IntegrationError, joinUrl, sendJson } from '../../../platform/http/outbound';
import type { SettingsOf } from '../../settings';
import { Gateway } from '../provider';
import type {
  AttemptRef,
  HostedOrder,
  HostedPaymentForm,
  HostedPaymentProvider,
  RefundAnswer,
  RefundAsk,
  RefundingProvider,
  Verdict,
} from '../provider';

const PROVIDER = 'Safepay';
const TIMEOUT_MS = 20_000;
/** Safepay's API for each environment, as the SDK has them (its utils/constants). */
const API_HOSTS = { production: 'https://api.getsafepay.com', sandbox: 'https://sandbox.api.getsafepay.com' };

export type SafepaySettings = SettingsOf<'safepay'>;

/** A signed message that does not verify: forged, altered, or signed with another secret. */
export class SafepaySignatureError extends AppError {
  constructor(message: string) {
    super(message, 'FORBIDDEN', 403);
  }
}

/** Where the SDK's next request goes, for the call running now. */
const sdkRoute = new AsyncLocalStorage<{ base?: string }>();
type AxiosConfig = { baseURL?: string; timeout?: number };
// The SDK's own axios (the one it requires): every request of the SDK gets a deadline, and the API address of the settings.
(
  createRequire(require.resolve('@sfpy/node-sdk'))('axios') as {
    interceptors: { request: { use(f: (c: AxiosConfig) => AxiosConfig): number } };
  }
).interceptors.request.use((c) => {
  const route = sdkRoute.getStore();
  if (route?.base) c.baseURL = route.base;
  c.timeout = TIMEOUT_MS;
  return c;
});

/** What the shop reads of a tracker (the reporter's answer). */
export interface SafepayTracker {
  token: string;
  state: string;
  client?: string;
  /** In the lowest unit (paisa). */
  amount?: number;
  currency?: string;
}

const PENDING_STATES = new Set(['TRACKER_STARTED', 'TRACKER_AUTHORIZED', 'TRACKER_ENROLLED']);

/** A notice the shop read: the webhook (its event) or the customer's return. */
export interface SafepayNotice {
  kind: 'webhook' | 'return';
  tracker: string;
  type?: string;
  state?: string;
  message?: string;
}

const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);

export class SafepayClient {
  private readonly sdk: Safepay;

  constructor(private readonly s: SafepaySettings) {
    this.sdk = new Safepay({
      environment: s.environment as ConstructorParameters<typeof Safepay>[0]['environment'],
      apiKey: s.apiKey,
      v1Secret: s.secretKey,
      webhookSecret: s.webhookSecret,
    });
  }

  /** The merchant's API key (a tracker names its merchant by it). */
  get apiKey(): string {
    return this.s.apiKey;
  }

  private get apiBase(): string {
    return this.s.apiBaseUrl ?? API_HOSTS[this.s.environment];
  }

  /** A payment session (tracker) for `amount` paisa, made by the SDK. */
  async createTracker(amount: number): Promise<string> {
    let data: { token?: unknown };
    try {
      data = await sdkRoute.run({ base: this.s.apiBaseUrl }, () =>
        this.sdk.payments.create({ amount: amount / 100, currency: 'PKR' }),
      );
    } catch (err) {
      const status = (err as { response?: { status?: number } }).response?.status;
      throw new IntegrationError(
        PROVIDER,
        status
          ? `making the payment session answered HTTP ${status}`
          : 'the payment session could not be made',
        { status },
      );
    }
    const token = text(data?.token);
    if (!token) throw new IntegrationError(PROVIDER, 'the payment session came back without a tracker');
    return token;
  }

  /** The checkout link for a tracker (the SDK's), on the checkout page of the settings when they name one. */
  checkoutLink(r: { tracker: string; orderId: string; redirectUrl: string; cancelUrl: string }): URL {
    const link = new URL(
      this.sdk.checkout.create({
        token: r.tracker,
        orderId: r.orderId,
        redirectUrl: r.redirectUrl,
        cancelUrl: r.cancelUrl,
        source: 'custom',
        webhooks: true,
      }),
    );
    return this.s.checkoutUrl ? new URL(`${this.s.checkoutUrl}${link.search}`) : link;
  }

  /** The customer's return ({ tracker, sig } posted back), its signature checked by the SDK. */
  readReturn(body: unknown): SafepayNotice {
    const b = record(body);
    const tracker = text(b.tracker);
    if (!tracker || typeof b.sig !== 'string' || !this.sdk.verify.signature({ body: b } as never))
      throw new SafepaySignatureError('The return’s signature does not match its tracker.');
    return { kind: 'return', tracker };
  }

  /** A webhook's body and headers, its X-SFPY-Signature checked by the SDK. */
  readWebhook(body: unknown, headers: Record<string, unknown>): SafepayNotice {
    const data = record(record(body).data);
    const signature = headers['x-sfpy-signature'];
    if (typeof signature !== 'string' || !this.sdk.verify.webhook({ body: { data }, headers } as never))
      throw new SafepaySignatureError('The webhook’s X-SFPY-Signature does not match its data.');
    const n = record(data.notification);
    const tracker = text(n.tracker);
    if (!tracker) throw new SafepaySignatureError('The webhook names no tracker.');
    return {
      kind: 'webhook',
      tracker,
      type: text(data.type),
      state: text(n.state),
      message: text(n.message),
    };
  }

  private headers() {
    return { accept: 'application/json', 'x-sfpy-merchant-secret': this.s.secretKey };
  }

  private refused(what: string, status: number, body: Record<string, unknown>): IntegrationError {
    const errors = record(body.status).errors;
    const said = Array.isArray(errors) && errors.length ? `: ${errors.map(String).join('; ')}` : '';
    return new IntegrationError(PROVIDER, `${what} answered HTTP ${status}${said}`, { status });
  }

  /** The reporter's tracker (Safepay's own word on the payment). */
  async fetchTracker(tracker: string): Promise<SafepayTracker> {
    const url = joinUrl(this.apiBase, `reporter/api/v1/payments/${encodeURIComponent(tracker)}`);
    const { status, body } = await sendJson(PROVIDER, url, 'GET', this.headers(), undefined, TIMEOUT_MS);
    if (status >= 400) throw this.refused('the payment inquiry', status, body);
    // Documented as data.tracker; integrations report data itself on the live API.
    const data = record(body.data);
    const t = record(data.tracker ?? data);
    const quote = record(record(t.purchase_totals).quote_amount);
    const amount = Number(quote.amount);
    return {
      token: text(t.token) ?? '',
      state: text(t.state) ?? '',
      client: text(t.client),
      amount: quote.amount !== undefined && Number.isSafeInteger(amount) ? amount : undefined,
      currency: text(quote.currency),
    };
  }

  /** A refund of `amount` paisa of the tracker's payment. */
  async refund(tracker: string, amount: number): Promise<{ tracker: SafepayTracker; raw: unknown }> {
    const url = joinUrl(this.apiBase, `order/payments/v3/${encodeURIComponent(tracker)}/refund`);
    const payload = { amount, currency: 'PKR' };
    const { status, body } = await sendJson(PROVIDER, url, 'POST', this.headers(), payload, TIMEOUT_MS);
    if (status >= 400) throw this.refused('the refund', status, body);
    const t = record(record(body.data).tracker);
    return { tracker: { token: text(t.token) ?? tracker, state: text(t.state) ?? '' }, raw: body };
  }
}

/** Safepay as the shop's card gateway: a client made from the owner's settings at each use. */
export class SafepayProvider extends Gateway<'safepay'> implements HostedPaymentProvider, RefundingProvider {
  readonly code = 'safepay';
  readonly capabilities = { hostedCheckout: true, refunds: true };

  private async client(): Promise<SafepayClient> {
    return new SafepayClient(await this.setUp());
  }

  /** The attempt's reference is Safepay's tracker, made for its amount. */
  async openAttempt(amount: number): Promise<string> {
    return (await this.client()).createTracker(amount);
  }

  /** The checkout link, as a link the browser follows (Safepay's page is opened with GET). */
  async startPayment(attempt: AttemptRef, order: HostedOrder): Promise<HostedPaymentForm> {
    const link = (await this.client()).checkoutLink({
      tracker: attempt.reference,
      orderId: String(order.id),
      redirectUrl: `${this.publicUrl}/payments/safepay/return`,
      cancelUrl: `${this.publicUrl}/user/order/confirmation/${order.id}?payment=cancelled`,
    });
    return {
      action: `${link.origin}${link.pathname}`,
      fields: Object.fromEntries(link.searchParams),
      method: 'get',
    };
  }

  /** The return (`return`: its posted fields) or the webhook (`webhook`: { body, headers }); a SafepaySignatureError (403) unless signed. */
  async handleNotification(kind: string, input: unknown) {
    const client = await this.client();
    const { body, headers } = record(input);
    const notice = kind === 'webhook' ? client.readWebhook(body, record(headers)) : client.readReturn(input);
    return { reference: notice.tracker, notice };
  }

  /**
   * Paid only when Safepay's reporter says this tracker ended (paid) for this merchant and for
   * the attempt's amount in PKR, whatever the notice said; still starting, authorised or
   * enrolled is pending; anything else (cancelled, expired, voided, reversed, refunded) failed.
   */
  async inquire(attempt: AttemptRef, notice?: SafepayNotice): Promise<Verdict> {
    const client = await this.client();
    const t = await client.fetchTracker(attempt.reference);
    const raw = { notice, tracker: t };
    const unpaid = (status: 'failed' | 'pending', reason: string): Verdict => ({
      paid: false,
      status,
      reason: notice?.message ? `${reason} (${notice.message})` : reason,
      raw,
    });
    if (t.token !== attempt.reference)
      return unpaid('pending', `the inquiry answered for tracker ${t.token}`);
    if (t.client && t.client !== client.apiKey) return unpaid('failed', 'the tracker is another merchant’s');
    if (PENDING_STATES.has(t.state) || !t.state)
      return unpaid('pending', `Safepay says the payment is ${t.state || 'unknown'}`);
    if (t.state !== 'TRACKER_ENDED') return unpaid('failed', `Safepay says ${t.state}`);
    if (t.amount !== attempt.amount || (t.currency && t.currency !== 'PKR'))
      return unpaid('failed', `Safepay says ${t.amount ?? 'no'} paisa (${t.currency ?? '?'}) were paid`);
    return { paid: true, raw };
  }

  /**
   * Money back through Safepay's refund API. Safepay documents no idempotency key: retries are
   * deduped by the caller's refund record (`ask.key`), which this call does not send.
   */
  async refund(ask: RefundAsk): Promise<RefundAnswer> {
    const { tracker, raw } = await (await this.client()).refund(ask.reference, ask.amount);
    const done = tracker.state === 'TRACKER_REFUNDED' || tracker.state === 'TRACKER_PARTIAL_REFUND';
    const action = text(record(record(record(raw).data).action).token);
    return {
      providerRef: action ?? `${tracker.token}:${ask.key}`,
      status: done ? 'succeeded' : 'pending',
      raw,
    };
  }
}
