import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stock, orders and mail under concurrency:
 * - `products.version`: bumped by every stock change and every admin write of the product, so an
 *   admin save made from an older read is refused instead of writing stale stock back;
 * - idempotency keys up to 255 characters with the fingerprint of the request they placed;
 * - `mail_events`: one row per mail-causing event (its key), so an event enqueues its mail once
 *   and the worker delivers it once (sent_at).
 */
export class OrdersConsistency1733100000000 implements MigrationInterface {
  name = 'OrdersConsistency1733100000000';

  async up(q: QueryRunner): Promise<void> {
    // A constant default: no table rewrite on a large catalogue.
    await q.query(`ALTER TABLE products ADD COLUMN version integer NOT NULL DEFAULT 1`);
    // Widening a varchar rewrites no rows. The key's uniqueness moves to a partial index: only
    // keyed orders are in it, and it no longer competes with orders_user_idx for a customer's list.
    await q.query(`ALTER TABLE orders DROP CONSTRAINT orders_user_id_idempotency_key_key`);
    await q.query(`ALTER TABLE orders ALTER COLUMN idempotency_key TYPE varchar(255)`);
    await q.query(
      `CREATE UNIQUE INDEX orders_idempotency_key_idx ON orders (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL`,
    );
    await q.query(`ALTER TABLE orders ADD COLUMN idempotency_fingerprint char(64)`);
    await q.query(`
      CREATE TABLE mail_events (
        key        varchar(200) PRIMARY KEY,
        recipient  varchar(255) NOT NULL,
        subject    varchar(255) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at    timestamptz
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE mail_events');
    await q.query('ALTER TABLE orders DROP COLUMN idempotency_fingerprint');
    await q.query('DROP INDEX orders_idempotency_key_idx');
    await q.query('ALTER TABLE orders ALTER COLUMN idempotency_key TYPE varchar(100)');
    await q.query(
      'ALTER TABLE orders ADD CONSTRAINT orders_user_id_idempotency_key_key UNIQUE (user_id, idempotency_key)',
    );
    await q.query('ALTER TABLE products DROP COLUMN version');
  }
}
