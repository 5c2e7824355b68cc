/** The shop listing's price range: what the API's filters and the shop's price form both check. */
import { z } from 'zod';
import { optionalField } from './fields';
import { pricePaisa } from './price';

export { MAX_PRICE_FILTER, pricePaisa } from './price';

/**
 * A minimum and a maximum price, each optional (absent, null or '' is no bound), in paisa, under
 * the keys `fields` names (each transport's own parameter names; the messages name `labels`):
 * each must be an amount (pricePaisa, price.ts) and the maximum not below the minimum.
 */
export function priceRangeInput<Min extends string, Max extends string>(
  fields: { min: Min; max: Max },
  { labels = fields as { min: string; max: string }, typed = false } = {},
) {
  const bound = (label: string) =>
    optionalField<number | undefined>((v) => {
      if (v === undefined || v === null || v === '') return { value: undefined };
      const paisa = pricePaisa(v, typed);
      return paisa === null
        ? {
            message: `The ${label} must be an amount in rupees from 0 to 10,000,000, with at most 2 decimals.`,
          }
        : { value: paisa };
    });
  return z
    .object({ [fields.min]: bound(labels.min), [fields.max]: bound(labels.max) } as Record<
      Min | Max,
      ReturnType<typeof bound>
    >)
    .superRefine((range, ctx) => {
      const min = (range as Record<string, number | undefined>)[fields.min];
      const max = (range as Record<string, number | undefined>)[fields.max];
      if (min !== undefined && max !== undefined && max < min)
        ctx.addIssue({
          code: 'custom',
          path: [fields.max],
          message: `The ${labels.max} must not be less than the ${labels.min}.`,
          params: { code: 'INVALID' },
        });
    });
}
