/**
 * The cash-on-delivery confirmation as it changes an order (its messages are sent by
 * modules/cod-confirmation): asked on WhatsApp or by SMS, reminded once, flagged unconfirmed
 * (and cancelled, when the owner turned that on), and the customer's answer, Confirm or Cancel,
 * through the transitions table. Each runs under the order's row lock.
 */
import type { EntityManager } from 'typeorm';
import type { Emit } from '../../platform/events/domain-events';
import { ValidationError } from '../../shared/errors';
import type { OrderEntity } from './order.entity';
import type { OrderEvent } from './order.events';
import { scheduleCodConfirmation, scheduleCodFollowUp } from './order.jobs';
import type { OrderLifecycle } from './order.lifecycle';
import { COD_CONFIRMATION_LABELS, COD_ONLY } from './order.messages';
import { byCustomer, byService, transitionTo } from './order.transitions';

export type CodChannel = 'whatsapp' | 'sms';
export type CodAnswer = 'confirm' | 'cancel';
/** Where the customer answered, as the history says it. */
const ANSWERED_ON: Record<CodChannel, string> = { whatsapp: 'on WhatsApp', sms: 'on the SMS link' };
const SENT_ON: Record<CodChannel, string> = { whatsapp: 'on WhatsApp', sms: 'by SMS' };

/** Where an order's COD confirmation stands (null: not a cash-on-delivery order). */
export function codConfirmationState(
  o: Pick<
    OrderEntity,
    'paymentMethod' | 'codConfirmedAt' | 'codUnconfirmedAt' | 'codRemindedAt' | 'codConfirmChannel'
  >,
): keyof typeof COD_CONFIRMATION_LABELS | null {
  if (o.paymentMethod !== 'cod') return null;
  if (o.codConfirmedAt) return 'confirmed';
  if (o.codUnconfirmedAt) return 'unconfirmed';
  if (o.codRemindedAt) return 'reminded';
  return o.codConfirmChannel ? 'asked' : 'not asked';
}

/** A pending cash-on-delivery order nobody has confirmed yet: the one the messages are about. */
export const awaitingAnswer = (o: OrderEntity) =>
  o.paymentMethod === 'cod' && o.status === 'pending' && !o.codConfirmedAt;

export class CodSteps {
  constructor(
    private readonly lifecycle: OrderLifecycle,
    private readonly confirmHours: () => Promise<number>,
  ) {}

  /**
   * The question went out (`step` first: the reminder follows the policy's codConfirmHours later; `reminder`:
   * the flag follows as long again). `messageId`: the WhatsApp message a button reply answers.
   */
  async sent(orderId: number, channel: CodChannel, step: 'first' | 'reminder', messageId: string | null) {
    const hours = await this.confirmHours();
    await this.lifecycle.transaction(async (em, emit) => {
      const order = await this.lifecycle.lockOrder(em, orderId);
      if (!order || !awaitingAnswer(order)) return;
      await em.query(
        `UPDATE orders SET cod_confirm_channel = $2, cod_confirm_message_id = coalesce($3, cod_confirm_message_id),
                cod_reminded_at = CASE WHEN $4 THEN now() ELSE cod_reminded_at END WHERE id = $1`,
        [orderId, channel, messageId, step === 'reminder'],
      );
      await this.lifecycle.record(
        em,
        orderId,
        {
          field: 'cod_confirmation',
          toValue: `${step === 'reminder' ? 'reminder sent' : 'asked to confirm'} ${SENT_ON[channel]}`,
        },
        byService('system'),
      );
      await scheduleCodFollowUp(em, orderId, step === 'first' ? 'remind' : 'flag', hours);
      await emit({ type: 'order.noted', orderId });
    });
  }

  /** WhatsApp could not deliver the question `messageId` (a failed status): the SMS goes out instead, once. */
  async messageFailed(messageId: string): Promise<void> {
    await this.lifecycle.transaction(async (em) => {
      const [row] = await em.query('SELECT id FROM orders WHERE cod_confirm_message_id = $1', [messageId]);
      const order = row ? await this.lifecycle.lockOrder(em, row.id) : null;
      if (!order || !awaitingAnswer(order) || order.codConfirmChannel !== 'whatsapp') return;
      await scheduleCodConfirmation(em, order.id, 'sms');
    });
  }

  /** No answer after the reminder: flagged Unconfirmed, and cancelled when `cancel` (the owner's setting). */
  async flag(orderId: number, cancel: boolean): Promise<boolean> {
    return this.lifecycle.transaction(async (em, emit) => {
      const order = await this.lifecycle.lockOrder(em, orderId);
      if (!order || !awaitingAnswer(order) || order.codUnconfirmedAt) return false;
      await em.query('UPDATE orders SET cod_unconfirmed_at = now() WHERE id = $1', [orderId]);
      await this.lifecycle.record(
        em,
        orderId,
        { field: 'cod_confirmation', toValue: 'flagged unconfirmed: no answer after the reminder' },
        byService('system'),
      );
      await emit({ type: 'order.noted', orderId });
      if (cancel)
        await this.lifecycle.apply(em, order, 'codUnconfirmedCancel', byService('system'), emit, {
          reason: 'unconfirmed',
        });
      return true;
    });
  }

  /**
   * The customer's answer on an order locked in the caller's transaction: Confirm records it
   * (once), Cancel cancels the order through the transitions table (stock back, the mail).
   * 'unchanged' when the order already says so.
   */
  async answer(
    em: EntityManager,
    order: OrderEntity,
    answer: CodAnswer,
    channel: CodChannel,
    emit: Emit<OrderEvent>,
  ): Promise<'confirmed' | 'cancelled' | 'unchanged'> {
    if (order.paymentMethod !== 'cod') throw ValidationError.single('order', COD_ONLY, 'NOT_COD');
    const by = byCustomer(order.userId);
    if (answer === 'cancel') {
      if (order.status === 'cancelled') return 'unchanged';
      await this.lifecycle.apply(em, order, 'customerCancelledCod', by, emit);
      return 'cancelled';
    }
    if (order.codConfirmedAt && order.status === 'pending') return 'unchanged';
    transitionTo('customerConfirmedCod', order);
    await em.query('UPDATE orders SET cod_confirmed_at = now() WHERE id = $1', [order.id]);
    await this.lifecycle.record(
      em,
      order.id,
      { field: 'cod_confirmed', toValue: `confirmed by customer ${ANSWERED_ON[channel]}` },
      by,
    );
    await emit({ type: 'order.noted', orderId: order.id });
    return 'confirmed';
  }
}
