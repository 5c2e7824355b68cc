/**
 * Payments made on a provider's hosted checkout (JazzCash, easypaisa, Safepay for cards). A customer's unpaid
 * order of such a method gets an attempt (a reference of its own, the order's amount in paisa)
 * and the signed form for the provider's page. Whatever comes back (the browser's return, the
 * IPN, the status inquiry job) is verified by the provider (hash, merchant, inquiry agreeing on
 * the transaction and the amount), and the attempt is then settled once: the first delivery to
 * commit claims it in `processed_events` under the attempt's row lock, marks it paid and the
 * order paid (order-payments.ts); a repeat, a replay or a racing twin finds it claimed and
 * changes nothing.
 */
import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { addJob } from '../../platform/jobs/queue';
import type { Logger } from '../../platform/logger';
import { NotFoundError, ValidationError } from '../../shared/errors';
import type { OrderEntity, Orders } from '../orders';
import { ProcessedEvents } from '../webhooks';
import type { OrderPayments } from './order-payments';
import { PaymentAttemptEntity, PROVIDER_LABELS, type OnlineProvider } from './payment-attempt.entity';
import { ON_PAGE_MS } from './provider';
import type {
  AttemptRef,
  HostedPaymentForm,
  HostedPaymentProvider,
  PaymentProviders,
  Verdict,
} from './provider';

/** The part of the owner's shop policy read here: how long an unpaid order waits. */
type OrderPolicy = () => Promise<{ orders: { unpaidOrderHours: number } }>;

const NOT_PAYABLE_ONLINE = 'This order cannot be paid online.';
const ALREADY_PAID_ONLINE = 'This order has already been paid.';

/** Ask the provider about one payment attempt: payload { attemptId }. */
export const PAYMENT_INQUIRY_TASK = 'inquire_payment_attempt';
/** When the first inquiry is made: the hosted page lets a customer take this long. */
const FIRST_INQUIRY_SECONDS = 20 * 60;
/** Between later inquiries of an attempt still pending at the provider. */
const NEXT_INQUIRY_SECONDS = 30 * 60;
/** After this many inquiries (about a day) an attempt still pending is asked less often... */
const MAX_INQUIRIES = 48;
/** ...this often, until it can no longer be paid, then given up as failed. */
const LATE_INQUIRY_SECONDS = 3 * 3600;

/** Schedules (or moves) the inquiry of `attemptId`, in the caller's transaction. */
export async function scheduleInquiry(em: EntityManager, attemptId: number, delaySeconds: number) {
  await addJob(
    em,
    PAYMENT_INQUIRY_TASK,
    { attemptId },
    { delaySeconds, jobKey: `payment-inquiry:${attemptId}`, maxAttempts: 10 },
  );
}

export type SettleOutcome = 'paid' | 'duplicate' | 'failed' | 'pending';

export class OnlinePaymentService {
  constructor(
    private readonly ds: DataSource,
    private readonly orders: Orders,
    private readonly providers: PaymentProviders,
    private readonly orderPayments: OrderPayments,
    private readonly logger: Logger,
    private readonly policy: OrderPolicy,
  ) {}

  /**
   * Until when an attempt can be paid: the provider says (a voucher as long as the order waits,
   * unpaidOrderHours after it was placed), else an hour after the attempt.
   */
  private async payableUntil(
    provider: HostedPaymentProvider,
    attempt: AttemptRef & { orderId: number },
    placedAt?: Date,
  ): Promise<Date> {
    if (!provider.payableUntil) return new Date(attempt.createdAt.getTime() + ON_PAGE_MS);
    const [{ orders }, placed] = await Promise.all([
      this.policy(),
      placedAt ?? this.orders.queries.details(attempt.orderId).then((o) => o.createdAt),
    ]);
    return provider.payableUntil(attempt, new Date(placed.getTime() + orders.unpaidOrderHours * 3_600_000));
  }

  private attempts(em: EntityManager = this.ds.manager) {
    return em.getRepository(PaymentAttemptEntity);
  }

