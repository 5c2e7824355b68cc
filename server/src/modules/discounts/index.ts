/** Discount codes: the back office's list, and checking and counting a code's use at checkout. */
export { type DiscountCodeEntity } from './discount.entity';
export { DiscountService } from './discount.service';
export { DiscountRedemptions, type AppliedDiscount } from './discount.redemption';
export { DiscountGuesses } from './discount.guesses';
export { discountStatus, DISCOUNT_STATUSES, type DiscountStatus } from './discount.rules';
