/**
 * The price range form's rules (zod, through react-hook-form's resolver). Loaded the first
 * time the form is used (PriceRangeForm): the shop page is server-rendered within a
 * first-load budget, and a validation library is not needed to show the form.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { PRICE_MESSAGES, parseRupees } from './shopListing';

const amount = z
  .string()
  .check(z.refine((v) => v.trim() === '' || parseRupees(v) !== null, PRICE_MESSAGES.amount));

export const priceRangeSchema = z.object({ min: amount, max: amount }).check(
  z.refine(
    (v) => {
      const min = parseRupees(v.min);
      const max = parseRupees(v.max);
      return min === null || max === null || max >= min;
    },
    { message: PRICE_MESSAGES.order, path: ['max'] },
  ),
);

export type PriceRangeValues = z.infer<typeof priceRangeSchema>;

export const priceRangeResolver = zodResolver(priceRangeSchema);
