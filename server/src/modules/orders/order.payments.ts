/** Card payments applied to orders: the provider's signed webhook (`cardPaid` in order.transitions.ts). */
import type { Logger } from '../../platform/logger';
import { OrderEntity } from './order.entity';
import type { OrderLifecycle } from './order.lifecycle';
import { byService } from './order.transitions';

/** A verified card-provider event as the webhook route hands it over. */
export interface CardEvent {
  id: string;
  type: string;
  data: { object: { id?: string; amount?: number } };
}

/**
 * A verified card-provider event, applied once per event id: payment_intent.succeeded marks
 * the matching unpaid order (same amount) paid, through the lifecycle (history, the payment
 * mail); payment_intent.payment_failed is recorded and never moves a paid order back.
 */
export async function applyCardEvent(
  lifecycle: OrderLifecycle,
  logger: Logger,
  event: CardEvent,
): Promise<'applied' | 'duplicate' | 'ignored'> {
  return lifecycle.transaction(async (em, emit): Promise<'applied' | 'duplicate' | 'ignored'> => {
    const inserted: unknown[] = await em.query(
      'INSERT INTO stripe_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id',
      [event.id, event.type],
    );
    if (!inserted.length) return 'duplicate';
    const intent = event.data.object;
    if (event.type !== 'payment_intent.succeeded' || !intent.id) {
      logger.info({ event: event.id, type: event.type, intent: intent.id }, 'payment event recorded');
      return 'ignored';
    }
    const orders = await em
      .getRepository(OrderEntity)
      .createQueryBuilder('o')
      .setLock('pessimistic_write')
      .where('o.payment_intent_id = :intent AND o.grand_total = :amount AND o.payment_status = :unpaid', {
        intent: intent.id,
        amount: intent.amount,
        unpaid: 'unpaid',
      })
      .orderBy('o.id')
      .getMany();
    for (const order of orders)
      await lifecycle.apply(em, order, 'cardPaid', byService('card provider'), emit);
    return 'applied';
  });
}
