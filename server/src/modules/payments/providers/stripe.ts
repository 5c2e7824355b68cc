/**
 * Card payments through Stripe's official Node SDK: intents created for the server's own price
 * of a cart, an intent counted as payment only when Stripe itself says it succeeded for that
 * amount, and its signed webhooks. Tests point the SDK at a local fake of the API (`config.stripe.api`).
 */
import Stripe from 'stripe';
import type { Config } from '../../../config';
import type { Logger } from '../../../platform/logger';
import { CARD_UNAVAILABLE } from '../../../shared/payment-methods';
import { ServiceUnavailableError, ValidationError } from '../../../shared/errors';
import {
  idempotencyKeyOf,
  idempotencyMismatch,
  PRICES_CHANGED,
  providerKey,
  type CartLineInput,
  type PricingService,
  type QuoteOptions,
} from '../../checkout';
import { RefundRefused, type RefundAnswer, type RefundAsk, type RefundingProvider } from '../provider';

const PAYMENT_OF_ANOTHER_ACCOUNT = 'This card payment was not made from your account.';

/** A verified webhook event: what the shop reads of it (order-payments.ts applies it). */
export interface StripeEvent {
  id: string;
  type: string;
  data: { object: { id?: string; amount?: number } };
}

/** What the shop reads of a verified event: its id, type, and its object's id and amount when it has them. */
function shopEvent(event: Stripe.Event): StripeEvent {
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
function createStripe(config: Config): Stripe | null {
  const { secretKey, api } = config.stripe;
  if (!secretKey) return null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: TIMEOUT_MS,
    telemetry: false,
    ...(api ?? {}),
  });
}

/** The intent's metadata key naming the account it was created for (set by the server, never by a client). */
const INTENT_OWNER = 'user_id';

export class StripeProvider implements RefundingProvider {
  readonly code = 'stripe';
  readonly capabilities = { hostedCheckout: false, refunds: true };
  private readonly stripe: Stripe | null;

  constructor(
    private readonly config: Config,
    private readonly pricing: PricingService,
    private readonly logger: Logger,
  ) {
    this.stripe = createStripe(config);
  }

  get cardEnabled(): boolean {
    return !!this.stripe && !!this.config.stripe.publishableKey;
  }

  async enabled(): Promise<boolean> {
    return this.cardEnabled;
  }

  private client(): Stripe {
    if (!this.stripe) throw new ServiceUnavailableError(CARD_UNAVAILABLE);
    return this.stripe;
  }

  /** `amount` (paisa, grand total × 100) from the client is only compared with the server's. */
  async createIntent(
    userId: number,
    cart: CartLineInput[],
    clientAmount: number | undefined,
    rawKey: string | undefined,
    /** Where the order goes and its discount code: the amount is what placing the order will charge. */
    options: Pick<QuoteOptions, 'destination' | 'destinationFields' | 'discountCode' | 'ip'> = {},
  ) {
    const stripe = this.client();
    const key = idempotencyKeyOf(rawKey);
    const quote = await this.pricing.quote(cart, { ...options, userId });
    if (clientAmount !== undefined && clientAmount !== quote.grandTotal) {
      throw ValidationError.single('amount', PRICES_CHANGED, 'PRICE_MISMATCH');
    }
    let intent: Stripe.PaymentIntent;
    try {
      intent = await stripe.paymentIntents.create(
        {
          amount: quote.grandTotal,
          currency: 'pkr',
          automatic_payment_methods: { enabled: true },
          metadata: { [INTENT_OWNER]: String(userId) },
        },
        key ? { idempotencyKey: providerKey('pi', userId, key) } : undefined,
      );
    } catch (err) {
      // The provider keeps the same rule as placing an order: one key, one request.
      if (err instanceof Stripe.errors.StripeIdempotencyError) throw idempotencyMismatch();
      throw err;
    }
    return { clientSecret: intent.client_secret!, id: intent.id, amount: quote.grandTotal };
  }

  /**
   * Throws unless the intent was created by this shop for `userId` (its metadata, written with
   * the secret key: a browser's publishable key cannot change it) and succeeded, for exactly
   * `amount` PKR paisa. That no other order uses it is the orders' rule (orders own that table).
   */
  async assertPaid(intentId: string, amount: number, userId: number): Promise<void> {
    const stripe = this.client();
    let intent: Stripe.PaymentIntent;
    try {
      intent = await stripe.paymentIntents.retrieve(intentId);
    } catch (err) {
      this.logger.warn({ err, intentId }, 'payment intent lookup failed');
      throw ValidationError.single(
        'payment_intent_id',
        'The card payment could not be found.',
        'PAYMENT_NOT_FOUND',
      );
    }
    if (intent.metadata?.[INTENT_OWNER] !== String(userId))
      throw ValidationError.single('payment_intent_id', PAYMENT_OF_ANOTHER_ACCOUNT, 'PAYMENT_NOT_YOURS');
    if (intent.status !== 'succeeded')
      throw ValidationError.single(
        'payment_intent_id',
        'The card payment has not been completed.',
        'PAYMENT_INCOMPLETE',
      );
    if (intent.amount !== amount || intent.currency !== 'pkr')
      throw ValidationError.single('payment_intent_id', PRICES_CHANGED, 'PRICE_MISMATCH');
  }

  /**
   * A refund of a succeeded intent (https://docs.stripe.com/api/refunds/create): `amount` paisa
   * of it, the shop's reason in metadata (Stripe's own `reason` takes only its three codes), and
   * the idempotency key, so a retry never refunds twice. Stripe's refusal (an invalid request, a
   * refund that failed or was cancelled) is RefundRefused; any other error leaves it unknown.
   */
  async refund(ask: RefundAsk): Promise<RefundAnswer> {
    const stripe = this.client();
    let refund: Stripe.Refund;
    try {
      refund = await stripe.refunds.create(
        {
          payment_intent: ask.reference,
          amount: ask.amount,
          reason: 'requested_by_customer',
          metadata: { reason: ask.reason.slice(0, 500) },
        },
        { idempotencyKey: ask.key },
      );
    } catch (err) {
      if (
        err instanceof Stripe.errors.StripeInvalidRequestError ||
        err instanceof Stripe.errors.StripeCardError
      )
        throw new RefundRefused('Stripe', err.message);
      throw err;
    }
    if (refund.status === 'failed' || refund.status === 'canceled')
      throw new RefundRefused('Stripe', refund.failure_reason ?? refund.status);
    return {
      providerRef: refund.id,
      status: refund.status === 'succeeded' ? 'succeeded' : 'pending',
      raw: refund,
    };
  }

  /** Verifies a webhook's signature on the raw body; throws on a bad or stale signature. */
  parseWebhook(raw: Buffer, signature: string | undefined): StripeEvent {
    const secret = this.config.stripe.webhookSecret;
    if (!this.stripe || !secret) throw new ServiceUnavailableError('Webhooks are not configured.');
    return shopEvent(this.stripe.webhooks.constructEvent(raw, signature ?? '', secret, 300));
  }
}
