/** Reading orders: one with everything it shows, a customer's own, and the lines and history the loaders batch. */
import type { DataSource, EntityManager } from 'typeorm';
import { pageMeta, pageOfRows } from '../../platform/db/count';
import { NotFoundError } from '../../shared/errors';
import type { ReadSession } from '../../shared/versions';
import { OrderEntity, OrderHistoryEntity, OrderItemEntity } from './order.entity';
import type { OrderPage } from './order.admin-list';
import { ORDER_NOT_FOUND } from './order.messages';
import { rememberOrderRead } from './order.reads';
import { ReceiptEntity } from './receipt.entity';
import { detailsOf, readDetailsRow, type OrderDetails } from './order.sql';

export const CUSTOMER_PAGE_SIZE = 10;

export class OrderQueries {
  constructor(private readonly ds: DataSource) {}

  /** An order with its lines, history, receipts and courier: one prepared statement (order.sql.ts). */
  async details(id: number, em: EntityManager = this.ds.manager): Promise<OrderDetails> {
    const row = await readDetailsRow(em, id);
    if (!row) throw new NotFoundError(ORDER_NOT_FOUND);
    return detailsOf(this.ds, row);
  }

  /** An admin session's read of an order's payment status (its update form is filled from it: order.reads.ts). */
  rememberRead(session: ReadSession, order: Pick<OrderEntity, 'id' | 'paymentStatus'>): Promise<void> {
    return rememberOrderRead(this.ds.manager, session, order.id, order.paymentStatus);
  }

  itemsFor(orderIds: readonly number[]): Promise<OrderItemEntity[]> {
    return this.rowsOf(OrderItemEntity, orderIds);
  }

  historyFor(orderIds: readonly number[]): Promise<OrderHistoryEntity[]> {
    return this.rowsOf(OrderHistoryEntity, orderIds);
  }

  /** The payment receipts of orders. */
  receiptsFor(orderIds: readonly number[]): Promise<ReceiptEntity[]> {
    return this.rowsOf(ReceiptEntity, orderIds);
  }

  receipt(id: number, em: EntityManager = this.ds.manager): Promise<ReceiptEntity | null> {
    return em.getRepository(ReceiptEntity).findOneBy({ id });
  }

  /** The rows of an order's table (lines, history, receipts) for these orders, oldest first: what the loaders batch. */
  private rowsOf<T extends object>(target: new () => T, orderIds: readonly number[]): Promise<T[]> {
    return this.ds
      .getRepository(target)
      .createQueryBuilder('r')
      .where('r.order_id = ANY(:ids)', { ids: [...orderIds] })
      .orderBy('r.id')
      .getMany();
  }

  /** A customer's own order; anyone else's is simply not found. */
  async customerOrder(userId: number, id: number): Promise<OrderDetails> {
    const order = await this.ds.getRepository(OrderEntity).findOneBy({ id, userId });
    if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
    return this.details(id);
  }

  /** A customer's orders, newest first; a search is an order number (anything else finds nothing). */
  async customerOrders(
    userId: number,
    search: string | undefined,
    page: number,
    perPage = CUSTOMER_PAGE_SIZE,
  ): Promise<OrderPage> {
    const qb = this.ds
      .getRepository(OrderEntity)
      .createQueryBuilder('o')
      .where('o.user_id = :userId', { userId });
    const s = search?.trim();
    if (s) {
      if (!/^\d{1,9}$/.test(s)) return { items: [], ...pageMeta(page, perPage, 0) };
      qb.andWhere('o.id = :id', { id: Number(s) });
    }
    return pageOfRows(qb.orderBy('o.created_at', 'DESC').addOrderBy('o.id', 'DESC'), page, perPage);
  }
}
