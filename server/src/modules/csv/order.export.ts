/** The admin order list as CSV: the orders the list shows for its search, filter and sort, every page. */
import { ValidationError } from '../../shared/errors';
import { toRupees } from '../../shared/money';
import {
  PAYMENT_METHOD_LABELS,
  type AdminOrderQuery,
  type OrderEntity,
  type OrderItemEntity,
  type Orders,
} from '../orders';
import { csvFileName, type CsvFile, shopTime, writeCsv } from './csv.format';

/** Most orders one export writes (narrow the list with its filter or search for more). */
export const MAX_EXPORT_ORDERS = 10_000;

/** An order line as one piece of the items cell: "2 x Bunny (Size: S, Color: Red)". */
function itemText(i: OrderItemEntity): string {
  const options = [
    i.sizeName && `Size: ${i.sizeName}`,
    i.colorName && `Color: ${i.colorName}`,
    ...Object.entries(i.attributes ?? {}).map(([k, v]) => `${k}: ${v}`),
  ].filter(Boolean);
  return `${i.qty} x ${i.name}${options.length ? ` (${options.join(', ')})` : ''}`;
}

type Cell = string | number | null;

/** Each column's header and its cell of an order (with its lines). */
const ORDER_COLUMNS: Array<[string, (o: OrderEntity, lines: OrderItemEntity[], timeZone: string) => Cell]> = [
  ['order_id', (o) => o.id],
  ['created_at', (o, _, timeZone) => shopTime(o.createdAt, timeZone)],
  ['customer_name', (o) => o.name],
  ['email', (o) => o.email],
  ['mobile', (o) => o.mobile],
  ['address', (o) => o.address],
  ['city', (o) => o.city],
  ['province', (o) => o.street],
  ['postal_code', (o) => o.zip],
  ['payment_method', (o) => PAYMENT_METHOD_LABELS[o.paymentMethod] ?? o.paymentMethod],
  ['payment_status', (o) => o.paymentStatus],
  ['status', (o) => o.status],
  ['items', (_, lines) => lines.map(itemText).join('; ')],
  ['item_count', (_, lines) => lines.reduce((n, i) => n + i.qty, 0)],
  ['sub_total', (o) => toRupees(o.subTotal)],
  ['shipping', (o) => toRupees(o.shipping)],
  ['discount', (o) => toRupees(o.discount)],
  ['discount_code', (o) => o.discountCode],
  ['grand_total', (o) => toRupees(o.grandTotal)],
  ['tracking_number', (o) => o.trackingNumber],
];

/** The orders of the admin list for `query` (no pages), one row each with its lines in one cell. */
export async function ordersCsv(
  orders: Orders,
  query: AdminOrderQuery,
  timeZone: string,
  now = new Date(),
): Promise<CsvFile> {
  const list: OrderEntity[] = await orders.list.all(query, MAX_EXPORT_ORDERS);
  if (list.length > MAX_EXPORT_ORDERS)
    throw ValidationError.single(
      'filter',
      `The list has more than ${MAX_EXPORT_ORDERS} orders. Narrow it with the filter or a search and export each part.`,
      'TOO_MANY_ROWS',
    );
  const items = new Map<number, OrderItemEntity[]>();
  for (const i of await orders.queries.itemsFor(list.map((o) => o.id))) {
    if (!items.has(i.orderId)) items.set(i.orderId, []);
    items.get(i.orderId)!.push(i);
  }
  const rows = list.map((o) => ORDER_COLUMNS.map(([, value]) => value(o, items.get(o.id) ?? [], timeZone)));
  return {
    fileName: csvFileName('orders', now, timeZone),
    text: writeCsv(
      ORDER_COLUMNS.map(([name]) => name),
      rows,
    ),
    rows: rows.length,
  };
}
