/** The wallets' background job: the status inquiry of an attempt no answer came back for. */
import type { EntityManager } from 'typeorm';
import { addJob } from '../../platform/jobs/queue';

/** Ask the provider about one payment attempt: payload { attemptId }. */
export const PAYMENT_INQUIRY_TASK = 'inquire_payment_attempt';

/** When the first inquiry is made: the hosted page lets a customer take this long. */
export const FIRST_INQUIRY_SECONDS = 20 * 60;
/** Between later inquiries of an attempt still pending at the provider. */
export const NEXT_INQUIRY_SECONDS = 30 * 60;
/** After this many inquiries an attempt still pending is given up as failed (about a day). */
export const MAX_INQUIRIES = 48;

/** Schedules (or moves) the inquiry of `attemptId`, in the caller's transaction. */
export async function scheduleInquiry(
  em: EntityManager,
  attemptId: number,
  delaySeconds: number,
): Promise<void> {
  await addJob(
    em,
    PAYMENT_INQUIRY_TASK,
    { attemptId },
    { delaySeconds, jobKey: `payment-inquiry:${attemptId}`, maxAttempts: 10 },
  );
}
