import type { DataSource } from 'typeorm';
import { parseInput } from '../../shared/parse';
import { reportRangeInput } from '../../shared/inputs/reports';
import { PAYMENT_METHOD_LABELS } from '../orders';
import {
  averageOrderValue,
  COUNTED_ORDER_SQL,
  inLocalDaysSql,
  lastLocalDays,
  NET_LINE_REVENUE_SQL,
  NET_REVENUE_SQL,
  PAID_ORDER_SQL,
} from './report.rules';

/** Figures of one group (a day, product, category, payment method or city); money in paisa. */
export interface ReportLine {
  /** The group's key: YYYY-MM-DD, a product or category id (empty for one deleted), a method code, a city. */
  key: string;
  label: string;
  orders: number;
  /** Units sold (products and categories), else null. */
  units: number | null;
  revenue: number;
}

export interface Totals {
  orders: number;
  paidOrders: number;
  revenue: number;
  averageOrderValue: number;
}

export interface SalesReport {
  from: string;
  to: string;
  timeZone: string;
  totals: Totals;
  /** Every day of the range, oldest first (days without orders too). */
  byDay: ReportLine[];
  /** Best-selling first (revenue, then units). */
  byProduct: ReportLine[];
  byCategory: ReportLine[];
  byPaymentMethod: ReportLine[];
  byCity: ReportLine[];
}

/** A group's row as the database answers it (bigint sums as text). */
type Row = { key: string; label?: string; orders: number; units?: number; revenue: string };
type TotalsRow = { orders: number; paid: number; revenue: string };

/** Orders, paid orders and revenue of the days $1..$2 of the time zone $3. */
const TOTALS_SQL = `SELECT count(*)::int AS orders, count(*) FILTER (WHERE ${PAID_ORDER_SQL})::int AS paid,
       coalesce(sum(${NET_REVENUE_SQL}) FILTER (WHERE ${PAID_ORDER_SQL}), 0)::bigint AS revenue
  FROM orders o WHERE ${COUNTED_ORDER_SQL} AND ${inLocalDaysSql('$1', '$2', '$3')}`;

/** Every day $1..$2 of the time zone $3, oldest first, with its orders and revenue (days without orders too). */
const BY_DAY_SQL = `SELECT to_char(d.day, 'YYYY-MM-DD') AS key, count(o.id)::int AS orders,
       coalesce(sum(${NET_REVENUE_SQL}) FILTER (WHERE ${PAID_ORDER_SQL}), 0)::bigint AS revenue
  FROM generate_series($1::date::timestamp, $2::date::timestamp, interval '1 day') AS d(day)
  LEFT JOIN orders o ON ${COUNTED_ORDER_SQL}
       AND o.created_at >= (d.day::timestamp AT TIME ZONE $3)
       AND o.created_at < ((d.day + interval '1 day')::timestamp AT TIME ZONE $3)
 GROUP BY d.day ORDER BY d.day`;

const line = (r: Row): ReportLine => ({
  key: r.key,
  label: r.label ?? r.key,
  orders: r.orders,
  units: r.units ?? null,
  revenue: Number(r.revenue),
});

function totalsOf(t: TotalsRow): Totals {
  const revenue = Number(t.revenue);
  return {
    orders: t.orders,
    paidOrders: t.paid,
    revenue,
    averageOrderValue: averageOrderValue(revenue, t.paid),
  };
}

/** Sales over calendar days of SHOP_TIMEZONE (report.rules.ts says what counts). */
export class ReportService {
  constructor(
    private readonly ds: DataSource,
    private readonly timeZone: string,
  ) {}

