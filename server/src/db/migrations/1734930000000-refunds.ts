import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refunds, one row per refund of an order (modules/payments/refunds.ts): how much (paisa), why,
 * how the money went back (the provider's API, or by hand and recorded with the reference the
 * admin typed), the provider's refund id, where it stands, who gave it and when. A row is
 * written `requested` under the order's row lock before the provider is asked, so two refunds
 * at once never give back more than was paid; `failed` rows count for nothing. Its idempotency
 * key (per order) and the fingerprint of the request it stands for make a retried request
 * refund once.
 *
 * Orders' payment status gains `partially_refunded` and `refunded` (the column was 16
 * characters wide); the admin sessions' last reads hold them too. Refunds join the activity log.
 */
export class Refunds1734930000000 implements MigrationInterface {
  name = 'Refunds1734930000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP CONSTRAINT orders_payment_status_check`);
    await q.query(`ALTER TABLE orders ALTER COLUMN payment_status TYPE varchar(20)`);
    await q.query(`ALTER TABLE orders ADD CONSTRAINT orders_payment_status_check
      CHECK (payment_status IN ('paid', 'unpaid', 'partially_refunded', 'refunded'))`);
    await q.query(`ALTER TABLE order_reads ALTER COLUMN payment_status TYPE varchar(20)`);
    await q.query(`
      CREATE TABLE refunds (
        id              serial PRIMARY KEY,
        order_id        integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        amount          bigint NOT NULL CHECK (amount > 0),
        reason          text NOT NULL CHECK (btrim(reason) <> ''),
        method          varchar(20) NOT NULL,
        via             varchar(10) NOT NULL CHECK (via IN ('provider', 'recorded')),
        reference       varchar(255),
        status          varchar(10) NOT NULL CHECK (status IN ('requested', 'pending', 'succeeded', 'failed')),
        failure         text,
        idempotency_key varchar(255),
        idempotency_fingerprint char(64),
        created_by      integer REFERENCES users (id) ON DELETE SET NULL,
        created_at      timestamptz NOT NULL DEFAULT now(),
        updated_at      timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX refunds_order_idx ON refunds (order_id, id)`);
    await q.query(
      `CREATE UNIQUE INDEX refunds_idempotency_idx ON refunds (order_id, idempotency_key) WHERE idempotency_key IS NOT NULL`,
    );
    await q.query(`CREATE TRIGGER refunds_audit AFTER INSERT OR UPDATE OR DELETE ON refunds
      FOR EACH ROW WHEN (coalesce(current_setting('shop.actor', true), '') <> '')
      EXECUTE FUNCTION audit_row_change('refund', 'order_id', 'idempotency_key', 'idempotency_fingerprint')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE refunds`);
    await q.query(
      `UPDATE orders SET payment_status = 'paid' WHERE payment_status IN ('partially_refunded', 'refunded')`,
    );
    await q.query(`DELETE FROM order_reads WHERE payment_status IN ('partially_refunded', 'refunded')`);
    await q.query(`ALTER TABLE order_reads ALTER COLUMN payment_status TYPE varchar(10)`);
    await q.query(`ALTER TABLE orders DROP CONSTRAINT orders_payment_status_check`);
    await q.query(`ALTER TABLE orders ALTER COLUMN payment_status TYPE varchar(16)`);
    await q.query(
      `ALTER TABLE orders ADD CONSTRAINT orders_payment_status_check CHECK (payment_status IN ('paid', 'unpaid'))`,
    );
  }
}
