/**
 * What a discount code takes off, in paisa: a percentage of the eligible lines rounded to the
 * nearest paisa (halves up), a fixed amount at most the eligible sum; and why a code is refused
 * (off, not started, expired, used up, per customer, minimum, nothing eligible), in that order.
 */
import fc from 'fast-check';
import type { DiscountCodeEntity } from '../../server/src/modules/discounts/discount.entity';
import {
  applyDiscount,
  DISCOUNT_ERRORS,
  discountStatus,
  isLimited,
  percentOf,
} from '../../server/src/modules/discounts/discount.rules';

const at = new Date('2026-06-15T12:00:00Z');

function code(over: Partial<DiscountCodeEntity> = {}): DiscountCodeEntity {
  return {
    id: 1,
    code: 'EID10',
    kind: 'percent',
    value: 10,
    minOrder: 0,
    startsAt: null,
    endsAt: null,
    maxUses: null,
    maxUsesPerCustomer: null,
    usedCount: 0,
    active: true,
    categoryIds: [],
    productIds: [],
    ...over,
  } as DiscountCodeEntity;
}

const lines = [
  { productId: 1, price: 150_000, qty: 2 },
  { productId: 2, price: 99_950, qty: 1 },
];

describe('percentOf', () => {
  it('rounds to the nearest paisa, a half paisa up', () => {
    expect(percentOf(5, 10)).toBe(1); // 0.5 paisa
    expect(percentOf(4, 10)).toBe(0); // 0.4 paisa
    expect(percentOf(15, 10)).toBe(2); // 1.5 paisa
    expect(percentOf(14, 10)).toBe(1);
    expect(percentOf(99_950, 15)).toBe(14_993); // 14,992.5
  });

  it('is exact where floating point is not (no float error on large sums)', () => {
    // 0.1 × 3 in floating point is 0.30000000000000004; in paisa integers it is not.
    expect(percentOf(3, 10)).toBe(0);
    expect(percentOf(1_000_000_005, 10)).toBe(100_000_001); // 100,000,000.5 rounds up
  });

  it('never takes off more than the amount, nor less than nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 100 }), (amount, p) => {
        const off = percentOf(amount, p);
        return (
          Number.isInteger(off) && off >= 0 && off <= amount && Math.abs(off - (amount * p) / 100) <= 0.5
        );
      }),
    );
  });
});

describe('discountStatus', () => {
  it('is inactive when turned off, whatever its dates', () => {
    expect(discountStatus(code({ active: false, endsAt: new Date('2020-01-01') }), at)).toBe('inactive');
  });

  it('starts at its start instant and expires at its end instant', () => {
    expect(discountStatus(code({ startsAt: new Date(at.getTime() + 1) }), at)).toBe('scheduled');
    expect(discountStatus(code({ startsAt: at }), at)).toBe('active');
    expect(discountStatus(code({ endsAt: new Date(at.getTime() + 1) }), at)).toBe('active');
    expect(discountStatus(code({ endsAt: at }), at)).toBe('expired');
  });

  it('is used up at its total number of uses, not one before', () => {
    expect(discountStatus(code({ maxUses: 3, usedCount: 2 }), at)).toBe('active');
    expect(discountStatus(code({ maxUses: 3, usedCount: 3 }), at)).toBe('used_up');
    expect(discountStatus(code({ maxUses: 0, usedCount: 0 }), at)).toBe('used_up');
  });
});

describe('applyDiscount', () => {
  it('takes a percentage of the eligible lines only', () => {
    expect(applyDiscount(code({ value: 10 }), lines, 'all', at, 0)).toEqual({ amount: 39_995 });
    expect(applyDiscount(code({ value: 10 }), lines, new Set([2]), at, 0)).toEqual({ amount: 9_995 });
  });

  it('takes a fixed amount, at most the eligible sum', () => {
    const fixed = code({ kind: 'fixed', value: 50_000 });
    expect(applyDiscount(fixed, lines, 'all', at, 0)).toEqual({ amount: 50_000 });
    expect(applyDiscount(code({ kind: 'fixed', value: 200_000 }), lines, new Set([2]), at, 0)).toEqual({
      amount: 99_950,
    });
  });

  it('needs the minimum on the whole sub total, eligible or not, to the paisa', () => {
    const subTotal = 399_950;
    const limited = new Set([2]);
    expect(applyDiscount(code({ minOrder: subTotal }), lines, limited, at, 0)).toEqual({ amount: 9_995 });
    expect(applyDiscount(code({ minOrder: subTotal + 1 }), lines, limited, at, 0)).toEqual({
      error: DISCOUNT_ERRORS.minOrder(subTotal + 1),
      code: 'DISCOUNT_MIN_ORDER',
    });
    expect(DISCOUNT_ERRORS.minOrder(subTotal + 1)).toBe(
      'This discount code needs a sub total of at least Rs 3,999.51.',
    );
  });

  it('refuses a cart with nothing it covers', () => {
    expect(applyDiscount(code(), lines, new Set([99]), at, 0)).toEqual({
      error: DISCOUNT_ERRORS.notApplicable,
      code: 'DISCOUNT_NOT_APPLICABLE',
    });
  });

  it('counts uses per customer up to its limit; an unknown count (guest) is checked later', () => {
    const once = code({ maxUsesPerCustomer: 1 });
    expect(applyDiscount(once, lines, 'all', at, 0)).toEqual({ amount: 39_995 });
    expect(applyDiscount(once, lines, 'all', at, 1)).toEqual({
      error: DISCOUNT_ERRORS.perCustomer,
      code: 'DISCOUNT_CUSTOMER_LIMIT',
    });
    expect(applyDiscount(once, lines, 'all', at, null)).toEqual({ amount: 39_995 });
  });

  it("names the code's standing before anything about the cart", () => {
    const expiredAndTooSmall = code({ endsAt: at, minOrder: 10_000_000 });
    expect(applyDiscount(expiredAndTooSmall, lines, new Set([99]), at, 5)).toEqual({
      error: DISCOUNT_ERRORS.expired,
      code: 'DISCOUNT_EXPIRED',
    });
    expect(applyDiscount(code({ active: false }), lines, 'all', at, 0)).toEqual({
      error: DISCOUNT_ERRORS.invalid,
      code: 'DISCOUNT_INVALID',
    });
    expect(applyDiscount(code({ startsAt: new Date(at.getTime() + 60_000) }), lines, 'all', at, 0)).toEqual({
      error: DISCOUNT_ERRORS.notStarted,
      code: 'DISCOUNT_NOT_STARTED',
    });
    expect(applyDiscount(code({ maxUses: 1, usedCount: 1 }), lines, 'all', at, 0)).toEqual({
      error: DISCOUNT_ERRORS.usedUp,
      code: 'DISCOUNT_USED_UP',
    });
  });
});

it('is limited when it names categories or products', () => {
  expect(isLimited({ categoryIds: [], productIds: [] })).toBe(false);
  expect(isLimited({ categoryIds: [3], productIds: [] })).toBe(true);
  expect(isLimited({ categoryIds: [], productIds: [7] })).toBe(true);
});
