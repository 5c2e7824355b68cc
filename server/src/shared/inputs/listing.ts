/** The shop listing's price range: what the API's filters and the shop's price form both check. */
import { z } from 'zod';
import { optionalField } from './fields';

/** The highest price bound a filter takes, in rupees (its paisa fit the integer price column). */
export const MAX_PRICE_FILTER = 10_000_000;

/**
 * A price bound in paisa: a number, or digits with at most 2 decimals (with `typed`, as a shopper
 * types them: thousands separators and spaces allowed, "1,500.50"), from 0 to MAX_PRICE_FILTER
 * rupees, exactly (no rounding); null when it is not such an amount.
 */
export function pricePaisa(v: unknown, typed = false): number | null {
  const raw = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  const text = typed ? raw.replace(/[,\s]/g, '') : raw;
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  const paisa = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return paisa <= MAX_PRICE_FILTER * 100 ? paisa : null;
}

/**
 * A minimum and a maximum price, each optional (absent, null or '' is no bound), in paisa, under
 * the keys `fields` names (each transport's own parameter names; the messages name `labels`):
 * each must be an amount (pricePaisa) and the maximum not below the minimum.
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
