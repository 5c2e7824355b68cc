/** The orders' background jobs: the auto-cancel of unpaid manual-payment orders. */
import type { EntityManager } from 'typeorm';
import { addJob } from '../../platform/jobs/queue';

/** Cancel one manual-payment order if it is still unpaid: payload { orderId }. */
export const CANCEL_UNPAID_TASK = 'cancel_unpaid_order';
/** Hourly sweep for overdue unpaid manual-payment orders (orders from before their own job existed). */
export const CANCEL_OVERDUE_TASK = 'cancel_overdue_orders';

/**
 * Schedules (or moves: graphile-worker replaces the waiting job with the same key) the
 * auto-cancel of order `orderId` to `hours` from now, in the caller's transaction.
 */
export async function scheduleAutoCancel(em: EntityManager, orderId: number, hours: number): Promise<void> {
  await addJob(
    em,
    CANCEL_UNPAID_TASK,
    { orderId },
    { delaySeconds: hours * 3600, jobKey: `cancel-unpaid:${orderId}`, maxAttempts: 10 },
  );
}
