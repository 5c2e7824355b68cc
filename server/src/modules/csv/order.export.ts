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

export const ORDER_COLUMNS = [
  'order_id',
  'created_at',
  'customer_name',
  'email',
  'mobile',
  'address',
  'city',
  'province',
  'postal_code',
  'payment_method',
  'payment_status',
  'status',
  'items',
  'item_count',
  'sub_total',
  'shipping',
  'discount',
  'discount_code',
  'grand_total',
  'tracking_number',
] as const;

/** An order line as one piece of the items cell: "2 x Bunny (Size: S, Color: Red)". */
function itemText(i: OrderItemEntity): string {
  const options = [
    i.sizeName && `Size: ${i.sizeName}`,
    i.colorName && `Color: ${i.colorName}`,
    ...Object.entries(i.attributes ?? {}).map(([k, v]) => `${k}: ${v}`),
  ].filter(Boolean);
  return `${i.qty} x ${i.name}${options.length ? ` (${options.join(', ')})` : ''}`;
}

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
  const rows = list.map((o) => {
    const lines = items.get(o.id) ?? [];
    return [
      o.id,
      shopTime(o.createdAt, timeZone),
      o.name,
      o.email,
      o.mobile,
      o.address,
      o.city,
      o.street,
      o.zip,
      PAYMENT_METHOD_LABELS[o.paymentMethod] ?? o.paymentMethod,
      o.paymentStatus,
      o.status,
      lines.map(itemText).join('; '),
      lines.reduce((n, i) => n + i.qty, 0),
      toRupees(o.subTotal),
      toRupees(o.shipping),
      toRupees(o.discount),
      o.discountCode,
      toRupees(o.grandTotal),
      o.trackingNumber,
    ];
  });
  return {
    fileName: csvFileName('orders', now, timeZone),
    text: writeCsv(ORDER_COLUMNS, rows),
    rows: rows.length,
  };
}
