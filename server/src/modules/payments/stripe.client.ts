/**
 * Stripe's official Node SDK, set up for the shop: payment intents and webhook signatures.
 * Requests go to STRIPE_API_BASE when set (config.ts turns it into the SDK's host, port and
 * protocol; tests point it at a local fake of the API).
 */
import Stripe from 'stripe';
import type { Config } from '../../config';

export type PaymentIntent = Stripe.PaymentIntent;

/** A verified webhook event: what the shop reads of it (order.payments.ts applies it). */
export interface StripeEvent {
  id: string;
  type: string;
  data: { object: { id?: string; amount?: number } };
}

/** What the shop reads of a verified event: its id, type, and its object's id and amount when it has them. */
export function shopEvent(event: Stripe.Event): StripeEvent {
  const object = event.data.object as { id?: unknown; amount?: unknown };
  return {
    id: event.id,
    type: event.type,
    data: {
      object: {
        id: typeof object.id === 'string' ? object.id : undefined,
        amount: typeof object.amount === 'number' ? object.amount : undefined,
      },
    },
  };
}

const TIMEOUT_MS = 20_000;

/**
 * The API client; null when card payments are not configured. One retry on a network failure,
 * a 409 (a concurrent request with the same key) or a 5xx, as Stripe advises: every creation
 * carries an idempotency key (the SDK makes one when the caller has none), and the retry sends
 * the same one, so it never creates a second intent.
 */
export function createStripe(config: Config): Stripe | null {
  const { secretKey, api } = config.stripe;
  if (!secretKey) return null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: TIMEOUT_MS,
    telemetry: false,
    ...(api ?? {}),
  });
}
