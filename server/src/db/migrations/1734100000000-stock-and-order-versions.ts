import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stock is its own record, orders carry a version (DESIGN 3.18, 3.19):
 * - `orders.version`: bumped by a row trigger whenever an order row changes, so every path that
 *   changes an order (an admin's update, a verified or rejected receipt, the card webhook,
 *   "confirmed by phone", the auto-cancel, and any written later) moves it, and an update made
 *   from an older read is refused;
 * - `stock_reads`: the stock quantities the REST adapter showed each admin session (bearer token
 *   id) per product, so a legacy save that sends back a quantity it was shown is known to leave
 *   that stock alone instead of writing it back over what orders took since. Kept until the
 *   token expires.
 */
export class StockAndOrderVersions1734100000000 implements MigrationInterface {
  name = 'StockAndOrderVersions1734100000000';

  async up(q: QueryRunner): Promise<void> {
    // A constant default: no table rewrite.
    await q.query(`ALTER TABLE orders ADD COLUMN version integer NOT NULL DEFAULT 1`);
    await q.query(`
      CREATE FUNCTION bump_order_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.version := OLD.version + 1;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER orders_bump_version BEFORE UPDATE ON orders
        FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_order_version()`);
    await q.query(`
      CREATE TABLE stock_reads (
        token_id   uuid NOT NULL,
        product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        cell       varchar(40) NOT NULL,
        qty        integer NOT NULL,
        expires_at timestamptz NOT NULL,
        PRIMARY KEY (token_id, product_id, cell, qty)
      )`);
    await q.query(`CREATE INDEX stock_reads_product_idx ON stock_reads (product_id)`);
    await q.query(`CREATE INDEX stock_reads_expires_idx ON stock_reads (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE stock_reads');
    await q.query('DROP TRIGGER orders_bump_version ON orders');
    await q.query('DROP FUNCTION bump_order_version()');
    await q.query('ALTER TABLE orders DROP COLUMN version');
  }
}
