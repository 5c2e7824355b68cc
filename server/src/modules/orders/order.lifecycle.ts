/**
 * What happens to a placed order: every path that changes it (`ORDER_TRANSITIONS`) runs here,
 * under the order's row lock on its current state. Stock moves by the status rules, the row and
 * a history entry per changed field are written, and the events for the mails and jobs are
 * emitted (`order.events.ts`), all in one transaction.
 */
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { ShopPolicy } from '../../shared/inputs/shop-policy';
import type { Emit } from '../../platform/events/domain-events';
import type { Logger } from '../../platform/logger';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors';
import { orderUpdateInput, TRACKING_NUMBER_RE } from '../../shared/inputs/orders';
import { parseNamed } from '../../shared/parse';
import { parseVersion, type ReadSession } from '../../shared/versions';
import { CourierEntity } from './courier.entity';
import {
  OrderEntity,
  OrderHistoryEntity,
  OrderItemEntity,
  type OrderStatus,
  type PaymentStatus,
} from './order.entity';
import type { OrderEvent, OrderEvents } from './order.events';
import { lastOrderRead, paymentWithoutVersion, rememberOrderRead } from './order.reads';
import { ReceiptEntity } from './receipt.entity';
import { PREPAID_METHODS } from '../../shared/payment-methods';
import {
  CHOOSE_COURIER,
  COD_ALREADY_CONFIRMED,
  COD_ONLY,
  ORDER_CHANGED,
  ORDER_NOT_FOUND,
  TRACKING_INVALID,
  UNCONFIRMED_NOTE,
} from './order.messages';
import {
  byAdmin,
  byCustomer,
  byService,
  stockGoneMessage,
  stockMove,
  transitionTo,
  type Actor,
  type TransitionName,
} from './order.transitions';
import { returnStock, takeStock, type StockLine } from '../inventory';

/** What a transition is told besides its name: the admin's wish, a shipment, notes. */
export interface ChangeDetails {
  /** The status and payment status asked for (the admin's update). */
  wanted?: { status?: OrderStatus; paymentStatus?: PaymentStatus };
  /** Courier and tracking number (each optional; null keeps the order's). */
  shipment?: { courierId: number | null; trackingNumber: string | null } | null;
  /** The order's courier and tracking number are removed (a booking cancelled). */
  clearShipment?: boolean;
  /** The note of the status's history entry (what a courier's tracking said). */
  statusNote?: string;
  /** The note of the payment's history entry (the receipt a payment was verified by). */
  paymentNote?: string;
  reason?: 'unpaid' | 'unconfirmed';
  /** The field a refusal names. */
  field?: string;
}

/**
 * A manual-payment order the auto-cancel may cancel: pending, unpaid, and no receipt waiting
 * for the shop to look at, uploaded within receiptReviewHours (the parameter `reviewHours`
 * names): a receipt nobody accepted by then holds the stock no longer.
 */
const cancellable = (reviewHours: string) => `o.status = 'pending' AND o.payment_status = 'unpaid'
  AND NOT EXISTS (SELECT 1 FROM order_receipts r WHERE r.order_id = o.id AND r.status = 'waiting'
                   AND r.created_at > now() - ${reviewHours}::float8 * interval '1 hour')`;
/**
 * The hourly sweep's overdue orders: cancellable, and unpaidOrderHours (`$1`) passed since
 * the order was placed and since its last receipt was uploaded or rejected.
 */
const OVERDUE = `${cancellable('$3')} AND o.created_at < now() - $1::float8 * interval '1 hour'
  AND NOT EXISTS (SELECT 1 FROM order_receipts r WHERE r.order_id = o.id AND greatest(r.created_at, r.reviewed_at) > now() - $1::float8 * interval '1 hour')`;

/** The admin's update as sent (each field checked by the update): statuses, courier, tracking number, the version read. */
export interface AdminOrderUpdate {
  status?: unknown;
  paymentStatus?: unknown;
  courierId?: unknown;
  trackingNumber?: unknown;
  version?: unknown;
}

