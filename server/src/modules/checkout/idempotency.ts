import { createHash } from 'node:crypto';
import { ValidationError } from '../../shared/errors';
import type { CheckoutInput } from './cart';

/** Idempotency keys follow Stripe: kept with what they placed, never cut, refused for another request. */
export const IDEMPOTENCY_KEY_MAX = 255;
export const IDEMPOTENCY_MISMATCH = 'This idempotency key was already used for a different order.';

export const idempotencyMismatch = () =>
  ValidationError.single('idempotency_key', IDEMPOTENCY_MISMATCH, 'IDEMPOTENCY_MISMATCH');

/** A card-provider idempotency key for ours: the same length whatever ours is (Stripe takes at most 255 characters). */
export function providerKey(scope: string, userId: number, key: string): string {
  return `${scope}:${userId}:${createHash('sha256').update(key).digest('hex')}`;
}

/** An idempotency key as sent: null when none; refused (never cut) when longer than 255 characters. */
export function idempotencyKeyOf(raw: unknown): string | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const key = String(raw);
  if (key.length > IDEMPOTENCY_KEY_MAX) {
    throw ValidationError.single(
      'idempotency_key',
      `The idempotency key may not be greater than ${IDEMPOTENCY_KEY_MAX} characters.`,
      'INVALID',
    );
  }
  return key;
}

/**
 * The canonical request an idempotency key stands for (Stripe's semantics): the checkout
 * fields as they would be stored and the cart lines in a fixed order. Totals are left out:
 * they are only the client's claim, checked against the server's prices.
 */
export function checkoutFingerprint(input: CheckoutInput): string {
  const text = (v: unknown) =>
    typeof v === 'string' ? v.trim() : v === undefined || v === null ? null : JSON.stringify(v);
  const cart = input.cart
    .map((l) => [l.productId, l.variantId ?? null, l.qty, [...l.attributeValueIds].sort((a, b) => a - b)])
    .sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
  const canonical = [
    text(input.name),
    text(input.email)?.toLowerCase() ?? null,
    text(input.street),
    text(input.city),
    text(input.address),
    text(input.zip),
    text(input.mobile),
    text(input.paymentMethod),
    text(input.paymentIntentId),
    cart,
    // Added last, and only when sent, so a request without a code keeps its former fingerprint.
    ...(typeof input.discountCode === 'string' && input.discountCode.trim()
      ? [input.discountCode.trim().toUpperCase()]
      : []),
  ];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}
