/** Checkout: what a cart is, what it costs (prices from the database, shipping) and idempotent checkouts. */
export { parseCart, type CartLineInput, type CheckoutInput } from './cart';
export {
  PRICES_CHANGED,
  PricingService,
  productGone,
  type Quote,
  type QuoteOptions,
} from './pricing.service';
export { checkoutFingerprint, idempotencyKeyOf, idempotencyMismatch, providerKey } from './idempotency';
