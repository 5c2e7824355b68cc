import { MigrationInterface, QueryRunner } from 'typeorm';
import { toE164 } from '../../shared/phone';

/**
 * Issue 34, COD confirmation and the fake-order guard: how each cash-on-delivery order was
 * asked (WhatsApp or SMS, the message it answers), when it was reminded and flagged unconfirmed;
 * the owner's blocklist; indexes for counting returned orders by phone and by address; and
 * every stored phone number in E.164 where it is a valid number.
 */
export class CodConfirmation1734800000000 implements MigrationInterface {
  name = 'CodConfirmation1734800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders
      ADD COLUMN cod_confirm_channel varchar(10) NULL CHECK (cod_confirm_channel IN ('whatsapp', 'sms')),
      ADD COLUMN cod_confirm_message_id varchar(200) NULL,
      ADD COLUMN cod_reminded_at timestamptz NULL,
      ADD COLUMN cod_unconfirmed_at timestamptz NULL`);
    await q.query(`CREATE INDEX orders_mobile_idx ON orders (mobile)`);
    await q.query(`CREATE INDEX orders_address_idx ON orders (lower(btrim(address)), lower(btrim(city)))`);
    await q.query(`CREATE TABLE blocklist (
      id serial PRIMARY KEY,
      kind varchar(10) NOT NULL CHECK (kind IN ('phone', 'email')),
      value varchar(320) NOT NULL,
      note text NULL,
      created_by integer NULL REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (kind, value))`);
    // Existing numbers: each distinct one converted once (numbers that are no valid number stay as typed).
    const rows: Array<{ mobile: string }> = await q.query(
      `SELECT DISTINCT mobile FROM orders WHERE mobile NOT LIKE '+%'`,
    );
    for (const { mobile } of rows) {
      const e164 = toE164(mobile);
      if (e164) await q.query(`UPDATE orders SET mobile = $2 WHERE mobile = $1`, [mobile, e164]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE blocklist`);
    await q.query(`DROP INDEX orders_address_idx`);
    await q.query(`DROP INDEX orders_mobile_idx`);
    await q.query(`ALTER TABLE orders DROP COLUMN cod_confirm_channel, DROP COLUMN cod_confirm_message_id,
      DROP COLUMN cod_reminded_at, DROP COLUMN cod_unconfirmed_at`);
  }
}
