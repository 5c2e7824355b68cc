import type { DataSource } from 'typeorm';
import { countLowStock } from '../inventory';
import { attentionCounts } from '../orders';
import type { ReportService } from '../reports';

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
  /** paisa: the sales report's revenue over the last 30 days of the shop's time zone, today included */
  revenue30Days: number;
  /** the last 14 of those days, oldest first: day (YYYY-MM-DD), orders and revenue (paisa) as the report's byDay */
  daily: Array<{ day: string; orders: number; revenue: number }>;
  todo: DashboardTodo;
}

/** Real figures for the admin dashboard; its revenue is the sales report's (reports/report.rules.ts). */
export class DashboardService {
  constructor(
    private readonly ds: DataSource,
    private readonly reports: ReportService,
  ) {}

  async figures(): Promise<DashboardFigures> {
    const [[counts], attention, lowStock] = await Promise.all([
      this.ds.query(`SELECT
        (SELECT count(*)::int FROM users WHERE role = 'CUSTOMER') AS customers,
        (SELECT count(*)::int FROM orders) AS orders,
        (SELECT count(*)::int FROM products) AS products`),
      attentionCounts(this.ds),
      countLowStock(this.ds),
    ]);
    const month = this.reports.lastDays(30);
    const sales = await this.reports.daily(month.from, month.to);
    return {
      customers: counts.customers,
      orders: counts.orders,
      products: counts.products,
      revenue30Days: sales.totals.revenue,
      daily: sales.byDay.slice(-14).map((d) => ({ day: d.key, orders: d.orders, revenue: d.revenue })),
      // The same conditions as the lists they link to (adminOrders' filters, adminProducts' lowStock).
      todo: {
        receiptsWaiting: attention.receipt_waiting,
        codToConfirm: attention.unconfirmed_cod,
        toShip: attention.to_ship,
        lowStock,
      },
    };
  }
}
