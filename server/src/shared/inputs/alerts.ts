/** The owner's alerts: a product's low-stock threshold, the server's rule and the product page's field alike. */
import { z } from 'zod';
import { field, id } from './fields';

export const LOW_STOCK_MAX = 100_000;

export const ALERT_MESSAGES = {
  productRequired: 'Choose a product.',
  thresholdInvalid: `The low-stock threshold must be a whole number from 0 to ${LOW_STOCK_MAX.toLocaleString('en')}.`,
} as const;

export const lowStockThresholdInput = z.object({
  productId: id(ALERT_MESSAGES.productRequired),
  threshold: field<number>((v) => {
    const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
    return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= LOW_STOCK_MAX
      ? { value: n }
      : { message: ALERT_MESSAGES.thresholdInvalid };
  }).meta({ type: ['integer', 'string'], minimum: 0, maximum: LOW_STOCK_MAX }),
});
export type LowStockThresholdInput = z.output<typeof lowStockThresholdInput>;
