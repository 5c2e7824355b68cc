/**
 * Who takes the checkout's card payments (the `stripe` payment method, "Card", as old apps
 * know it): Stripe or Safepay, as the owner picks in settings (`cards.provider`). Stripe's card
 * is paid in the checkout before the order is placed (its intent, checked at placement);
 * Safepay's after it, on Safepay's hosted page (an attempt of online-payment.service.ts).
 */
import { CARD_UNAVAILABLE } from '../../shared/payment-methods';
import { ServiceUnavailableError } from '../../shared/errors';
import type { SettingsService } from '../settings';
import type { StripeProvider } from './providers/stripe';
import type { SafepayProvider } from './providers/safepay';

export type CardProvider = 'stripe' | 'safepay';

export class CardChoice {
  constructor(
    private readonly settings: Pick<SettingsService, 'get'>,
    private readonly stripe: StripeProvider,
    private readonly safepay: SafepayProvider,
  ) {}

  /** The owner's pick (Stripe until one is made). */
  async provider(): Promise<CardProvider> {
    return (await this.settings.get('cards'))?.provider ?? 'stripe';
  }

  /** The picked provider and whether it can take a card payment now. */
  async offer(): Promise<{ provider: CardProvider; enabled: boolean }> {
    const provider = await this.provider();
    return {
      provider,
      enabled: provider === 'stripe' ? this.stripe.cardEnabled : await this.safepay.enabled(),
    };
  }

  /**
   * Whether a card order is paid before it is placed (Stripe's intent) rather than after, on
   * Safepay's page; a 503 when Safepay is picked but cannot take payments (its keys not saved).
   */
  async paidBeforeOrder(): Promise<boolean> {
    if ((await this.provider()) === 'stripe') return true;
    if (!(await this.safepay.enabled())) throw new ServiceUnavailableError(CARD_UNAVAILABLE);
    return false;
  }

  /** A Stripe intent for a cart, only while Stripe takes the cards (else money could be taken where the owner does not look). */
  async createIntent(
    ...args: Parameters<StripeProvider['createIntent']>
  ): ReturnType<StripeProvider['createIntent']> {
    if ((await this.provider()) !== 'stripe') throw new ServiceUnavailableError(CARD_UNAVAILABLE);
    return this.stripe.createIntent(...args);
  }

  /** Stripe's word that the intent was paid by this account for the amount (orders' CardCheck). */
  assertPaid(intentId: string, amount: number, userId: number): Promise<void> {
    return this.stripe.assertPaid(intentId, amount, userId);
  }
}
