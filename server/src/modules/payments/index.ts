/** Card payments: intents for the server's price of a cart, checked with the provider, and its webhooks. */
export { CARD_UNAVAILABLE, PAYMENT_OF_ANOTHER_ACCOUNT, PaymentService } from './payment.service';
export type { StripeEvent } from './stripe.client';
