import type { DataSource } from 'typeorm';
import { lowStockSql } from '../catalog';
import { ADMIN_FILTERS } from '../orders';

/** The owner's to-do: how many orders or products wait in each list the dashboard links to. */
export interface DashboardTodo {
  receiptsWaiting: number;
  codToConfirm: number;
  toShip: number;
  lowStock: number;
}

export interface DashboardFigures {
  customers: number;
  orders: number;
  products: number;
  /** paisa: paid orders of the last 30 days (cancelled ones excluded) */
  revenue30Days: number;
  /** the last 14 days, oldest first: day (YYYY-MM-DD), orders (not cancelled), revenue (paisa, paid orders) */
  daily: Array<{ day: string; orders: number; revenue: number }>;
  todo: DashboardTodo;
}

/** Real figures for the admin dashboard (not the old fixed 0). */
export class DashboardService {
  constructor(
    private readonly ds: DataSource,
    /** The shop's IANA time zone: a day of the chart is a calendar day there. */
    private readonly timeZone: string,
  ) {}

  async figures(): Promise<DashboardFigures> {
    const [counts] = await this.ds.query(`SELECT
      (SELECT count(*)::int FROM users WHERE role = 'CUSTOMER') AS customers,
      (SELECT count(*)::int FROM orders) AS orders,
      (SELECT count(*)::int FROM products) AS products,
      (SELECT coalesce(sum(grand_total), 0)::bigint FROM orders
        WHERE payment_status = 'paid' AND status <> 'cancelled' AND created_at >= now() - interval '30 days') AS revenue,
      (SELECT count(*)::int FROM orders o WHERE ${ADMIN_FILTERS.receipt_waiting}) AS receipts_waiting,
      (SELECT count(*)::int FROM orders o WHERE ${ADMIN_FILTERS.unconfirmed_cod}) AS cod_to_confirm,
      (SELECT count(*)::int FROM orders o WHERE ${ADMIN_FILTERS.to_ship}) AS to_ship,
      (SELECT count(*)::int FROM products p WHERE ${lowStockSql('p')}) AS low_stock`);
    // Days in the shop's time zone (not the database session's): `d.day` is a local midnight,
    // `AT TIME ZONE` turns it back into the instant the orders' timestamps are compared with.
    const daily: Array<{ day: string; orders: number; revenue: string }> = await this.ds.query(
      `
      SELECT to_char(d.day, 'YYYY-MM-DD') AS day, count(o.id)::int AS orders,
             coalesce(sum(o.grand_total) FILTER (WHERE o.payment_status = 'paid'), 0)::bigint AS revenue
        FROM generate_series(date_trunc('day', now() AT TIME ZONE $1) - interval '13 days', date_trunc('day', now() AT TIME ZONE $1), interval '1 day') AS d(day)
        LEFT JOIN orders o ON o.created_at >= (d.day AT TIME ZONE $1) AND o.created_at < ((d.day + interval '1 day') AT TIME ZONE $1)
                          AND o.status <> 'cancelled'
       GROUP BY d.day ORDER BY d.day`,
      [this.timeZone],
    );
    return {
      customers: counts.customers,
      orders: counts.orders,
      products: counts.products,
      revenue30Days: Number(counts.revenue),
      daily: daily.map((d) => ({ day: d.day, orders: d.orders, revenue: Number(d.revenue) })),
      // The same conditions as the lists they link to (adminOrders' filters, adminProducts' lowStock).
      todo: {
        receiptsWaiting: counts.receipts_waiting,
        codToConfirm: counts.cod_to_confirm,
        toShip: counts.to_ship,
        lowStock: counts.low_stock,
      },
    };
  }
}
