/**
 * What a discount code takes off an order, in paisa. A percentage is of the eligible
 * lines' sum and rounded to the nearest paisa, a half paisa up (10% of Rs 0.05 is 1 paisa); a
 * fixed amount is at most the eligible lines' sum. Shipping is never discounted.
 */
import { ValidationError } from '../../shared/errors';
import { formatRupees } from '../../shared/money';
import type { DiscountCodeEntity } from './discount.entity';

export const DISCOUNT_ERRORS = {
  invalid: 'This discount code is not valid.',
  notStarted: 'This discount code is not active yet.',
  expired: 'This discount code has expired.',
  minOrder: (paisa: number) => `This discount code needs a sub total of at least ${formatRupees(paisa)}.`,
  notApplicable: 'This discount code does not apply to the items in your cart.',
  usedUp: 'This discount code has been used up.',
  perCustomer: 'You have already used this discount code as often as it allows.',
  signIn: 'Sign in to use this discount code.',
} as const;

/** The error naming the checkout's code field (REST `discount_code`; GraphQL the same field name). */
export const discountRefused = (message: string, code = 'DISCOUNT_INVALID') =>
  ValidationError.single('discount_code', message, code);

/** A line as the rule sees it: its product, unit price (paisa) and quantity. */
export interface DiscountedLine {
  productId: number;
  price: number;
  qty: number;
}

/** A percentage of an amount in paisa, to the nearest paisa, halves up (integers only: no float error). */
export function percentOf(amount: number, percent: number): number {
  return Math.floor((amount * percent + 50) / 100);
}

/** A code's standing at a moment, whoever uses it; each value with what the back office shows for it. */
export const DISCOUNT_STATUSES = {
  active: 'Usable now (its other conditions, such as the minimum or the products, still apply).',
  scheduled: 'Turned on, but its start date has not come yet.',
  expired: 'Its end date has passed.',
  used_up: 'Used on as many orders as it allows in all.',
  inactive: 'Turned off by the shop.',
} as const;
export type DiscountStatus = keyof typeof DISCOUNT_STATUSES;

/** Why a code that is not active is refused at checkout. */
const UNUSABLE: Record<Exclude<DiscountStatus, 'active'>, { error: string; code: string }> = {
  inactive: { error: DISCOUNT_ERRORS.invalid, code: 'DISCOUNT_INVALID' },
  scheduled: { error: DISCOUNT_ERRORS.notStarted, code: 'DISCOUNT_NOT_STARTED' },
  expired: { error: DISCOUNT_ERRORS.expired, code: 'DISCOUNT_EXPIRED' },
  used_up: { error: DISCOUNT_ERRORS.usedUp, code: 'DISCOUNT_USED_UP' },
};

/** A code's standing at `at`: the checks checkout makes before it looks at the cart, in its order. */
export function discountStatus(
  rule: Pick<DiscountCodeEntity, 'active' | 'startsAt' | 'endsAt' | 'maxUses' | 'usedCount'>,
  at: Date,
): DiscountStatus {
  if (!rule.active) return 'inactive';
  if (rule.startsAt && at < rule.startsAt) return 'scheduled';
  if (rule.endsAt && at >= rule.endsAt) return 'expired';
  if (rule.maxUses !== null && rule.usedCount >= rule.maxUses) return 'used_up';
  return 'active';
}

/**
 * The amount off, or why the code cannot be used now: `eligible` are the products it covers
 * (all when it is not limited), `uses` how often this customer used it (null: not known yet).
 */
export function applyDiscount(
  rule: DiscountCodeEntity,
  lines: readonly DiscountedLine[],
  eligible: ReadonlySet<number> | 'all',
  at: Date,
  uses: number | null,
): { amount: number } | { error: string; code: string } {
  const status = discountStatus(rule, at);
  if (status !== 'active') return UNUSABLE[status];
  if (uses !== null && rule.maxUsesPerCustomer !== null && uses >= rule.maxUsesPerCustomer)
    return { error: DISCOUNT_ERRORS.perCustomer, code: 'DISCOUNT_CUSTOMER_LIMIT' };
  const subTotal = lines.reduce((s, l) => s + l.price * l.qty, 0);
  if (subTotal < rule.minOrder)
    return { error: DISCOUNT_ERRORS.minOrder(rule.minOrder), code: 'DISCOUNT_MIN_ORDER' };
  const base = lines
    .filter((l) => eligible === 'all' || eligible.has(l.productId))
    .reduce((s, l) => s + l.price * l.qty, 0);
  if (base === 0) return { error: DISCOUNT_ERRORS.notApplicable, code: 'DISCOUNT_NOT_APPLICABLE' };
  const amount = rule.kind === 'percent' ? percentOf(base, rule.value) : Math.min(rule.value, base);
  return { amount };
}

/** Whether the code covers some products only (categories or products chosen). */
export const isLimited = (rule: Pick<DiscountCodeEntity, 'categoryIds' | 'productIds'>) =>
  rule.categoryIds.length > 0 || rule.productIds.length > 0;
