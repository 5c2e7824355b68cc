import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the gateways and couriers settled with the shop, for the reconciliation report.
 *
 * - `settlements`: one row per transaction of a gateway's settlement statement (JazzCash,
 *   easypaisa, card) as the owner imports it. `reference` is the gateway's transaction
 *   reference, unique per gateway, so importing the same statement again adds nothing;
 *   `order_id` is the order it was matched to at import (null: none of the shop's).
 * - `courier_bookings.cod_*`: what a courier's COD payment report said of the parcel once it
 *   reported the cash paid (its payment reference, amount, fee and date, when it says them),
 *   and when the shop read it. Asked again while unread, even for an order marked paid by hand.
 */
export class Settlements1734934400000 implements MigrationInterface {
  name = 'Settlements1734934400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE settlements (
        id serial PRIMARY KEY,
        source varchar NOT NULL,
        reference varchar(100) NOT NULL,
        order_id integer REFERENCES orders(id) ON DELETE SET NULL,
        order_number varchar(40),
        amount bigint NOT NULL CHECK (amount > 0),
        fee bigint CHECK (fee >= 0 AND fee <= amount),
        settled_on date NOT NULL,
        imported_by integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT settlements_source_reference_key UNIQUE (source, reference)
      )`);
    await q.query(`CREATE INDEX settlements_order_idx ON settlements (order_id)`);
    await q.query(`CREATE INDEX settlements_settled_on_idx ON settlements (source, settled_on)`);
    await q.query(`
      ALTER TABLE courier_bookings
        ADD COLUMN cod_payment_ref varchar(100),
        ADD COLUMN cod_paid_amount bigint,
        ADD COLUMN cod_paid_fee bigint,
        ADD COLUMN cod_paid_on date,
        ADD COLUMN cod_reported_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE courier_bookings
        DROP COLUMN cod_payment_ref, DROP COLUMN cod_paid_amount, DROP COLUMN cod_paid_fee,
        DROP COLUMN cod_paid_on, DROP COLUMN cod_reported_at`);
    await q.query('DROP TABLE settlements');
  }
}
