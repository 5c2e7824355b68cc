/** Discount codes (issue 33): the back office's list, and checking and counting a code's use at checkout. */
export { DiscountCodeEntity } from './discount.entity';
export { DiscountService } from './discount.service';
export { DiscountRedemptions, type AppliedDiscount } from './discount.redemption';
export { DiscountGuesses, minutesLeft, tooManyWrongCodes, type CodeParty } from './discount.guesses';
export {
  applyDiscount,
  DISCOUNT_ERRORS,
  discountRefused,
  percentOf,
  type DiscountedLine,
} from './discount.rules';
export { discountStatus, DISCOUNT_STATUSES, type DiscountStatus } from './discount.rules';