  /** What the customer sees of an order's online payment; null when its method is not a hosted checkout set up for it. */
  async stateOf(order: Pick<OrderEntity, 'id' | 'paymentMethod' | 'paymentStatus' | 'status'>) {
    const provider = await this.providers.hosted(order.paymentMethod);
    if (!provider) return null;
    const latest = await this.attempts().findOne({ where: { orderId: order.id }, order: { id: 'DESC' } });
    return {
      provider: provider.code as OnlineProvider,
      providerLabel: PROVIDER_LABELS[provider.code as OnlineProvider],
      // The customer may go to the provider's page now: an unpaid pending order.
      canPay: order.paymentStatus === 'unpaid' && order.status === 'pending',
      status: latest?.status ?? 'none',
      message: latest?.message ?? null,
      reference: latest?.reference ?? null,
    };
  }

  /**
   * A new attempt for the customer's order (a retry is another attempt), its status inquiry
   * scheduled with it for when no answer comes; answers where the browser goes to pay it.
   */
  async start(userId: number, orderId: number): Promise<{ redirectUrl: string; form: HostedPaymentForm }> {
    const order = await this.orders.queries.customerOrder(userId, orderId);
    const provider = await this.providers.hosted(order.paymentMethod);
    if (!provider) throw ValidationError.single('order', NOT_PAYABLE_ONLINE, 'NOT_ONLINE');
    if (order.paymentStatus !== 'unpaid')
      throw ValidationError.single('order', ALREADY_PAID_ONLINE, 'ALREADY_PAID');
    if (order.status !== 'pending')
      throw ValidationError.single('order', NOT_PAYABLE_ONLINE, order.status.toUpperCase());
    // The provider's own (Safepay's tracker) when it makes one, else ≤ 20 letters and digits (JazzCash's pp_TxnRefNo), unique per attempt.
    const reference = provider.openAttempt
      ? await provider.openAttempt(order.grandTotal)
      : `O${order.id}T${randomBytes(8).toString('hex').toUpperCase()}`.slice(0, 20);
    await this.ds.transaction(async (em) => {
      const saved = await this.attempts(em).save(
        this.attempts(em).create({
          orderId: order.id,
          provider: provider.code as OnlineProvider,
          amount: order.grandTotal,
          reference,
        }),
      );
      await scheduleInquiry(em, saved.id, FIRST_INQUIRY_SECONDS);
    });
    return { redirectUrl: `/payments/go/${reference}`, form: (await this.formFor(reference)).form };
  }

  /**
   * The signed form of a pending attempt for the provider's page (the reference, unguessable,
   * is what the customer's browser carries there): the same fields each time it is asked.
   */
  async formFor(reference: string): Promise<{ form: HostedPaymentForm; title: string }> {
    const attempt = await this.attemptByReference(reference);
    if (attempt.status !== 'pending')
      throw ValidationError.single(
        'order',
        'This payment is over: start a new one from your order.',
        'ATTEMPT_OVER',
      );
    const provider = await this.providers.hosted(attempt.provider);
    if (!provider) throw ValidationError.single('order', NOT_PAYABLE_ONLINE, 'NOT_ONLINE');
    const order = await this.orders.queries.details(attempt.orderId);
    const expiresAt = await this.payableUntil(provider, attempt, order.createdAt);
    if (expiresAt.getTime() <= Date.now())
      throw ValidationError.single(
        'order',
        'This payment has expired: start a new one from your order.',
        'EXPIRED',
      );
    return {
      form: await provider.startPayment({ ...attempt, expiresAt }, order),
      title: `Taking you to ${PROVIDER_LABELS[attempt.provider]}…`,
    };
  }

  /** The attempt a provider's answer names, or a 404 (an answer for no attempt of this shop). */
  private async attemptByReference(reference: string): Promise<PaymentAttemptEntity> {
    const attempt = await this.attempts().findOneBy({ reference });
    if (!attempt) throw new NotFoundError('No payment attempt has this reference.');
    return attempt;
  }

