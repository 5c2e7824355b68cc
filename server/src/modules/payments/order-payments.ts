/**
 * Payments recorded on orders: a provider's verified word moves the order through the orders'
 * status table (`cardPaid`, `walletPaid` in order.transitions.ts), once.
 */
import type { EntityManager } from 'typeorm';
import type { Emit } from '../../platform/events/domain-events';
import type { Logger } from '../../platform/logger';
import { byService, type OrderEvent, type Orders } from '../orders';
import type { StripeEvent } from './providers/stripe';

export class OrderPayments {
  constructor(
    private readonly orders: Orders,
    private readonly logger: Logger,
  ) {}

  /**
   * A verified Stripe event, applied once per event id: payment_intent.succeeded marks the
   * matching unpaid order (same amount) paid, through the lifecycle (history, the payment
   * mail); payment_intent.payment_failed is recorded and never moves a paid order back.
   */
  applyCardEvent(event: StripeEvent): Promise<'applied' | 'duplicate' | 'ignored'> {
    return this.orders.lifecycle.transaction(
      async (em, emit): Promise<'applied' | 'duplicate' | 'ignored'> => {
        const inserted: unknown[] = await em.query(
          'INSERT INTO stripe_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id',
          [event.id, event.type],
        );
        if (!inserted.length) return 'duplicate';
        const intent = event.data.object;
        if (event.type !== 'payment_intent.succeeded' || !intent.id) {
          this.logger.info(
            { event: event.id, type: event.type, intent: intent.id },
            'payment event recorded',
          );
          return 'ignored';
        }
        const rows: Array<{ id: number }> = await em.query(
          `SELECT id FROM orders WHERE payment_intent_id = $1 AND grand_total = $2 AND payment_status = 'unpaid'
          ORDER BY id FOR UPDATE`,
          [intent.id, intent.amount],
        );
        for (const { id } of rows) {
          const order = await this.orders.lifecycle.lockExistingOrder(em, id);
          await this.orders.lifecycle.apply(em, order, 'cardPaid', byService('card provider'), emit);
        }
        return 'applied';
      },
    );
  }

  /**
   * A hosted checkout's payment on its order (history: "paid by JazzCash, ref …"). An order
   * paid already (another attempt, or the owner marked it) keeps the money on record for a refund.
   */
  async paidOnline(
    em: EntityManager,
    emit: Emit<OrderEvent>,
    orderId: number,
    paidBy: string,
  ): Promise<boolean> {
    const order = await this.orders.lifecycle.lockOrder(em, orderId);
    if (!order) return false;
    if (order.paymentStatus !== 'unpaid')
      await this.orders.lifecycle.record(
        em,
        order.id,
        { field: 'online_payment', toValue: `paid again by ${paidBy}: refund it` },
        byService('payment provider'),
      );
    else
      await this.orders.lifecycle.apply(em, order, 'walletPaid', byService('payment provider'), emit, {
        paymentNote: `paid by ${paidBy}`,
      });
    return true;
  }
}
