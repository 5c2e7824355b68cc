/**
 * Wallets paid online (JazzCash and easypaisa hosted checkout). A customer's unpaid order of
 * either method gets an attempt (a reference of its own, the order's amount in paisa) and the
 * signed form for the provider's page. Whatever comes back (the browser's return, the IPN, the
 * status inquiry job) is verified by the provider's client (hash, merchant, inquiry agreeing on
 * the transaction and the amount), and the attempt is then settled once: the first delivery to
 * commit claims it in `processed_events` under the attempt's row lock, marks it paid and the
 * order paid through the transitions table (`walletPaid`); a repeat, a replay or a racing twin
 * finds it claimed and changes nothing.
 */
import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../../config';
import type { Logger } from '../../platform/logger';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { jazzCashDescription, type JazzCashFields } from '../jazzcash';
import { readFinalRedirect } from '../easypaisa';
import { byService, type OrderEntity, type Orders } from '../orders';
import { ProcessedEvents } from '../webhooks';
import {
  FIRST_INQUIRY_SECONDS,
  MAX_INQUIRIES,
  NEXT_INQUIRY_SECONDS,
  scheduleInquiry,
} from './online-payment.jobs';
import {
  ONLINE_PROVIDERS,
  PaymentAttemptEntity,
  type AttemptStatus,
  type OnlineProvider,
} from './payment-attempt.entity';
import { PROVIDER_LABELS, WalletGateways } from './wallet-gateways';

export const NOT_PAYABLE_ONLINE = 'This order cannot be paid online.';
export const ALREADY_PAID_ONLINE = 'This order has already been paid.';
/** How long the provider's page may take the payment. */
const ATTEMPT_MINUTES = 60;

export interface HostedPaymentForm {
  /** The provider's page; the browser POSTs `fields` to it. */
  action: string;
  fields: Record<string, string>;
}

/** What the customer sees of an order's online payment. */
export interface OnlinePaymentState {
  provider: OnlineProvider;
  providerLabel: string;
  /** The customer may go to the provider's page now (an unpaid pending order). */
  canPay: boolean;
  /** The latest attempt's status, or none before the first one. */
  status: AttemptStatus | 'none';
  message: string | null;
  reference: string | null;
}

export type SettleOutcome = 'paid' | 'duplicate' | 'failed' | 'pending';

export class OnlinePaymentService {
  readonly gateways: WalletGateways;

  constructor(
    private readonly ds: DataSource,
    private readonly config: Pick<Config, 'publicUrl'>,
    private readonly orders: Orders,
    gateways: WalletGateways,
    private readonly logger: Logger,
  ) {
    this.gateways = gateways;
  }

  private attempts(em: EntityManager = this.ds.manager) {
    return em.getRepository(PaymentAttemptEntity);
  }

  /** The order's method as an online provider when its settings are there, else null (the manual flow stays). */
  async providerFor(order: Pick<OrderEntity, 'paymentMethod'>): Promise<OnlineProvider | null> {
    const method = order.paymentMethod as OnlineProvider;
    if (!ONLINE_PROVIDERS.includes(method)) return null;
    return (await this.gateways.configured(method)) ? method : null;
  }

