/**
 * The two calls the shop makes to Stripe's REST API, and the webhook signature check, on
 * Node's fetch and crypto (https://docs.stripe.com/api): form-encoded bodies, the secret key as
 * a bearer token, `Idempotency-Key` on creation (https://docs.stripe.com/api/idempotent_requests),
 * errors as `{ error: { type, code, message } }` (https://docs.stripe.com/api/errors), and
 * `Stripe-Signature: t=…,v1=…` on webhooks (https://docs.stripe.com/webhooks#verify-manually).
 * The whole SDK (22 MB, every resource of the API) is not needed for that.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';

/** The API version the shop's requests and its webhook endpoint are written for. */
export const STRIPE_API_VERSION = '2026-10-28.endive';
const TIMEOUT_MS = 20_000;

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string | null;
  metadata: Record<string, string>;
}

/** A webhook event: what the shop reads of it (order.payments.ts reads the rest). */
export interface StripeEvent {
  id: string;
  type: string;
  data: { object: { id?: string; amount?: number } & Record<string, unknown> };
}

/** An error answer of the API: `type` is Stripe's (`idempotency_error`, `invalid_request_error`, …). */
export class StripeApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly type: string,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

/** Stripe's form encoding: nested objects as `metadata[user_id]=5`. */
function formEncode(
  params: Record<string, unknown>,
  form = new URLSearchParams(),
  prefix = '',
): URLSearchParams {
  for (const [key, value] of Object.entries(params)) {
    const name = prefix ? `${prefix}[${key}]` : key;
    if (value === undefined) continue;
    if (value !== null && typeof value === 'object') formEncode(value as Record<string, unknown>, form, name);
    else form.append(name, String(value));
  }
  return form;
}

export class StripeClient {
  private readonly base: string;

  constructor(
    private readonly secretKey: string,
    /** STRIPE_API_BASE: tests point it at a local fake of the API. */
    apiBase = 'https://api.stripe.com',
  ) {
    this.base = apiBase.replace(/\/+$/, '');
  }

  createPaymentIntent(
    params: Record<string, unknown>,
    idempotencyKey: string = randomUUID(),
  ): Promise<PaymentIntent> {
    return this.request('POST', '/v1/payment_intents', formEncode(params), idempotencyKey);
  }

  retrievePaymentIntent(id: string): Promise<PaymentIntent> {
    return this.request('GET', `/v1/payment_intents/${encodeURIComponent(id)}`);
  }

  /**
   * One retry on a network failure, a 409 (a concurrent request with the same key) or a 5xx, as
   * Stripe advises; a creation carries its idempotency key, so a retry never creates a second intent.
   */
  private async request<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: URLSearchParams,
    idempotencyKey?: string,
  ): Promise<T> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.secretKey}`,
      'stripe-version': STRIPE_API_VERSION,
    };
    if (body) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    for (let attempt = 0; ; attempt++) {
      let res: Response;
      try {
        res = await fetch(`${this.base}${path}`, {
          method,
          headers,
          body: body?.toString(),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        if (attempt === 0) continue;
        throw err;
      }
      if ((res.status === 409 || res.status >= 500) && attempt === 0) {
        await res.body?.cancel();
        continue;
      }
      const json = (await res.json().catch(() => ({}))) as {
        error?: { type?: string; code?: string; message?: string };
      };
      if (res.ok) return json as T;
      throw new StripeApiError(
        res.status,
        json.error?.type ?? 'api_error',
        json.error?.code,
        json.error?.message ?? `Stripe answered ${res.status}`,
      );
    }
  }
}

/**
 * The event a webhook delivers, when `header` signs `raw` with `secret` (HMAC-SHA256 of
 * `timestamp.body`) and the timestamp is within `toleranceSeconds` of now; throws otherwise.
 */
export function verifyWebhook(
  raw: Buffer,
  header: string,
  secret: string,
  toleranceSeconds = 300,
  now = Date.now(),
): StripeEvent {
  const parts = header.split(',').map((p) => p.split('='));
  const timestamp = Number(parts.find(([k]) => k === 't')?.[1]);
  const signatures = parts.filter(([k, v]) => k === 'v1' && v).map(([, v]) => Buffer.from(v, 'hex'));
  if (!Number.isInteger(timestamp) || !signatures.length)
    throw new Error('Malformed Stripe-Signature header.');
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(raw).digest();
  if (!signatures.some((s) => s.length === expected.length && timingSafeEqual(s, expected)))
    throw new Error('No signature matches the payload.');
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) throw new Error('The signature is too old.');
  return JSON.parse(raw.toString('utf8')) as StripeEvent;
}

/** The API client, pointed at STRIPE_API_BASE when set; null when card payments are not configured. */
export function createStripe(config: Config): StripeClient | null {
  const { secretKey, apiBase } = config.stripe;
  return secretKey ? new StripeClient(secretKey, apiBase) : null;
}
