/** The orders' background jobs: the auto-cancel of unpaid manual-payment orders, the COD confirmation's messages. */
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

/** Ask the customer of a cash-on-delivery order to confirm it: payload { orderId, via? } (via: 'sms' skips WhatsApp). */
export const COD_CONFIRM_TASK = 'cod_confirm_send';
/** The COD confirmation's next step when unanswered: payload { orderId, step: 'remind' | 'flag' }. */
export const COD_FOLLOW_UP_TASK = 'cod_confirm_follow_up';

/** Asks for the confirmation of order `orderId` now, in the caller's transaction (once per order and channel). */
export async function scheduleCodConfirmation(
  em: EntityManager,
  orderId: number,
  via: 'any' | 'sms' = 'any',
): Promise<void> {
  await addJob(
    em,
    COD_CONFIRM_TASK,
    { orderId, via },
    { jobKey: `cod-confirm:${via}:${orderId}`, maxAttempts: 8 },
  );
}

/** The reminder, or the flag, of order `orderId` `hours` from now (replacing the one waiting). */
export async function scheduleCodFollowUp(
  em: EntityManager,
  orderId: number,
  step: 'remind' | 'flag',
  hours: number,
): Promise<void> {
  await addJob(
    em,
    COD_FOLLOW_UP_TASK,
    { orderId, step },
    { delaySeconds: hours * 3600, jobKey: `cod-follow-up:${orderId}`, maxAttempts: 8 },
  );
}