export class OrderLifecycle {
  constructor(
    private readonly ds: DataSource,
    private readonly policy: () => Promise<ShopPolicy>,
    readonly events: OrderEvents,
    private readonly logger: Logger,
  ) {}

  /** Runs `work` in a transaction whose order events reach their handlers (order.events.ts). */
  transaction<T>(work: (em: EntityManager, emit: Emit<OrderEvent>) => Promise<T>): Promise<T> {
    return this.events.run((w) => this.ds.transaction(w), work);
  }

  /** The order row, locked for the rest of the caller's transaction. */
  lockOrder(em: EntityManager, id: number): Promise<OrderEntity | null> {
    return em
      .getRepository(OrderEntity)
      .createQueryBuilder('o')
      .setLock('pessimistic_write')
      .where('o.id = :id', { id })
      .getOne();
  }

  /** The order row locked as `lockOrder` does; NOT_FOUND when there is no such order. */
  async lockExistingOrder(em: EntityManager, id: number): Promise<OrderEntity> {
    const order = await this.lockOrder(em, id);
    if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
    return order;
  }

  /**
   * Applies the transition `name` to an order locked in the caller's transaction: refused
   * when the table does not let it start from the order's state; else stock (taken again or
   * given back, by the status rules), the row, a history entry per changed field, and the
   * events its mails hang off. Nothing recorded is nothing changed.
   */
  async apply(
    em: EntityManager,
    order: OrderEntity,
    name: TransitionName,
    by: Actor,
    emit: Emit<OrderEvent>,
    details: ChangeDetails = {},
  ): Promise<void> {
    const { status, paymentStatus } = transitionTo(name, order, details.wanted, details.field);
    const { shipment } = details;
    const move = stockMove(order.status, status);
    if (move) {
      const items = await em.getRepository(OrderItemEntity).find({ where: { orderId: order.id } });
      const lines: StockLine[] = items
        .filter((i) => i.productId != null)
        .map((i) => ({
          productId: i.productId!,
          variantId: i.variantId,
          attributeValueIds: i.attributeValueIds ?? [],
          qty: i.qty,
          title: i.name,
        }));
      if (move === 'return') await returnStock(em, lines);
      else {
        const { lowStock } = await takeStock(em, lines, (title) =>
          ValidationError.single('status', stockGoneMessage(order.status, title), 'OUT_OF_STOCK'),
        );
        await emit({ type: 'order.stock-taken', orderId: order.id, lines, lowStock });
      }
    }
    // The shipment after this change: what was given, else what the order has.
    const courierId = details.clearShipment ? null : (shipment?.courierId ?? order.courierId);
    const trackingNumber = details.clearShipment ? null : (shipment?.trackingNumber ?? order.trackingNumber);
    const known = [courierId, order.courierId].filter((c): c is number => c !== null);
    const couriers = known.length ? await em.getRepository(CourierEntity).findBy({ id: In(known) }) : [];
    // "Courier · tracking number" (either may be empty), as the timeline reads it.
    const describe = (courier: number | null, tracking: string | null) =>
      courier === null && !tracking
        ? null
        : `${couriers.find((c) => c.id === courier)?.name ?? ''} · ${tracking ?? ''}`;
    const history: Array<Partial<OrderHistoryEntity>> = [];
    if (order.status !== status) {
      history.push({
        field: 'status',
        fromValue: order.status,
        toValue: status,
        note:
          status === 'shipped'
            ? describe(courierId, trackingNumber)
            : details.reason === 'unconfirmed'
              ? UNCONFIRMED_NOTE
              : (details.statusNote ??
                (details.clearShipment ? describe(order.courierId, order.trackingNumber) : null)),
      });
    } else if (shipment && (courierId !== order.courierId || trackingNumber !== order.trackingNumber)) {
      history.push({
        field: 'tracking',
        fromValue: describe(order.courierId, order.trackingNumber),
        toValue: describe(courierId, trackingNumber)!,
      });
    }
    if (order.paymentStatus !== paymentStatus)
      history.push({
        field: 'payment_status',
        fromValue: order.paymentStatus,
        toValue: paymentStatus,
        note: details.paymentNote ?? null,
      });
    if (!history.length) return;
    await em.query(
      `UPDATE orders SET status = $2, payment_status = $3, courier_id = $4, tracking_number = $5, updated_at = now() WHERE id = $1`,
      [order.id, status, paymentStatus, courierId, trackingNumber],
    );
    const inserted = await em
      .getRepository(OrderHistoryEntity)
      .insert(history.map((h) => ({ ...h, orderId: order.id, actorUserId: by.userId, actor: by.actor })));
    for (const [i, h] of history.entries()) {
      const historyId = inserted.identifiers[i].id as number;
      if (h.field === 'status')
        await emit({
          type: 'order.status-changed',
          order,
          paymentStatus,
          from: order.status,
          to: status,
          historyId,
          shipment: { courierId, trackingNumber },
          reason: details.reason === 'unpaid' ? 'unpaid' : undefined,
        });
      else if (h.field === 'payment_status' && paymentStatus === 'paid')
        await emit({ type: 'order.paid', order, historyId });
      else await emit({ type: 'order.noted', orderId: order.id });
    }
  }

