import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * - `payment_attempts`: each time a customer goes to JazzCash's or easypaisa's hosted checkout
 *   for an order: the reference sent (unique per attempt), the amount in paisa, what became of
 *   it and the provider's last answer.
 * - `courier_bookings`: parcels booked through a courier's API for an order (at most one live
 *   booking per order: a second admin's booking at the same time is refused by the index), with
 *   the tracking number, the COD amount, the label's address and the courier's last status.
 */
export class PaymentAttemptsAndBookings1734840000000 implements MigrationInterface {
  name = 'PaymentAttemptsAndBookings1734840000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE payment_attempts (
        id serial PRIMARY KEY,
        order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        provider varchar(20) NOT NULL CHECK (provider IN ('jazzcash', 'easypaisa')),
        amount bigint NOT NULL CHECK (amount > 0),
        reference varchar(50) NOT NULL UNIQUE,
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed')),
        message text,
        raw_response jsonb,
        inquiries integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX payment_attempts_order_idx ON payment_attempts (order_id, id)');
    await q.query(`
      CREATE TABLE courier_bookings (
        id serial PRIMARY KEY,
        order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        provider varchar(20) NOT NULL CHECK (provider IN ('leopards', 'postex', 'trax')),
        status varchar(10) NOT NULL DEFAULT 'booking' CHECK (status IN ('booking', 'booked', 'cancelled')),
        tracking_number varchar(60),
        cod_amount bigint NOT NULL CHECK (cod_amount >= 0),
        weight_grams integer NOT NULL CHECK (weight_grams > 0),
        pieces integer NOT NULL CHECK (pieces > 0),
        label_url text,
        courier_status text,
        courier_state varchar(20),
        booked_by integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX courier_bookings_live_idx ON courier_bookings (order_id) WHERE status IN ('booking', 'booked')`,
    );
    await q.query(
      `CREATE INDEX courier_bookings_tracking_idx ON courier_bookings (provider, tracking_number) WHERE status = 'booked'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE courier_bookings');
    await q.query('DROP TABLE payment_attempts');
  }
}
