import type { EntityManager } from 'typeorm';
import { COUNTED_ORDER_SQL, NET_REVENUE_SQL, PAID_ORDER_SQL, TO_SHIP_SQL } from './report.rules';

/** The shop at a glance (the owner's daily summary); money in paisa. */
export interface ShopGlance {
  /** Orders placed in the window (cancelled ones excluded). */
  orders: number;
  /** Paisa of the paid ones. */
  revenue: number;
  /** Orders now waiting to be shipped. */
  toShip: number;
  /** Orders now with a payment receipt waiting for the shop's look. */
  receiptsWaiting: number;
}

/** The orders and revenue of [since, until), and what waits now; by report.rules.ts. */
export async function shopGlance(em: EntityManager, since: Date, until: Date): Promise<ShopGlance> {
  const [r] = await em.query(
    `SELECT
       (SELECT count(*)::int FROM orders o
         WHERE ${COUNTED_ORDER_SQL} AND o.created_at >= $1 AND o.created_at < $2) AS orders,
       (SELECT coalesce(sum(${NET_REVENUE_SQL}), 0)::bigint FROM orders o
         WHERE ${COUNTED_ORDER_SQL} AND ${PAID_ORDER_SQL} AND o.created_at >= $1 AND o.created_at < $2) AS revenue,
       (SELECT count(*)::int FROM orders o WHERE ${TO_SHIP_SQL}) AS to_ship,
       (SELECT count(DISTINCT r.order_id)::int FROM order_receipts r WHERE r.status = 'waiting') AS receipts`,
    [since, until],
  );
  return { orders: r.orders, revenue: Number(r.revenue), toShip: r.to_ship, receiptsWaiting: r.receipts };
}