  /** Adds one history entry to an order in the caller's transaction and marks the order changed (its list and caches hear it). */
  async record(
    em: EntityManager,
    orderId: number,
    entry: { field: string; fromValue?: string | null; toValue: string; note?: string | null },
    by: Actor,
  ): Promise<number> {
    const { identifiers } = await em.getRepository(OrderHistoryEntity).insert({
      orderId,
      actorUserId: by.userId,
      actor: by.actor,
      field: entry.field,
      fromValue: entry.fromValue ?? null,
      toValue: entry.toValue,
      note: entry.note ?? null,
    });
    await em.query('UPDATE orders SET updated_at = now() WHERE id = $1', [orderId]);
    return identifiers[0].id as number;
  }

  /** A payment receipt the customer uploaded to their order (locked by the caller), with its history entry. */
  async addReceipt(
    em: EntityManager,
    values: Partial<ReceiptEntity> & { orderId: number; uploadedBy: number },
  ) {
    const saved = await em.getRepository(ReceiptEntity).save(values);
    await this.record(
      em,
      values.orderId,
      { field: 'receipt', toValue: 'uploaded', note: saved.originalName },
      byCustomer(values.uploadedBy),
    );
    return saved;
  }

  /**
   * The admin's update (`adminUpdate`): any status to any status (spec), payment status too. A
   * shipped or delivered order takes a courier and a tracking number when given (each
   * optional) and may have them corrected. `version`, when sent, is the order's version the
   * admin read: an order changed since (a payment, a receipt, another admin) is left as it is (409).
   * Without it the payment status is read against what `session` last read (`order.reads.ts`),
   * and what it sends becomes that session's last read.
   */
  async update(
    adminId: number,
    id: number,
    input: AdminOrderUpdate,
    session: ReadSession | null = null,
  ): Promise<void> {
    const statuses = orderUpdateInput.pick({ status: true, paymentStatus: true });
    parseNamed(statuses, input, { paymentStatus: 'payment_status' });
    const expected = parseVersion(input.version, 'order');
    const courierGiven = input.courierId !== undefined && input.courierId !== null && input.courierId !== '';
    const trackingGiven = typeof input.trackingNumber === 'string' && input.trackingNumber.trim() !== '';
    await this.transaction(async (em, emit) => {
      const order = await this.lockExistingOrder(em, id);
      if (expected !== null && order.version !== expected)
        throw new ConflictError(
          ORDER_CHANGED,
          [{ field: 'version', message: ORDER_CHANGED, code: 'CONFLICT' }],
          {
            version: order.version,
            status: order.status,
            payment_status: order.paymentStatus,
          },
        );
      const status = input.status as OrderStatus;
      const sent = input.paymentStatus as PaymentStatus;
      const paymentStatus =
        expected === null ? paymentWithoutVersion(order, sent, await lastOrderRead(em, session, id)) : sent;
      let shipment: ChangeDetails['shipment'] = null;
      if ((status === 'shipped' || status === 'delivered') && (courierGiven || trackingGiven)) {
        const courierId = courierGiven ? Number(input.courierId) : null;
        const trackingNumber = trackingGiven ? (input.trackingNumber as string).trim() : null;
        const problems: Array<{ field: string; message: string; code: string }> = [];
        if (
          courierId !== null &&
          (!Number.isSafeInteger(courierId) || !(await this.usableCourier(em, courierId, order.courierId)))
        )
          problems.push({ field: 'courier_id', message: CHOOSE_COURIER, code: 'INVALID' });
        if (trackingNumber !== null && !TRACKING_NUMBER_RE.test(trackingNumber))
          problems.push({ field: 'tracking_number', message: TRACKING_INVALID, code: 'INVALID' });
        if (problems.length) throw new ValidationError(problems);
        shipment = { courierId, trackingNumber };
      }
      await this.apply(em, order, 'adminUpdate', byAdmin(adminId), emit, {
        wanted: { status, paymentStatus },
        shipment,
      });
      if (session) await rememberOrderRead(em, session, id, sent);
    });
  }

