/**
 * Refunds: all or part of an order's payment given back, with a reason. A card or wallet paid
 * through a provider that refunds by API (capabilities.refunds) is refunded there; any other
 * payment (easypaisa, bank transfer, cash on delivery, a JazzCash voucher) went back by hand
 * and is recorded with the reference the admin typed. The order's payment status moves by the
 * orders' table (`refundedPart`, `refundedAll`), the customer is mailed through the outbox in
 * the same transaction, and the refunds table's audit trigger writes the activity log.
 *
 * Never more than was paid: the refund is written `requested` under the order's row lock,
 * after adding up the refunds that are not failed, before the provider is asked; a definite
 * refusal marks it failed (its amount refundable again). Exactly once: a request's idempotency
 * key (per order, bound to the fingerprint of its amount, reason and reference, as placing an
 * order does) answers with the refund it made, and asks the provider again with the same
 * provider key while the provider's answer is still unknown.
 */
import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { Emit } from '../../platform/events/domain-events';
import type { Logger } from '../../platform/logger';
import { IntegrationError } from '../../platform/http/outbound';
import { AppError, ServiceUnavailableError, ValidationError } from '../../shared/errors';
import { refundInput } from '../../shared/inputs/refunds';
import { formatRupees } from '../../shared/money';
import { parseInput } from '../../shared/parse';
import { idempotencyKeyOf, idempotencyMismatch } from '../checkout';
import type { MailOutbox } from '../mail';
import {
  byAdmin,
  refundTransition,
  transitionTo,
  type OrderEntity,
  type OrderEvent,
  type Orders,
} from '../orders';
import { RefundRefused, type PaymentProviders, type RefundingProvider } from './provider';
import { refundMail } from './refund.mail';

export type RefundStatus = 'requested' | 'pending' | 'succeeded' | 'failed';

/** One refund as the order page, REST and GraphQL show it; money in paisa. */
export interface RefundView {
  id: number;
  orderId: number;
  amount: number;
  reason: string;
  /** The order's payment method. */
  method: string;
  /** Through the provider's API, or given back by hand and recorded. */
  via: 'provider' | 'recorded';
  /** The provider's refund id, or the reference the admin typed. */
  reference: string | null;
  /** requested: the provider's answer is not known yet; pending: accepted, not yet settled. */
  status: RefundStatus;
  failure: string | null;
  createdBy: string | null;
  createdAt: Date;
}

/** What an order has of refunds: paid, refunded (accepted), what is left to refund, and how. */
export interface RefundSummary {
  paid: number;
  refunded: number;
  refundable: number;
  /** A refund of this order goes through the provider's API (else it is recorded with a reference). */
  byApi: boolean;
  refunds: RefundView[];
}

/** What the admin is told once a refund is made (REST and GraphQL). */
export const REFUND_MADE = 'Refund recorded.';

/** Refund statuses whose money went back (or is on its way): net revenue leaves them out. */
export const ACCEPTED_REFUND_STATUSES: readonly RefundStatus[] = ['pending', 'succeeded'];
const PAID_STATUSES: readonly string[] = ['paid', 'partially_refunded', 'refunded'];

/** A refund as SELECT reads it: its view, and the fingerprint of its idempotency key. */
type Row = RefundView & { fingerprint: string | null };

// 64-bit paisa read as a number (float8 holds every paisa amount exactly).
const SELECT = `SELECT r.id, r.order_id AS "orderId", r.amount::float8 AS amount, r.reason, r.method, r.via, r.reference,
       r.status, r.failure, r.idempotency_fingerprint AS fingerprint, u.name AS "createdBy", r.created_at AS "createdAt"
  FROM refunds r LEFT JOIN users u ON u.id = r.created_by`;

const view = ({ fingerprint: _fingerprint, ...refund }: Row): RefundView => refund;

/** The money paid for an order (paisa): its grand total once paid, else nothing. */
const paidFor = (o: Pick<OrderEntity, 'paymentStatus' | 'grandTotal'>) =>
  PAID_STATUSES.includes(o.paymentStatus) ? o.grandTotal : 0;

/** Where a refund goes: the provider and the payment's reference there, or null (recorded by hand). */
type Route = { provider: RefundingProvider; reference: string } | null;

export class RefundService {
  constructor(
    private readonly ds: DataSource,
    private readonly orders: Orders,
    private readonly providers: PaymentProviders,
    private readonly outbox: MailOutbox,
    private readonly publicUrl: string,
    private readonly logger: Logger,
  ) {}

