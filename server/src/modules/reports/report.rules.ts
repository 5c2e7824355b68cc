/**
 * What the shop's figures count, written once (the reports, the owner's daily summary):
 * - an order counts from the moment it is placed, on its day in SHOP_TIMEZONE, unless it was
 *   cancelled (a returned order was an order, refused at the door: it counts, unpaid);
 * - revenue is the grand total (paisa) of counted orders that are paid, net of their refunds
 *   (accepted ones, whenever they were made: the order's day keeps its figures); for a product or
 *   a category it is its lines (price × quantity) of those orders, before discount and shipping,
 *   each scaled by the share of the order's total not refunded (rounded to the paisa per line);
 * - a paid order is one paid, or partly refunded; one refunded in full brings nothing and is not
 *   counted as paid;
 * - the average order value is revenue divided by the paid orders, rounded to the paisa.
 */

/** SQL: the order `o` counts. */
export const COUNTED_ORDER_SQL = `o.status <> 'cancelled'`;
/** SQL: the counted order `o` brings revenue. */
export const PAID_ORDER_SQL = `o.payment_status IN ('paid', 'partially_refunded')`;

/** SQL: paisa refunded of the order `o` (refunds accepted: pending or succeeded). */
const REFUNDED_SQL = `(SELECT coalesce(sum(r.amount), 0) FROM refunds r
     WHERE r.order_id = o.id AND r.status IN ('pending', 'succeeded'))`;

/** SQL: what the order `o` brings (paisa): its grand total less its refunds. */
export const NET_REVENUE_SQL = `(o.grand_total - ${REFUNDED_SQL})`;

/** SQL: what the order line `i` of the order `o` brings (paisa): its price × quantity, by the share not refunded. */
export const NET_LINE_REVENUE_SQL = `round(i.price::numeric * i.qty * ${NET_REVENUE_SQL} / nullif(o.grand_total, 0))`;

/**
 * SQL: `o.created_at` falls within the calendar days $from..$to (YYYY-MM-DD, both included) of
 * the time zone $tz: from $from's local midnight up to (not including) the day after $to's.
 */
export function inLocalDaysSql(from: string, to: string, tz: string): string {
  return `o.created_at >= (${from}::date::timestamp AT TIME ZONE ${tz})
      AND o.created_at < ((${to}::date + 1)::timestamp AT TIME ZONE ${tz})`;
}

/** Revenue over paid orders, rounded to the paisa (0 without any). */
export function averageOrderValue(revenue: number, paidOrders: number): number {
  return paidOrders > 0 ? Math.round(revenue / paidOrders) : 0;
}

/** SQL: the order `o` waits to be shipped: still pending, and paid or cash on delivery. */
export const TO_SHIP_SQL = `o.status = 'pending' AND (o.payment_status <> 'unpaid' OR o.payment_method = 'cod')`;

/** The last `days` calendar days (YYYY-MM-DD) of the time zone `timeZone`, the day of `at` the last. */
export function lastLocalDays(days: number, timeZone: string, at: Date): { from: string; to: string } {
  const to = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
  const [y, m, d] = to.split('-').map(Number);
  const from = new Date(Date.UTC(y, m - 1, d - (days - 1))).toISOString().slice(0, 10);
  return { from, to };
}
