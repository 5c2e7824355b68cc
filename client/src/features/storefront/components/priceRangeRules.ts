/**
 * The price range form's rules: the API's own (`priceRangeInput`, shared with the server), on
 * the form's `min` and `max` as a shopper types them, the messages naming the minimum and the
 * maximum. Loaded the first time the form is used (PriceRangeForm): the shop page is
 * server-rendered within a first-load budget, and the rules are not needed to show the form.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { priceRangeInput } from '@inputs/listing';

export const priceRangeRules = priceRangeInput(
  { min: 'min', max: 'max' },
  { labels: { min: 'minimum', max: 'maximum' }, typed: true },
);

export const priceRangeResolver = zodResolver(priceRangeRules);
