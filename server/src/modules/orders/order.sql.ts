/**
 * The orders' raw SQL, on their measured hot paths only: placing an order (one statement
 * for the order, its lines, its first history entry and the account it mails) and
 * reading one back with its lines, history, receipts and courier. Each answers the rows as
 * TypeORM would read them (`tests/api/orders.test.ts` compares them).
 */
import type { DataSource, EntityManager } from 'typeorm';
import { entityFromRow } from '../../platform/db/entity-from-row';
import { CourierEntity } from './courier.entity';
import { OrderEntity, OrderHistoryEntity, OrderItemEntity } from './order.entity';
import { ReceiptEntity } from './receipt.entity';

/** An order with its lines, history, receipts (each oldest first) and courier. */
export interface OrderDetails extends OrderEntity {
  items: OrderItemEntity[];
  history: OrderHistoryEntity[];
  /** Payment receipts the customer uploaded, oldest first. */
  receipts: ReceiptEntity[];
  courier: CourierEntity | null;
}

/**
 * One statement: the order (`$1`–`$16`, its discount `$18` and code `$19`), its lines
 * (`$17`, a JSON array), its first history entry, and the account it mails; it
 * answers with the rows it wrote, as `details` reads them, so a placed order is answered from
 * its own transaction (nothing is read after the commit, which a database crash could fail).
 */
export const PLACE_ORDER = `WITH o AS (
             INSERT INTO orders (user_id, name, email, address, city, street, zip, mobile, status, payment_status, payment_method,
                                 payment_intent_id, idempotency_key, idempotency_fingerprint, sub_total, shipping, discount, grand_total, discount_code)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', $9, $10, $11, $12, $13, $14, $15, $18, $16, $19) RETURNING *),
           i AS (
             INSERT INTO order_items (order_id, product_id, variant_id, attribute_value_ids, name, qty, price, size_name, color_name, attributes, image)
             SELECT o.id, x.product_id, x.variant_id, x.attribute_value_ids, x.name, x.qty, x.price, x.size_name, x.color_name, x.attributes, x.image
               FROM o, jsonb_to_recordset($17::jsonb) AS x(n int, product_id int, variant_id int, attribute_value_ids int[], name text, qty int,
                                                           price int, size_name text, color_name text, attributes jsonb, image text)
              ORDER BY x.n
             RETURNING *),
           h AS (
             INSERT INTO order_history (order_id, actor_user_id, actor, field, from_value, to_value)
             SELECT o.id, $1, 'customer', 'status', NULL, 'pending' FROM o
             RETURNING *)
           SELECT o.*, u.email AS account_email, u.name AS account_name, u.verified_at IS NOT NULL AS verified,
                  (SELECT json_agg(i ORDER BY i.id) FROM i) AS details_items,
                  (SELECT json_agg(h ORDER BY h.id) FROM h) AS details_history,
                  '[]'::json AS details_receipts, NULL::json AS details_courier
             FROM o JOIN users u ON u.id = $1`;

/** The order's related rows as `details` reads them (each table's rows as JSON). */
export interface DetailsRow {
  details_items: Array<Record<string, unknown>>;
  details_history: Array<Record<string, unknown>>;
  details_receipts: Array<Record<string, unknown>>;
  details_courier: Record<string, unknown> | null;
}

/** What `PLACE_ORDER` answers: the order's row with its details, and the account it mails. */
export type PlacedRow = Record<string, unknown> &
  DetailsRow & { id: number; account_email: string; account_name: string; verified: boolean };

/**
 * An order (`$1`) with its lines, history and receipts (each oldest first, as JSON arrays) and
 * its courier: one statement, one row. Each list is its own subquery: a joined read
 * returns lines × history × receipts rows (thousands for a long order).
 */
const ORDER_DETAILS = `SELECT o.*,
       (SELECT coalesce(json_agg(i ORDER BY i.id), '[]') FROM order_items i WHERE i.order_id = o.id) AS details_items,
       (SELECT coalesce(json_agg(h ORDER BY h.id), '[]') FROM order_history h WHERE h.order_id = o.id) AS details_history,
       (SELECT coalesce(json_agg(r ORDER BY r.id), '[]') FROM order_receipts r WHERE r.order_id = o.id) AS details_receipts,
       (SELECT to_json(c) FROM couriers c WHERE c.id = o.courier_id) AS details_courier
     FROM orders o WHERE o.id = $1`;

/** The row of `ORDER_DETAILS` for order `id`, or undefined. */
export async function readDetailsRow(
  db: DataSource | EntityManager,
  id: number,
): Promise<(Record<string, unknown> & DetailsRow) | undefined> {
  const [row] = (await db.query(ORDER_DETAILS, [id])) as (Record<string, unknown> & DetailsRow)[];
  return row;
}

/** An order with its lines, history, receipts and courier from a row of `ORDER_DETAILS` or `PLACE_ORDER`. */
export function detailsOf(ds: DataSource, row: Record<string, unknown> & DetailsRow): OrderDetails {
  const entity =
    <T extends object>(target: new () => T) =>
    (r: Record<string, unknown>) =>
      entityFromRow(ds, target, r);
  return Object.assign(entity(OrderEntity)(row), {
    items: row.details_items.map(entity(OrderItemEntity)),
    history: row.details_history.map(entity(OrderHistoryEntity)),
    receipts: row.details_receipts.map(entity(ReceiptEntity)),
    courier: row.details_courier ? entity(CourierEntity)(row.details_courier) : null,
  });
}