  /** The order's refunds, newest last, with what is left to refund. */
  async summary(orderId: number): Promise<RefundSummary> {
    const order = await this.orders.queries.details(orderId);
    const refunds = (await this.ds.query(`${SELECT} WHERE r.order_id = $1 ORDER BY r.id`, [orderId])).map(
      view,
    );
    const paid = paidFor(order);
    const sum = (keep: (r: RefundView) => boolean) =>
      refunds.filter(keep).reduce((n: number, r: RefundView) => n + r.amount, 0);
    return {
      paid,
      refunded: sum((r) => ACCEPTED_REFUND_STATUSES.includes(r.status)),
      refundable: Math.max(0, paid - sum((r) => r.status !== 'failed')),
      byApi: (await this.route(order)) !== null,
      refunds,
    };
  }

  /**
   * An admin's refund of `orderId`: `input` as refundInput takes it (amount in rupees, reason,
   * the reference of a refund made by hand), `rawKey` the request's idempotency key.
   */
  async refund(adminId: number, orderId: number, input: unknown, rawKey?: unknown): Promise<RefundView> {
    const ask = parseInput(refundInput, input);
    const key = idempotencyKeyOf(rawKey);
    const fingerprint = createHash('sha256')
      .update(JSON.stringify([ask.amount, ask.reason, ask.reference ?? null]))
      .digest('hex');
    const reserved = await this.orders.lifecycle.transaction(async (em, emit) => {
      const order = await this.orders.lifecycle.lockExistingOrder(em, orderId);
      if (key) {
        const [first]: Row[] = await em.query(`${SELECT} WHERE r.order_id = $1 AND r.idempotency_key = $2`, [
          orderId,
          key,
        ]);
        if (first && first.fingerprint !== fingerprint) throw idempotencyMismatch();
        // The first answer again: a refusal stays a refusal.
        if (first?.status === 'failed')
          throw ValidationError.single('order', first.failure ?? 'The refund was refused.', 'REFUND_REFUSED');
        if (first) return { row: view(first), route: await this.route(order) };
      }
      const paid = paidFor(order);
      // Refused unless the order is paid (the table's rule); one refunded in full has nothing left (below).
      if (order.paymentStatus !== 'refunded') transitionTo('refundedPart', order, {}, 'order');
      const [{ taken }]: Array<{ taken: string }> = await em.query(
        `SELECT coalesce(sum(amount), 0) AS taken FROM refunds WHERE order_id = $1 AND status <> 'failed'`,
        [orderId],
      );
      const refundable = paid - Number(taken);
      if (ask.amount > refundable)
        throw ValidationError.single(
          'amount',
          refundable > 0
            ? `At most ${formatRupees(refundable)} is left to refund on this order.`
            : 'Everything paid for this order is refunded already.',
          'OVER_REFUND',
        );
      const route = await this.route(order);
      if (!route && !ask.reference)
        throw ValidationError.single(
          'reference',
          'This payment goes back by hand: enter the reference of the transfer or cash slip.',
          'REQUIRED',
        );
      const [{ id }]: Array<{ id: number }> = await em.query(
        `INSERT INTO refunds (order_id, amount, reason, method, via, reference, status, idempotency_key,
                              idempotency_fingerprint, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [
          orderId,
          ask.amount,
          ask.reason,
          order.paymentMethod,
          route ? 'provider' : 'recorded',
          route ? null : ask.reference,
          route ? 'requested' : 'succeeded',
          key,
          key ? fingerprint : null,
          adminId,
        ],
      );
      if (!route) await this.settled(em, emit, order, id, adminId);
      const [row]: Row[] = await em.query(`${SELECT} WHERE r.id = $1`, [id]);
      return { row: view(row), route };
    });
    if (reserved.row.status !== 'requested') return reserved.row;
    if (!reserved.route)
      throw new ServiceUnavailableError(
        'This refund was asked of the payment provider, which is no longer set up: set it up again to finish it.',
      );
    return this.askProvider(reserved.row, reserved.route, adminId);
  }

  /** Asks the provider for a requested refund and records its answer (once, whoever asks). */
  private async askProvider(
    row: RefundView,
    route: NonNullable<Route>,
    adminId: number,
  ): Promise<RefundView> {
    let answer;
    try {
      answer = await route.provider.refund({
        reference: route.reference,
        amount: row.amount,
        reason: row.reason,
        key: `shop-refund-${row.orderId}-${row.id}`,
      });
    } catch (err) {
      if (!(err instanceof RefundRefused)) {
        this.logger.warn({ err, refund: row.id }, 'refund outcome unknown: left requested');
        if (err instanceof AppError) throw err;
        throw new IntegrationError(
          route.provider.code,
          'its answer to the refund did not arrive: send the same refund with the same idempotency key again to finish it',
        );
      }
      await this.ds.query(
        `UPDATE refunds SET status = 'failed', failure = $2, updated_at = now() WHERE id = $1 AND status = 'requested'`,
        [row.id, err.message],
      );
      throw err;
    }
    return this.orders.lifecycle.transaction(async (em, emit) => {
      const order = await this.orders.lifecycle.lockExistingOrder(em, row.orderId);
      const [current]: Array<{ status: RefundStatus }> = await em.query(
        'SELECT status FROM refunds WHERE id = $1 FOR UPDATE',
        [row.id],
      );
      if (current.status === 'requested') {
        await em.query('UPDATE refunds SET status = $2, reference = $3, updated_at = now() WHERE id = $1', [
          row.id,
          answer.status,
          answer.providerRef,
        ]);
        await this.settled(em, emit, order, row.id, adminId);
      }
      const [done]: Row[] = await em.query(`${SELECT} WHERE r.id = $1`, [row.id]);
      return view(done);
    });
  }

  /**
   * A refund's money went back (or the provider accepted it): the order's payment status by
   * the table, a history entry, the customer's mail; all in the caller's transaction.
   */
  private async settled(
    em: EntityManager,
    emit: Emit<OrderEvent>,
    order: OrderEntity,
    refundId: number,
    adminId: number,
  ): Promise<void> {
    const [r]: Row[] = await em.query(`${SELECT} WHERE r.id = $1`, [refundId]);
    const [{ refunded }]: Array<{ refunded: string }> = await em.query(
      `SELECT coalesce(sum(amount), 0) AS refunded FROM refunds WHERE order_id = $1 AND status = ANY($2)`,
      [order.id, ACCEPTED_REFUND_STATUSES],
    );
    const paid = paidFor(order);
    const amount = Number(r.amount);
    const note = `${formatRupees(amount)}: ${r.reason}`;
    const name = refundTransition(paid, Number(refunded));
    const by = byAdmin(adminId);
    // An order marked unpaid by hand since the refund was asked keeps its status; the refund is still recorded.
    if (PAID_STATUSES.includes(order.paymentStatus) && order.paymentStatus !== 'refunded')
      await this.orders.lifecycle.apply(em, order, name, by, emit, { paymentNote: `refund ${note}` });
    await this.orders.lifecycle.record(
      em,
      order.id,
      {
        field: 'refund',
        toValue: formatRupees(amount),
        note: [r.reason, r.reference].filter(Boolean).join(' · '),
      },
      by,
    );
    await emit({ type: 'order.noted', orderId: order.id });
    const [to]: Array<{ email: string; name: string }> = await em.query(
      'SELECT email, name FROM users WHERE id = $1',
      [order.userId],
    );
    if (to)
      await this.outbox.enqueue(
        em,
        `refund:${refundId}`,
        refundMail(
          to,
          {
            orderId: order.id,
            paymentMethod: order.paymentMethod,
            amount,
            reason: r.reason,
            whole: name === 'refundedAll',
            via: r.via,
            reference: r.reference,
          },
          this.publicUrl,
        ),
      );
  }

  /**
   * The provider that refunds this order's payment by API (the gateway a paid attempt names, as
   * Safepay for cards, else the method's own) and the payment's reference there; null: recorded.
   */
  private async route(order: Pick<OrderEntity, 'id' | 'paymentMethod' | 'paymentIntentId'>): Promise<Route> {
    const [attempt]: Array<{ reference: string; provider: string }> = await this.ds.query(
      `SELECT reference, provider FROM payment_attempts WHERE order_id = $1 AND status = 'paid' ORDER BY id DESC LIMIT 1`,
      [order.id],
    );
    const provider = await this.providers.refunding(
      order.paymentIntentId ? order.paymentMethod : (attempt?.provider ?? order.paymentMethod),
    );
    if (!provider) return null;
    const reference = order.paymentIntentId ?? attempt?.reference ?? null;
    return reference ? { provider, reference } : null;
  }
}
