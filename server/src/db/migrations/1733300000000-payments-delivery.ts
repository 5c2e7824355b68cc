import { MigrationInterface, QueryRunner } from 'typeorm';

/** The couriers a new shop starts with ({tracking} is replaced by the order's tracking number). */
export const SEEDED_COURIERS: Array<[name: string, template: string]> = [
  ['TCS', 'https://www.tcsexpress.com/track/{tracking}'],
  ['Leopards', 'https://www.leopardscourier.com/tracking?cn={tracking}'],
  ['M&P', 'https://www.mulphilog.com/tracking/{tracking}'],
  ['Trax', 'https://trax.pk/tracking/{tracking}'],
  ['Pakistan Post', 'https://ep.gov.pk/emtts/EPTrack_Live.aspx?ArticleIDz={tracking}'],
];

/**
 * Manual payments and delivery:
 * - `couriers`: the shop's courier list (admin-managed), each with its tracking page's URL template;
 * - orders get their courier and tracking number (set when shipped) and the time a cash-on-delivery
 *   order was confirmed by phone; history entries get a note (a file name, a reason, a courier);
 * - `order_receipts`: payment receipts customers upload for easypaisa, JazzCash and bank orders.
 *   The files live privately in DATA_DIR/receipts, under server-chosen names.
 */
export class PaymentsDelivery1733300000000 implements MigrationInterface {
  name = 'PaymentsDelivery1733300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE couriers (
        id                    serial PRIMARY KEY,
        name                  varchar(60) NOT NULL,
        tracking_url_template varchar(500) NOT NULL,
        active                boolean NOT NULL DEFAULT true,
        position              integer NOT NULL DEFAULT 0,
        created_at            timestamptz NOT NULL DEFAULT now(),
        updated_at            timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE UNIQUE INDEX couriers_name_idx ON couriers (lower(name))');
    for (const [i, [name, template]] of SEEDED_COURIERS.entries()) {
      await q.query('INSERT INTO couriers (name, tracking_url_template, position) VALUES ($1, $2, $3)', [
        name,
        template,
        i + 1,
      ]);
    }
    // Nullable columns without defaults: no rewrite of a large orders table.
    await q.query(`ALTER TABLE orders
      ADD COLUMN courier_id integer REFERENCES couriers(id) ON DELETE RESTRICT,
      ADD COLUMN tracking_number varchar(60),
      ADD COLUMN cod_confirmed_at timestamptz`);
    await q.query('CREATE INDEX orders_courier_idx ON orders (courier_id) WHERE courier_id IS NOT NULL');
    // The back office's "unconfirmed COD" list, newest first.
    await q.query(
      `CREATE INDEX orders_unconfirmed_cod_idx ON orders (created_at) WHERE payment_method = 'cod' AND status = 'pending' AND cod_confirmed_at IS NULL`,
    );
    await q.query('ALTER TABLE order_history ADD COLUMN note varchar(500)');
    await q.query(`
      CREATE TABLE order_receipts (
        id             serial PRIMARY KEY,
        order_id       integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        uploaded_by    integer REFERENCES users(id) ON DELETE SET NULL,
        file           varchar(100) NOT NULL UNIQUE,
        original_name  varchar(200) NOT NULL,
        content_type   varchar(40) NOT NULL,
        size           integer NOT NULL,
        transaction_id varchar(60),
        amount_paid    integer,
        status         varchar(10) NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'accepted', 'rejected')),
        reviewed_by    integer REFERENCES users(id) ON DELETE SET NULL,
        reviewed_at    timestamptz,
        reject_reason  varchar(500),
        created_at     timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX order_receipts_order_idx ON order_receipts (order_id, id)');
    // The "receipt waiting" filter: orders with a receipt nobody has looked at yet.
    await q.query(
      `CREATE INDEX order_receipts_waiting_idx ON order_receipts (order_id) WHERE status = 'waiting'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE order_receipts');
    await q.query('ALTER TABLE order_history DROP COLUMN note');
    await q.query(
      'ALTER TABLE orders DROP COLUMN cod_confirmed_at, DROP COLUMN tracking_number, DROP COLUMN courier_id',
    );
    await q.query('DROP TABLE couriers');
  }
}