  /** An active courier, or the one the order already has (it may have been made inactive since). */
  private async usableCourier(
    em: EntityManager,
    courierId: number,
    current: number | null,
  ): Promise<boolean> {
    const [row] = await em.query('SELECT active FROM couriers WHERE id = $1', [courierId]);
    return !!row && (row.active || courierId === current);
  }

  /**
   * "Confirmed by phone" (`codConfirmed`): an admin called the customer of a pending
   * cash-on-delivery order (against fake orders). Once per order, recorded in its history.
   */
  async confirmCod(adminId: number, id: number): Promise<void> {
    await this.transaction(async (em, emit) => {
      const order = await this.lockExistingOrder(em, id);
      if (order.paymentMethod !== 'cod') throw ValidationError.single('order', COD_ONLY, 'NOT_COD');
      if (order.codConfirmedAt)
        throw ValidationError.single('order', COD_ALREADY_CONFIRMED, 'ALREADY_CONFIRMED');
      transitionTo('codConfirmed', order);
      await em.query('UPDATE orders SET cod_confirmed_at = now() WHERE id = $1', [id]);
      await this.record(em, id, { field: 'cod_confirmed', toValue: 'confirmed by phone' }, byAdmin(adminId));
      await emit({ type: 'order.noted', orderId: id });
    });
  }

  /**
   * The worker's auto-cancel (`autoCancel`, a job scheduled unpaidOrderHours after a
   * prepaid order placed unpaid): a pending order still unpaid is cancelled by `system`, its stock
   * returned and the customer mailed. Anything else (paid, shipped, already cancelled, cash on
   * delivery, a receipt waiting for the shop less than receiptReviewHours) is left alone.
   */
  async cancelUnpaid(orderId: number): Promise<boolean> {
    const { receiptReviewHours } = (await this.policy()).orders;
    const cancelled = await this.transaction(async (em, emit) => {
      const order = await this.lockOrder(em, orderId);
      if (!order || !PREPAID_METHODS.includes(order.paymentMethod)) return false;
      const [due] = await em.query(`SELECT 1 FROM orders o WHERE o.id = $1 AND ${cancellable('$2')}`, [
        orderId,
        receiptReviewHours,
      ]);
      if (!due) return false;
      await this.apply(em, order, 'autoCancel', byService('system'), emit, {
        reason: 'unpaid',
      });
      return true;
    });
    if (cancelled) this.logger.info({ orderId }, 'unpaid order cancelled');
    return cancelled;
  }

  /** The hourly sweep: every prepaid order unpaid for longer than unpaidOrderHours (say, placed before its job existed). */
  async cancelOverdue(): Promise<number> {
    const { unpaidOrderHours, receiptReviewHours } = (await this.policy()).orders;
    const rows: Array<{ id: number }> = await this.ds.query(
      `SELECT id FROM orders o WHERE o.payment_method = ANY($2::text[]) AND ${OVERDUE} ORDER BY id LIMIT 1000`,
      [unpaidOrderHours, PREPAID_METHODS, receiptReviewHours],
    );
    let n = 0;
    for (const { id } of rows) if (await this.cancelUnpaid(id)) n++;
    return n;
  }
}
