import { MigrationInterface, QueryRunner } from 'typeorm';

/** The payload on `catalog_changed` that says orders were added or removed. */
export const ORDERS_CHANGED = 'orders';

/**
 * Order count notifications: a statement trigger sends `NOTIFY catalog_changed, 'orders'`
 * when orders are inserted or deleted, so every instance drops the admin list's cached
 * totals. The catalogue read cache ignores this payload (orders are not catalogue rows).
 */
export class OrdersNotify1732800000000 implements MigrationInterface {
  name = 'OrdersNotify1732800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION notify_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('catalog_changed', '${ORDERS_CHANGED}');
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER orders_count_changed
      AFTER INSERT OR DELETE OR TRUNCATE ON orders
      FOR EACH STATEMENT EXECUTE FUNCTION notify_orders_changed()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER orders_count_changed ON orders');
    await q.query('DROP FUNCTION notify_orders_changed()');
  }
}
