/** Checkout: what a cart is, what it costs (prices from the database, shipping) and idempotent checkouts. */
export { MAX_LINES, MAX_QTY, parseCart, type CartLineInput, type CheckoutInput } from './cart';
export {
  CHOOSE_ATTRIBUTES,
  PRICES_CHANGED,
  PRODUCT_UNAVAILABLE,
  PricingService,
  productGone,
  type PricedLine,
  type QuantityCaps,
  type Quote,
  type QuoteOptions,
} from './pricing.service';
export {
  checkoutFingerprint,
  IDEMPOTENCY_KEY_MAX,
  IDEMPOTENCY_MISMATCH,
  idempotencyKeyOf,
  idempotencyMismatch,
  providerKey,
} from './idempotency';