  /** The report for the range `input` names (checked by the shared `reportRangeInput`). */
  async sales(input: unknown): Promise<SalesReport> {
    const { from, to } = parseInput(reportRangeInput, input);
    const range = inLocalDaysSql('$1', '$2', '$3');
    const params = [from, to, this.timeZone];
    const counted = `FROM orders o WHERE ${COUNTED_ORDER_SQL} AND ${range}`;
    // One snapshot: the totals and every breakdown see the same orders.
    const { totals, groups } = await this.ds.transaction('REPEATABLE READ', async (em) => {
      const [totals]: TotalsRow[] = await em.query(TOTALS_SQL, params);
      const groups: Row[][] = [];
      for (const sql of [
        BY_DAY_SQL,
        `SELECT coalesce(i.product_id::text, '') AS key, coalesce(max(p.title), max(i.name)) AS label,
                count(DISTINCT o.id)::int AS orders, sum(i.qty)::int AS units,
                coalesce(sum(${NET_LINE_REVENUE_SQL}) FILTER (WHERE ${PAID_ORDER_SQL}), 0)::bigint AS revenue
           FROM orders o JOIN order_items i ON i.order_id = o.id LEFT JOIN products p ON p.id = i.product_id
          WHERE ${COUNTED_ORDER_SQL} AND ${range}
          GROUP BY i.product_id, CASE WHEN i.product_id IS NULL THEN i.name END
          ORDER BY revenue DESC, units DESC, label`,
        `SELECT coalesce(c.id::text, '') AS key, coalesce(c.name, 'Deleted products') AS label,
                count(DISTINCT o.id)::int AS orders, sum(i.qty)::int AS units,
                coalesce(sum(${NET_LINE_REVENUE_SQL}) FILTER (WHERE ${PAID_ORDER_SQL}), 0)::bigint AS revenue
           FROM orders o JOIN order_items i ON i.order_id = o.id
           LEFT JOIN products p ON p.id = i.product_id LEFT JOIN categories c ON c.id = p.category_id
          WHERE ${COUNTED_ORDER_SQL} AND ${range}
          GROUP BY c.id, c.name ORDER BY revenue DESC, units DESC, label`,
        `SELECT o.payment_method AS key, count(*)::int AS orders,
                coalesce(sum(${NET_REVENUE_SQL}) FILTER (WHERE ${PAID_ORDER_SQL}), 0)::bigint AS revenue
           ${counted} GROUP BY o.payment_method ORDER BY revenue DESC, orders DESC, key`,
        `SELECT o.city AS key, count(*)::int AS orders,
                coalesce(sum(${NET_REVENUE_SQL}) FILTER (WHERE ${PAID_ORDER_SQL}), 0)::bigint AS revenue
           ${counted} GROUP BY o.city ORDER BY revenue DESC, orders DESC, key`,
      ])
        groups.push(await em.query(sql, params));
      return { totals, groups };
    });
    const [byDay, byProduct, byCategory, byMethod, byCity] = groups;
    return {
      from,
      to,
      timeZone: this.timeZone,
      totals: totalsOf(totals),
      byDay: byDay.map(line),
      byProduct: byProduct.map(line),
      byCategory: byCategory.map(line),
      byPaymentMethod: byMethod.map((r) =>
        line({ ...r, label: PAYMENT_METHOD_LABELS[r.key as keyof typeof PAYMENT_METHOD_LABELS] ?? r.key }),
      ),
      byCity: byCity.map(line),
    };
  }

  /**
   * The totals and every day of the range `from..to` (valid YYYY-MM-DD days, `from` first): the
   * report's own figures for those days, in one snapshot (the dashboard's revenue and chart).
   */
  async daily(from: string, to: string): Promise<Pick<SalesReport, 'totals' | 'byDay'>> {
    const params = [from, to, this.timeZone];
    return this.ds.transaction('REPEATABLE READ', async (em) => {
      const [totals]: TotalsRow[] = await em.query(TOTALS_SQL, params);
      const byDay: Row[] = await em.query(BY_DAY_SQL, params);
      return { totals: totalsOf(totals), byDay: byDay.map(line) };
    });
  }

  /** The last `days` calendar days of the shop's time zone, today (at `at`) the last. */
  lastDays(days: number, at = new Date()): { from: string; to: string } {
    return lastLocalDays(days, this.timeZone, at);
  }
}