  /**
   * A provider's notification (`kind` as the provider names it: JazzCash's signed answer,
   * easypaisa's IPN or final redirect), checked by the provider and settled with its inquiry.
   */
  async notify(
    method: OnlineProvider,
    kind: string,
    input: unknown,
  ): Promise<{ attempt: PaymentAttemptEntity; outcome: SettleOutcome }> {
    const label = PROVIDER_LABELS[method];
    const provider = await this.providers.hosted(method);
    if (!provider) throw new NotFoundError(`${label} is not set up in this shop.`);
    const { reference, notice } = await provider.handleNotification(kind, input);
    const attempt = await this.attemptByReference(reference);
    if (attempt.provider !== method) throw new NotFoundError(`No ${label} payment has this reference.`);
    return { attempt, outcome: await this.settle(attempt, await provider.inquire(attempt, notice)) };
  }

  /**
   * The job: the status inquiry of an attempt nothing settled yet. Paid → marked paid; failed
   * → failed; still pending → asked again later: at least MAX_INQUIRIES times, and for as long
   * as it can be paid (a voucher: as long as the order waits), then given up as failed.
   */
  async inquire(attemptId: number): Promise<SettleOutcome | 'settled'> {
    const attempt = await this.attempts().findOneBy({ id: attemptId });
    if (!attempt || attempt.status === 'paid') return 'settled';
    const provider = await this.providers.hosted(attempt.provider);
    if (!provider) return 'settled';
    let verdict = await provider.inquire(attempt);
    const late = attempt.inquiries + 1 >= MAX_INQUIRIES;
    if (
      !verdict.paid &&
      verdict.status === 'pending' &&
      late &&
      (await this.payableUntil(provider, attempt)).getTime() <= Date.now()
    )
      verdict = {
        ...verdict,
        status: 'failed',
        reason: `the payment was not completed on ${PROVIDER_LABELS[attempt.provider]}`,
      };
    const outcome = await this.settle(attempt, verdict);
    await this.ds.transaction(async (em) => {
      await em.query('UPDATE payment_attempts SET inquiries = inquiries + 1 WHERE id = $1', [attemptId]);
      if (outcome === 'pending')
        await scheduleInquiry(em, attemptId, late ? LATE_INQUIRY_SECONDS : NEXT_INQUIRY_SECONDS);
    });
    return outcome;
  }

  private settle(attempt: PaymentAttemptEntity, verdict: Verdict): Promise<SettleOutcome> {
    return verdict.paid
      ? this.markPaid(attempt.id, verdict.raw)
      : this.markUnpaid(attempt.id, verdict.status, verdict.reason, verdict.raw);
  }

  /** Settles a verified payment once: under the attempt's lock, the first claim of (provider, reference) pays. */
  private async markPaid(attemptId: number, raw: unknown): Promise<SettleOutcome> {
    const outcome = await this.orders.lifecycle.transaction(async (em, emit): Promise<SettleOutcome> => {
      const attempt = await this.attempts(em)
        .createQueryBuilder('a')
        .setLock('pessimistic_write')
        .where('a.id = :id', { id: attemptId })
        .getOneOrFail();
      if (!(await ProcessedEvents.claim(em, attempt.provider, `paid:${attempt.reference}`)))
        return 'duplicate';
      const paidBy = `${PROVIDER_LABELS[attempt.provider]}, ref ${attempt.reference}`;
      if (!(await this.orderPayments.paidOnline(em, emit, attempt.orderId, paidBy))) return 'duplicate';
      await em.query(
        `UPDATE payment_attempts SET status = 'paid', message = NULL, raw_response = $2, updated_at = now() WHERE id = $1`,
        [attempt.id, JSON.stringify(raw)],
      );
      return 'paid';
    });
    if (outcome === 'paid') this.logger.info({ attemptId }, 'order paid online');
    return outcome;
  }

  /** Records what an unpaid answer said; never moves a paid attempt. */
  private async markUnpaid(
    attemptId: number,
    status: 'failed' | 'pending',
    reason: string,
    raw: unknown,
  ): Promise<SettleOutcome> {
    const result = await this.attempts()
      .createQueryBuilder()
      .update()
      .set({ status, message: reason.slice(0, 500), rawResponse: raw as object })
      .where("id = :id AND status <> 'paid'", { id: attemptId })
      .execute();
    return result.affected === 0 ? 'duplicate' : status;
  }
}
