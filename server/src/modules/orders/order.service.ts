/**
 * Orders, one front for the GraphQL resolvers, the REST adapter, the receipts and the worker:
 * placing them (order.placement.ts), reading them (order.queries.ts, order.admin-list.ts),
 * every change after that (order.lifecycle.ts, by the table in order.transitions.ts), card
 * payments applied (order.payments.ts), and their side effects (order.events.ts).
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../../config';
import type { ShopPolicy } from '../../shared/inputs/shop-policy';
import type { ChangeFeed } from '../../platform/cache/change-feed';
import type { Emit } from '../../platform/events/domain-events';
import type { Logger } from '../../platform/logger';
import type { CheckoutInput, PricingService } from '../checkout';
import type { MailOutbox } from '../mail';
import type { PaymentService } from '../payments';
import type { ReadSession } from '../../shared/versions';
import {
  AdminOrderList,
  adminOrderLists,
  type AdminOrderLists,
  type AdminOrderQuery,
  type OrderPage,
} from './order.admin-list';
import type { OrderEntity } from './order.entity';
import { orderEvents, subscribeOrderEffects, type OrderEvent, type OrderEvents } from './order.events';
import { scheduleAutoCancel } from './order.jobs';
import { OrderLifecycle, type AdminOrderUpdate, type ChangeDetails } from './order.lifecycle';
import { applyCardEvent, type CardEvent } from './order.payments';
import { CodSteps, type CodAnswer, type CodChannel } from './order.cod';
import { OrderPlacement, type CheckoutGuard } from './order.placement';
import { OrderQueries } from './order.queries';
import { rememberOrderRead } from './order.reads';
import type { OrderDetails } from './order.sql';
import type { Actor, TransitionName } from './order.transitions';

export class OrderService {
  readonly events: OrderEvents;
  private readonly queries: OrderQueries;
  private readonly list: AdminOrderList;
  private readonly lifecycle: OrderLifecycle;
  private readonly placement: OrderPlacement;
  private readonly cod: CodSteps;

  constructor(
    private readonly ds: DataSource,
    config: Config,
    /** The owner's shop policy (limits and deadlines), as it stands now. */
    private readonly policy: () => Promise<ShopPolicy>,
    pricing: PricingService,
    payments: PaymentService,
    outbox: MailOutbox,
    private readonly logger: Logger,
    changes: ChangeFeed,
    /** The admin list's pages and totals per search, remembered until orders change (services.ts clears them on NOTIFY). */
    lists: AdminOrderLists = adminOrderLists(() => false),
    /** The fake-order guard's checkout check (modules/guard): blocklist, prepayment after returns. */
    guard: CheckoutGuard = { checkCheckout: async () => undefined },
  ) {
    this.events = orderEvents(logger);
    this.queries = new OrderQueries(ds);
    this.list = new AdminOrderList(ds, lists);
    this.lifecycle = new OrderLifecycle(ds, policy, this.events, logger);
    this.placement = new OrderPlacement(
      ds,
      policy,
      pricing,
      payments,
      changes,
      this.events,
      this.queries,
      guard,
    );
    this.cod = new CodSteps(this.lifecycle, async () => (await policy()).cod.confirmHours);
    subscribeOrderEffects(this.events, { config, policy, outbox, changed: () => this.ordersChanged() });
  }

  /** Forgets the admin list after this instance changed orders, without waiting for its own notification. */
  ordersChanged(): void {
    this.list.forget();
  }

  /** `client.ip`: the customer's address, for counting wrong discount codes. */
  placeOrder(userId: number, input: CheckoutInput, client: { ip?: string } = {}): Promise<OrderDetails> {
    return this.placement.place(userId, input, client);
  }

  details(id: number, em?: EntityManager): Promise<OrderDetails> {
    return this.queries.details(id, em);
  }

  customerOrder(userId: number, id: number): Promise<OrderDetails> {
    return this.queries.customerOrder(userId, id);
  }

  customerOrders(
    userId: number,
    search: string | undefined,
    page: number,
    perPage?: number,
  ): Promise<OrderPage> {
    return this.queries.customerOrders(userId, search, page, perPage);
  }

  itemsFor(orderIds: readonly number[]) {
    return this.queries.itemsFor(orderIds);
  }

  historyFor(orderIds: readonly number[]) {
    return this.queries.historyFor(orderIds);
  }

  adminOrders(opts: AdminOrderQuery): Promise<OrderPage> {
    return this.list.page(opts);
  }

  /** Every order the admin list shows for `opts` (no pages), in its order, for the CSV export: at most `limit` + 1. */
  adminOrdersAll(opts: AdminOrderQuery, limit: number): Promise<OrderEntity[]> {
    return this.list.all(opts, limit);
  }

  /**
   * The admin's update (any status to any other; courier and tracking optional; `version`
   * checked, else the payment status read against what `session` last read: order.reads.ts).
   */
  async updateOrder(
    adminId: number,
    id: number,
    input: AdminOrderUpdate,
    session: ReadSession | null = null,
  ): Promise<OrderDetails> {
    await this.lifecycle.update(adminId, id, input, session);
    return this.details(id);
  }

  /** An admin session's read of an order's payment status (its update form is filled from it). */
  orderRead(session: ReadSession, order: Pick<OrderEntity, 'id' | 'paymentStatus'>): Promise<void> {
    return rememberOrderRead(this.ds.manager, session, order.id, order.paymentStatus);
  }

  /** "Confirmed by phone" for a pending cash-on-delivery order. */
  async confirmCod(adminId: number, id: number): Promise<OrderDetails> {
    await this.lifecycle.confirmCod(adminId, id);
    return this.details(id);
  }

  /** The COD confirmation went out (first question or the reminder); the next step is scheduled. */
  codSent(orderId: number, channel: CodChannel, step: 'first' | 'reminder', messageId: string | null) {
    return this.cod.sent(orderId, channel, step, messageId);
  }

  /** WhatsApp could not deliver the question: the SMS instead. */
  codMessageFailed(messageId: string): Promise<void> {
    return this.cod.messageFailed(messageId);
  }

  /** No answer after the reminder: flagged Unconfirmed (and cancelled when `cancel`). */
  codFlag(orderId: number, cancel: boolean): Promise<boolean> {
    return this.cod.flag(orderId, cancel);
  }

  /** The customer's Confirm or Cancel on an order locked in the caller's transaction. */
  codAnswer(
    em: EntityManager,
    order: OrderEntity,
    answer: CodAnswer,
    channel: CodChannel,
    emit: Emit<OrderEvent>,
  ) {
    return this.cod.answer(em, order, answer, channel, emit);
  }

  /** The worker's auto-cancel of one unpaid manual-payment order. */
  cancelUnpaid(orderId: number): Promise<boolean> {
    return this.lifecycle.cancelUnpaid(orderId);
  }

  /** The hourly sweep of overdue unpaid manual-payment orders. */
  cancelOverdue(): Promise<number> {
    return this.lifecycle.cancelOverdue();
  }

  /** A verified card-provider event, applied once per event id. */
  applyPaymentEvent(event: CardEvent): Promise<'applied' | 'duplicate' | 'ignored'> {
    return applyCardEvent(this.lifecycle, this.logger, event);
  }

  // ---- for the receipts module: its changes of an order go through the same lifecycle ----

  /** Runs `work` in a transaction whose order events reach their handlers (mails, jobs, the admin list). */
  transaction<T>(work: (em: EntityManager, emit: Emit<OrderEvent>) => Promise<T>): Promise<T> {
    return this.lifecycle.transaction(work);
  }

  lockOrder(em: EntityManager, id: number): Promise<OrderEntity | null> {
    return this.lifecycle.lockOrder(em, id);
  }

  lockExistingOrder(em: EntityManager, id: number): Promise<OrderEntity> {
    return this.lifecycle.lockExistingOrder(em, id);
  }

  applyTransition(
    em: EntityManager,
    order: OrderEntity,
    name: TransitionName,
    by: Actor,
    emit: Emit<OrderEvent>,
    details?: ChangeDetails,
  ): Promise<void> {
    return this.lifecycle.apply(em, order, name, by, emit, details);
  }

  record(
    em: EntityManager,
    orderId: number,
    entry: { field: string; fromValue?: string | null; toValue: string; note?: string | null },
    by: Actor,
  ): Promise<number> {
    return this.lifecycle.record(em, orderId, entry, by);
  }

  /** Moves a manual-payment order's auto-cancel to `hours` from now (the shop policy's unpaidOrderHours unless told). */
  async postponeAutoCancel(em: EntityManager, orderId: number, hours?: number): Promise<void> {
    return scheduleAutoCancel(em, orderId, hours ?? (await this.policy()).orders.unpaidOrderHours);
  }
}