  /** The online payment of an order, or null when its method is not a wallet set up for it. */
  async stateOf(
    order: Pick<OrderEntity, 'id' | 'paymentMethod' | 'paymentStatus' | 'status'>,
  ): Promise<OnlinePaymentState | null> {
    const provider = await this.providerFor(order);
    if (!provider) return null;
    const latest = await this.attempts().findOne({ where: { orderId: order.id }, order: { id: 'DESC' } });
    return {
      provider,
      providerLabel: PROVIDER_LABELS[provider],
      canPay: order.paymentStatus !== 'paid' && order.status === 'pending',
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
    const provider = await this.providerFor(order);
    if (!provider) throw ValidationError.single('order', NOT_PAYABLE_ONLINE, 'NOT_ONLINE');
    if (order.paymentStatus === 'paid')
      throw ValidationError.single('order', ALREADY_PAID_ONLINE, 'ALREADY_PAID');
    if (order.status !== 'pending')
      throw ValidationError.single('order', NOT_PAYABLE_ONLINE, order.status.toUpperCase());
    // ≤ 20 letters and digits (JazzCash's pp_TxnRefNo), unique per attempt.
    const reference = `O${order.id}T${randomBytes(8).toString('hex').toUpperCase()}`.slice(0, 20);
    await this.ds.transaction(async (em) => {
      const saved = await this.attempts(em).save(
        this.attempts(em).create({ orderId: order.id, provider, amount: order.grandTotal, reference }),
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
    const at = attempt.createdAt;
    const expiresAt = new Date(at.getTime() + ATTEMPT_MINUTES * 60_000);
    if (expiresAt.getTime() <= Date.now())
      throw ValidationError.single(
        'order',
        'This payment has expired: start a new one from your order.',
        'EXPIRED',
      );
    const order = await this.orders.queries.details(attempt.orderId);
    const title = `Taking you to ${PROVIDER_LABELS[attempt.provider]}…`;
    if (attempt.provider === 'jazzcash') {
      const client = await this.gateways.jazzcash();
      if (!client) throw ValidationError.single('order', NOT_PAYABLE_ONLINE, 'NOT_ONLINE');
      const form = client.checkoutForm({
        txnRefNo: reference,
        amountPaisa: attempt.amount,
        billReference: String(order.id),
        description: jazzCashDescription(`Order ${order.id} ${order.items.map((i) => i.name).join(', ')}`),
        returnUrl: `${this.config.publicUrl}/payments/jazzcash/return`,
        at,
        expiresAt,
      });
      return { form, title };
    }
    const client = await this.gateways.easypaisa();
    if (!client) throw ValidationError.single('order', NOT_PAYABLE_ONLINE, 'NOT_ONLINE');
    const form = client.checkoutForm({
      orderRefNum: reference,
      amountPaisa: attempt.amount,
      postBackUrl: `${this.config.publicUrl}/payments/easypaisa/postback`,
      expiresAt,
      email: order.email,
      mobile: /^03\d{9}$/.test(order.mobile) ? order.mobile : undefined,
    });
    return { form, title };
  }

  /** easypaisa's second step: its auth_token handed back, the browser to end on the shop's final stop. */
  async easypaisaConfirmForm(authToken: string): Promise<HostedPaymentForm> {
    const client = await this.gateways.easypaisa();
    if (!client) throw new NotFoundError('easypaisa is not set up in this shop.');
    return client.confirmForm(authToken, `${this.config.publicUrl}/payments/easypaisa/done`);
  }

  /** The signed acknowledgement JazzCash expects for an IPN. */
  async jazzCashAck(): Promise<Record<string, string>> {
    const client = await this.gateways.jazzcash();
    return client ? client.ipnAcknowledgement() : {};
  }

  /** The attempt a provider's answer names, or a 404 (an answer for no attempt of this shop). */
  async attemptByReference(reference: string): Promise<PaymentAttemptEntity> {
    const attempt = await this.attempts().findOneBy({ reference });
    if (!attempt) throw new NotFoundError('No payment attempt has this reference.');
    return attempt;
  }

  /**
   * JazzCash's signed answer (the browser's return or the IPN): hash and merchant checked (a
   * JazzCashHashError, 403, otherwise), then settled with the status inquiry.
   */
  async jazzCashAnswer(
    posted: JazzCashFields,
  ): Promise<{ attempt: PaymentAttemptEntity; outcome: SettleOutcome }> {
    const client = await this.gateways.jazzcash();
    if (!client) throw new NotFoundError('JazzCash is not set up in this shop.');
    const answer = client.readAnswer(posted);
    const attempt = await this.attemptByReference(answer.txnRefNo);
    if (attempt.provider !== 'jazzcash') throw new NotFoundError('No JazzCash payment has this reference.');
    const verdict = await client.settle(answer, { txnRefNo: attempt.reference, amountPaisa: attempt.amount });
    if (verdict.paid)
      return { attempt, outcome: await this.markPaid(attempt.id, { answer, inquiry: verdict.inquiry }) };
    const failed =
      answer.amountPaisa !== attempt.amount ||
      answer.outcome === 'failed' ||
      verdict.inquiry?.outcome === 'failed';
    return {
      attempt,
      outcome: await this.markUnpaid(attempt.id, failed ? 'failed' : 'pending', verdict.reason, { answer }),
    };
  }

  /** easypaisa's IPN (its detail link) or final redirect: only the inquiry decides. */
  async easypaisaSettle(
    reference: string,
    raw: unknown,
  ): Promise<{ attempt: PaymentAttemptEntity; outcome: SettleOutcome }> {
    const client = await this.gateways.easypaisa();
    if (!client) throw new NotFoundError('easypaisa is not set up in this shop.');
    const attempt = await this.attemptByReference(reference);
    if (attempt.provider !== 'easypaisa') throw new NotFoundError('No easypaisa payment has this reference.');
    const verdict = await client.settle(attempt.reference, attempt.amount);
    if (verdict.paid)
      return {
        attempt,
        outcome: await this.markPaid(attempt.id, { delivery: raw, inquiry: verdict.inquiry }),
      };
    const failed =
      verdict.inquiry?.outcome === 'failed' || (verdict.inquiry?.outcome === 'paid' && !verdict.paid);
    return {
      attempt,
      outcome: await this.markUnpaid(attempt.id, failed ? 'failed' : 'pending', verdict.reason, {
        delivery: raw,
      }),
    };
  }

  /** The IPN's link checked to be Easypay's, its order reference settled. */
  async easypaisaIpn(link: string): Promise<SettleOutcome> {
    const client = await this.gateways.easypaisa();
    if (!client) throw new NotFoundError('easypaisa is not set up in this shop.');
    const reference = client.ipnOrderRef(link);
    return (await this.easypaisaSettle(reference, { ipn: link })).outcome;
  }

  /** The browser's final stop after Easypay: what it says is shown, the inquiry decides. */
  async easypaisaFinal(query: Record<string, unknown>) {
    const redirect = readFinalRedirect(query);
    if (!redirect.orderRef) throw new NotFoundError('No payment attempt has this reference.');
    return this.easypaisaSettle(redirect.orderRef, { redirect });
  }

  /**
   * The job: the status inquiry of an attempt nothing settled yet. Paid → marked paid; failed
   * → failed; still pending → asked again later, up to MAX_INQUIRIES.
   */
  async inquire(attemptId: number): Promise<SettleOutcome | 'settled'> {
    const attempt = await this.attempts().findOneBy({ id: attemptId });
    if (!attempt || attempt.status === 'paid') return 'settled';
    let outcome: SettleOutcome;
    if (attempt.provider === 'jazzcash') {
      const client = await this.gateways.jazzcash();
      if (!client) return 'settled';
      const inquiry = await client.inquire(attempt.reference);
      const agrees =
        inquiry.txnRefNo === attempt.reference &&
        (inquiry.amountPaisa === undefined || inquiry.amountPaisa === attempt.amount);
      if (inquiry.outcome === 'paid' && agrees) outcome = await this.markPaid(attempt.id, { inquiry });
      else {
        const over = attempt.inquiries + 1 >= MAX_INQUIRIES;
        const failed = inquiry.outcome === 'failed' || (inquiry.outcome === 'paid' && !agrees) || over;
        const reason =
          inquiry.outcome === 'paid' && !agrees
            ? `the inquiry says ${inquiry.amountPaisa} paisa for ${inquiry.txnRefNo}`
            : inquiry.outcome === 'not_found'
              ? 'the payment was not completed on JazzCash'
              : inquiry.message || `JazzCash says ${inquiry.outcome}`;
        outcome = await this.markUnpaid(attempt.id, failed ? 'failed' : 'pending', reason, { inquiry });
      }
    } else {
      const settled = await this.easypaisaSettle(attempt.reference, { inquiryJob: true });
      outcome = settled.outcome;
      if (outcome === 'pending' && attempt.inquiries + 1 >= MAX_INQUIRIES)
        outcome = await this.markUnpaid(
          attempt.id,
          'failed',
          'the payment was not completed on easypaisa',
          null,
        );
    }
    await this.ds.transaction(async (em) => {
      await em.query('UPDATE payment_attempts SET inquiries = inquiries + 1 WHERE id = $1', [attemptId]);
      if (outcome === 'pending') await scheduleInquiry(em, attemptId, NEXT_INQUIRY_SECONDS);
    });
    return outcome;
  }

  /**
   * Settles a verified payment once: under the attempt's lock, the first claim of
   * (provider, reference) marks it paid and the order paid (history: "paid by JazzCash, ref …").
   */
  private async markPaid(attemptId: number, raw: unknown): Promise<SettleOutcome> {
    const outcome = await this.orders.lifecycle.transaction(async (em, emit): Promise<SettleOutcome> => {
      const attempt = await this.attempts(em)
        .createQueryBuilder('a')
        .setLock('pessimistic_write')
        .where('a.id = :id', { id: attemptId })
        .getOneOrFail();
      if (!(await ProcessedEvents.claim(em, attempt.provider, `paid:${attempt.reference}`)))
        return 'duplicate';
      const order = await this.orders.lifecycle.lockOrder(em, attempt.orderId);
      if (!order) return 'duplicate';
      const label = PROVIDER_LABELS[attempt.provider];
      await em.query(
        `UPDATE payment_attempts SET status = 'paid', message = NULL, raw_response = $2, updated_at = now() WHERE id = $1`,
        [attempt.id, JSON.stringify(raw)],
      );
      if (order.paymentStatus === 'paid') {
        // Paid twice (another attempt, or the owner marked it): the money is kept on record for a refund.
        await this.orders.lifecycle.record(
          em,
          order.id,
          { field: 'online_payment', toValue: `paid again by ${label}, ref ${attempt.reference}: refund it` },
          byService('payment provider'),
        );
        return 'paid';
      }
      await this.orders.lifecycle.apply(em, order, 'walletPaid', byService('payment provider'), emit, {
        paymentNote: `paid by ${label}, ref ${attempt.reference}`,
      });
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
      .set({ status, message: reason.slice(0, 500), ...(raw === null ? {} : { rawResponse: raw as object }) })
      .where("id = :id AND status <> 'paid'", { id: attemptId })
      .execute();
    return result.affected === 0 ? 'duplicate' : status;
  }
}
